/**
 * A local stand-in for Razorpay, for tests and offline development: the documented REST shapes
 * of plans, subscriptions (create, fetch, list, cancel, pause, resume) and invoices under /v1 with
 * Basic auth; a Checkout script at /v1/checkout.js that opens an accessible card dialog and answers
 * the handler with a real signature; and webhook delivery signed as Razorpay signs it. It is not
 * part of the server's bundle: tests and `scripts/` start it.
 *
 * References: https://razorpay.com/docs/api/payments/subscriptions/ (plans, subscriptions,
 * cancel, pause, resume), https://razorpay.com/docs/payments/subscriptions/integration-guide/
 * (Checkout options, handler fields, signature), https://razorpay.com/docs/webhooks/ (signature
 * header, event id header, payload shape).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CHECKOUT_SCRIPT } from './checkoutScript';
import { restApi, type RestState } from './razorpayApi';
import {
  DECLINED,
  Fail,
  id,
  MONTH,
  network,
  readBody,
  type Delivery,
  type Invoice,
  type Payment,
  type Plan,
  type StandinOptions,
  type Subscription,
} from './razorpayModel';

export type { Delivery, StandinOptions } from './razorpayModel';

export class RazorpayStandin {
  readonly plans = new Map<string, Plan>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly payments = new Map<string, Payment>();
  readonly invoices: Invoice[] = [];
  readonly deliveries: Delivery[] = [];
  /** Changes waiting for a subscription's cycle end: a cancellation or a new plan (schedule_change_at cycle_end). */
  readonly scheduled = new Map<string, { cancel?: boolean; planId?: string }>();
  /** Add-ons (paise) billed with a subscription's next charge. */
  readonly addons = new Map<string, number>();
  /** Subscriptions paid through a UPI mandate, which Razorpay will not update. */
  readonly upi = new Set<string>();
  /** While true, webhooks wait in `held` until `flush` sends them (in any order). */
  hold = false;
  readonly held: Delivery[] = [];
  private server: Server | null = null;
  url = '';

  /** What the REST API under /v1 (razorpayApi.ts) reads and changes. */
  private readonly rest: RestState = {
    plans: this.plans,
    subscriptions: this.subscriptions,
    invoices: this.invoices,
    scheduled: this.scheduled,
    addons: this.addons,
    upi: this.upi,
    url: () => this.url,
    now: () => this.now(),
    later: (event, entities) => this.later(event, entities),
  };

  constructor(readonly options: StandinOptions) {}

  private now(): number {
    return this.options.clock?.() ?? Math.floor(Date.now() / 1000);
  }

  /** Sends the held webhooks, last first with `reverse` (out of order, as Razorpay may). */
  async flush({ reverse = false } = {}): Promise<Delivery[]> {
    const batch = this.held.splice(0);
    if (reverse) batch.reverse();
    const sent: Delivery[] = [];
    for (const d of batch) {
      const done = await this.deliver(d);
      if (done) sent.push(done);
    }
    return sent;
  }

  /** The API base, as RAZORPAY_API_URL takes it. */
  get apiUrl(): string {
    return `${this.url}/v1`;
  }

  /** The Checkout script, as RAZORPAY_CHECKOUT_URL takes it. */
  get checkoutUrl(): string {
    return `${this.url}/v1/checkout.js`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Razorpay's Checkout signature: HMAC-SHA256(payment_id + '|' + subscription_id, key secret). */
  sign(paymentId: string, subscriptionId: string): string {
    return createHmac('sha256', this.options.keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
  }

  /**
   * Charges a subscription with a card, as Checkout (first payment) or a renewal would: a captured
   * payment, an invoice, the subscription moved on, and the webhooks. A declined card fails the
   * payment (payment.failed; a renewal also makes the subscription pending).
   */
  async charge(
    subscriptionId: string,
    cardNumber = this.cards.get(subscriptionId) ?? '4111111111111111',
  ): Promise<Payment> {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Fail(400, 'The id provided does not exist');
    if (!['created', 'authenticated', 'active', 'pending'].includes(sub.status))
      throw new Fail(400, `Subscription is ${sub.status}`);
    const pending = sub.paid_count > 0 ? this.scheduled.get(sub.id) : undefined;
    if (pending?.cancel) {
      // Cancelled at cycle end: the cycle ended, so the subscription ends instead of renewing.
      this.scheduled.delete(sub.id);
      sub.status = 'cancelled';
      sub.ended_at = this.now();
      await this.emit('subscription.cancelled', { subscription: sub });
      throw new Fail(400, 'Subscription is cancelled');
    }
    if (pending?.planId) {
      sub.plan_id = pending.planId;
      this.scheduled.delete(sub.id);
    }
    const plan = this.plans.get(sub.plan_id)!;
    const digits = cardNumber.replace(/\D/g, '');
    const addon = this.addons.get(sub.id) ?? 0;
    const payment: Payment = {
      id: id('pay'),
      entity: 'payment',
      amount: plan.item.amount * sub.quantity + addon,
      currency: 'INR',
      status: DECLINED.has(digits) ? 'failed' : 'captured',
      method: 'card',
      subscription_id: sub.id,
      invoice_id: null,
      card: { last4: digits.slice(-4), network: network(digits) },
      error_code: DECLINED.has(digits) ? 'BAD_REQUEST_ERROR' : null,
      error_description: DECLINED.has(digits) ? 'Your payment has been declined by the bank' : null,
      notes: { subscription_id: sub.id },
      created_at: this.now(),
    };
    this.payments.set(payment.id, payment);
    if (payment.status === 'failed') {
      const renewal = sub.paid_count > 0;
      if (renewal) sub.status = 'pending';
      await this.emit('payment.failed', { payment });
      if (renewal) await this.emit('subscription.pending', { subscription: sub });
      return payment;
    }
    this.addons.delete(sub.id);
    const invoice: Invoice = {
      id: id('inv'),
      entity: 'invoice',
      subscription_id: sub.id,
      payment_id: payment.id,
      amount: payment.amount,
      amount_paid: payment.amount,
      status: 'paid',
      created_at: this.now(),
    };
    this.invoices.push(invoice);
    payment.invoice_id = invoice.id;
    const first = sub.paid_count === 0;
    sub.paid_count += 1;
    sub.remaining_count = Math.max(0, sub.total_count - sub.paid_count);
    sub.current_start = this.now();
    sub.current_end = sub.current_start + plan.interval * MONTH;
    sub.charge_at = sub.current_end;
    sub.status = sub.remaining_count === 0 ? 'completed' : 'active';
    if (first) await this.emit('subscription.activated', { subscription: sub });
    await this.emit('subscription.charged', { subscription: sub, payment });
    if (sub.status === 'completed') await this.emit('subscription.completed', { subscription: sub });
    return payment;
  }

  /**
   * Sends an event after the API call that caused it has answered, as Razorpay does: a caller that
   * holds a lock while it calls the API is not made to wait for its own webhook.
   */
  private later(event: string, entities: { subscription?: Subscription; payment?: Payment }): void {
    const snapshot = { ...entities, subscription: entities.subscription && { ...entities.subscription } };
    this.pendingEmits.push(
      new Promise((resolve) => setImmediate(() => void this.emit(event, snapshot).finally(() => resolve()))),
    );
  }

  /** Webhooks sent `later` and still on their way. */
  private readonly pendingEmits: Promise<void>[] = [];

  /** Waits until every webhook sent after an API call has been delivered. */
  async settled(): Promise<void> {
    while (this.pendingEmits.length) await this.pendingEmits.shift();
  }

  /** Sends one event to the webhook URL, signed; returns the delivery (resend with `redeliver`). */
  async emit(event: string, entities: { subscription?: Subscription; payment?: Payment }): Promise<Delivery | null> {
    const payload: Record<string, { entity: unknown }> = {};
    if (entities.subscription) payload.subscription = { entity: { ...entities.subscription } };
    if (entities.payment) payload.payment = { entity: { ...entities.payment } };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Standin00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: this.now(),
    });
    const delivery: Delivery = {
      eventId: id('evt'),
      event,
      body,
      signature: this.webhookSignature(body),
      status: null,
    };
    if (this.hold) {
      this.held.push(delivery);
      return delivery;
    }
    return this.deliver(delivery);
  }

  /** Sends a delivery (again): Razorpay redelivers with the same event id and body. */
  async redeliver(delivery: Delivery): Promise<Delivery | null> {
    return this.deliver({ ...delivery, status: null });
  }

  webhookSignature(body: string): string {
    return createHmac('sha256', this.options.webhookSecret ?? '')
      .update(body)
      .digest('hex');
  }

  private async deliver(delivery: Delivery): Promise<Delivery | null> {
    const { webhookUrl, webhookSecret } = this.options;
    if (!webhookUrl || !webhookSecret) return null;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
        },
        body: delivery.body,
      });
      delivery.status = res.status;
    } catch {
      delivery.status = 0;
    }
    this.deliveries.push(delivery);
    return delivery;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    try {
      if (req.method === 'OPTIONS') return send(204, '');
      if (req.method === 'GET' && url.pathname === '/v1/checkout.js')
        return send(200, CHECKOUT_SCRIPT, 'text/javascript; charset=utf-8');
      const raw = req.method === 'POST' || req.method === 'PATCH' ? await readBody(req) : '';
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          throw new Fail(400, 'Malformed JSON');
        }
      }
      // Checkout's own call, from the browser: the public key id, not the secret.
      if (req.method === 'POST' && url.pathname === '/v1/checkout/pay') return send(200, await this.checkoutPay(body));
      if (req.method === 'POST' && url.pathname === '/v1/checkout/card')
        return send(200, await this.checkoutCardChange(body));
      const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) throw new Fail(401, 'The api key provided is invalid');
      return send(200, restApi(this.rest, req.method ?? 'GET', url, body));
    } catch (error) {
      const fail = error instanceof Fail ? error : new Fail(500, String(error));
      send(fail.status, {
        error: {
          code: fail.status === 401 ? 'BAD_REQUEST_ERROR' : fail.status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
          description: fail.description,
          ...fail.extra,
        },
      });
    }
  }

  private async checkoutPay(body: Record<string, unknown>) {
    if (body.key_id !== this.options.keyId) throw new Fail(401, 'The api key provided is invalid');
    const subscriptionId = String(body.subscription_id ?? '');
    const card = String(body.card_number ?? '').replace(/\D/g, '');
    if (!/^\d{12,19}$/.test(card)) throw new Fail(400, 'Card number is invalid', { field: 'card_number' });
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(String(body.expiry ?? '')))
      throw new Fail(400, 'Card expiry is invalid', { field: 'expiry' });
    if (!/^\d{3,4}$/.test(String(body.cvv ?? ''))) throw new Fail(400, 'CVV is invalid', { field: 'cvv' });
    const payment = await this.charge(subscriptionId, card);
    if (payment.status === 'failed') {
      throw new Fail(400, payment.error_description!, {
        reason: 'payment_failed',
        source: 'bank',
        metadata: { payment_id: payment.id },
      });
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: this.sign(payment.id, subscriptionId),
    };
  }

  /** The card renewals are charged to, per subscription (Checkout's card change). */
  readonly cards = new Map<string, string>();

  /**
   * Checkout with `subscription_card_change`: the new card becomes the subscription's, and a
   * subscription waiting on a failed renewal is charged to it at once, as Razorpay retries.
   */
  private async checkoutCardChange(body: Record<string, unknown>) {
    if (body.key_id !== this.options.keyId) throw new Fail(401, 'The api key provided is invalid');
    const subscriptionId = String(body.subscription_id ?? '');
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Fail(400, 'The id provided does not exist');
    const card = String(body.card_number ?? '').replace(/\D/g, '');
    if (!/^\d{12,19}$/.test(card)) throw new Fail(400, 'Card number is invalid', { field: 'card_number' });
    if (DECLINED.has(card))
      throw new Fail(400, 'Your payment has been declined by the bank', { reason: 'payment_failed', source: 'bank' });
    this.cards.set(subscriptionId, card);
    if (sub.status === 'pending' || sub.status === 'halted') {
      const payment = await this.charge(subscriptionId, card);
      return {
        razorpay_payment_id: payment.id,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: this.sign(payment.id, subscriptionId),
      };
    }
    return { razorpay_subscription_id: subscriptionId };
  }
}
