import { STOPPED_STATUSES, subscriptionTerms } from '@lnf/sdk';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment } from '../adapters/payments';
import type { Db } from '../db';
import { baskets, orders, subscriptions } from '../db/schema';
import { settleAuthentication } from './authorisation';
import { transition } from './orderStates';

/** Orders younger than this are still in someone's checkout: left alone. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** An order with no subscription at the provider this long after it was placed will not get one. */
export const ABANDON_AFTER_MS = 60 * 60_000;

export interface ReconcileResult {
  checked: number;
  paid: number;
  recorded: number;
  failed: number;
  /** Orders the provider could not answer for this time (tried again on the next run). */
  errors: number;
}

/**
 * Settles orders left between states (CREATED or PENDING_PAYMENT) by asking the provider, for the
 * customer who paid and closed the tab before the confirmation, or a process that died mid-order:
 * - CREATED: the provider's subscription for this order (its notes name the order) is recorded and
 *   the order moves to PENDING_PAYMENT; with none an hour on, the order has failed.
 * - PENDING_PAYMENT: the upfront payment taken at Checkout and each charge the provider made become
 *   payment rows (captured money only) and the order is PAID; a subscription the provider ended
 *   without a charge fails the order; one it does not know fails once the order is abandoned.
 * Run through runExclusive, so one instance of many does it.
 */
export async function reconcileOrders(db: Db, provider: PaymentProvider, now = Date.now()): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, recorded: 0, failed: 0, errors: 0 };
  const stale = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['CREATED', 'PENDING_PAYMENT']),
        lt(orders.dateOrdered, new Date(now - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(orders.dateOrdered))
    .limit(100);
  for (const order of stale) {
    result.checked++;
    // One order the provider cannot answer for (an outage, a refusal) must not stop the others.
    try {
      await settleOrder(db, provider, order, now, result);
    } catch (error) {
      result.errors++;
      console.error(`reconcile ${order.reference}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return result;
}

async function settleOrder(
  db: Db,
  provider: PaymentProvider,
  order: typeof orders.$inferSelect,
  now: number,
  result: ReconcileResult,
): Promise<void> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id)).limit(1);
  if (!sub) {
    const found = await provider.findSubscriptionFor(order.id, order.dateOrdered);
    if (found) {
      const [basket] = await db.select().from(baskets).where(eq(baskets.id, order.basketId));
      const terms = subscriptionTerms(basket!);
      await db.transaction(async (tx) => {
        await tx
          .insert(subscriptions)
          .values({
            id: found.id,
            orderId: order.id,
            planId: basket!.plan,
            renewalTerm: basket!.renewalTerm,
            amountPaise: order.totalPaise,
            period: 'monthly',
            interval: terms.interval,
            totalCount: terms.totalCount,
            startAt: terms.startAt,
            expireBy: terms.expireBy,
            status: 'created',
            provider: provider.name,
            upfrontPaise: order.totalPaise,
          })
          .onConflictDoNothing();
        await transition(tx, order.id, 'PENDING_PAYMENT', { sameIsFine: true });
      });
      result.recorded++;
    } else if (now - order.dateOrdered.getTime() > ABANDON_AFTER_MS) {
      await transition(db, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
      result.failed++;
    }
    return;
  }
  // An id the provider does not know (Razorpay answers 400) is left as it is, and said.
  const state = await provider.fetchSubscription(sub.id);
  if (!state) {
    // A subscription the provider does not know will never be paid: once abandoned, the order has failed.
    if (now - order.dateOrdered.getTime() > ABANDON_AFTER_MS) {
      await transition(db, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
      result.failed++;
    }
    return;
  }
  // Each charge is fetched (outside the transaction) for what it really is: only captured money is
  // recorded. A future start's upfront payment has no invoice: it is found by the subscription's customer.
  const captured: ProviderPayment[] = [];
  if (sub.upfrontPaise > 0 && state.status !== 'created') {
    const upfront = await provider.findUpfrontPayment(sub.id, sub.upfrontPaise, order.dateOrdered);
    if (upfront) captured.push(upfront);
  }
  for (const charge of state.charges) {
    const payment = await provider.fetchPayment(charge.paymentId);
    if (payment?.status === 'captured') captured.push(payment);
  }
  if (captured.length > 0) {
    await db.transaction(async (tx) => {
      for (const payment of captured) await settleAuthentication(tx, sub.id, payment);
      await tx
        .update(subscriptions)
        .set({ status: state.status, providerPaidCount: state.paidCount })
        .where(eq(subscriptions.id, sub.id));
      await transition(tx, order.id, 'PAID', { sameIsFine: true });
    });
    result.paid++;
  } else if (STOPPED_STATUSES.includes(state.status)) {
    await db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ status: state.status }).where(eq(subscriptions.id, sub.id));
      await transition(tx, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
    });
    result.failed++;
  }
}
