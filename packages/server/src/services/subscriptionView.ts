import {
  allowedActions,
  awaitsAuthorisation,
  BILLING_PERIODS,
  cardBrandLabel,
  chargesAgain,
  isEnded,
  isoDay,
  nthPeriod,
  periodEnd,
  periodEndingAt,
  planLabel,
  STARTING_OR_RUNNING_STATUSES,
  taxableOf,
  toRupees,
  type BillingPeriod,
  type BillingSubscription,
  type Period,
  type SubscriptionState,
} from '@lnf/sdk';
import { and, desc, eq, inArray, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db';
import { orders, payments, subscriptions, taxInvoices } from '../db/schema';
import { refundsOfCharges } from './refunds';

/**
 * How a subscription reads on the Billing page, and the period a subscription is in. The calendar,
 * the tax inside an amount and what the customer may do are the domain's (`@lnf/sdk`).
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const termOf = (row: SubscriptionRow): BillingPeriod =>
  (BILLING_PERIODS as readonly string[]).includes(row.renewalTerm) ? (row.renewalTerm as BillingPeriod) : 'MONTHLY';

/**
 * Whether Razorpay lets the subscription change plan in place: "For Subscriptions created using
 * domestic cards, you can update only the offer" and none authorised by UPI or e-mandate
 * (https://razorpay.com/docs/payments/subscriptions/update/).
 */
export const planUpdatable = (row: SubscriptionRow) => row.paymentMethod === 'card' && row.cardInternational === true;

/** What the domain's action rules need of a row; `replaced`: a replacement of it is starting or running. */
export const stateOf = (row: SubscriptionRow, replaced = false): SubscriptionState => ({
  status: row.status,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  replaced,
});

/** The paid period a subscription is in: the provider's when it said, else the last paid one counted from the start. */
export function currentPeriod(row: SubscriptionRow, cyclesPaid: number): Period | null {
  if (row.currentEnd) return periodEndingAt(row.currentEnd, row.interval);
  if (cyclesPaid < 1) return null;
  return nthPeriod(row.startAt, row.interval, cyclesPaid);
}

/**
 * When the subscription is charged next: the end of the paid period it is in (or its start, before
 * the first cycle); null when it is not charged again (ended, set to end with its period, or its
 * last cycle paid).
 */
export function nextChargeAt(row: SubscriptionRow, cycles: number): Date | null {
  if (!chargesAgain(row.status, row.cancelAtPeriodEnd) || cycles >= row.totalCount) return null;
  return currentPeriod(row, cycles)?.end ?? row.startAt;
}

export async function cyclesPaid(db: Db | Tx, id: string): Promise<number> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, id), eq(payments.kind, 'cycle'), eq(payments.status, 'captured')));
  return rows.length;
}

/** The period a subscription is in now, or the first one it will be in. */
export async function periodOf(db: Db | Tx, row: SubscriptionRow): Promise<Period> {
  const cycles = Math.max(row.paidCount, await cyclesPaid(db, row.id));
  return currentPeriod(row, cycles) ?? { start: row.startAt, end: periodEnd(row.startAt, row.interval) };
}

/** The subscriptions of these orders' owners, as the Billing page shows them. */
export async function describeSubscriptions(
  db: Db | Tx,
  rows: SubscriptionRow[],
  tax: number,
): Promise<BillingSubscription[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const readPayments = () =>
    db.select().from(payments).where(inArray(payments.subscriptionId, ids)).orderBy(desc(payments.createdAt));
  const readInvoices = () =>
    db
      .select({ number: taxInvoices.number, transactionId: taxInvoices.transactionId })
      .from(taxInvoices)
      .where(inArray(taxInvoices.orderId, orderIds));
  const readOrders = () =>
    db.select({ id: orders.id, reference: orders.reference }).from(orders).where(inArray(orders.id, orderIds));
  // Replacements still going on: a replaced subscription offers no second restart or resubscription.
  const readReplacements = () =>
    db
      .select({ replaces: subscriptions.replaces })
      .from(subscriptions)
      .where(
        and(inArray(subscriptions.replaces, ids), inArray(subscriptions.status, [...STARTING_OR_RUNNING_STATUSES])),
      );
  // On the pool the reads go side by side; a transaction is one connection (node-postgres
  // queues overlapping queries on a client with a warning today, and pg 9 refuses them).
  const [pays, invoices, orderRows, replacements] = is(db, PgTransaction)
    ? [await readPayments(), await readInvoices(), await readOrders(), await readReplacements()]
    : await Promise.all([readPayments(), readInvoices(), readOrders(), readReplacements()]);
  const invoiceOf = new Map(invoices.map((i) => [i.transactionId, i.number]));
  const refundsOf = await refundsOfCharges(
    db,
    pays.map((p) => p.transactionId),
  );
  const referenceOf = new Map(orderRows.map((o) => [o.id, o.reference]));
  const replaced = new Set(replacements.map((r) => r.replaces));
  return rows.map((row) => {
    const charges = pays.filter((p) => p.subscriptionId === row.id && p.status === 'captured');
    const cycles = Math.max(charges.filter((p) => p.kind === 'cycle').length, row.paidCount);
    const period = currentPeriod(row, cycles);
    const nextCharge = nextChargeAt(row, cycles);
    const scheduled = row.scheduledChange;
    return {
      id: row.id,
      orderId: row.orderId,
      orderReference: referenceOf.get(row.orderId) ?? '',
      plan: row.planId,
      planLabel: planLabel(row.planId),
      renewalTerm: termOf(row),
      status: row.status,
      amount: toRupees(row.amountPaise),
      gstAmount: toRupees(row.amountPaise - taxableOf(row.amountPaise, tax)),
      currentPeriodStart: period ? isoDay(period.start) : null,
      currentPeriodEnd: period ? isoDay(period.end) : null,
      nextChargeOn: nextCharge ? isoDay(nextCharge) : null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      card: row.cardLast4 ? { brand: cardBrandLabel(row.cardBrand ?? 'card'), last4: row.cardLast4 } : null,
      paymentFailed: row.paymentFailedAt !== null && !isEnded(row.status),
      planUpdatable: planUpdatable(row),
      replaces: row.replaces,
      awaitingAuthorisation: awaitsAuthorisation(row),
      scheduledChange: scheduled
        ? {
            plan: scheduled.plan,
            planLabel: planLabel(scheduled.plan),
            renewalTerm: scheduled.renewalTerm as BillingPeriod,
            amount: toRupees(scheduled.amountPaise),
            effectiveOn: period ? isoDay(period.end) : isoDay(row.startAt),
          }
        : null,
      provider: row.provider,
      charges: charges.map((p) => ({
        transactionId: p.transactionId,
        amount: toRupees(p.amountPaise),
        currency: p.currency,
        kind: p.kind,
        createdAt: p.createdAt.toISOString(),
        invoiceNumber: invoiceOf.get(p.transactionId) ?? null,
        cardLast4: p.cardLast4,
        refunds: refundsOf.get(p.transactionId) ?? [],
      })),
      allowedActions: allowedActions(stateOf(row, replaced.has(row.id))),
    };
  });
}
