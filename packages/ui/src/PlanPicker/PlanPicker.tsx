import clsx from 'clsx';
import { type CSSProperties, type ReactNode, type Ref } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import styles from './PlanPicker.module.css';

export interface PlanPeriod {
  /** The period's value, e.g. 'MONTHLY', 'QUARTERLY', 'ANNUALLY'. */
  id: string;
  /** Its label, e.g. 'Monthly', 'Quarterly', 'Yearly'. */
  label: string;
}

export interface PlanPickerProps {
  /**
   * The root element (the `<div>` around the switch and the cards).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The billing periods, first to last. */
  periods: PlanPeriod[];
  /** Names the period switch for assistive technology, e.g. 'Billing period'. */
  'aria-label': string;
  /**
   * The selected period's id (controlled).
   * @default undefined
   */
  period?: string;
  /**
   * The period selected at first (uncontrolled).
   * @default the first period
   */
  defaultPeriod?: string;
  /**
   * Called with the newly selected period's id.
   * @default undefined
   */
  onPeriodChange?: (period: string) => void;
  /**
   * A note under the switch, e.g. that prices exclude tax.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * How many cards sit side by side on a wide screen (from 1024 px); from 768 px at most two, on
   * phones one. Choose a number that divides the stacked cards (a `wide` card takes a row of its
   * own), so no row has a hole.
   * @default 3
   */
  columns?: 1 | 2 | 3 | 4;
  /** The PricingCards, or a function of the selected period returning them. */
  children: ReactNode | ((period: string) => ReactNode);
  /**
   * Class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * The Monthly / Quarterly / Yearly switch (a React Aria ToggleButtonGroup: one radio group, arrow
 * keys move between periods) above a grid of PricingCards whose prices and buttons line up
 * across each row.
 */
export function PlanPicker({
  periods,
  period: controlledPeriod,
  defaultPeriod,
  onPeriodChange,
  description,
  columns = 3,
  children,
  className,
  ref,
  ...props
}: PlanPickerProps) {
  const [period, setPeriod] = useControlledState(
    controlledPeriod,
    defaultPeriod ?? periods[0]?.id ?? '',
    onPeriodChange,
  );

  const onSelectionChange = (keys: Set<Key>) => {
    const [next] = keys;
    if (next != null) setPeriod(String(next));
  };

  return (
    <div ref={ref} className={clsx(styles.Root, className)}>
      <div className={styles.Switch}>
        <ToggleButtonGroup
          {...props}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[period]}
          onSelectionChange={onSelectionChange}
          className={styles.Group}
        >
          {periods.map((item) => (
            <ToggleButton key={item.id} id={item.id} className={styles.Option}>
              {item.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {description && <p className={styles.Description}>{description}</p>}
      </div>
      <div
        className={styles.Cards}
        style={{ '--lnf-plan-columns': columns, '--lnf-plan-columns-md': Math.min(columns, 2) } as CSSProperties}
      >
        {typeof children === 'function' ? children(period) : children}
      </div>
    </div>
  );
}
