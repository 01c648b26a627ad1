import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { notifications, orders, subscriptions, type NotificationChannel } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../domainErrors';
import type { TemplateName, TemplatePayloads } from './templates';

/**
 * The notification outbox's writing side. Every customer-facing message is a row written by
 * `notify` in the transaction that records its event: the order paid and its mail commit together
 * or not at all, and a slow or failing mail server never holds the request (the worker sends it).
 */

export interface Notice<K extends TemplateName = TemplateName> {
  /** What happened, e.g. `order.paid`. */
  event: string;
  /** What it happened to (an order, a payment, a subscription at a moment). */
  entityId: string;
  userId?: string | null;
  /** An email address, a phone number; for in-app, the user's id. */
  to: string;
  channel: NotificationChannel;
  template: K;
  payload: TemplatePayloads[K];
}

/** The idempotency key of a notice: the same event, entity and channel are one row. */
export const eventKey = (n: Pick<Notice, 'event' | 'entityId' | 'channel'>) => `${n.event}:${n.entityId}:${n.channel}`;

/**
 * Rows enqueued by this process so far: the server pokes its worker after a request that raised
 * it (an in-process hint only; the worker's poll finds every row whoever wrote it).
 */
export const enqueuedHint = { count: 0 };

/** Enqueues one notice in `tx`; the same event twice is a no-op. Answers whether a row was written. */
export async function notify<K extends TemplateName>(tx: Tx | Db, n: Notice<K>): Promise<boolean> {
  const inserted = await tx
    .insert(notifications)
    .values({
      eventKey: eventKey(n),
      event: n.event,
      channel: n.channel,
      userId: n.userId ?? null,
      toAddress: n.channel === 'email' ? n.to.toLowerCase() : n.to,
      template: n.template,
      payload: n.payload as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning({ id: notifications.id });
  if (inserted.length > 0) enqueuedHint.count++;
  return inserted.length > 0;
}

/** Who hears about an order or a subscription: the buyer's email and, when logged in, their account. */
export interface Recipient {
  email: string;
  userId: string | null;
}

/** The customer's mail and, with an account, the bell: one notice per channel, in `tx`. */
export async function notifyCustomer<K extends TemplateName>(
  tx: Tx | Db,
  to: Recipient,
  n: { event: string; entityId: string; template: K; payload: TemplatePayloads[K] },
): Promise<void> {
  await notify(tx, { ...n, channel: 'email', to: to.email, userId: to.userId });
  if (to.userId) await notify(tx, { ...n, channel: 'in_app', to: to.userId, userId: to.userId });
}

/** The order's buyer, and the subscription's plan and order, for a subscription's notices. */
export async function subscriptionRecipient(tx: Tx | Db, subscriptionId: string) {
  const [row] = await tx
    .select({ email: orders.email, userId: orders.userId, orderId: orders.id, plan: subscriptions.planId })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.id, subscriptionId));
  return row ?? null;
}

/** A subscription's notice to its customer (mail and bell); nothing when the subscription is unknown. */
export async function notifySubscriber<K extends TemplateName>(
  tx: Tx | Db,
  subscriptionId: string,
  n: { event: string; entityId: string; template: K; payload: (plan: string, orderId: string) => TemplatePayloads[K] },
): Promise<void> {
  const r = await subscriptionRecipient(tx, subscriptionId);
  if (!r) return;
  await notifyCustomer(tx, r, {
    event: n.event,
    entityId: n.entityId,
    template: n.template,
    payload: n.payload(r.plan, r.orderId),
  });
}

/** Staff's view of the queue: rows in one status (dead letters, by default), newest first. */
export async function listNotifications(db: Db, status: 'queued' | 'sending' | 'sent' | 'dead' = 'dead', limit = 100) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.status, status))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    eventKey: r.eventKey,
    event: r.event,
    channel: r.channel,
    to: r.toAddress,
    template: r.template,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Queues a dead notification again, from its first attempt. Only a dead one: a queued or sent row is
 * refused (409), so a double click never sends twice. A one-time code is never re-sent: it has
 * expired and its payload was scrubbed when it died.
 */
export async function resendNotification(db: Db, id: string): Promise<{ id: string; eventKey: string }> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw new NotFoundError('Notification not found');
  if (row.template === 'otp') throw new ConflictError('A one-time code is not sent again: ask for a new one');
  const [requeued] = await db
    .update(notifications)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'dead')))
    .returning({ id: notifications.id, eventKey: notifications.eventKey });
  if (!requeued) throw new ConflictError(`This notification is ${row.status}, not dead: there is nothing to resend`);
  enqueuedHint.count++;
  return requeued;
}
