import { isEnded, type BillingSubscription } from '@lnf/sdk';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../adapters/payments';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { orders, payments, subscriptions } from '../db/schema';
import { ConflictError, NotFoundError } from '../domainErrors';
import type { AuditEntry, AuditWriter } from './audit';
import { ignoreRefusal, orderGoesOn } from './authorisation';
import { notify } from './notifications/outbox';
import { transition } from './orderStates';
import { notifyEnded } from './renewals';
import type { BillingService } from './subscriptions';

/**
 * What staff do for a customer in the back-office beside money (routes/backofficeMoney.ts): send
 * an order's receipt or invoice again, and cancel a subscription on the customer's behalf through
 * the customer's own billing service.
 */

export type ResendableDocument = 'receipt' | 'invoice';
type OrderRow = typeof orders.$inferSelect;

/**
 * Queues again the mail that carried a document, as the payment first sent it: the receipt is the
 * order-paid mail (the receipt and the first payment's tax invoice attached); the invoice is the
 * latest payment's, in its own mail (the first payment's is the order-paid mail, a later one's the
 * renewal's). Email only: the bell already told the customer once. The entity id is new each time,
 * so the outbox's one-row-per-event rule does not take it for the first. The audit row (`entry`,
 * given the order and the payment) is written in the same transaction.
 */
export async function resendOrderDocument(
  db: Db,
  orderId: string,
  document: ResendableDocument,
  entry: (order: OrderRow, transactionId: string) => AuditEntry,
  audit: AuditWriter,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new NotFoundError('Order not found');
    const paid = await tx
      .select({
        transactionId: payments.transactionId,
        amountPaise: payments.amountPaise,
        subscriptionId: payments.subscriptionId,
      })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
      .orderBy(asc(payments.createdAt));
    const first = paid[0];
    if (!first) throw new ConflictError(`Order ${order.reference} has no payment, so there is no ${document} to send`);
    const payment = document === 'receipt' ? first : paid.at(-1)!;
    const [sub] = await tx
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(eq(subscriptions.id, payment.subscriptionId));
    const plan = sub?.planId ?? order.lineItems[0]?.productCode ?? 'plan';
    const to = { channel: 'email' as const, to: order.email, userId: order.userId };
    const entityId = `${order.id}@resend:${crypto.randomUUID()}`;
    if (payment === first)
      await notify(tx, {
        ...to,
        event: 'order.paid',
        entityId,
        template: 'order-paid',
        payload: {
          orderId: order.id,
          reference: order.reference,
          transactionId: payment.transactionId,
          plan,
          amountPaise: payment.amountPaise,
        },
      });
    else
      await notify(tx, {
        ...to,
        event: 'renewal.charged',
        entityId,
        template: 'renewal-charged',
        payload: {
          orderId: order.id,
          subscriptionId: payment.subscriptionId,
          transactionId: payment.transactionId,
          plan,
          amountPaise: payment.amountPaise,
        },
      });
    await audit(entry(order, payment.transactionId), tx);
    return order;
  });
}

/** A subscription with its order's owner (account, email, customer record); 404 without an account to act for. */
export async function subscriptionOwner(db: Db, id: string) {
  const [row] = await db
    .select({ sub: subscriptions, userId: orders.userId, email: orders.email, customerId: orders.customerId })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.id, id));
  if (!row?.userId) throw new NotFoundError('Subscription not found');
  return { ...row, userId: row.userId };
}

/** The subscription's newest captured period charge (a comp credits a share of it), or null. */
export async function lastCycleCharge(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ transactionId: payments.transactionId, amountPaise: payments.amountPaise, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, 'cycle'), eq(payments.status, 'captured')),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Ends a subscription now on the customer's behalf, through the customer's billing service (its
 * reservation, the provider's cancel with `cancel_at_cycle_end: 0`, then our books): what Razorpay's
 * subscription.cancelled does (services/webhooks.ts), recorded at once, since test mode sends no
 * webhook and Razorpay's, when it comes, finds it done. One already ended answers as it is.
 */
export function cancelSubscriptionNow(
  billing: BillingService,
  provider: PaymentProvider | null,
  id: string,
  principal: Principal,
): Promise<BillingSubscription> {
  return billing.run(id, principal, {
    name: 'cancel-now',
    decide: async (_tx, row) => (isEnded(row.status) ? null : true),
    call: async () => {
      if (!provider) throw new ConflictError('Online payment is not configured on this server');
      await provider.cancelNow(id);
    },
    record: async (tx, row) => {
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', cancelAtPeriodEnd: false, scheduledChange: null })
        .where(eq(subscriptions.id, id));
      if (!(await orderGoesOn(tx, row))) {
        await transition(tx, row.orderId, 'CANCELLED', { sameIsFine: true }).catch(ignoreRefusal);
        await notifyEnded(tx, id);
      }
    },
  });
}
