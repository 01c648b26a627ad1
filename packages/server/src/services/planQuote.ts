import {
  daysInPeriod,
  gstOn,
  isoDay,
  priceBasket,
  prorate,
  refusal,
  taxableOf,
  toPaise,
  toRupees,
  type BillingPeriod,
  type PlanChangePreview,
} from '@lnf/sdk';
import type { Db, Tx } from '../db';
import { ConflictError } from '../domainErrors';
import { periodOf, planUpdatable, stateOf, termOf, type SubscriptionRow } from './subscriptionView';

/** A plan of the price list (rupees per month), as plan changes price it. */
export interface PricedPlan {
  name: string;
  label: string;
  price: number;
  basePrice: number;
}

/** A preview, with the paise the change then charges per renewal and due now before GST. */
export type PlanQuote = PlanChangePreview & { newAmountPaise: number; dueNowSubtotalPaise: number };

/**
 * What moving to `plan` on `term` costs. In place (a subscription Razorpay may update): an
 * upgrade now, prorated by days, a downgrade or another term at renewal. Otherwise `replace`: the
 * current subscription ends with its period and a new one starts then; nothing is due now.
 */
export async function quotePlanChange(
  db: Db | Tx,
  row: SubscriptionRow,
  plan: PricedPlan,
  term: BillingPeriod,
  tax: number,
  at = new Date(),
): Promise<PlanQuote> {
  if (row.planId === plan.name && termOf(row) === term)
    throw new ConflictError('That is your current plan and renewal term');
  const refused = refusal(stateOf(row), 'change-plan');
  if (refused) throw new ConflictError(refused);
  const next = priceBasket({ price: plan.price, basePrice: plan.basePrice }, term, tax);
  const newAmountPaise = toPaise(next.paymentAmount);
  const period = await periodOf(db, row);
  const base = {
    planLabel: plan.label,
    newAmount: next.paymentAmount,
    daysInPeriod: daysInPeriod(period),
  };
  const later = {
    ...base,
    effectiveOn: isoDay(period.end),
    daysLeft: 0,
    credit: 0,
    charge: 0,
    subtotalDueNow: 0,
    gstDueNow: 0,
    totalDueNow: 0,
    newAmountPaise,
    dueNowSubtotalPaise: 0,
  };
  if (!planUpdatable(row)) return { kind: 'replace', ...later };
  if (term !== termOf(row)) return { kind: 'term', ...later };
  const p = prorate({
    currentPaise: taxableOf(row.amountPaise, tax),
    nextPaise: toPaise(next.subtotal),
    periodStart: period.start,
    periodEnd: period.end,
    at,
  });
  if (p.kind === 'downgrade') return { kind: 'downgrade', ...later };
  const gst = gstOn(p.dueNowPaise, tax);
  return {
    kind: 'upgrade',
    ...base,
    effectiveOn: 'now',
    daysLeft: p.daysLeft,
    daysInPeriod: p.daysInPeriod,
    credit: toRupees(p.creditPaise),
    charge: toRupees(p.chargePaise),
    subtotalDueNow: toRupees(p.dueNowPaise),
    gstDueNow: toRupees(gst),
    totalDueNow: toRupees(p.dueNowPaise + gst),
    newAmountPaise,
    dueNowSubtotalPaise: p.dueNowPaise,
  };
}
