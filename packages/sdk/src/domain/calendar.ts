/**
 * The billing calendar: renewal terms, months that clamp to the end of a shorter month, and the
 * billing periods of a subscription counted from its start. Dates are UTC instants, as the server
 * stores them and Razorpay sends them; a `YYYY-MM-DD` day is the UTC date of its midnight.
 */

/** Renewal terms of a basket (spec section 9). */
export const BILLING_PERIODS = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;

/** A renewal term. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Months billed per renewal term (a subscription's interval is in months). */
export const BILLING_INTERVAL_MONTHS: Readonly<Record<BillingPeriod, number>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  ANNUALLY: 12,
};

/** India Standard Time is UTC+05:30 all year (no daylight saving): LNF's days and months. */
export const IST_OFFSET_MS = 330 * 60_000;

/** Milliseconds in a day: UTC has no daylight saving, so every day is this long. */
export const DAY_MS = 86_400_000;

/** A start and an end, the end excluded. */
export interface Period {
  start: Date;
  end: Date;
}

/**
 * `months` calendar months on (or back, when negative) at the same UTC time. A day the target
 * month lacks becomes its last day: 31 Jan + 1 month is 28 Feb, or 29 Feb in a leap year; 30 Apr
 * + 10 months is 28 Feb. Razorpay's monthly cycles clamp the same way.
 */
export function addMonthsUtc(d: Date, months: number): Date {
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target;
}

/** The `YYYY-MM-DD` of an instant, in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Midnight UTC of a `YYYY-MM-DD` day (an ISO timestamp's date part is taken). */
export function utcDay(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

/** When a `YYYY-MM-DD` day begins in India: midnight IST, 18:30 UTC the day before. */
export function istDayStart(day: string): Date {
  return new Date(utcDay(day).getTime() - IST_OFFSET_MS);
}

/** `YYYY-MM-DD` plus whole months, clamped as `addMonthsUtc` clamps. */
export function addMonths(isoDate: string, months: number): string {
  return isoDay(addMonthsUtc(utcDay(isoDate), months));
}

/**
 * Where the `n`-th period after `start` ends: start + n x interval months, always counted from the
 * start, so a subscription of 31 Jan renews on 28 Feb, then 31 Mar (not 28 Mar: no drift).
 */
export function periodBoundary(start: Date, intervalMonths: number, n: number): Date {
  return addMonthsUtc(start, n * intervalMonths);
}

/** The end of the first period of a subscription that starts at `start`. */
export function periodEnd(start: Date, intervalMonths: number): Date {
  return periodBoundary(start, intervalMonths, 1);
}

/** The `n`-th billing period (1 is the first) of a subscription that starts at `start`. */
export function nthPeriod(start: Date, intervalMonths: number, n: number): Period {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Periods are counted from 1, got ${n}`);
  return { start: periodBoundary(start, intervalMonths, n - 1), end: periodBoundary(start, intervalMonths, n) };
}

/** The period that ends at `end`, for when the payment provider reports only the end. */
export function periodEndingAt(end: Date, intervalMonths: number): Period {
  return { start: addMonthsUtc(end, -intervalMonths), end };
}

/** Whole days in a period (its length; 28 to 31 for a month, 365 or 366 for a year). */
export function daysInPeriod(period: Period): number {
  return Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
}

/**
 * Whole days of a period left at `at`: a day that has started counts as left (a change on the
 * period's last day is charged for one day). Zero after the end, all of them before the start.
 */
export function daysLeft(period: Period, at: Date): number {
  const left = Math.ceil((period.end.getTime() - at.getTime()) / DAY_MS);
  return Math.min(daysInPeriod(period), Math.max(0, left));
}

/** Payments a subscription runs for before it must be renewed: two years of cycles. */
export function cyclesFor(intervalMonths: number): number {
  return Math.max(1, Math.round(24 / intervalMonths));
}

/** A subscription's terms from a basket: interval in months, cycles, start (midnight UTC) and expiry. */
export function subscriptionTerms(basket: { renewalTerm: string; subscriptionDate: string }) {
  const interval = BILLING_INTERVAL_MONTHS[basket.renewalTerm as BillingPeriod];
  if (!interval) throw new Error(`unknown renewal term ${basket.renewalTerm}`);
  const totalCount = cyclesFor(interval);
  const startAt = utcDay(basket.subscriptionDate);
  return { interval, totalCount, startAt, expireBy: periodBoundary(startAt, interval, totalCount) };
}

/** The default subscription date: tomorrow in UTC, as `YYYY-MM-DD`. */
export function defaultSubscriptionDate(now: Date = new Date()): string {
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)));
}

/** A basket's first renewal: its subscription date plus one period of its term. */
export function nextPaymentDate(subscriptionDate: string, renewalTerm: BillingPeriod): string {
  return isoDay(periodEnd(utcDay(subscriptionDate), BILLING_INTERVAL_MONTHS[renewalTerm]));
}

/** An ISO 8601 week: `YYYY-Www` and the `YYYY-MM-DD` of its Monday. */
export interface IsoWeek {
  week: string;
  start: string;
}

/**
 * The ISO 8601 week an instant falls in, in India's time: weeks start on Monday (IST midnight),
 * and a week belongs to the year of its Thursday, so 29 Dec 2025 is in 2026-W01 and 1 Jan 2027 in
 * 2026-W53.
 */
export function istWeek(d: Date): IsoWeek {
  const local = new Date(d.getTime() + IST_OFFSET_MS);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - weekday * DAY_MS);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS;
  const n = Math.round((monday.getTime() - firstMonday) / (7 * DAY_MS)) + 1;
  return { week: `${year}-W${String(n).padStart(2, '0')}`, start: isoDay(monday) };
}
