import {
  array,
  defaulted,
  integer,
  nullable,
  number,
  object,
  record,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { QueryInteger } from './common';

/**
 * The revenue overview (the `backoffice` service, finance and admin): MRR and its movement, active
 * subscriptions by plan, failed renewals and their recovery, and refunds, by month in India's
 * time. Amounts are paise, GST excluded (domain/revenue.ts says how they are counted).
 */

/** The most months one overview shows. */
export const REVENUE_MONTHS_MAX = 36;

/** `GET backoffice/revenue`: how many months, ending with the current one. */
export const RevenueQuery = object({
  months: defaulted(size(QueryInteger, 1, REVENUE_MONTHS_MAX), 12),
});
export type RevenueQuery = Infer<typeof RevenueQuery>;

/** One month of the overview. */
export const RevenueMonth = type({
  /** `YYYY-MM`. */
  month: string(),
  /** MRR at the month's end. */
  mrrPaise: integer(),
  newPaise: integer(),
  expansionPaise: integer(),
  contractionPaise: integer(),
  churnPaise: integer(),
  /** Subscriptions bringing revenue at the month's end, by plan id. */
  activeByPlan: record(string(), number()),
  /** Renewal charges that failed in the month, and failed renewals paid in it. */
  failedRenewals: integer(),
  recoveredRenewals: integer(),
  refunds: integer(),
  refundedPaise: integer(),
  /** When the month was computed (null for a month before the first subscription). */
  computedAt: nullable(string()),
});
export type RevenueMonth = Infer<typeof RevenueMonth>;

/** The overview: its months, oldest first, the last being the current month. */
export const RevenueOverview = type({
  currentMonth: string(),
  months: array(RevenueMonth),
});
export type RevenueOverview = Infer<typeof RevenueOverview>;
