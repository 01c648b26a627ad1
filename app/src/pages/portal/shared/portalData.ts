import { chargesAgain, isoDay, periodBoundary, type Order, type Subscription } from '@lnf/sdk';
import type { OrderRow, TransactionRow } from './columns';

const TERMS: Record<number, string> = { 1: 'MONTHLY', 3: 'QUARTERLY', 12: 'ANNUALLY' };

/** Orders as the orders table shows them (spec section 3 columns). */
export function orderRows(orders: Order[]): Array<OrderRow & { id: string }> {
  return orders.map((o) => ({
    id: o.id,
    referenceId: o.reference,
    dateOrdered: o.dateOrdered,
    email: o.email,
    mobile: o.mobile,
    status: o.status,
    totalPrice: o.totalPrice,
  }));
}

/** Payments with their subscription's period and dates (spec section 3, transactions). */
export function transactionRows(orders: Order[]): Array<TransactionRow & { id: string }> {
  return orders.flatMap((o) =>
    o.payments.map((p) => {
      const sub = o.subscriptions[0];
      return {
        id: p.transactionId,
        period: sub ? (TERMS[sub.interval] ?? sub.period) : '',
        startAt: sub?.startAt ?? null,
        expireBy: sub?.expireBy ?? null,
        currency: p.currency,
        amount: p.amount,
      };
    }),
  );
}

/**
 * The next payment of a subscription: the first billing date (the domain's period boundary, start
 * + k intervals, after the `paid` cycles already paid) that is after today and before it expires;
 * null once it has no more payments or will not be charged again (the domain's `chargesAgain`).
 * The server's billing periods end on the same dates, from the same function.
 */
export function nextPaymentOf(sub: Subscription, paid = 0, today = isoDay(new Date())): string | null {
  if (!sub.startAt || !chargesAgain(sub.status)) return null;
  const start = new Date(sub.startAt);
  const end = sub.expireBy?.slice(0, 10);
  for (let k = paid; k < sub.totalCount; k++) {
    const date = isoDay(periodBoundary(start, sub.interval, k));
    if (end && date >= end) return null;
    if (date > today) return date;
  }
  return null;
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Badge tones of order, subscription and ticket statuses. */
export function statusTone(status: string): Tone {
  switch (status.toLowerCase()) {
    case 'paid':
    case 'active':
    case 'resolved':
    case 'completed':
      return 'success';
    case 'pending_payment':
    case 'pending':
    case 'created':
    case 'requested':
    case 'in progress':
    case 'authenticated':
      return 'info';
    case 'payment_failed':
    case 'halted':
      return 'danger';
    case 'open':
      return 'warning';
    default:
      return 'neutral';
  }
}

/**
 * A subscription's badge in the customer's words. Razorpay keeps a subscription `authenticated` until
 * its first recurring charge; one whose first period is paid (the upfront amount) is running, so it
 * reads 'Active', and one authorised but not yet paid (a new plan from a later date) reads 'Scheduled'.
 */
export function subscriptionBadge(status: string, paid: boolean): { label: string; tone: Tone } {
  if (status === 'authenticated')
    return paid ? { label: 'Active', tone: 'success' } : { label: 'Scheduled', tone: 'info' };
  return { label: statusLabel(status), tone: statusTone(status) };
}

/** 'PAYMENT_FAILED' -> 'Payment failed'; 'active' -> 'Active'. */
export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
