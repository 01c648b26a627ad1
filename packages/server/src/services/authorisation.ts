import { ENDED_STATUSES } from '@lnf/sdk';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment } from '../adapters/payments';
import type { Db, Tx } from '../db';
import { orders, subscriptions } from '../db/schema';
import { ConflictError } from '../domainErrors';
import { recordCharge } from './invoices';
import { notifyCustomer } from './notifications/outbox';
import { transition } from './orderStates';

/**
 * Records a subscription's authentication transaction (Checkout's first payment), however it is
 * learned: the browser's confirmation, the subscription.authenticated or .charged webhook (both
 * carry the payment, https://razorpay.com/docs/webhooks/subscriptions), or reconciliation. Only a
 * captured payment is money: it becomes one payment row and one tax invoice (by its id, once) and
 * pays the order; a ₹5 check that Razorpay refunds records no money. Either way the subscription
 * leaves `created` and remembers how it was authorised (only international cards change plan in
 * place). The payment that makes an order PAID enqueues, in this transaction, the customer's mail
 * (receipt and tax invoice attached when it is sent) and bell notice. Answers whether anything new
 * was recorded, and the subscription this one ends now (a restart: the halted one it replaces).
 */
export async function settleAuthentication(
  tx: Tx,
  subscriptionId: string,
  payment: ProviderPayment,
  now = new Date(),
): Promise<{ fresh: boolean; replaced: string | null }> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (!sub || payment.status === 'failed') return { fresh: false, replaced: null };
  const captured = payment.status === 'captured';
  const card = payment.method === 'card';
  const charged = captured
    ? await recordCharge(tx, {
        transactionId: payment.id,
        orderId: sub.orderId,
        subscriptionId: sub.id,
        amountPaise: payment.amountPaise,
        status: 'captured',
        kind: 'cycle',
        cardLast4: card ? payment.cardLast4 : null,
        cardBrand: card ? payment.cardBrand : null,
      })
    : false;
  const first = sub.status === 'created';
  // Razorpay: an immediate start is charged at once and active; a future one waits, authenticated.
  const startsNow = sub.upfrontPaise === 0 && sub.startAt.getTime() <= now.getTime();
  await tx
    .update(subscriptions)
    .set({
      ...(first ? { status: startsNow ? 'active' : 'authenticated' } : {}),
      ...(first ? { paymentMethod: payment.method, cardInternational: card && payment.international } : {}),
      ...(card && payment.cardLast4 ? { cardLast4: payment.cardLast4, cardBrand: payment.cardBrand } : {}),
      ...(charged ? { paidCount: sub.paidCount + 1 } : {}),
    })
    .where(eq(subscriptions.id, sub.id));
  const paidNow = captured
    ? await transition(tx, sub.orderId, 'PAID', { sameIsFine: true }).catch((error: unknown) => {
        ignoreRefusal(error);
        return false;
      })
    : false;
  if (paidNow) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, sub.orderId));
    await notifyCustomer(
      tx,
      { email: order!.email, userId: order!.userId },
      {
        event: 'order.paid',
        entityId: order!.id,
        template: 'order-paid',
        payload: {
          orderId: order!.id,
          reference: order!.reference,
          transactionId: payment.id,
          plan: sub.planId,
          amountPaise: payment.amountPaise,
        },
      },
    );
  }
  return {
    fresh: charged || first,
    replaced: first && captured && sub.replaces && startsNow ? sub.replaces : null,
  };
}

/**
 * Ends a subscription that a restart replaced, once the new one is paid: at the provider first
 * (outside any transaction; one that already ended is fine), then in our books.
 */
export async function endReplaced(db: Db, provider: PaymentProvider, id: string): Promise<void> {
  try {
    await provider.cancelNow(id);
  } catch (error) {
    console.error(
      `replaced subscription ${id} not cancelled at the provider: ${error instanceof Error ? error.message : error}`,
    );
  }
  await db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelAtPeriodEnd: false, scheduledChange: null })
    .where(and(eq(subscriptions.id, id), notInArray(subscriptions.status, [...ENDED_STATUSES])));
}

/** Whether another subscription of the order goes on (a replacement): then the order is not cancelled with this one. */
export async function orderGoesOn(tx: Tx | Db, sub: { id: string; orderId: string }): Promise<boolean> {
  const others = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.orderId, sub.orderId),
        ne(subscriptions.id, sub.id),
        notInArray(subscriptions.status, [...ENDED_STATUSES]),
      ),
    )
    .limit(1);
  return others.length > 0;
}

/** A state change refused because a later one came first (a conflict) is no failure. */
export function ignoreRefusal(error: unknown) {
  if (!(error instanceof ConflictError)) throw error;
}
