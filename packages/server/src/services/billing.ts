import { BILLING_INTERVAL_MONTHS, type BillingPeriod } from '@lnf/sdk';

/** Payments a subscription runs for before it must be renewed (two years of cycles). */
export const cyclesFor = (intervalMonths: number) => Math.max(1, Math.round(24 / intervalMonths));

/**
 * A date `months` calendar months on, at the same UTC time; a day the target month lacks is its last
 * day (31 Jan + 1 month = 28 or 29 Feb), as Razorpay's monthly cycles and the sdk's `addMonths` do.
 */
export function addMonthsUtc(d: Date, months: number): Date {
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target;
}

/** The subscription terms of a basket: interval in months, cycles, start and end. */
export function subscriptionTerms(basket: { renewalTerm: string; subscriptionDate: string }) {
  const interval = BILLING_INTERVAL_MONTHS[basket.renewalTerm as BillingPeriod];
  const totalCount = cyclesFor(interval);
  const startAt = new Date(`${basket.subscriptionDate}T00:00:00Z`);
  return { interval, totalCount, startAt, expireBy: addMonthsUtc(startAt, interval * totalCount) };
}
