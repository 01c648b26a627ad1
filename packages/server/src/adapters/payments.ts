import { cardBrandOfNetwork } from '@lnf/sdk';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { providerPayments, subscriptions } from '../db/schema';

export interface SubscriptionRequest {
  /** Our plan name, e.g. hr_essential. */
  planName: string;
  /** Paise charged per payment. */
  amountPaise: number;
  intervalMonths: number;
  /** How many recurring payments the subscription runs for (an upfront period not counted). */
  totalCount: number;
  /** When the recurring charges begin; null: at once (the authentication payment is the first charge). */
  startAt: Date | null;
  /**
   * Charged at Checkout as the authentication payment and not refunded (Razorpay's upfront amount,
   * https://razorpay.com/docs/payments/subscriptions/workflow): the first period, paid when ordered.
   */
  upfrontPaise: number;
  notes: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  status: 'created';
}

/** A charge the provider made on a subscription. */
export interface ProviderCharge {
  paymentId: string;
  amountPaise: number;
  cardLast4: string | null;
  cardBrand: string | null;
}

/** A payment as the provider reports it (GET /v1/payments/:id, https://razorpay.com/docs/api/payments/entity). */
export interface ProviderPayment {
  id: string;
  /** created, authorized, captured, refunded or failed: only `captured` is money taken. */
  status: string;
  amountPaise: number;
  amountRefundedPaise: number;
  /** card, upi, emandate, netbanking… */
  method: string;
  international: boolean;
  cardLast4: string | null;
  /** Our brand code ('visa', 'amex'…), from the provider's network name. */
  cardBrand: string | null;
  invoiceId: string | null;
}

/** What the provider knows of a subscription, for the reconciliation job. */
export interface ProviderSubscriptionState {
  id: string;
  /** Razorpay's statuses: created, authenticated, active, pending, halted, cancelled, completed, expired, paused. */
  status: string;
  /** Razorpay's paid_count: cycles charged (an upfront amount and an update's difference are not cycles). */
  paidCount: number;
  /** Every captured charge the provider can list for it (Razorpay: its paid invoices). */
  charges: ProviderCharge[];
}

/** A plan change as the provider takes it. */
export interface PlanChange {
  planName: string;
  /** Paise charged per payment from the change on. */
  amountPaise: number;
  intervalMonths: number;
  at: 'now' | 'cycle_end';
  /** Test mode only: the difference due now, GST included (Razorpay works it out itself). */
  dueNowPaise: number;
}

/** Subscriptions and signatures, Razorpay-shaped (docs/payments.md names the page each call follows). */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  readonly keyId: string;
  createSubscription(req: SubscriptionRequest): Promise<ProviderSubscription>;
  /** The provider's view of one subscription; null when it does not know the id. */
  fetchSubscription(id: string): Promise<ProviderSubscriptionState | null>;
  /** One payment, to learn what was really taken; null when the provider does not know the id. */
  fetchPayment(id: string): Promise<ProviderPayment | null>;
  /** The subscription an invoice bills, from the provider's own invoice; null when unknown. */
  subscriptionOfInvoice(invoiceId: string): Promise<string | null>;
  /**
   * A future start's upfront payment, which has no invoice to list it by: the captured payment of
   * the subscription's customer for exactly that amount since `since`; null when there is none.
   */
  findUpfrontPayment(subscriptionId: string, amountPaise: number, since: Date): Promise<ProviderPayment | null>;
  /** The subscription created for our order (its notes carry `orderId`) since `since`, if there is one. */
  findSubscriptionFor(orderId: string, since: Date): Promise<{ id: string } | null>;
  /** HMAC-SHA256(paymentId + '|' + subscriptionId, secret), compared in constant time. */
  verifySignature(paymentId: string, subscriptionId: string, signature: string): boolean;
  /** Billing self-service: the provider's side of each action; throws ProviderRefusal when it says no. */
  cancelAtPeriodEnd(id: string): Promise<void>;
  /** Ends the subscription now (one replaced by a restart, or one never authorised). */
  cancelNow(id: string): Promise<void>;
  /** Drops a plan update scheduled for the cycle's end (not a cancellation: that cannot be undone). */
  cancelScheduledChanges(id: string): Promise<void>;
  pause(id: string): Promise<void>;
  resume(id: string): Promise<void>;
  /**
   * Moves the subscription to a new plan now or at the cycle's end (Razorpay: international cards
   * only). Now: the provider invoices and charges the difference itself; test mode answers that
   * charge at once, Razorpay answers null and the charge arrives as subscription.charged.
   */
  changePlan(id: string, change: PlanChange): Promise<ProviderCharge | null>;
  /**
   * Refunds `amountPaise` of a captured payment (https://razorpay.com/docs/api/refunds/create-normal)
   * under `idempotencyKey` (X-Refund-Idempotency, at least 10 characters): asked again with the same
   * key and amount, the provider answers the refund it made rather than making a second. Throws
   * ProviderRefusal when the provider says no; any other error leaves it unknown whether it refunded.
   */
  refund(
    paymentId: string,
    amountPaise: number,
    idempotencyKey: string,
    notes: Record<string, string>,
  ): Promise<ProviderRefund>;
}

/** A refund as the provider made it (https://razorpay.com/docs/api/refunds/entity). */
export interface ProviderRefund {
  /** The provider's id, `rfnd_…`. */
  id: string;
  amountPaise: number;
  /** pending, processed or failed. */
  status: string;
}

/**
 * The provider refused an action (a 4xx from it): its description, for the customer. `status` is
 * the provider's answer (409: a request with the same idempotency key is still being processed).
 */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Razorpay's smallest refund (https://razorpay.com/docs/api/refunds/create-normal: 'The amount must be at least INR 1.00'). */
export const MIN_REFUND_PAISE = 100;
/** How often a refund is asked with the same key when the answer was lost or the first is still processing. */
export const REFUND_ATTEMPTS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function signPayment(secret: string, paymentId: string, subscriptionId: string): string {
  return createHmac('sha256', secret).update(`${paymentId}|${subscriptionId}`).digest('hex');
}

function verify(secret: string, paymentId: string, subscriptionId: string, signature: string): boolean {
  const expected = Buffer.from(signPayment(secret, paymentId, subscriptionId), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const providerId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/** Razorpay's token authentication amount for a future start without an upfront amount: ₹5, refunded. */
export const AUTHENTICATION_CHECK_PAISE = 500;

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What Checkout's authentication transaction takes for a subscription, by Razorpay's table
 * (https://razorpay.com/docs/payments/subscriptions/workflow): an upfront amount is charged and kept;
 * with none, an immediate start charges the plan amount and a future start a ₹5 check that is refunded.
 */
export function authenticationCharge(
  sub: Pick<SubscriptionRow, 'upfrontPaise' | 'amountPaise' | 'startAt'>,
  now = new Date(),
): { amountPaise: number; kept: boolean } {
  if (sub.upfrontPaise > 0) return { amountPaise: sub.upfrontPaise, kept: true };
  if (sub.startAt.getTime() <= now.getTime()) return { amountPaise: sub.amountPaise, kept: true };
  return { amountPaise: AUTHENTICATION_CHECK_PAISE, kept: false };
}

/**
 * Test mode: subscriptions live in our database, checkout is our test-checkout call (its payments
 * in provider_payments, the test provider's own books), and signatures are real HMACs with a secret
 * of this process (or the configured LNF_TEST_PAYMENT_SECRET). It keeps Razorpay's rules: what
 * authentication takes, and that only international cards change plan in place.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly keyId = 'rzp_test_local';
  constructor(
    readonly secret: string = randomBytes(32).toString('hex'),
    private readonly db: Db | null = null,
  ) {}

  async fetchSubscription(id: string): Promise<ProviderSubscriptionState | null> {
    if (!this.db) return null;
    const [sub] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!sub) return null;
    const captured = await this.db
      .select()
      .from(providerPayments)
      .where(and(eq(providerPayments.subscriptionId, id), eq(providerPayments.status, 'captured')));
    return {
      id,
      status: captured.length > 0 && sub.status === 'created' ? 'active' : sub.status,
      paidCount: sub.providerPaidCount,
      charges: captured.map((r) => ({
        paymentId: r.id,
        amountPaise: r.amountPaise,
        cardLast4: r.cardLast4,
        cardBrand: r.cardBrand,
      })),
    };
  }

  async fetchPayment(id: string): Promise<ProviderPayment | null> {
    if (!this.db) return null;
    const [row] = await this.db.select().from(providerPayments).where(eq(providerPayments.id, id));
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      amountPaise: row.amountPaise,
      amountRefundedPaise: row.status === 'refunded' ? row.amountPaise : 0,
      method: row.method,
      international: row.international,
      cardLast4: row.cardLast4,
      cardBrand: row.cardBrand,
      invoiceId: null,
    };
  }

  /** Test mode makes no invoices at the provider. */
  async subscriptionOfInvoice(): Promise<string | null> {
    return null;
  }

  async findUpfrontPayment(subscriptionId: string, amountPaise: number): Promise<ProviderPayment | null> {
    if (!this.db) return null;
    const [row] = await this.db
      .select({ id: providerPayments.id })
      .from(providerPayments)
      .where(
        and(
          eq(providerPayments.subscriptionId, subscriptionId),
          eq(providerPayments.status, 'captured'),
          eq(providerPayments.amountPaise, amountPaise),
        ),
      )
      .limit(1);
    return row ? this.fetchPayment(row.id) : null;
  }

  /** Test subscriptions are made in this process: one that was never recorded never existed. */
  async findSubscriptionFor(): Promise<{ id: string } | null> {
    return null;
  }

  async createSubscription(): Promise<ProviderSubscription> {
    return { id: providerId('sub'), status: 'created' };
  }

  newPaymentId(): string {
    return providerId('pay');
  }

  sign(paymentId: string, subscriptionId: string): string {
    return signPayment(this.secret, paymentId, subscriptionId);
  }

  verifySignature(paymentId: string, subscriptionId: string, signature: string): boolean {
    return verify(this.secret, paymentId, subscriptionId, signature);
  }

  // Test mode keeps the subscription's books in our own tables: these actions have nothing to tell.
  async cancelAtPeriodEnd(): Promise<void> {}
  async cancelNow(): Promise<void> {}
  async cancelScheduledChanges(): Promise<void> {}
  async pause(): Promise<void> {}
  async resume(): Promise<void> {}

  /** An update now charges its difference to the card on file at once, as Razorpay's own invoice would. */
  async changePlan(id: string, change: PlanChange): Promise<ProviderCharge | null> {
    if (change.at !== 'now' || change.dueNowPaise <= 0 || !this.db) return null;
    const [sub] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return {
      paymentId: this.newPaymentId(),
      amountPaise: change.dueNowPaise,
      cardLast4: sub?.cardLast4 ?? null,
      cardBrand: sub?.cardBrand ?? null,
    };
  }

  /** Test mode's refunds by idempotency key, and what each payment has had refunded (this process's books). */
  private readonly refunds = new Map<string, { paymentId: string; amountPaise: number; refund: ProviderRefund }>();
  private readonly refunded = new Map<string, number>();

  /**
   * Razorpay's rules (https://razorpay.com/docs/api/refunds/normal-refunds-idempotent): a key of
   * at least 10 characters; the same key and body answer the first refund, another body is refused.
   * A payment of our test checkout must be captured and may not be refunded past its amount; one
   * becomes 'refunded' when all of it is.
   */
  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<ProviderRefund> {
    if (!/^[\w-]{10,}$/.test(idempotencyKey))
      throw new ProviderRefusal('The idempotency key must be at least 10 characters: letters, digits, - and _');
    const earlier = this.refunds.get(idempotencyKey);
    if (earlier) {
      if (earlier.paymentId !== paymentId || earlier.amountPaise !== amountPaise)
        throw new ProviderRefusal('Different request with the same idempotency key has already been processed.');
      return earlier.refund;
    }
    if (!Number.isInteger(amountPaise) || amountPaise < MIN_REFUND_PAISE)
      throw new ProviderRefusal('The amount must be at least INR 1.00');
    const [row] = this.db
      ? await this.db.select().from(providerPayments).where(eq(providerPayments.id, paymentId))
      : [];
    const before = this.refunded.get(paymentId) ?? 0;
    if (row) {
      if (row.status !== 'captured')
        throw new ProviderRefusal('The payment has not been captured and cannot be refunded.');
      if (before + amountPaise > row.amountPaise)
        throw new ProviderRefusal('The refund amount provided is greater than amount captured');
    }
    const refund: ProviderRefund = { id: providerId('rfnd'), amountPaise, status: 'processed' };
    this.refunds.set(idempotencyKey, { paymentId, amountPaise, refund });
    this.refunded.set(paymentId, before + amountPaise);
    if (row && before + amountPaise === row.amountPaise && this.db)
      await this.db.update(providerPayments).set({ status: 'refunded' }).where(eq(providerPayments.id, paymentId));
    return refund;
  }
}

interface RazorpayError {
  error?: { code?: string; description?: string; field?: string };
}

/** Razorpay answered an error (status and description). */
class RazorpayHttpError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * Whether a refund call's error leaves it unknown whether the provider refunded: no answer (the
 * network, a timeout), a 5xx, or a 409 (the first request with the key is still being processed).
 * Any other answer is a refusal: no money moved.
 */
export function refundOutcomeUnknown(error: unknown): boolean {
  const status = error instanceof ProviderRefusal || error instanceof RazorpayHttpError ? error.status : null;
  return status === null || status >= 500 || status === 409;
}

/** Razorpay's API (https://razorpay.com/docs/api/): a plan per price and interval, then a subscription on it. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly baseUrl = 'https://api.razorpay.com/v1',
  ) {}

  private async call<T>(
    path: string,
    body?: unknown,
    method = body === undefined ? 'GET' : 'POST',
    headers: Record<string, string> = {},
  ): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & RazorpayError;
    if (res.ok) return json;
    const description = json.error?.description ?? 'no description';
    // A refusal of a change is the customer's answer; a bad key (401) or an outage is ours.
    if (res.status >= 400 && res.status < 500 && res.status !== 401 && method !== 'GET')
      throw new ProviderRefusal(json.error?.description ?? 'The payment provider refused this change', res.status);
    throw new RazorpayHttpError(res.status, `Razorpay ${method} ${path} answered ${res.status}: ${description}`);
  }

  /**
   * A GET that answers null for an id Razorpay does not know: it answers 400 'The id provided does
   * not exist' (https://razorpay.com/docs/api/errors/), not 404; a 404 is kept as not-found too.
   */
  private async find<T>(path: string): Promise<T | null> {
    try {
      return await this.call<T>(path);
    } catch (error) {
      if (error instanceof RazorpayHttpError && (error.status === 400 || error.status === 404)) return null;
      throw error;
    }
  }

  private async createPlan(planName: string, amountPaise: number, intervalMonths: number): Promise<string> {
    // https://razorpay.com/docs/api/payments/subscriptions/create-plan
    const plan = await this.call<{ id: string }>('/plans', {
      period: 'monthly',
      interval: intervalMonths,
      item: { name: planName, amount: amountPaise, currency: 'INR' },
    });
    return plan.id;
  }

  private sub(id: string, action = '') {
    return `/subscriptions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
  }

  // https://razorpay.com/docs/api/payments/subscriptions/cancel-subscription
  async cancelAtPeriodEnd(id: string): Promise<void> {
    await this.call(this.sub(id, 'cancel'), { cancel_at_cycle_end: 1 });
  }

  async cancelNow(id: string): Promise<void> {
    await this.call(this.sub(id, 'cancel'), { cancel_at_cycle_end: 0 });
  }

  // https://razorpay.com/docs/api/payments/subscriptions/cancel-update: a pending update only.
  async cancelScheduledChanges(id: string): Promise<void> {
    await this.call(this.sub(id, 'cancel_scheduled_changes'), {});
  }

  // https://razorpay.com/docs/api/payments/subscriptions/pause-subscription and resume-subscription
  async pause(id: string): Promise<void> {
    await this.call(this.sub(id, 'pause'), { pause_at: 'now' });
  }

  async resume(id: string): Promise<void> {
    await this.call(this.sub(id, 'resume'), { resume_at: 'now' });
  }

  // https://razorpay.com/docs/api/payments/subscriptions/update-subscription: an immediate update is
  // invoiced and charged by Razorpay (https://razorpay.com/docs/payments/subscriptions/update/).
  async changePlan(id: string, change: PlanChange): Promise<null> {
    const planId = await this.createPlan(change.planName, change.amountPaise, change.intervalMonths);
    await this.call(this.sub(id), { plan_id: planId, schedule_change_at: change.at, customer_notify: 1 }, 'PATCH');
    return null;
  }

  // https://razorpay.com/docs/api/payments/subscriptions/create-subscription
  async createSubscription(req: SubscriptionRequest): Promise<ProviderSubscription> {
    const planId = await this.createPlan(req.planName, req.amountPaise, req.intervalMonths);
    const sub = await this.call<{ id: string; status: string }>('/subscriptions', {
      plan_id: planId,
      total_count: req.totalCount,
      quantity: 1,
      customer_notify: 1,
      ...(req.startAt ? { start_at: Math.floor(req.startAt.getTime() / 1000) } : {}),
      ...(req.upfrontPaise > 0
        ? { addons: [{ item: { name: 'First period', amount: req.upfrontPaise, currency: 'INR' } }] }
        : {}),
      notes: req.notes,
    });
    return { id: sub.id, status: 'created' };
  }

  verifySignature(paymentId: string, subscriptionId: string, signature: string): boolean {
    return verify(this.keySecret, paymentId, subscriptionId, signature);
  }

  /**
   * https://razorpay.com/docs/api/refunds/normal-refunds-idempotent : the key in X-Refund-Idempotency
   * makes a retry safe ("you can safely retry the transaction using the same idempotency key
   * without risk of double-refund"), so an answer lost to the network, a 5xx, or a 409 (the first
   * request "still being processed") is asked again with the same key and body, a few times.
   */
  async refund(
    paymentId: string,
    amountPaise: number,
    idempotencyKey: string,
    notes: Record<string, string>,
  ): Promise<ProviderRefund> {
    const body = { amount: amountPaise, speed: 'normal', notes };
    for (let attempt = 1; ; attempt++) {
      try {
        const r = await this.call<{ id: string; amount: number; status: string }>(
          `/payments/${encodeURIComponent(paymentId)}/refund`,
          body,
          'POST',
          { 'X-Refund-Idempotency': idempotencyKey },
        );
        return { id: r.id, amountPaise: r.amount, status: r.status };
      } catch (error) {
        if (!refundOutcomeUnknown(error) || attempt >= REFUND_ATTEMPTS) throw error;
        await pause(250 * attempt);
      }
    }
  }

  // https://razorpay.com/docs/api/payments/fetch-with-id
  async fetchPayment(id: string): Promise<ProviderPayment | null> {
    const p = await this.find<RazorpayPayment>(`/payments/${encodeURIComponent(id)}`);
    return p ? paymentOf(p) : null;
  }

  /**
   * The subscription's customer (set by Razorpay at authentication) and its payments since the order
   * (https://razorpay.com/docs/api/payments/fetch-all-payments, 100 a page): the captured one for
   * the upfront amount that no invoice bills. Both ids are Razorpay's, which the payer cannot set.
   */
  async findUpfrontPayment(subscriptionId: string, amountPaise: number, since: Date): Promise<ProviderPayment | null> {
    const sub = await this.find<{ customer_id?: string | null }>(this.sub(subscriptionId));
    if (!sub?.customer_id) return null;
    const from = Math.floor(since.getTime() / 1000) - 300;
    for (let skip = 0; skip < 10_000; skip += 100) {
      const page = await this.call<{ items: (RazorpayPayment & { customer_id?: string | null })[] }>(
        `/payments?from=${from}&count=100&skip=${skip}`,
      );
      const match = page.items.find(
        (p) =>
          p.customer_id === sub.customer_id && p.status === 'captured' && p.amount === amountPaise && !p.invoice_id,
      );
      if (match) return paymentOf(match);
      if (page.items.length < 100) return null;
    }
    return null;
  }

  // https://razorpay.com/docs/api/payments/invoices/fetch-with-id
  async subscriptionOfInvoice(invoiceId: string): Promise<string | null> {
    const invoice = await this.find<{ subscription_id?: string | null }>(`/invoices/${encodeURIComponent(invoiceId)}`);
    return invoice?.subscription_id ?? null;
  }

  async fetchSubscription(id: string): Promise<ProviderSubscriptionState | null> {
    const sub = await this.find<{ id: string; status: string; paid_count?: number }>(this.sub(id));
    if (!sub) return null;
    // Each paid invoice of the subscription is one charge (GET /invoices?subscription_id=, 100 a page).
    const charges: ProviderCharge[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await this.call<{ items: { payment_id?: string | null; amount_paid?: number; status?: string }[] }>(
        `/invoices?subscription_id=${encodeURIComponent(id)}&count=100&skip=${skip}`,
      );
      for (const i of page.items)
        if (i.status === 'paid' && i.payment_id)
          charges.push({ paymentId: i.payment_id, amountPaise: i.amount_paid ?? 0, cardLast4: null, cardBrand: null });
      if (page.items.length < 100) break;
    }
    return { id: sub.id, status: sub.status, paidCount: sub.paid_count ?? 0, charges };
  }

  /** Pages through the subscriptions created since shortly before the order (`from`), 100 at a time. */
  async findSubscriptionFor(orderId: string, since: Date): Promise<{ id: string } | null> {
    const from = Math.floor(since.getTime() / 1000) - 300;
    for (let skip = 0; ; skip += 100) {
      const page = await this.call<{ items: { id: string; notes?: Record<string, string> | [] }[] }>(
        `/subscriptions?from=${from}&count=100&skip=${skip}`,
      );
      const match = page.items.find((i) => !Array.isArray(i.notes) && i.notes?.orderId === orderId);
      if (match) return { id: match.id };
      if (page.items.length < 100) return null;
    }
  }
}

/** A payment entity as Razorpay answers it (https://razorpay.com/docs/api/payments/entity), the fields we read. */
interface RazorpayPayment {
  id: string;
  status: string;
  amount: number;
  amount_refunded?: number;
  method?: string;
  international?: boolean;
  invoice_id?: string | null;
  card?: { last4?: string; network?: string; international?: boolean } | null;
}

function paymentOf(p: RazorpayPayment): ProviderPayment {
  return {
    id: p.id,
    status: p.status,
    amountPaise: p.amount,
    amountRefundedPaise: p.amount_refunded ?? 0,
    method: p.method ?? 'card',
    international: p.card?.international ?? p.international ?? false,
    cardLast4: p.card?.last4 ?? null,
    cardBrand: p.card?.network ? cardBrandOfNetwork(p.card.network) : null,
    invoiceId: p.invoice_id ?? null,
  };
}

/** Our brand code of a card number ('visa', 'amex'…), as test mode records it. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(60|65|81|82|508)/.test(digits)) return 'rupay';
  return 'card';
}

/** Test-mode cards that decline (Razorpay's failure card and the generic decline number). */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002', '5104015555555558']);

/**
 * Razorpay's international test cards, Mastercard and Visa
 * (https://razorpay.com/docs/payments/payments/test-card-details/): subscriptions they authorise may
 * change plan in place. Every other test card is domestic, as most of LNF's customers' cards are.
 */
export const INTERNATIONAL_TEST_CARDS: ReadonlySet<string> = new Set([
  '5555555555554444',
  '5105105105105100',
  '4012888888881881',
]);
