import { and, eq, inArray, lt } from 'drizzle-orm';
import type { PaymentProvider } from '../adapters/payments';
import type { Db } from '../db';
import { baskets, orders, subscriptions } from '../db/schema';
import { subscriptionTerms } from './billing';
import { recordCharge } from './invoices';
import { transition } from './orderStates';

/** Orders younger than this are still in someone's checkout: left alone. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** An order with no subscription at the provider this long after it was placed will not get one. */
export const ABANDON_AFTER_MS = 60 * 60_000;
const NEVER_PAID = new Set(['cancelled', 'expired', 'completed', 'halted']);

export interface ReconcileResult {
  checked: number;
  paid: number;
  recorded: number;
  failed: number;
}

/**
 * Settles orders left between states (CREATED or PENDING_PAYMENT) by asking the provider, for the
 * customer who paid and closed the tab before the confirmation, or a process that died mid-order:
 * - CREATED: the provider's subscription for this order (its notes name the order) is recorded and
 *   the order moves to PENDING_PAYMENT; with none an hour on, the order has failed.
 * - PENDING_PAYMENT: each charge the provider made becomes a payment row and the order is PAID; a
 *   subscription the provider ended without a charge fails the order.
 * Run through runExclusive, so one instance of many does it.
 */
export async function reconcileOrders(db: Db, provider: PaymentProvider, now = Date.now()): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, recorded: 0, failed: 0 };
  const stale = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['CREATED', 'PENDING_PAYMENT']),
        lt(orders.dateOrdered, new Date(now - RECONCILE_AFTER_MS)),
      ),
    )
    .limit(100);
  for (const order of stale) {
    result.checked++;
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id)).limit(1);
    if (!sub) {
      const found = await provider.findSubscriptionFor(order.id);
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
            })
            .onConflictDoNothing();
          await transition(tx, order.id, 'PENDING_PAYMENT', { sameIsFine: true });
        });
        result.recorded++;
      } else if (now - order.dateOrdered.getTime() > ABANDON_AFTER_MS) {
        await transition(db, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
        result.failed++;
      }
      continue;
    }
    const state = await provider.fetchSubscription(sub.id);
    if (!state) continue;
    if (state.charges.length > 0) {
      await db.transaction(async (tx) => {
        for (const charge of state.charges) {
          await recordCharge(tx, {
            transactionId: charge.paymentId,
            orderId: order.id,
            subscriptionId: sub.id,
            amountPaise: charge.amountPaise,
            status: 'captured',
            cardLast4: charge.cardLast4,
            cardBrand: charge.cardBrand,
          });
        }
        await tx
          .update(subscriptions)
          .set({ status: state.status, paidCount: state.charges.length })
          .where(eq(subscriptions.id, sub.id));
        await transition(tx, order.id, 'PAID', { sameIsFine: true });
      });
      result.paid++;
    } else if (NEVER_PAID.has(state.status)) {
      await db.transaction(async (tx) => {
        await tx.update(subscriptions).set({ status: state.status }).where(eq(subscriptions.id, sub.id));
        await transition(tx, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
      });
      result.failed++;
    }
  }
  return result;
}
