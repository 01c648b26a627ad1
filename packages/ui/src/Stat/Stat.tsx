import clsx from 'clsx';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useLocale } from 'react-aria-components';
import { Skeleton } from '../Skeleton/Skeleton';
import { common, stat } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Stat.module.css';

/** Which way a figure moved. */
export type StatDirection = 'up' | 'down' | 'flat';

export interface StatProps {
  /**
   * The root element (the `<div role="group">`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** What the figure is, e.g. 'Revenue this month'; it names the group. */
  label: ReactNode;
  /** The figure; `null` when it is not known (shown as a dash). */
  value: number | null;
  /**
   * How the value is written: a plain number, an amount in `currency`, or a fraction as a
   * percentage (0.125 is 12.5%).
   * @default 'number'
   */
  format?: 'number' | 'currency' | 'percent';
  /**
   * ISO 4217 code for `format="currency"`.
   * @default 'INR'
   */
  currency?: string;
  /**
   * Extra `Intl.NumberFormat` options for the value and an absolute change, e.g.
   * `{ notation: 'compact' }` for '₹12L', or `{ maximumFractionDigits: 2 }` for paise.
   * @default whole units for currency, Intl's defaults otherwise
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * The locale of the numbers (grouping, currency sign).
   * @default the locale of the nearest I18nProvider, else the browser's
   */
  locale?: string;
  /**
   * The figure of the period compared with; the change is worked out from it.
   * @default undefined
   */
  previousValue?: number | null;
  /**
   * The change in percent as the app computed it (12.5 for +12.5%); wins over `previousValue`.
   * @default undefined
   */
  change?: number | null;
  /**
   * How the change from `previousValue` is shown: in percent of the previous value, or as the
   * difference in the value's own format (used anyway when the previous value is 0).
   * @default 'percent'
   */
  changeFormat?: 'percent' | 'absolute';
  /**
   * Which way the figure moved, when the app knows better than the sign of the change.
   * @default from the sign of the change
   */
  direction?: StatDirection;
  /**
   * Which direction is good news: `'down'` for churn or refunds, so a fall is drawn as good;
   * `'none'` draws every change neutrally.
   * @default 'up'
   */
  goodDirection?: 'up' | 'down' | 'none';
  /**
   * What the change is measured against, after it: 'from last month'.
   * @default undefined
   */
  comparison?: ReactNode;
  /**
   * Shows a placeholder in place of the figures and sets `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

const arrows = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus };

/**
 * A key figure with its label and how it changed: the direction is drawn with an arrow *and*
 * written out ('up 12.5% from last month'), and coloured as good or bad news by `goodDirection`,
 * so a falling churn rate reads as good. Numbers are formatted with `Intl` (INR by default).
 */
export function Stat({
  label,
  value,
  format = 'number',
  currency = 'INR',
  formatOptions,
  locale: localeProp,
  previousValue,
  change: changeProp,
  changeFormat = 'percent',
  direction: directionProp,
  goodDirection = 'up',
  comparison,
  isLoading = false,
  className,
  ref,
}: StatProps) {
  const t = useMessages(stat);
  const tCommon = useMessages(common);
  const { locale: contextLocale } = useLocale();
  const locale = localeProp ?? contextLocale;
  const labelId = useId();

  const valueFormat = new Intl.NumberFormat(locale, {
    ...(format === 'currency' && { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    ...(format === 'percent' && { style: 'percent', maximumFractionDigits: 1 }),
    ...formatOptions,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });

  // The change as written (no sign; the words give the direction) and its signed amount: a given
  // percent, else one worked out from the previous value.
  let change: { text: string; amount: number } | undefined;
  let zero = '';
  if (changeProp != null) {
    change = { text: percent.format(Math.abs(changeProp) / 100), amount: changeProp };
    zero = percent.format(0);
  } else if (previousValue != null && value != null) {
    const difference = value - previousValue;
    const relative = changeFormat === 'percent' && previousValue !== 0;
    const formatter = relative ? percent : valueFormat;
    change = {
      text: formatter.format(Math.abs(relative ? difference / previousValue : difference)),
      amount: difference,
    };
    zero = formatter.format(0);
  }
  // A change that rounds to nothing ('0%', '₹0') is no change.
  const direction: StatDirection | undefined =
    directionProp ??
    (change && (change.amount === 0 || change.text === zero ? 'flat' : change.amount > 0 ? 'up' : 'down'));
  const tone =
    !direction || direction === 'flat' || goodDirection === 'none'
      ? 'neutral'
      : direction === goodDirection
        ? 'good'
        : 'bad';
  const Arrow = direction && arrows[direction];

  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      className={clsx(styles.Root, className)}
    >
      <span id={labelId} className={styles.Label}>
        {label}
      </span>{' '}
      {isLoading ? (
        <>
          <Skeleton className={styles.Placeholder} width="8ch" height="1em" />
          <span className={styles.VisuallyHidden}>{tCommon('loading')}</span>
        </>
      ) : (
        <>
          <span className={styles.Value}>{value == null ? '—' : valueFormat.format(value)}</span>{' '}
          {direction && Arrow && (
            <span className={styles.Change} data-tone={tone} data-direction={direction}>
              <span className={styles.Trend}>
                <Arrow className={styles.Arrow} aria-hidden />
                {direction === 'flat'
                  ? t('flat')
                  : change
                    ? t(direction, { change: change.text })
                    : t(`${direction}Alone`)}
              </span>
              {comparison && (
                <>
                  {' '}
                  <span className={styles.Comparison}>{comparison}</span>
                </>
              )}
              {tone !== 'neutral' && <span className={styles.VisuallyHidden}>{` (${t(tone)})`}</span>}
            </span>
          )}
        </>
      )}
    </div>
  );
}
