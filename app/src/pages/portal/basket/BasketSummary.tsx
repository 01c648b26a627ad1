import { useId } from 'react';
import { Card } from '@lnf/ui';
import {
  BILLING_INTERVAL_MONTHS,
  BILLING_PERIOD_LABELS,
  formatDate,
  formatINR,
  type Basket,
  planLabel,
} from '@lnf/sdk';
import styles from './Basket.module.css';

/** The server's amounts for the basket: monthly rate, subtotal, GST, total, dates. */
export function BasketSummary({ basket }: { basket: Basket }) {
  const headingId = useId();
  const months = BILLING_INTERVAL_MONTHS[basket.renewalTerm];
  return (
    <Card as="section" aria-labelledby={headingId} variant="subtle" padding="md" className={styles.Summary}>
      <h2 id={headingId} className={styles.SummaryTitle}>
        Order summary
      </h2>
      <dl className={styles.Figures}>
        <div>
          <dt>Plan</dt>
          <dd>{planLabel(basket.plan)}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{basket.users}</dd>
        </div>
        <div>
          <dt>Renewal</dt>
          <dd>
            {BILLING_PERIOD_LABELS[basket.renewalTerm]} ({months} {months === 1 ? 'month' : 'months'})
          </dd>
        </div>
        <div>
          <dt>Monthly rate</dt>
          <dd>{formatINR(basket.amount)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatINR(basket.subtotal)}</dd>
        </div>
        <div>
          <dt>GST ({basket.taxPercentage}%)</dt>
          <dd>{formatINR(basket.gstAmount)}</dd>
        </div>
        <div className={styles.Total}>
          <dt>Total</dt>
          <dd>{formatINR(basket.paymentAmount)}</dd>
        </div>
        <div>
          <dt>Subscription starts</dt>
          <dd>{formatDate(basket.subscriptionDate)}</dd>
        </div>
        <div>
          <dt>Next payment</dt>
          <dd>{formatDate(basket.nextPaymentDate)}</dd>
        </div>
      </dl>
    </Card>
  );
}
