import { BILLING_INTERVAL_MONTHS, daysInPeriod, daysLeft, type BillingPeriod, type Period } from './calendar';
import { shareOf, toPaise, toRupees } from './money';
import { gstOn } from './tax';

/**
 * Basket pricing of DESIGN.md section 3 and plan-change proration, shared by the server (which
 * computes every amount) and the app (which previews them). Arithmetic in integer paise.
 */

/** The two prices of a plan, rupees per month. */
export interface PlanPrices {
  /** Monthly and quarterly terms bill this per month. */
  price: number;
  /** Annual terms bill this per month. */
  basePrice: number;
}

/** The rupees a month a plan costs on a renewal term: annual terms bill the lower base price. */
export function monthlyRate(plan: PlanPrices, renewalTerm: BillingPeriod): number {
  return renewalTerm === 'ANNUALLY' ? plan.basePrice : plan.price;
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

/**
 * Prices one plan for a renewal term at the configured tax rate (`taxRateOf`); GST is rounded
 * half up to the paisa.
 */
export function priceBasket(plan: PlanPrices, renewalTerm: BillingPeriod, taxPercent: number): BasketPrice {
  const intervalMonths = BILLING_INTERVAL_MONTHS[renewalTerm];
  if (!intervalMonths) throw new Error(`unknown renewal term ${String(renewalTerm)}`);
  if (!(taxPercent >= 0)) throw new Error(`tax percentage must be 0 or more, got ${taxPercent}`);
  const monthly = toPaise(monthlyRate(plan, renewalTerm));
  const subtotal = monthly * intervalMonths;
  const gst = gstOn(subtotal, taxPercent);
  return {
    intervalMonths,
    amount: toRupees(monthly),
    subtotal: toRupees(subtotal),
    taxPercentage: taxPercent,
    gstAmount: toRupees(gst),
    paymentAmount: toRupees(subtotal + gst),
  };
}

/** A plan change in the middle of a paid period. */
export interface ProrationInput {
  /** What the current period was paid, before GST (paise). */
  currentPaise: number;
  /** What the new plan charges for a period of the same length, before GST (paise). */
  nextPaise: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the change happens. */
  at: Date;
}

/** What a plan change credits and charges for the rest of a period. */
export interface Proration {
  /** Whole days left in the period, and the period's length in days. */
  daysLeft: number;
  daysInPeriod: number;
  /** The unused part of what was paid (paise). */
  creditPaise: number;
  /** The new plan for the rest of the period (paise). */
  chargePaise: number;
  /** charge - credit: charged now for an upgrade; for a downgrade zero (it starts at renewal). */
  dueNowPaise: number;
  /** 'upgrade' is charged now, prorated; 'downgrade' (or the same price) waits for the renewal. */
  kind: 'upgrade' | 'downgrade';
}

/**
 * Proration by the calendar's whole days left: credit the unused part of the current plan, charge
 * the new plan for the same days. A downgrade is not prorated: it starts at the next renewal and
 * nothing is refunded.
 */
export function prorate({ currentPaise, nextPaise, periodStart, periodEnd, at }: ProrationInput): Proration {
  const period: Period = { start: periodStart, end: periodEnd };
  const days = daysInPeriod(period);
  if (days <= 0) throw new RangeError('The period must end after it starts');
  const left = daysLeft(period, at);
  const creditPaise = shareOf(currentPaise, left, days);
  const chargePaise = shareOf(nextPaise, left, days);
  const kind = nextPaise > currentPaise ? 'upgrade' : 'downgrade';
  return {
    daysLeft: left,
    daysInPeriod: days,
    creditPaise,
    chargePaise,
    dueNowPaise: kind === 'upgrade' ? chargePaise - creditPaise : 0,
    kind,
  };
}

/**
 * A comp: days of a paid period given back. Razorpay documents no way to move a subscription's
 * next charge (its Update API changes the plan, quantity, remaining count, offer, or the start of
 * one not yet started), so a period cannot be extended; instead the days are credited as a refund
 * of their share of the period's charge, with its credit note, and the next charge stays where it
 * is. Throws a RangeError when the days do not fit in the period.
 */
export function compPaise(chargePaise: number, days: number, period: Period): number {
  const length = daysInPeriod(period);
  if (!Number.isInteger(days) || days < 1 || days > length)
    throw new RangeError(`A comp is 1 to ${length} days of this period`);
  return shareOf(chargePaise, days, length);
}
