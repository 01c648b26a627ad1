import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { Card, NumberField, Radio, RadioGroup, TextField } from '@lnf/ui';
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The basket's choices: renewal term, users within the plan's allowance, subscription date. */
export function BasketOptions({ basket, plan, onChange }: BasketOptionsProps) {
  const headingId = useId();
  const [date, setDate] = useState(basket.subscriptionDate);
  const [dateError, setDateError] = useState<string>();
  useEffect(() => setDate(basket.subscriptionDate), [basket.subscriptionDate]);
  const min = plan?.minUsers ?? 1;
  const max = plan?.maxUsers ?? 10000;

  function commitDate() {
    if (date === basket.subscriptionDate) return setDateError(undefined);
    if (!DATE.test(date) || Number.isNaN(Date.parse(date))) return setDateError('Enter the date as YYYY-MM-DD');
    if (date < todayUtc()) return setDateError('The subscription cannot start in the past');
    setDateError(undefined);
    void onChange({ subscriptionDate: date });
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
        <TextField
          label="Subscription start date"
          description="YYYY-MM-DD, from tomorrow by default."
          name="subscriptionDate"
          inputMode="numeric"
          value={date}
          onChange={setDate}
          onBlur={commitDate}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitDate();
          }}
          isInvalid={Boolean(dateError)}
          errorMessage={dateError}
        />
      </div>
    </Card>
  );
}
