import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { subscriptions, webhookEvents } from '../db/schema';
import { badRequest } from '../http/errors';
import { recordCharge } from './invoices';
import { renewalFailed } from './subscriptions';
import { transition } from './orderStates';

/**
 * Razorpay's webhooks (https://razorpay.com/docs/webhooks/): every delivery is signed with
 * X-Razorpay-Signature = hex HMAC-SHA256 of the raw body under the webhook secret, carries its id in
 * x-razorpay-event-id (the same on every redelivery), and may arrive twice, late or out of order.
 */
export function verifyWebhookSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature ?? '') ? signature! : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Entity {
  id?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
  paid_count?: unknown;
  current_end?: unknown;
  subscription_id?: unknown;
  notes?: unknown;
  card?: { last4?: unknown; network?: unknown } | null;
}

/** The part of an event this server reads. */
export interface RazorpayEvent {
  event: string;
  created_at: number;
  payload: { subscription?: { entity: Entity }; payment?: { entity: Entity } };
}

/** The events handled, and the subscription status each one means. */
const SUBSCRIPTION_STATUS: Record<string, string> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'active',
  'subscription.charged': 'active',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.paused': 'paused',
  'subscription.resumed': 'active',
  'subscription.completed': 'completed',
};
export const HANDLED_EVENTS = [...Object.keys(SUBSCRIPTION_STATUS), 'payment.failed'];

/** Reads and checks the body; a body that is not an event is the sender's mistake (400). */
export function parseEvent(rawBody: string): RazorpayEvent {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  const e = value as Partial<RazorpayEvent> | null;
  if (!e || typeof e.event !== 'string' || typeof e.payload !== 'object' || e.payload === null)
    throw badRequest('Not a Razorpay event');
  return { event: e.event, created_at: typeof e.created_at === 'number' ? e.created_at : 0, payload: e.payload };
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The subscription an event is about: its own entity, or the payment's link to one. */
function subscriptionIdOf(e: RazorpayEvent): string | null {
  const payment = e.payload.payment?.entity;
  const notes = payment?.notes as Record<string, unknown> | undefined;
  return str(e.payload.subscription?.entity.id) ?? str(payment?.subscription_id) ?? str(notes?.subscription_id);
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one verified event, once: the event id is recorded in the same transaction as its effects,
 * so a redelivery changes nothing and a crash mid-way leaves nothing half done (the provider retries).
 * Status changes apply only when the event is not older than the last one applied to that
 * subscription; payments (by their id) and order transitions are idempotent whatever the order.
 */
export async function applyRazorpayEvent(
  db: Db,
  rawBody: string,
  eventId: string | undefined,
): Promise<{ outcome: WebhookOutcome; orderId?: string; renewalFailedFor?: string }> {
  const e = parseEvent(rawBody);
  const id = eventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const subscriptionId = subscriptionIdOf(e);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id, event: e.event, subscriptionId })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { outcome: 'duplicate' as const };
    if (!HANDLED_EVENTS.includes(e.event) || !subscriptionId) return { outcome: 'ignored' as const };
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    // Not one of ours (another integration on the same account): recorded, nothing to do.
    if (!sub) return { outcome: 'ignored' as const };
    const failedNow = await applyToSubscription(tx, e, sub);
    // The customer is mailed once per failed renewal, however many events report it.
    return { outcome: 'applied' as const, orderId: sub.orderId, ...(failedNow ? { renewalFailedFor: sub.id } : {}) };
  });
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Applies an event's effects; true when it is the first report of a failed renewal. */
async function applyToSubscription(tx: Tx, e: RazorpayEvent, sub: SubscriptionRow): Promise<boolean> {
  const entity = e.payload.subscription?.entity;
  const payment = e.payload.payment?.entity;
  const newer = e.created_at >= sub.lastEventAt;
  const status = SUBSCRIPTION_STATUS[e.event];
  if (status && newer) {
    const paidCount = typeof entity?.paid_count === 'number' ? entity.paid_count : sub.paidCount;
    const currentEnd = typeof entity?.current_end === 'number' ? new Date(entity.current_end * 1000) : sub.currentEnd;
    await tx
      .update(subscriptions)
      .set({ status, paidCount, currentEnd, lastEventAt: e.created_at })
      .where(eq(subscriptions.id, sub.id));
  }

  if (e.event === 'subscription.charged' && str(payment?.id)) {
    // Every charge, the first and each renewal, is one payment row (and a line on the receipt).
    const card = payment!.card ?? null;
    const fresh = await recordCharge(tx, {
      transactionId: str(payment!.id)!,
      orderId: sub.orderId,
      subscriptionId: sub.id,
      amountPaise: typeof payment!.amount === 'number' ? payment!.amount : sub.amountPaise,
      currency: str(payment!.currency) ?? 'INR',
      status: 'captured',
      cardLast4: str(card?.last4),
      cardBrand: str(card?.network)?.toLowerCase() ?? null,
    });
    // A change the customer scheduled for the renewal takes effect with the renewal's charge.
    const change = sub.scheduledChange;
    if (fresh && change && sub.paidCount > 0) {
      await tx
        .update(subscriptions)
        .set({
          planId: change.plan,
          renewalTerm: change.renewalTerm,
          interval: change.intervalMonths,
          amountPaise: change.amountPaise,
          scheduledChange: null,
        })
        .where(eq(subscriptions.id, sub.id));
    }
    await transition(tx, sub.orderId, 'PAID', { sameIsFine: true }).catch(ignoreRefusal);
  } else if (e.event === 'subscription.activated') {
    await transition(tx, sub.orderId, 'PAID', { sameIsFine: true }).catch(ignoreRefusal);
  } else if (e.event === 'payment.failed') {
    // A first payment that fails; a renewal that fails leaves a paid order paid (pending/halted say the rest).
    await transition(tx, sub.orderId, 'PAYMENT_FAILED', { sameIsFine: true }).catch(ignoreRefusal);
  } else if (e.event === 'subscription.cancelled') {
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, scheduledChange: null })
      .where(eq(subscriptions.id, sub.id));
    await transition(tx, sub.orderId, 'CANCELLED', { sameIsFine: true }).catch(ignoreRefusal);
  } else if ((e.event === 'subscription.pending' || e.event === 'subscription.halted') && newer) {
    return renewalFailed(tx, sub.id, e.event === 'subscription.halted' ? 'halted' : 'pending');
  }
  return false;
}

/** A webhook that arrives after a later state (a failure after the payment) must not fail the delivery. */
function ignoreRefusal(error: unknown) {
  if ((error as { status?: number }).status !== 409) throw error;
}
