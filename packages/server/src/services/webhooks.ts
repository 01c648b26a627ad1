import { cardBrandOfNetwork } from '@lnf/sdk';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment } from '../adapters/payments';
import type { Db, Tx } from '../db';
import { subscriptions, webhookEvents } from '../db/schema';
import { InvalidError } from '../domainErrors';
import { parseJson } from '../json';
import { ignoreRefusal, orderGoesOn, settleAuthentication } from './authorisation';
import { recordCharge } from './invoices';
import { applyRefundEvent } from './refunds';
import { notifyEnded, renewalCharged, renewalFailed } from './renewals';
import { transition } from './orderStates';

/**
 * Razorpay's webhooks (https://razorpay.com/docs/webhooks/): every delivery is signed with
 * X-Razorpay-Signature = hex HMAC-SHA256 of the raw body under the webhook secret, and may arrive
 * twice, late or out of order.
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
  amount_refunded?: unknown;
  currency?: unknown;
  method?: unknown;
  international?: unknown;
  invoice_id?: unknown;
  paid_count?: unknown;
  current_end?: unknown;
  card?: { last4?: unknown; network?: unknown; international?: unknown } | null;
}

/** The part of an event this server reads. */
export interface RazorpayEvent {
  event: string;
  created_at: number;
  payload: { subscription?: { entity: Entity }; payment?: { entity: Entity }; refund?: { entity: Entity } };
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
/** Refund events (https://razorpay.com/docs/webhooks/payments/), matched to our refunds by the provider's refund id. */
const REFUND_EVENTS = ['refund.processed', 'refund.failed'];

/** Reads and checks the body; a body that is not an event is the sender's mistake (invalid). */
export function parseEvent(rawBody: string): RazorpayEvent {
  const e = parseJson(rawBody) as Partial<RazorpayEvent> | null;
  if (!e || typeof e.event !== 'string' || typeof e.payload !== 'object' || e.payload === null)
    throw new InvalidError('Not a Razorpay event');
  return { event: e.event, created_at: typeof e.created_at === 'number' ? e.created_at : 0, payload: e.payload };
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * An event's identity from what the signature covers: its type, the ids of the entities it carries
 * and its `created_at`. The x-razorpay-event-id header is outside the signature, so a replay with
 * a new header would pass as a new event; the same event redelivered has the same body.
 */
export function eventKey(e: RazorpayEvent): string {
  const sub = str(e.payload.subscription?.entity.id) ?? '';
  const pay = str(e.payload.payment?.entity.id) ?? '';
  // Two refunds of one payment in the same second are two events.
  const refund = str(e.payload.refund?.entity.id);
  return `${e.event}:${sub}:${pay}:${e.created_at}${refund ? `:${refund}` : ''}`;
}

/** A webhook's payment entity as the provider adapter reports payments. */
function paymentOf(p: Entity): ProviderPayment | null {
  const id = str(p.id);
  if (!id || typeof p.amount !== 'number') return null;
  const network = str(p.card?.network);
  return {
    id,
    status: str(p.status) ?? 'created',
    amountPaise: p.amount,
    amountRefundedPaise: typeof p.amount_refunded === 'number' ? p.amount_refunded : 0,
    method: str(p.method) ?? 'card',
    international: p.card?.international === true || p.international === true,
    cardLast4: str(p.card?.last4),
    cardBrand: network ? cardBrandOfNetwork(network) : null,
    invoiceId: str(p.invoice_id),
  };
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export interface WebhookResult {
  outcome: WebhookOutcome;
  orderId?: string;
  /** A subscription a restart replaced, to end at the provider now that the new one is paid. */
  replaced?: string;
}

/**
 * Applies one verified event, once: its key (`eventKey`) is recorded in the same transaction as its
 * effects, so a redelivery changes nothing and a crash mid-way leaves nothing half done (the
 * provider retries). The subscription is the event's own entity or, for a payment alone, the one
 * the provider's invoice names (asked before the transaction): never the payment's notes, which
 * the payer's browser can set. Status changes apply only when the event is not older than the last
 * one applied to that subscription; payments (by their id) and order moves are idempotent.
 */
export async function applyRazorpayEvent(
  db: Db,
  provider: PaymentProvider | null,
  rawBody: string,
): Promise<WebhookResult> {
  const e = parseEvent(rawBody);
  const id = eventKey(e);
  const payment = e.payload.payment?.entity;
  let subscriptionId = str(e.payload.subscription?.entity.id);
  const invoiceId = str(payment?.invoice_id);
  if (!subscriptionId && invoiceId && provider && HANDLED_EVENTS.includes(e.event))
    subscriptionId = await provider.subscriptionOfInvoice(invoiceId);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id, event: e.event, subscriptionId })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { outcome: 'duplicate' as const };
    const refundId = str(e.payload.refund?.entity.id);
    if (REFUND_EVENTS.includes(e.event) && refundId) {
      const refund = await applyRefundEvent(tx, e.event, refundId);
      return refund ? { outcome: 'applied' as const, orderId: refund.orderId } : { outcome: 'ignored' as const };
    }
    if (!HANDLED_EVENTS.includes(e.event) || !subscriptionId) return { outcome: 'ignored' as const };
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    // Not one of ours (another integration on the same account): recorded, nothing to do.
    if (!sub) return { outcome: 'ignored' as const };
    const effects = await applyToSubscription(tx, e, sub);
    return { outcome: 'applied' as const, orderId: sub.orderId, ...effects };
  });
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Applies an event's effects, the customer's notices among them (enqueued in this transaction);
 * answers a subscription a restart ends.
 */
async function applyToSubscription(tx: Tx, e: RazorpayEvent, sub: SubscriptionRow): Promise<{ replaced?: string }> {
  const entity = e.payload.subscription?.entity;
  const payment = e.payload.payment?.entity ? paymentOf(e.payload.payment.entity) : null;
  const newer = e.created_at >= sub.lastEventAt;
  const status = SUBSCRIPTION_STATUS[e.event];
  const providerPaid = typeof entity?.paid_count === 'number' ? entity.paid_count : sub.providerPaidCount;
  if (status && newer) {
    const currentEnd = typeof entity?.current_end === 'number' ? new Date(entity.current_end * 1000) : sub.currentEnd;
    await tx
      .update(subscriptions)
      .set({
        // An authentication's own status is settled with its payment below (a future start waits, authenticated).
        ...(sub.status === 'created' && payment ? {} : { status }),
        currentEnd,
        lastEventAt: e.created_at,
      })
      .where(eq(subscriptions.id, sub.id));
  }

  // The first payment (the authentication: an upfront or a first charge, or a ₹5 check) is settled
  // as the browser's confirmation would; it may come as .authenticated, .activated or .charged.
  if (payment && sub.status === 'created' && e.event.startsWith('subscription.')) {
    const settled = await settleAuthentication(tx, sub.id, payment);
    return settled.replaced ? { replaced: settled.replaced } : {};
  }
  if (e.event === 'subscription.charged' && payment?.status === 'captured') {
    // A charge whose paid_count is above every charge's before it is a cycle (a renewal); one that is
    // not is the difference of an immediate plan update, which Razorpay invoices and charges itself
    // without counting a cycle. Only charges move this count: other events' snapshots may already
    // carry a charge's count before its own event arrives.
    const cycle = providerPaid > sub.providerPaidCount || sub.paidCount === 0;
    if (providerPaid > sub.providerPaidCount)
      await tx.update(subscriptions).set({ providerPaidCount: providerPaid }).where(eq(subscriptions.id, sub.id));
    if (cycle)
      await renewalCharged(
        tx,
        sub,
        {
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          cardLast4: payment.cardLast4,
          cardBrand: payment.cardBrand,
        },
        newer,
      );
    else
      await recordCharge(tx, {
        transactionId: payment.id,
        orderId: sub.orderId,
        subscriptionId: sub.id,
        amountPaise: payment.amountPaise,
        status: 'captured',
        kind: 'proration',
        cardLast4: payment.cardLast4,
        cardBrand: payment.cardBrand,
      });
    await transition(tx, sub.orderId, 'PAID', { sameIsFine: true }).catch(ignoreRefusal);
  } else if (e.event === 'payment.failed') {
    // A first payment that fails; a renewal that fails leaves a paid order paid (pending/halted say the rest).
    if (sub.status === 'created' && !sub.replaces)
      await transition(tx, sub.orderId, 'PAYMENT_FAILED', { sameIsFine: true }).catch(ignoreRefusal);
  } else if (e.event === 'subscription.cancelled') {
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, scheduledChange: null })
      .where(eq(subscriptions.id, sub.id));
    // An order goes on while a subscription that replaces this one does.
    if (!(await orderGoesOn(tx, sub))) {
      await transition(tx, sub.orderId, 'CANCELLED', { sameIsFine: true }).catch(ignoreRefusal);
      await notifyEnded(tx, sub.id);
    }
  } else if ((e.event === 'subscription.pending' || e.event === 'subscription.halted') && newer) {
    await renewalFailed(tx, sub.id, e.event === 'subscription.halted' ? 'halted' : 'pending');
  }
  return {};
}
