import { BILLING_INTERVAL_MONTHS, GST, type BillingPeriod } from './constants';

/**
 * Basket pricing of DESIGN.md section 3, shared by the server (which computes every amount)
 * and the app (which previews them). Arithmetic is in integer paise; answers are rupees.
 */

/** The two prices of a plan, rupees per month. */
export interface PlanPrices {
  /** Monthly and quarterly terms bill this per month. */
  price: number;
  /** Annual terms bill this per month. */
  basePrice: number;
}

/** A priced basket, in rupees (two decimals at most). */
export interface BasketPrice {
  /** Months one payment covers: 1, 3 or 12. */
  intervalMonths: number;
  /** The monthly rate the term bills (the basket's `amount`). */
  amount: number;
  /** amount x interval months. */
  subtotal: number;
  taxPercentage: number;
  gstAmount: number;
  /** subtotal + GST: what one payment charges. */
  paymentAmount: number;
}

/** Rupees to integer paise (rounded to the nearest paisa). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/**
 * Prices one plan for a renewal term. GST is rounded half up to the paisa.
 * @param taxPercent the configuration's `taxPercentage` @default GST (18)
 */
export function priceBasket(plan: PlanPrices, renewalTerm: BillingPeriod, taxPercent: number = GST): BasketPrice {
  const intervalMonths = BILLING_INTERVAL_MONTHS[renewalTerm];
  if (!intervalMonths) throw new Error(`unknown renewal term ${String(renewalTerm)}`);
  if (!(taxPercent >= 0)) throw new Error(`tax percentage must be 0 or more, got ${taxPercent}`);
  const monthly = toPaise(renewalTerm === 'ANNUALLY' ? plan.basePrice : plan.price);
  const subtotal = monthly * intervalMonths;
  // Basis points keep fractional rates (12.5%) exact in integers.
  const basisPoints = Math.round(taxPercent * 100);
  const gst = Math.floor((subtotal * basisPoints + 5000) / 10000);
  return {
    intervalMonths,
    amount: toRupees(monthly),
    subtotal: toRupees(subtotal),
    taxPercentage: taxPercent,
    gstAmount: toRupees(gst),
    paymentAmount: toRupees(subtotal + gst),
  };
}

/** `YYYY-MM-DD` plus whole months in UTC; the day is clamped to the month's end (Jan 31 + 1 = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The default subscription date: tomorrow in UTC, as `YYYY-MM-DD`. */
export function defaultSubscriptionDate(now: Date = new Date()): string {
  const t = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return t.toISOString().slice(0, 10);
}

/** The next payment date: subscriptionDate + the term's interval. */
export function nextPaymentDate(subscriptionDate: string, renewalTerm: BillingPeriod): string {
  return addMonths(subscriptionDate, BILLING_INTERVAL_MONTHS[renewalTerm]);
}
