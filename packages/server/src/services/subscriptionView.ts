import {
  cardBrandLabel,
  planLabel,
  toRupees,
  type BillingPeriod,
  BILLING_PERIODS,
  type BillingSubscription,
} from '@lnf/sdk';
import { and, desc, eq, inArray, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db';
import { orders, payments, subscriptions, taxInvoices } from '../db/schema';
import { ENDED_STATUSES } from './authorisation';
import { addMonthsUtc } from './billing';

/** How a subscription reads on the Billing page, and the period arithmetic its rules share. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const termOf = (row: SubscriptionRow): BillingPeriod =>
  (BILLING_PERIODS as readonly string[]).includes(row.renewalTerm) ? (row.renewalTerm as BillingPeriod) : 'MONTHLY';
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
export const taxableOf = (totalPaise: number, tax: number) => Math.round((totalPaise * 100) / (100 + tax));

/**
 * Whether Razorpay lets the subscription change plan in place: "For Subscriptions created using
 * domestic cards, you can update only the offer" and none authorised by UPI or e-mandate
 * (https://razorpay.com/docs/payments/subscriptions/update/).
 */
export const planUpdatable = (row: SubscriptionRow) => row.paymentMethod === 'card' && row.cardInternational === true;

/** The paid period a subscription is in: the provider's when it said, else counted from the start. */
export function currentPeriod(row: SubscriptionRow, cyclesPaid: number): { start: Date; end: Date } | null {
  if (row.currentEnd) return { start: addMonthsUtc(row.currentEnd, -row.interval), end: row.currentEnd };
  if (cyclesPaid < 1) return null;
  return {
    start: addMonthsUtc(row.startAt, (cyclesPaid - 1) * row.interval),
    end: addMonthsUtc(row.startAt, cyclesPaid * row.interval),
  };
}

export async function cyclesPaid(db: Db | Tx, id: string): Promise<number> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, id), eq(payments.kind, 'cycle'), eq(payments.status, 'captured')));
  return rows.length;
}

/** The period a subscription is in now, or the first one it will be in. */
export async function periodOf(db: Db | Tx, row: SubscriptionRow): Promise<{ start: Date; end: Date }> {
  const cycles = Math.max(row.paidCount, await cyclesPaid(db, row.id));
  return currentPeriod(row, cycles) ?? { start: row.startAt, end: addMonthsUtc(row.startAt, row.interval) };
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
  // On the pool the three reads go side by side; a transaction is one connection (node-postgres
  // queues overlapping queries on a client with a warning today, and pg 9 refuses them).
  const [pays, invoices, orderRows] = is(db, PgTransaction)
    ? [await readPayments(), await readInvoices(), await readOrders()]
    : await Promise.all([readPayments(), readInvoices(), readOrders()]);
  const invoiceOf = new Map(invoices.map((i) => [i.transactionId, i.number]));
  const referenceOf = new Map(orderRows.map((o) => [o.id, o.reference]));
  return rows.map((row) => {
    const charges = pays.filter((p) => p.subscriptionId === row.id && p.status === 'captured');
    const cycles = Math.max(charges.filter((p) => p.kind === 'cycle').length, row.paidCount);
    const period = currentPeriod(row, cycles);
    const ended = ENDED_STATUSES.includes(row.status);
    const charging = !ended && !row.cancelAtPeriodEnd && row.status !== 'paused' && cycles < row.totalCount;
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
      currentPeriodStart: period ? dateOnly(period.start) : null,
      currentPeriodEnd: period ? dateOnly(period.end) : null,
      nextChargeOn: charging ? (period ? dateOnly(period.end) : dateOnly(row.startAt)) : null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      card: row.cardLast4 ? { brand: cardBrandLabel(row.cardBrand ?? 'card'), last4: row.cardLast4 } : null,
      paymentFailed: row.paymentFailedAt !== null && !ended,
      planUpdatable: planUpdatable(row),
      replaces: row.replaces,
      awaitingAuthorisation: row.status === 'created' && row.replaces !== null,
      scheduledChange: scheduled
        ? {
            plan: scheduled.plan,
            planLabel: planLabel(scheduled.plan),
            renewalTerm: scheduled.renewalTerm as BillingPeriod,
            amount: toRupees(scheduled.amountPaise),
            effectiveOn: period ? dateOnly(period.end) : dateOnly(row.startAt),
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
      })),
    };
  });
}
