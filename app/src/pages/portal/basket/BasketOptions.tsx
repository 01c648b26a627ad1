import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'wouter';
import { Card, NativeButton, NumberField, Radio, RadioGroup, Skeleton } from '@lnf/ui';
import {
  BILLING_PERIODS,
  BILLING_PERIOD_LABELS,
  type Basket,
  type BasketUpdate,
  type BillingPeriod,
  formatDate,
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

// The typed date field loads when the customer asks to change the date: most keep tomorrow.
const StartDateField = lazy(() => import('./StartDateField'));

/** The basket's choices: renewal term, users within the plan's allowance, subscription date. */
export function BasketOptions({ basket, plan, onChange }: BasketOptionsProps) {
  const headingId = useId();
  const dateLabelId = useId();
  const [changingDate, setChangingDate] = useState(false);
  const min = plan?.minUsers ?? 1;
  const max = plan?.maxUsers ?? 10000;

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
        {changingDate ? (
          <Suspense fallback={<Skeleton className={styles.DateSkeleton} />}>
            <StartDateField
              value={basket.subscriptionDate}
              onCommit={(subscriptionDate) => void onChange({ subscriptionDate })}
            />
          </Suspense>
        ) : (
          <div role="group" aria-labelledby={dateLabelId} className={styles.StartDate}>
            <span id={dateLabelId} className={styles.StartDateLabel}>
              Subscription start date
            </span>
            <span className={styles.StartDateValue}>
              {formatDate(basket.subscriptionDate)}
              <NativeButton
                variant="secondary"
                size="sm"
                aria-label="Change subscription start date"
                onPress={() => setChangingDate(true)}
              >
                Change
              </NativeButton>
            </span>
          </div>
        )}
      </div>
    </Card>
  );
}
