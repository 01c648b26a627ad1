import clsx from 'clsx';
import { useId, useState, type Ref } from 'react';
import { useMessages, type Messages } from '../internal/i18n/useMessages';
import { NativeButton } from '../NativeButton/NativeButton';
import styles from './Chart.module.css';
import { LegendSwatch } from './ChartMarks';
import { ChartPlot } from './ChartPlot';
import { ChartTable } from './ChartTable';
import { chart } from './messages';
import type { ChartSeries } from './types';

export interface ChartProps {
  /**
   * The root element (the `<figure>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** A line per series, or bars per category. */
  type: 'line' | 'bar';
  /** The figure's caption, shown above the chart; it names the figure, the image and the table. */
  title: string;
  /**
   * A sentence under the title on what the chart shows (period, currency); the image is
   * described by it.
   * @default undefined
   */
  description?: string;
  /** The labels along the horizontal axis, one per value, e.g. months ('Jan 2026'). */
  categories: string[];
  /**
   * The data: one line, or one bar (or stack segment) per category, for each. Legend, tooltip and
   * table list them in this order; stacked bars stack them outwards from zero in this order.
   */
  series: ChartSeries[];
  /**
   * Writes a value for the axis, the tooltip, the announcement and the table, e.g. rupees.
   * @default Intl.NumberFormat('en-IN') (Indian digit grouping: 12,34,567)
   */
  formatValue?: (n: number) => string;
  /**
   * For `type="bar"`: stacks the series in one bar per category instead of side by side.
   * Negative values stack downwards from zero, so gains and losses (MRR new and expansion against
   * contraction and churn) read on either side of the zero line.
   * @default false
   */
  stacked?: boolean;
  /**
   * The plot's height in pixels; fixed, so the page does not shift while the width is measured.
   * @default 240
   */
  height?: number;
  /**
   * Where the data table goes: always shown below the chart; `beside` it where the figure is
   * at least 44rem wide (below it when narrower); or behind a "Show table" button.
   * @default 'below'
   */
  table?: 'below' | 'beside' | 'hidden-toggle';
  /**
   * The header of the table's first column, naming what the categories are.
   * @default 'Period'
   */
  categoryLabel?: string;
  /**
   * Replacements for the built-in strings (`empty`, `showTable`, `hideTable`, `keyboardHint`, …).
   * @default the message catalogue's, in the current locale
   */
  messages?: Partial<Messages<typeof chart>>;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

const defaultFormat = new Intl.NumberFormat('en-IN');
const formatDefault = (n: number) => defaultFormat.format(n);

/**
 * A line or bar chart a person can read at a glance, with the numbers beside it: a `<figure>`
 * captioned by its title, an SVG drawn with visx (scales, axes, shapes) that fills its container's
 * width at a fixed height, an HTML legend whose swatches differ by dash, marker or texture as
 * well as colour, and a data table (shown, or behind a toggle). The plot is one tab stop: Left
 * and Right move through the categories and a live region reads each one's values.
 */
export function Chart({
  type,
  title,
  description,
  categories,
  series,
  formatValue = formatDefault,
  stacked = false,
  height = 240,
  table = 'below',
  categoryLabel,
  messages,
  className,
  ref,
}: ChartProps) {
  const t = useMessages(chart, messages);
  const id = useId();
  // SVG ids end up in `url(#…)`: keep React's id to characters that need no escaping there.
  const uid = `lnf-chart-${id.replace(/[^\w-]/g, '')}`;
  const [showTable, setShowTable] = useState(false);
  const format = (value: number | null | undefined) => (value == null ? t('noValue') : formatValue(value));

  const summarise = (s: ChartSeries) => {
    const known = categories.map((category, i) => ({ category, value: s.values[i] })).filter((p) => p.value != null);
    const first = known[0];
    const last = known.at(-1);
    if (!first || !last) return t('seriesNone', { label: s.label });
    if (first === last)
      return t('seriesOne', { label: s.label, first: format(first.value), firstCategory: first.category });
    return t('seriesRange', {
      label: s.label,
      first: format(first.value),
      firstCategory: first.category,
      last: format(last.value),
      lastCategory: last.category,
    });
  };
  const describe = (index: number) =>
    t('point', {
      category: categories[index] ?? '',
      values: series.map((s) => `${s.label} ${format(s.values[index])}`).join(', '),
    });

  const isEmpty = categories.length === 0;
  const tableId = `${uid}-table`;

  return (
    <figure ref={ref} aria-labelledby={`${uid}-title`} className={clsx(styles.Root, className)}>
      <figcaption id={`${uid}-title`} className={styles.Title}>
        {title}
      </figcaption>
      {description && (
        <p id={`${uid}-description`} className={styles.Description}>
          {description}
        </p>
      )}
      {isEmpty ? (
        <p className={styles.Empty} style={{ blockSize: height }}>
          {t('empty')}
        </p>
      ) : (
        <div className={styles.Body} data-table={table}>
          <div className={styles.PlotArea}>
            {series.length > 0 && (
              <ul className={styles.Legend}>
                {series.map((s, i) => (
                  <li key={s.id} className={styles.LegendItem}>
                    <LegendSwatch type={type} uid={uid} series={s} index={i} />
                    {s.label}
                  </li>
                ))}
              </ul>
            )}
            <ChartPlot
              type={type}
              stacked={stacked}
              categories={categories}
              series={series}
              formatValue={formatValue}
              height={height}
              uid={uid}
              label={t('summary', { title, series: series.map(summarise).join('; ') })}
              describedBy={clsx(description && `${uid}-description`, `${uid}-hint`)}
              describe={describe}
            />
            <p id={`${uid}-hint`} className={styles.VisuallyHidden}>
              {t('keyboardHint')}
            </p>
          </div>
          {table === 'hidden-toggle' && (
            <NativeButton
              variant="secondary"
              size="sm"
              aria-expanded={showTable}
              aria-controls={tableId}
              onPress={() => setShowTable((shown) => !shown)}
              className={styles.Toggle}
            >
              {showTable ? t('hideTable') : t('showTable')}
            </NativeButton>
          )}
          <div id={tableId} hidden={table === 'hidden-toggle' && !showTable}>
            <ChartTable
              caption={title}
              captionId={`${uid}-caption`}
              categoryLabel={categoryLabel ?? t('category')}
              categories={categories}
              series={series}
              formatValue={formatValue}
              noValue={t('noValue')}
            />
          </div>
        </div>
      )}
    </figure>
  );
}
