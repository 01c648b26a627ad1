import { BILLING_INTERVAL_MONTHS, IST_OFFSET_MS, type BillingPeriod } from './calendar';
import { RUNNING_STATUSES } from './subscription';
import { taxableOf } from './tax';

/**
 * Revenue as LNF counts it (docs/backoffice.md, "Revenue"): monthly recurring revenue (MRR) and its
 * movement, the way Chargebee and Baremetrics count them. A subscription brings revenue while it
 * runs or while a renewal charge is being retried; what it brings is its renewal price without GST,
 * spread over the months its term covers. A customer's movement in a month compares their MRR at
 * the month's start and end, so a plan change that replaces one subscription with another is an
 * expansion or a contraction, not a churn and a new customer.
 */

/** Statuses whose subscriptions count in MRR: running, or a renewal being retried (`pending`). */
export const MRR_STATUSES: readonly string[] = [...RUNNING_STATUSES, 'pending'];

/** A subscription as revenue reads it. */
export interface RevenueState {
  status: string;
  /** What each renewal charges, GST included. */
  amountPaise: number;
  renewalTerm: string;
}

/** What the subscription brings each month, GST excluded, in paise (0 when it brings nothing). */
export function monthlyRevenuePaise(s: RevenueState, gstPercent: number): number {
  if (!MRR_STATUSES.includes(s.status)) return 0;
  const months = BILLING_INTERVAL_MONTHS[s.renewalTerm as BillingPeriod] ?? 1;
  return Math.round(taxableOf(s.amountPaise, gstPercent) / months);
}

/** The kinds of MRR movement. */
export const MRR_MOVEMENTS = ['new', 'expansion', 'contraction', 'churn'] as const;
export type MrrMovement = (typeof MRR_MOVEMENTS)[number];

/**
 * How a customer's MRR moved between two instants, and by how much (positive paise): from nothing
 * is new, to nothing is churn, otherwise up is expansion and down contraction; null when it held.
 */
export function mrrMovement(beforePaise: number, afterPaise: number): { kind: MrrMovement; paise: number } | null {
  if (beforePaise === afterPaise) return null;
  if (beforePaise === 0) return { kind: 'new', paise: afterPaise };
  if (afterPaise === 0) return { kind: 'churn', paise: beforePaise };
  return afterPaise > beforePaise
    ? { kind: 'expansion', paise: afterPaise - beforePaise }
    : { kind: 'contraction', paise: beforePaise - afterPaise };
}

/** A month as `YYYY-MM`. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether the text is a month as `YYYY-MM`. */
export const isMonth = (text: string): boolean => MONTH.test(text);

/** The month (in India) an instant falls in, as `YYYY-MM`. */
export function istMonth(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** When a month (in India) starts and ends, the end excluded: 2026-11 is 31 Oct 18:30 UTC to 30 Nov 18:30 UTC. */
export function istMonthBounds(month: string): { start: Date; end: Date } {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`'${month}' is not a month as YYYY-MM`);
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return {
    start: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS),
  };
}

/** The month `n` months after (before, when negative) a `YYYY-MM` month. */
export function addIstMonths(month: string, n: number): string {
  const { start } = istMonthBounds(month);
  const ist = new Date(start.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + n, 1)).toISOString().slice(0, 7);
}
