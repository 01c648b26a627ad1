import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { providerPayments, subscriptions } from '../db/schema';

export interface SubscriptionRequest {
  /** Our plan name, e.g. hr_essential. */
  planName: string;
  /** Paise charged per payment. */
  amountPaise: number;
  intervalMonths: number;
  /** How many payments the subscription runs for. */
  totalCount: number;
  startAt: Date;
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

/** What the provider knows of a subscription, for the reconciliation job. */
export interface ProviderSubscriptionState {
  id: string;
  /** Razorpay's statuses: created, authenticated, active, pending, halted, cancelled, completed, expired, paused. */
  status: string;
  charges: ProviderCharge[];
}

/** Subscriptions and signatures, Razorpay-shaped (DESIGN.md section 3). */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  readonly keyId: string;
  createSubscription(req: SubscriptionRequest): Promise<ProviderSubscription>;
  /** The provider's view of one subscription; null when it does not know the id. */
  fetchSubscription(id: string): Promise<ProviderSubscriptionState | null>;
  /** The subscription created for our order (its notes carry `orderId`), if there is one. */
  findSubscriptionFor(orderId: string): Promise<{ id: string } | null>;
  /** HMAC-SHA256(paymentId + '|' + subscriptionId, secret), compared in constant time. */
  verifySignature(paymentId: string, subscriptionId: string, signature: string): boolean;
  /** Billing self-service: the provider's side of each action; throws ProviderRefusal when it says no. */
  cancelAtPeriodEnd(id: string): Promise<void>;
  /** Undoes a cancellation at period end (or any change scheduled for the cycle's end). */
  cancelScheduledChanges(id: string): Promise<void>;
  pause(id: string): Promise<void>;
  resume(id: string): Promise<void>;
  /** Moves the subscription to a new price now or at the end of the cycle. */
  changePlan(id: string, change: PlanChange): Promise<void>;
  /**
   * Charges the prorated difference of an upgrade. Test mode charges the card on file at once and
   * returns the charge; Razorpay adds it to the next invoice (an add-on) and returns null: the
   * payment arrives with that invoice's subscription.charged.
   */
  chargeProration(sub: CardOnFile, amountPaise: number, description: string): Promise<ProviderCharge | null>;
}

/** A subscription and the card its charges go to. */
export interface CardOnFile {
  id: string;
  cardLast4: string | null;
  cardBrand: string | null;
}

/** A plan change as the provider takes it. */
export interface PlanChange {
  planName: string;
  /** Paise charged per payment from the change on. */
  amountPaise: number;
  intervalMonths: number;
  at: 'now' | 'cycle_end';
}

/** The provider refused an action for this subscription (a 4xx from it): its description, for the customer. */
export class ProviderRefusal extends Error {}

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

/**
 * Test mode: subscriptions live in our database, checkout is our test-checkout call, and
 * signatures are real HMACs with a secret of this process (or the configured LNF_TEST_PAYMENT_SECRET).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly keyId = 'rzp_test_local';
  constructor(
    readonly secret: string = randomBytes(32).toString('hex'),
    /** Where the test checkout keeps its attempts (provider_payments): the test provider's own books. */
    private readonly db: Db | null = null,
  ) {}

  async fetchSubscription(id: string): Promise<ProviderSubscriptionState | null> {
    if (!this.db) return null;
    const rows = await this.db.select().from(providerPayments).where(eq(providerPayments.subscriptionId, id));
    const captured = rows.filter((r) => r.status === 'captured');
    const [sub] = await this.db
      .select({ amountPaise: subscriptions.amountPaise })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    return {
      id,
      status: captured.length > 0 ? 'active' : 'created',
      charges: captured.map((r) => ({
        paymentId: r.id,
        amountPaise: sub?.amountPaise ?? 0,
        cardLast4: r.cardLast4,
        cardBrand: r.cardBrand,
      })),
    };
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

  // Test mode keeps the subscription's books in our own tables: the actions have nothing to tell.
  async cancelAtPeriodEnd(): Promise<void> {}
  async cancelScheduledChanges(): Promise<void> {}
  async pause(): Promise<void> {}
  async resume(): Promise<void> {}
  async changePlan(): Promise<void> {}

  async chargeProration(sub: CardOnFile, amountPaise: number): Promise<ProviderCharge> {
    return { paymentId: this.newPaymentId(), amountPaise, cardLast4: sub.cardLast4, cardBrand: sub.cardBrand };
  }
}

/** Razorpay's API: a plan per price and interval, then a subscription on it (basic auth). */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly baseUrl = 'https://api.razorpay.com/v1',
  ) {}

  private async call<T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: { description?: string } };
    if (res.status >= 400 && res.status < 500 && res.status !== 401 && method !== 'GET')
      throw new ProviderRefusal(json.error?.description ?? 'The payment provider refused this change');
    if (!res.ok)
      throw new Error(`Razorpay ${path} answered ${res.status}: ${json.error?.description ?? 'no description'}`);
    return json;
  }

  private async createPlan(
    planName: string,
    amountPaise: number,
    intervalMonths: number,
    notes: Record<string, string> = {},
  ): Promise<string> {
    const plan = await this.call<{ id: string }>('/plans', {
      period: 'monthly',
      interval: intervalMonths,
      item: { name: planName, amount: amountPaise, currency: 'INR' },
      notes,
    });
    return plan.id;
  }

  private sub(id: string, action = '') {
    return `/subscriptions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
  }

  async cancelAtPeriodEnd(id: string): Promise<void> {
    await this.call(this.sub(id, 'cancel'), { cancel_at_cycle_end: 1 });
  }

  async cancelScheduledChanges(id: string): Promise<void> {
    await this.call(this.sub(id, 'cancel_scheduled_changes'), {});
  }

  async pause(id: string): Promise<void> {
    await this.call(this.sub(id, 'pause'), { pause_at: 'now' });
  }

  async resume(id: string): Promise<void> {
    await this.call(this.sub(id, 'resume'), { resume_at: 'now' });
  }

  async changePlan(id: string, change: PlanChange): Promise<void> {
    const planId = await this.createPlan(change.planName, change.amountPaise, change.intervalMonths);
    await this.call(this.sub(id), { plan_id: planId, schedule_change_at: change.at, customer_notify: 1 }, 'PATCH');
  }

  async chargeProration(sub: CardOnFile, amountPaise: number, description: string): Promise<null> {
    await this.call(this.sub(sub.id, 'addons'), {
      item: { name: description.slice(0, 64), amount: amountPaise, currency: 'INR' },
      quantity: 1,
    });
    return null;
  }

  async createSubscription(req: SubscriptionRequest): Promise<ProviderSubscription> {
    const planId = await this.createPlan(req.planName, req.amountPaise, req.intervalMonths, req.notes);
    const sub = await this.call<{ id: string; status: string }>('/subscriptions', {
      plan_id: planId,
      total_count: req.totalCount,
      quantity: 1,
      start_at: Math.floor(req.startAt.getTime() / 1000),
      customer_notify: 1,
      notes: req.notes,
    });
    return { id: sub.id, status: 'created' };
  }

  verifySignature(paymentId: string, subscriptionId: string, signature: string): boolean {
    return verify(this.keySecret, paymentId, subscriptionId, signature);
  }

  async fetchSubscription(id: string): Promise<ProviderSubscriptionState | null> {
    let sub: { id: string; status: string };
    try {
      sub = await this.call(`/subscriptions/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof Error && / answered 404:/.test(error.message)) return null;
      throw error;
    }
    // Each paid invoice of the subscription is one charge (GET /invoices?subscription_id=).
    const invoices = await this.call<{
      items: { payment_id?: string | null; amount_paid?: number; status?: string }[];
    }>(`/invoices?subscription_id=${encodeURIComponent(id)}&count=100`);
    const charges = invoices.items
      .filter((i) => i.status === 'paid' && i.payment_id)
      .map((i) => ({ paymentId: i.payment_id!, amountPaise: i.amount_paid ?? 0, cardLast4: null, cardBrand: null }));
    return { id: sub.id, status: sub.status, charges };
  }

  async findSubscriptionFor(orderId: string): Promise<{ id: string } | null> {
    const list = await this.call<{ items: { id: string; notes?: Record<string, string> | [] }[] }>(
      '/subscriptions?count=100',
    );
    const match = list.items.find((i) => !Array.isArray(i.notes) && i.notes?.orderId === orderId);
    return match ? { id: match.id } : null;
  }
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(60|65|81|82|508)/.test(digits)) return 'rupay';
  return 'card';
}

/** Test-mode cards that decline (Razorpay's failure card and the generic decline number). */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002', '5104015555555558']);
