import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every change of a subscription that moves revenue: its status, amount, term, plan, or whether a
 * renewal charge has failed. Written by a trigger on `subscriptions` (migration 0020), so no code
 * path that changes a subscription can forget it; `at` is the database's clock, so a month that
 * has ended never changes again. The customer is copied from the order at the time, so the revenue
 * overview reads a customer's history from this table alone.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    /** The customer (their id, else their account's, else their email): whose revenue this is. */
    customerKey: text('customer_key').notNull(),
    at: at('at').notNull().defaultNow(),
    status: text('status').notNull(),
    /** What each renewal charges, GST included. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    renewalTerm: text('renewal_term').notNull(),
    planId: text('plan_id').notNull(),
    paymentFailed: boolean('payment_failed').notNull(),
  },
  (t) => [
    index('subscription_events_at_idx').on(t.at),
    index('subscription_events_customer_idx').on(t.customerKey, t.at),
  ],
);

/** The figures of one month (IST) of the revenue overview, as `services/revenue.ts` computes them. */
export interface RevenueMonthFigures {
  /** MRR at the month's end, GST excluded, in paise. */
  mrrPaise: number;
  newPaise: number;
  expansionPaise: number;
  contractionPaise: number;
  churnPaise: number;
  /** Subscriptions bringing revenue at the month's end, by plan id. */
  activeByPlan: Record<string, number>;
  /** Renewal charges that failed in the month, and failed ones paid in the month. */
  failedRenewals: number;
  recoveredRenewals: number;
  refunds: number;
  refundedPaise: number;
}

/**
 * Months of the revenue overview already computed. A month that has ended is `closed` and final
 * (its events can no longer change); the current month is recomputed by the revenue job.
 */
export const revenueMonths = pgTable('revenue_months', {
  /** `YYYY-MM`, a month in India's time. */
  month: text('month').primaryKey(),
  figures: jsonb('figures').$type<RevenueMonthFigures>().notNull(),
  closed: boolean('closed').notNull(),
  /** How many events the month read: a cheap check that a recomputation saw the same history. */
  events: integer('events').notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});
