/**
 * A local stand-in for Razorpay, for tests and offline development: the REST API under /v1 with
 * Basic auth (razorpayApi.ts: plans, subscriptions, add-ons, invoices, payments, refunds), a Checkout
 * script at /v1/checkout.js (checkoutScript.ts) whose authentication transaction answers the handler
 * with a real signature, and webhooks signed as Razorpay signs them (webhooks.ts). http.ts serves
 * the API and Checkout; cycles.ts runs the subscriptions' cycles and charges, and entities.ts makes
 * the invoices, payments and refunds. It is not part of the server's bundle: tests and `scripts/`
 * start it.
 *
 * It follows Razorpay's public documentation behaviour by behaviour; the page is cited above each
 * one, and docs/razorpay-standin.md lists them with what the documentation is silent on.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Cycles } from './cycles';
import {
  createInvoice,
  createPayment,
  createRefund,
  DEFAULT_CARD,
  pay,
  planLine,
  type Books,
  type Payer,
} from './entities';
import { handle, type AuthOptions, type Host } from './http';
import type { Engine, Step } from './razorpayApi';
import {
  Fail,
  notFound,
  type Addon,
  type Delivery,
  type EventEntities,
  type Invoice,
  type LineItem,
  type Payment,
  type PendingUpdate,
  type Plan,
  type Refund,
  type StandinOptions,
  type Subscription,
} from './razorpayModel';
import { Webhooks } from './webhooks';

export type { AuthOptions } from './http';
export type { Delivery, EventEntities, StandinOptions } from './razorpayModel';
export { DECLINED, INTERNATIONAL_TEST_CARDS, RETRIES } from './razorpayModel';

export class RazorpayStandin {
  readonly plans = new Map<string, Plan>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly payments = new Map<string, Payment>();
  readonly invoices: Invoice[] = [];
  readonly refunds = new Map<string, Refund>();
  /** Add-ons by id (POST /v1/subscriptions/:id/addons), billed with the subscription's next invoice. */
  readonly addons = new Map<string, Addon>();
  /**
   * What waits for a subscription's cycle end: a cancellation (cancel_at_cycle_end) and an update
   * (schedule_change_at: cycle_end).
   */
  readonly scheduled = new Map<string, { cancel?: boolean; update?: PendingUpdate }>();
  /** Subscriptions paid through a UPI mandate, which Razorpay will not update. */
  readonly upi = new Set<string>();
  /** The card each subscription's charges go to (the authentication card, then Checkout's card change). */
  readonly cards = new Map<string, string>();
  /** Offer ids that exist (made on the Dashboard at Razorpay); any other offer_id is 'Offer Not Found'. */
  readonly offers = new Set<string>();
  private server: Server | null = null;
  url = '';
  /** The upfront amounts (addons at create) of each subscription, paid by the authentication transaction. */
  private readonly upfront = new Map<string, LineItem[]>();
  /** Who paid, for the payment and invoice entities. */
  private readonly payers = new Map<string, Payer>();
  /** Sends, holds and resends the webhooks; `deliveries`, `hold` and `held` below are its own. */
  private readonly webhooks: Webhooks;

  private readonly books: Books = {
    payments: this.payments,
    invoices: this.invoices,
    refunds: this.refunds,
    addons: this.addons,
    payers: this.payers,
    url: () => this.url,
    now: () => this.now(),
  };

  /** Each subscription's cycles and their charges (cycles.ts). */
  private readonly cycles = new Cycles({
    books: this.books,
    plans: this.plans,
    scheduled: this.scheduled,
    cards: this.cards,
    send: (steps) => this.webhooks.send(steps),
  });

  private readonly engine: Engine = {
    plans: this.plans,
    subscriptions: this.subscriptions,
    payments: this.payments,
    invoices: this.invoices,
    refunds: this.refunds,
    addons: this.addons,
    scheduled: this.scheduled,
    upi: this.upi,
    cards: this.cards,
    offers: this.offers,
    upfront: this.upfront,
    url: () => this.url,
    now: () => this.now(),
    later: (steps) => this.webhooks.later(steps),
    refund: (payment, amount, body) => createRefund(this.books, payment, amount, body),
    chargeDifference: (sub, amount, name) => this.cycles.chargeDifference(sub, amount, name),
  };

  /** What the HTTP server (http.ts) reads and calls. */
  private readonly host: Host;

  constructor(readonly options: StandinOptions) {
    this.webhooks = new Webhooks(options, () => this.now());
    this.host = {
      options,
      engine: this.engine,
      authenticate: (subscriptionId, card, opts) => this.authenticate(subscriptionId, card, opts),
      sign: (paymentId, subscriptionId) => this.sign(paymentId, subscriptionId),
      retry: (sub, card) => this.cycles.retry(sub, card),
      send: (steps) => this.webhooks.send(steps),
    };
  }

  private now(): number {
    return this.options.clock?.() ?? Math.floor(Date.now() / 1000);
  }

  /** Every webhook delivered, with the webhook URL's answer (status 0 when it could not be reached). */
  get deliveries(): Delivery[] {
    return this.webhooks.deliveries;
  }

  /** While true, webhooks wait in `held` until `flush` sends them (in any order). */
  get hold(): boolean {
    return this.webhooks.hold;
  }

  set hold(hold: boolean) {
    this.webhooks.hold = hold;
  }

  get held(): Delivery[] {
    return this.webhooks.held;
  }

  /** Sends the held webhooks, last first with `reverse` (out of order, as Razorpay may). */
  async flush({ reverse = false } = {}): Promise<Delivery[]> {
    return this.webhooks.flush({ reverse });
  }

  /** Waits until every webhook sent after an API call has been delivered. */
  async settled(): Promise<void> {
    return this.webhooks.settled();
  }

  /** Sends one event to the webhook URL, signed (webhooks.ts); returns the delivery (resend with `redeliver`). */
  async emit(event: string, entities: EventEntities): Promise<Delivery | null> {
    return this.webhooks.emit(event, entities);
  }

  /** Sends a delivery (again): Razorpay redelivers with the same event id and body. */
  async redeliver(delivery: Delivery): Promise<Delivery | null> {
    return this.webhooks.redeliver(delivery);
  }

  webhookSignature(body: string): string {
    return this.webhooks.signature(body);
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
    this.server = createServer((req, res) => void handle(this.host, req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // https://razorpay.com/docs/payments/subscriptions/integration-guide/ (payment verification:
  // HMAC-SHA256 of payment_id + '|' + subscription_id with the key secret)
  sign(paymentId: string, subscriptionId: string): string {
    return createHmac('sha256', this.options.keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
  }

  private sub(subscriptionId: string): Subscription {
    return this.subscriptions.get(subscriptionId) ?? notFound();
  }

  /**
   * Checkout's authentication transaction (the browser's /v1/checkout/pay calls it). The amount:
   * https://razorpay.com/docs/payments/subscriptions/workflow and /docs/subscriptions/create/ —
   * immediate start without upfront: the plan amount; future start without upfront: ₹5, refunded;
   * immediate with upfront: upfront + plan amount; future with upfront: the upfront amount.
   * https://razorpay.com/docs/payments/subscriptions/states : created -> authenticated, and an
   * immediate start goes on to active with the first charge (invoice, subscription.activated and
   * subscription.charged). A declined card fails the payment (payment.failed) and the subscription
   * stays created; auth_attempts counts the attempts.
   */
  async authenticate(subscriptionId: string, card: string = DEFAULT_CARD, opts: AuthOptions = {}): Promise<Payment> {
    const sub = this.sub(subscriptionId);
    const now = this.now();
    if (sub.status === 'created' && sub.expire_by !== null && now > sub.expire_by) {
      // https://razorpay.com/docs/payments/subscriptions/states (expired: not authenticated by expire_by)
      sub.status = 'expired';
      sub.ended_at = now;
    }
    if (sub.status !== 'created')
      throw new Fail(400, `Subscription cannot be authenticated in ${sub.status} status`, { field: 'status' });
    const plan = this.plans.get(sub.plan_id)!;
    const upfront = this.upfront.get(sub.id) ?? [];
    const upfrontAmount = upfront.reduce((s, l) => s + l.amount * l.quantity, 0);
    const immediate = sub.start_at === null || sub.start_at <= now;
    const planAmount = plan.item.amount * sub.quantity;
    const amount = immediate ? planAmount + upfrontAmount : upfrontAmount || 500;
    this.payers.set(sub.id, {
      name: opts.name ?? null,
      email: opts.email ?? 'void@razorpay.com',
      contact: opts.contact ?? '+919000090000',
    });
    const method = opts.method ?? 'card';
    const payment = createPayment(
      this.books,
      sub,
      amount,
      method === 'upi' ? { vpa: opts.vpa ?? 'success@razorpay' } : { card },
    );
    sub.auth_attempts += 1;
    const steps: Step[] = [];
    if (payment.status === 'failed') {
      steps.push(['payment.failed', { payment }]);
      await this.webhooks.send(steps);
      return payment;
    }
    sub.customer_id = `cust_${sub.id.slice(4)}`;
    payment.customer_id = sub.customer_id;
    sub.payment_method = method;
    if (method === 'upi') this.upi.add(sub.id);
    else this.cards.set(sub.id, card.replace(/\D/g, ''));
    sub.status = 'authenticated';
    sub.auth_attempts = 0;
    if (immediate) {
      // The first cycle starts now; its invoice carries the plan and the upfront amounts.
      const start = now;
      this.cycles.anchors.set(sub.id, { at: start, n: 0 });
      const invoice = createInvoice(
        this.books,
        sub,
        [planLine(plan, sub.quantity), ...upfront],
        start,
        this.cycles.cycleEnd(sub),
      );
      pay(this.books, invoice, payment);
      steps.push(['payment.captured', { payment }]);
      steps.push(['subscription.authenticated', { subscription: sub, payment }]);
      steps.push(...this.cycles.startCycle(sub, invoice, payment, true));
    } else if (upfrontAmount) {
      // Future start with an upfront amount: captured, and no invoice (the docs do not say one is made).
      payment.status = 'captured';
      payment.captured = true;
      steps.push(['payment.captured', { payment }]);
      sub.charge_at = sub.start_at;
      steps.push(['subscription.authenticated', { subscription: sub, payment }]);
    } else {
      // Future start without upfront: the ₹5 authorisation is not captured but auto-refunded.
      payment.status = 'refunded';
      payment.amount_refunded = payment.amount;
      payment.refund_status = 'full';
      createRefund(this.books, payment, payment.amount, {});
      sub.charge_at = sub.start_at;
      steps.push(['subscription.authenticated', { subscription: sub, payment }]);
    }
    this.upfront.delete(sub.id);
    await this.webhooks.send(steps);
    return payment;
  }

  /**
   * The next billing cycle comes due now and is auto-charged to the card on file (or `card`): the
   * first cycle of an authenticated subscription at start_at, a renewal of an active one, or the
   * next retry of a pending one (https://razorpay.com/docs/payments/subscriptions/payment-retries:
   * the same invoice is retried; after RETRIES failed retries the subscription is halted). If the
   * clock has reached charge_at the cycle starts at charge_at, else it is pulled forward to now.
   * A cancellation at cycle end ends the subscription instead (and this throws
   * 'Subscription is cancelled'); an update scheduled for the cycle end is applied first.
   */
  async charge(subscriptionId: string, card?: string): Promise<Payment> {
    const sub = this.sub(subscriptionId);
    const now = this.now();
    if (sub.status === 'pending') return this.cycles.retry(sub, card);
    // https://razorpay.com/docs/payments/subscriptions/payment-retries ("we will not charge these invoices")
    if (sub.status === 'halted') {
      this.cycles.dueInvoice(sub, now);
      throw new Fail(400, 'Subscription is halted: its invoices are not charged until charged manually');
    }
    if (sub.status !== 'authenticated' && sub.status !== 'active')
      throw new Fail(400, `Subscription is ${sub.status}`, { field: 'status' });
    const scheduled = this.scheduled.get(sub.id);
    if (scheduled?.cancel && sub.status === 'active') {
      // https://razorpay.com/docs/api/payments/subscriptions/cancel-subscription (cancel_at_cycle_end:
      // cancelled at the end of the current billing cycle)
      this.scheduled.delete(sub.id);
      sub.status = 'cancelled';
      sub.ended_at = sub.current_end !== null && sub.current_end <= now ? sub.current_end : now;
      sub.charge_at = null;
      sub.has_scheduled_changes = false;
      sub.change_scheduled_at = null;
      await this.webhooks.send([['subscription.cancelled', { subscription: sub }]]);
      throw new Fail(400, 'Subscription is cancelled');
    }
    const steps: Step[] = [];
    if (scheduled?.update) steps.push(...this.cycles.applyUpdate(sub, scheduled.update));
    const result = this.cycles.dueCycle(sub, now, card);
    steps.push(...result.steps);
    await this.webhooks.send(steps);
    return result.payment;
  }

  /**
   * The Dashboard's "Attempt Charge" on an issued invoice
   * (https://razorpay.com/docs/payments/subscriptions/manually-charge-card): charges the card on file;
   * paid, it counts as the cycle's payment (subscription.charged), and a halted or pending
   * subscription becomes active (subscription.activated).
   */
  async chargeInvoice(invoiceId: string, card?: string): Promise<Payment> {
    const invoice = this.invoices.find((i) => i.id === invoiceId) ?? notFound();
    if (invoice.status !== 'issued')
      throw new Fail(400, `Invoice is not chargeable in ${invoice.status} status.`, { field: 'status' });
    const sub = this.sub(invoice.subscription_id);
    const payment = createPayment(this.books, sub, invoice.amount_due, this.cycles.instrument(sub, card), invoice);
    if (payment.status === 'failed') {
      await this.webhooks.send([['payment.failed', { payment }]]);
      return payment;
    }
    pay(this.books, invoice, payment);
    const steps: Step[] = [['payment.captured', { payment }]];
    const wasDown = sub.status === 'halted' || sub.status === 'pending';
    sub.paid_count += 1;
    sub.remaining_count = Math.max(0, sub.total_count - sub.paid_count);
    sub.auth_attempts = 0;
    if (wasDown) {
      sub.status = 'active';
      steps.push(['subscription.activated', { subscription: sub, payment }]);
    }
    steps.push(['subscription.charged', { subscription: sub, payment }]);
    steps.push(...this.cycles.completeIfDone(sub));
    await this.webhooks.send(steps);
    return payment;
  }

  /** Moves an active subscription's next charge to now (charge_at), as if its cycle had ended. */
  dueNow(subscriptionId: string): Subscription {
    const sub = this.sub(subscriptionId);
    sub.charge_at = this.now();
    return sub;
  }
}
