import { useRef } from 'react';
import { useScrollOverflow } from '../internal/useScrollOverflow';
import styles from './Chart.module.css';
import type { ChartSeries } from './types';

export interface ChartTableProps {
  /** The table's caption (the chart's title). */
  caption: string;
  /** Id of the caption, which also names the scroll region. */
  captionId: string;
  /** The first column's header. */
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
  formatValue: (n: number) => string;
  /** Read out in place of the dash of a missing value. */
  noValue: string;
}

/**
 * The chart's numbers as a plain table: a row per category (its row header), a column per series.
 * Wide tables scroll sideways in a region that becomes a tab stop only while it scrolls.
 */
export function ChartTable({
  caption,
  captionId,
  categoryLabel,
  categories,
  series,
  formatValue,
  noValue,
}: ChartTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflows = useScrollOverflow(scrollRef);
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
      className={styles.TableScroll}
    >
      <table className={styles.Table}>
        {/* The figure's caption is already visible just above: this one names the table only. */}
        <caption id={captionId} className={styles.VisuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.Column}>
              {categoryLabel}
            </th>
            {series.map((s) => (
              <th key={s.id} scope="col" data-align="end" className={styles.Column}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, i) => (
            <tr key={`${i}-${category}`} className={styles.Row}>
              <th scope="row" className={styles.Cell}>
                {category}
              </th>
              {series.map((s) => {
                const value = s.values[i];
                return (
                  <td key={s.id} data-align="end" className={styles.Cell}>
                    {value == null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={styles.VisuallyHidden}>{noValue}</span>
                      </>
                    ) : (
                      formatValue(value)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
