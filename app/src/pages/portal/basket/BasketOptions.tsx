import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Card, DatePicker, NumberField, Radio, RadioGroup, parseDate, type CalendarDate } from '@lnf/ui';
import {
  BILLING_PERIODS,
  BILLING_PERIOD_LABELS,
  type Basket,
  type BasketUpdate,
  type BillingPeriod,
  type Plan,
  planLabel,
} from '@lnf/sdk';
import styles from './Basket.module.css';

export interface BasketOptionsProps {
  basket: Basket;
  /** The plan's entry of the price list, for its user allowance. */
  plan: Plan | undefined;
  onChange: (changes: BasketUpdate) => Promise<void>;
}

const todayUtc = () => parseDate(new Date().toISOString().slice(0, 10));

function toCalendarDate(iso: string): CalendarDate | null {
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** The basket's choices: renewal term, users within the plan's allowance, subscription date. */
export function BasketOptions({ basket, plan, onChange }: BasketOptionsProps) {
  const headingId = useId();
  const [date, setDate] = useState(() => toCalendarDate(basket.subscriptionDate));
  const [dateError, setDateError] = useState<string>();
  // Typed dates are committed when focus leaves the field; a day picked in the calendar is a
  // whole date and is committed at once.
  const calendarOpen = useRef(false);
  // The server's answer replaces what was typed (React's 'adjust state on a prop change').
  const [shownFrom, setShownFrom] = useState(basket.subscriptionDate);
  if (shownFrom !== basket.subscriptionDate) {
    setShownFrom(basket.subscriptionDate);
    setDate(toCalendarDate(basket.subscriptionDate));
  }
  const min = plan?.minUsers ?? 1;
  const max = plan?.maxUsers ?? 10000;

  function commitDate(value = date) {
    if (value?.toString() === basket.subscriptionDate) return setDateError(undefined);
    // Segments left empty or half typed give no date at all.
    if (!value) return setDateError('Enter the date as YYYY-MM-DD');
    if (value.compare(todayUtc()) < 0) return setDateError('The subscription cannot start in the past');
    setDateError(undefined);
    void onChange({ subscriptionDate: value.toString() });
  }

  return (
    <Card as="section" aria-labelledby={headingId} padding="md" className={styles.Options}>
      <div className={styles.PlanHead}>
        <div>
          <h2 id={headingId} className={styles.PlanName}>
            {planLabel(basket.plan)}
          </h2>
          {plan?.shortDescription && <p className={styles.Muted}>{plan.shortDescription}</p>}
        </div>
        <Link href="/our-plans">Change plan</Link>
      </div>
      <RadioGroup
        label="Renewal term"
        orientation="horizontal"
        value={basket.renewalTerm}
        onChange={(term) => void onChange({ renewalTerm: term as BillingPeriod })}
      >
        {BILLING_PERIODS.map((p) => (
          <Radio key={p} value={p}>
            {BILLING_PERIOD_LABELS[p]}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.OptionRow}>
        <NumberField
          label="Users"
          description={`This plan covers ${min} to ${max} users.`}
          minValue={min}
          maxValue={max}
          step={1}
          value={basket.users}
          onChange={(users) => {
            if (Number.isInteger(users) && users >= min && users <= max && users !== basket.users)
              void onChange({ users });
          }}
        />
        <DatePicker
          label="Subscription start date"
          description="YYYY-MM-DD, from tomorrow by default."
          name="subscriptionDate"
          // Year, month, day in that order, as the description says, whatever the browser's locale.
          locale="en-CA"
          value={date}
          minValue={todayUtc()}
          onChange={(value) => {
            setDate(value);
            if (calendarOpen.current) commitDate(value);
          }}
          onOpenChange={(isOpen) => {
            calendarOpen.current = isOpen;
          }}
          onBlur={() => commitDate()}
          // Always set, so the app's messages above are the only ones (not React Aria's own range text).
          isInvalid={Boolean(dateError)}
          errorMessage={dateError}
        />
      </div>
    </Card>
  );
}
