import { BILLING_INTERVAL_MONTHS, type BillingPeriod } from '@lnf/sdk';

/** Payments a subscription runs for before it must be renewed (two years of cycles). */
export const cyclesFor = (intervalMonths: number) => Math.max(1, Math.round(24 / intervalMonths));

export const addMonthsUtc = (d: Date, months: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));

/** The subscription terms of a basket: interval in months, cycles, start and end. */
export function subscriptionTerms(basket: { renewalTerm: string; subscriptionDate: string }) {
  const interval = BILLING_INTERVAL_MONTHS[basket.renewalTerm as BillingPeriod];
  const totalCount = cyclesFor(interval);
  const startAt = new Date(`${basket.subscriptionDate}T00:00:00Z`);
  return { interval, totalCount, startAt, expireBy: addMonthsUtc(startAt, interval * totalCount) };
}
