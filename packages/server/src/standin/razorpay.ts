/**
 * A local stand-in for Razorpay, for tests and offline development: the REST API under /v1 with
 * Basic auth (razorpayApi.ts: plans, subscriptions, add-ons, invoices, payments, refunds), a Checkout
 * script at /v1/checkout.js (checkoutScript.ts) whose authentication transaction answers the handler
 * with a real signature, and webhooks signed as Razorpay signs them. It is not part of the server's
 * bundle: tests and `scripts/` start it.
 *
 * It follows Razorpay's public documentation behaviour by behaviour; the page is cited above each
 * one, and docs/razorpay-standin.md lists them with what the documentation is silent on.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CHECKOUT_SCRIPT } from './checkoutScript';
import { restApi, type Engine, type Step } from './razorpayApi';
import {
  addPeriods,
  DECLINED,
  Fail,
  FAILING_VPA,
  id,
  isInternational,
  lineItem,
  network,
  notFound,
  readBody,
  RETRIES,
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

export type { Delivery, EventEntities, StandinOptions } from './razorpayModel';
export { DECLINED, INTERNATIONAL_TEST_CARDS, RETRIES } from './razorpayModel';

/** How the customer pays the authentication transaction at Checkout. */
export interface AuthOptions {
  /** 'upi' makes a UPI mandate (https://razorpay.com/docs/api/payments/subscriptions/update-subscription: not updatable). */
  method?: 'card' | 'upi';
  /** The UPI id with `method: 'upi'`; failure@razorpay fails. @default 'success@razorpay' */
  vpa?: string;
  name?: string;
  email?: string;
  contact?: string;
}

const DEFAULT_CARD = '4111111111111111';

export class RazorpayStandin {
  readonly plans = new Map<string, Plan>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly payments = new Map<string, Payment>();
  readonly invoices: Invoice[] = [];
  readonly refunds = new Map<string, Refund>();
  /** Add-ons by id (POST /v1/subscriptions/:id/addons), billed with the subscription's next invoice. */
  readonly addons = new Map<string, Addon>();
  readonly deliveries: Delivery[] = [];
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
  /** While true, webhooks wait in `held` until `flush` sends them (in any order). */
  hold = false;
  readonly held: Delivery[] = [];
  private server: Server | null = null;
  url = '';
  /** The upfront amounts (addons at create) of each subscription, paid by the authentication transaction. */
  private readonly upfront = new Map<string, LineItem[]>();
  /** Each subscription's calendar anchor: the start of its first cycle and the cycles since. */
  private readonly anchors = new Map<string, { at: number; n: number }>();
  /** Who paid, for the payment and invoice entities. */
  private readonly payers = new Map<string, { name: string | null; email: string; contact: string }>();

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
    later: (steps) => this.later(steps),
    refund: (payment, amount, body) => this.refund(payment, amount, body),
    chargeDifference: (sub, amount, name) => this.chargeDifference(sub, amount, name),
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
    const payment = this.payment(sub, amount, method === 'upi' ? { vpa: opts.vpa ?? 'success@razorpay' } : { card });
    sub.auth_attempts += 1;
    const steps: Step[] = [];
    if (payment.status === 'failed') {
      steps.push(['payment.failed', { payment }]);
      await this.send(steps);
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
      this.anchors.set(sub.id, { at: start, n: 0 });
      const invoice = this.invoice(sub, [this.planLine(plan, sub.quantity), ...upfront], start, this.cycleEnd(sub));
      this.pay(invoice, payment);
      steps.push(['payment.captured', { payment }]);
      steps.push(['subscription.authenticated', { subscription: sub, payment }]);
      steps.push(...this.startCycle(sub, invoice, payment, true));
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
      this.refund(payment, payment.amount, {});
      sub.charge_at = sub.start_at;
      steps.push(['subscription.authenticated', { subscription: sub, payment }]);
    }
    this.upfront.delete(sub.id);
    await this.send(steps);
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
    if (sub.status === 'pending') return this.retry(sub, card);
    // https://razorpay.com/docs/payments/subscriptions/payment-retries ("we will not charge these invoices")
    if (sub.status === 'halted') {
      this.dueInvoice(sub, now);
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
      await this.send([['subscription.cancelled', { subscription: sub }]]);
      throw new Fail(400, 'Subscription is cancelled');
    }
    const steps: Step[] = [];
    if (scheduled?.update) steps.push(...this.applyUpdate(sub, scheduled.update));
    const result = this.dueCycle(sub, now, card);
    steps.push(...result.steps);
    await this.send(steps);
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
    const payment = this.payment(sub, invoice.amount_due, this.instrument(sub, card), invoice);
    if (payment.status === 'failed') {
      await this.send([['payment.failed', { payment }]]);
      return payment;
    }
    this.pay(invoice, payment);
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
    steps.push(...this.completeIfDone(sub));
    await this.send(steps);
    return payment;
  }

  /** Moves an active subscription's next charge to now (charge_at), as if its cycle had ended. */
  dueNow(subscriptionId: string): Subscription {
    const sub = this.sub(subscriptionId);
    sub.charge_at = this.now();
    return sub;
  }

  /** The card or UPI id a subscription's charges go to. */
  private instrument(sub: Subscription, card?: string): { card: string } | { vpa: string } {
    if (card) return { card };
    if (sub.payment_method === 'upi') return { vpa: 'success@razorpay' };
    return { card: this.cards.get(sub.id) ?? DEFAULT_CARD };
  }

  /** The end of the subscription's current (n-th) cycle, on calendar months from its anchor. */
  private cycleEnd(sub: Subscription): number {
    const plan = this.plans.get(sub.plan_id)!;
    const a = this.anchors.get(sub.id)!;
    return addPeriods(a.at, plan.period, plan.interval * (a.n + 1));
  }

  /** Starts the cycle an invoice bills: the subscription moves on and is charged. */
  private startCycle(sub: Subscription, invoice: Invoice, payment: Payment, first: boolean): Step[] {
    const wasActive = sub.status === 'active';
    sub.current_start = invoice.billing_start;
    sub.current_end = invoice.billing_end;
    sub.charge_at = invoice.billing_end;
    sub.paid_count += 1;
    sub.remaining_count = Math.max(0, sub.total_count - sub.paid_count);
    sub.auth_attempts = 0;
    sub.status = 'active';
    const steps: Step[] = [];
    if (first || !wasActive) steps.push(['subscription.activated', { subscription: sub, payment }]);
    steps.push(['subscription.charged', { subscription: sub, payment }]);
    steps.push(...this.completeIfDone(sub));
    return steps;
  }

  // https://razorpay.com/docs/payments/subscriptions/states (completed: all cycles charged)
  private completeIfDone(sub: Subscription): Step[] {
    if (sub.remaining_count > 0) return [];
    sub.status = 'completed';
    sub.ended_at = this.now();
    sub.charge_at = null;
    return [['subscription.completed', { subscription: sub }]];
  }

  /** The invoice of the cycle that comes due at `now` (issued, not yet charged). */
  private dueInvoice(sub: Subscription, now: number): Invoice {
    const plan = this.plans.get(sub.plan_id)!;
    let anchor = this.anchors.get(sub.id);
    if (!anchor) {
      // The first cycle: at start_at if the clock reached it, else pulled forward to now.
      const at = sub.start_at !== null && sub.start_at <= now ? sub.start_at : now;
      anchor = { at, n: 0 };
      this.anchors.set(sub.id, anchor);
    } else if (sub.charge_at !== null && sub.charge_at <= now) {
      anchor.n += 1;
    } else {
      // Pulled forward: a new anchor at now, so the following cycles run on from it.
      this.anchors.set(sub.id, (anchor = { at: now, n: 0 }));
    }
    const start = addPeriods(anchor.at, plan.period, plan.interval * anchor.n);
    const lines = [this.planLine(plan, sub.quantity), ...this.pendingAddons(sub)];
    const invoice = this.invoice(sub, lines, start, this.cycleEnd(sub));
    sub.current_start = start;
    sub.current_end = invoice.billing_end;
    sub.charge_at = invoice.billing_end;
    return invoice;
  }

  /** A cycle comes due: its invoice, the auto-charge, and the subscription's move. */
  private dueCycle(sub: Subscription, now: number, card?: string): { payment: Payment; steps: Step[] } {
    const invoice = this.dueInvoice(sub, now);
    const payment = this.payment(sub, invoice.amount_due, this.instrument(sub, card), invoice);
    if (payment.status === 'failed') {
      // https://razorpay.com/docs/payments/subscriptions/payment-retries : a failed auto-charge -> pending
      sub.status = 'pending';
      sub.auth_attempts = 1;
      return {
        payment,
        steps: [
          ['payment.failed', { payment }],
          ['subscription.pending', { subscription: sub, payment }],
        ],
      };
    }
    this.pay(invoice, payment);
    return {
      payment,
      steps: [['payment.captured', { payment }], ...this.startCycle(sub, invoice, payment, sub.paid_count === 0)],
    };
  }

  /** Razorpay's retry of a pending subscription's last invoice; fails RETRIES times -> halted. */
  private async retry(sub: Subscription, card?: string): Promise<Payment> {
    const invoice = this.invoices.filter((i) => i.subscription_id === sub.id && i.status === 'issued').at(-1);
    if (!invoice) throw new Fail(400, 'Subscription has no invoice to retry');
    const payment = this.payment(sub, invoice.amount_due, this.instrument(sub, card), invoice);
    const steps: Step[] = [];
    if (payment.status === 'failed') {
      sub.auth_attempts += 1;
      steps.push(['payment.failed', { payment }]);
      if (sub.auth_attempts > RETRIES) {
        sub.status = 'halted';
        steps.push(['subscription.halted', { subscription: sub, payment }]);
      } else {
        steps.push(['subscription.pending', { subscription: sub, payment }]);
      }
      await this.send(steps);
      return payment;
    }
    this.pay(invoice, payment);
    sub.paid_count += 1;
    sub.remaining_count = Math.max(0, sub.total_count - sub.paid_count);
    sub.auth_attempts = 0;
    sub.status = 'active';
    steps.push(['payment.captured', { payment }]);
    steps.push(['subscription.activated', { subscription: sub, payment }]);
    steps.push(['subscription.charged', { subscription: sub, payment }]);
    steps.push(...this.completeIfDone(sub));
    await this.send(steps);
    return payment;
  }

  /** An update scheduled for the cycle end goes live (https://razorpay.com/docs/api/payments/subscriptions/fetch-pending-update-details). */
  private applyUpdate(sub: Subscription, update: PendingUpdate): Step[] {
    const entry = this.scheduled.get(sub.id);
    if (entry) {
      delete entry.update;
      if (!entry.cancel) this.scheduled.delete(sub.id);
    }
    if (update.plan_id && update.plan_id !== sub.plan_id) {
      sub.plan_id = update.plan_id;
      // A new plan's cycles run on from here.
      this.anchors.set(sub.id, { at: sub.current_end ?? this.now(), n: -1 });
    }
    if (update.quantity !== undefined) sub.quantity = update.quantity;
    if (update.offer_id !== undefined) sub.offer_id = update.offer_id;
    if (update.remaining_count !== undefined) {
      sub.total_count = sub.paid_count + update.remaining_count;
      sub.remaining_count = update.remaining_count;
    }
    sub.has_scheduled_changes = false;
    sub.change_scheduled_at = null;
    return [['subscription.updated', { subscription: sub }]];
  }

  /**
   * An immediate upgrade's difference: "Razorpay creates an invoice and charges the customer the
   * difference amount" (https://razorpay.com/docs/payments/subscriptions/update/). One invoice, one
   * captured payment; paid_count is not moved (it is not a cycle). Returns the steps to send, or
   * the failed payment's steps with `failed`.
   */
  private chargeDifference(sub: Subscription, amount: number, name: string): { payment: Payment; steps: Step[] } {
    const line = this.line(name, amount, 1, 'plan');
    const invoice = this.invoice(sub, [line], sub.current_start, sub.current_end);
    const payment = this.payment(sub, amount, this.instrument(sub), invoice);
    if (payment.status === 'failed') {
      invoice.status = 'cancelled';
      invoice.cancelled_at = this.now();
      return { payment, steps: [['payment.failed', { payment }]] };
    }
    this.pay(invoice, payment);
    return { payment, steps: [['payment.captured', { payment }]] };
  }

  private pendingAddons(sub: Subscription): LineItem[] {
    return [...this.addons.values()]
      .filter((a) => a.subscription_id === sub.id && a.invoice_id === null)
      .map((a) => ({
        ...this.line(a.item.name, a.item.amount, a.quantity, 'addon'),
        item_id: a.item.id,
        ref_id: a.id,
      }));
  }

  private planLine(plan: Plan, quantity: number): LineItem {
    return lineItem({ name: plan.item.name, amount: plan.item.amount, quantity, type: 'plan', itemId: plan.item.id });
  }

  private line(name: string, amount: number, quantity: number, type: 'plan' | 'addon'): LineItem {
    return lineItem({ name, amount, quantity, type });
  }

  /** An issued invoice of a subscription (https://razorpay.com/docs/api/payments/invoices/entity). */
  private invoice(sub: Subscription, lines: LineItem[], start: number | null, end: number | null): Invoice {
    const now = this.now();
    const amount = lines.reduce((s, l) => s + l.gross_amount, 0);
    const payer = this.payers.get(sub.id);
    const invoice: Invoice = {
      id: id('inv'),
      entity: 'invoice',
      receipt: null,
      invoice_number: null,
      customer_id: sub.customer_id,
      customer_details: {
        id: sub.customer_id,
        name: payer?.name ?? null,
        email: payer?.email ?? null,
        contact: payer?.contact ?? null,
        gstin: null,
        billing_address: null,
        shipping_address: null,
        customer_name: payer?.name ?? null,
        customer_email: payer?.email ?? null,
        customer_contact: payer?.contact ?? null,
      },
      order_id: id('order'),
      subscription_id: sub.id,
      line_items: lines,
      payment_id: null,
      status: 'issued',
      expire_by: null,
      issued_at: now,
      paid_at: null,
      cancelled_at: null,
      expired_at: null,
      sms_status: null,
      email_status: null,
      date: now,
      terms: null,
      partial_payment: false,
      gross_amount: amount,
      tax_amount: 0,
      taxable_amount: amount,
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      currency_symbol: '₹',
      description: null,
      notes: {},
      comment: null,
      short_url: `${this.url}/i/${id('x').slice(2, 10)}`,
      view_less: true,
      billing_start: start,
      billing_end: end,
      type: 'invoice',
      group_taxes_discounts: false,
      created_at: now,
      idempotency_key: null,
    };
    this.invoices.push(invoice);
    // The add-ons it bills are linked to it (https://razorpay.com/docs/api/payments/subscriptions/add-on-entity: invoice_id).
    for (const l of lines) {
      const addon = l.ref_id ? this.addons.get(l.ref_id) : undefined;
      if (addon) addon.invoice_id = invoice.id;
    }
    return invoice;
  }

  private pay(invoice: Invoice, payment: Payment): void {
    invoice.status = 'paid';
    invoice.payment_id = payment.id;
    invoice.paid_at = this.now();
    invoice.amount_paid = invoice.amount;
    invoice.amount_due = 0;
    payment.invoice_id = invoice.id;
    payment.order_id = invoice.order_id;
    payment.description = `#${invoice.id.slice(4)}`;
    payment.status = 'captured';
    payment.captured = true;
  }

  /**
   * A payment (https://razorpay.com/docs/api/payments/entity): failed with a declining card or
   * failure@razorpay, else authorized (the caller captures or refunds it). "All payments related to
   * Subscriptions (except the authorisation payment) are auto-captured."
   */
  private payment(
    sub: Subscription,
    amount: number,
    instrument: { card: string } | { vpa: string },
    invoice?: Invoice,
  ): Payment {
    const payer = this.payers.get(sub.id) ?? { email: 'void@razorpay.com', contact: '+919000090000', name: null };
    const digits = 'card' in instrument ? instrument.card.replace(/\D/g, '') : '';
    const failed = 'card' in instrument ? DECLINED.has(digits) : instrument.vpa === FAILING_VPA;
    const international = 'card' in instrument && isInternational(digits);
    const cardId = 'card' in instrument ? id('card') : null;
    const payment: Payment = {
      id: id('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: failed ? 'failed' : 'authorized',
      order_id: invoice?.order_id ?? null,
      invoice_id: invoice?.id ?? null,
      international,
      method: 'card' in instrument ? 'card' : 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: invoice ? `#${invoice.id.slice(4)}` : null,
      card_id: cardId,
      card:
        'card' in instrument
          ? {
              id: cardId!,
              entity: 'card',
              name: payer.name ?? '',
              last4: digits.slice(-4),
              network: network(digits),
              type: 'credit',
              issuer: null,
              international,
              emi: false,
              sub_type: 'consumer',
              token_iin: null,
            }
          : null,
      bank: null,
      wallet: null,
      vpa: 'vpa' in instrument ? instrument.vpa : null,
      email: payer.email,
      contact: payer.contact,
      customer_id: sub.customer_id,
      token_id: null,
      notes: {},
      fee: 0,
      tax: 0,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Your payment has been declined by the bank' : null,
      error_source: failed ? 'bank' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: { auth_code: failed ? null : String(100000 + Math.floor(Math.random() * 899999)) },
      created_at: this.now(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** Records a processed refund of a payment (https://razorpay.com/docs/api/refunds/entity). */
  private refund(
    payment: Payment,
    amount: number,
    body: { notes?: unknown; receipt?: unknown; speed?: unknown },
  ): Refund {
    const refund: Refund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: (body.notes as Record<string, string>) ?? {},
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: this.now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** Sends steps in order, each after the one before has been delivered. */
  private async send(steps: Step[]): Promise<void> {
    for (const [event, entities] of steps) await this.emit(event, entities);
  }

  /**
   * Sends events after the API call that caused them has answered, as Razorpay does: a caller that
   * holds a lock while it calls the API is not made to wait for its own webhook. The entities are
   * taken as they are now; the events go in order.
   */
  private later(steps: Step[]): void {
    const frozen = steps.map(([event, entities]) => [event, structuredClone(entities)] as Step);
    const previous = this.pendingEmits.at(-1) ?? Promise.resolve();
    this.pendingEmits.push(
      previous.then(() => new Promise<void>((resolve) => setImmediate(() => void this.send(frozen).finally(resolve)))),
    );
  }

  /** Webhooks sent `later` and still on their way. */
  private readonly pendingEmits: Promise<void>[] = [];

  /** Waits until every webhook sent after an API call has been delivered. */
  async settled(): Promise<void> {
    while (this.pendingEmits.length) await this.pendingEmits.shift();
  }

  /**
   * Sends one event to the webhook URL, signed; returns the delivery (resend with `redeliver`).
   * https://razorpay.com/docs/webhooks/ : body {entity: 'event', account_id, event, contains,
   * payload: {<entity>: {entity}}, created_at}; headers X-Razorpay-Signature (HMAC-SHA256 of the raw
   * body with the webhook secret, hex) and X-Razorpay-Event-Id. An event the webhook is not set up
   * for (options.events) is not sent.
   */
  async emit(event: string, entities: EventEntities): Promise<Delivery | null> {
    if (this.options.events && !this.options.events.includes(event)) return null;
    const payload: Record<string, { entity: unknown }> = {};
    for (const key of ['subscription', 'payment', 'refund', 'invoice'] as const)
      if (entities[key]) payload[key] = { entity: entities[key] };
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
          throw new Fail(400, 'The request body is not valid JSON');
        }
      }
      // Checkout's own calls, from the browser: the public key id, not the secret.
      if (req.method === 'POST' && url.pathname === '/v1/checkout/pay') return send(200, await this.checkoutPay(body));
      if (req.method === 'POST' && url.pathname === '/v1/checkout/card')
        return send(200, await this.checkoutCardChange(body));
      // https://razorpay.com/docs/api/authentication : Basic auth with key_id:key_secret
      const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) throw new Fail(401, 'The api key provided is invalid');
      return send(200, restApi(this.engine, req.method ?? 'GET', url, body));
    } catch (error) {
      const fail = error instanceof Fail ? error : new Fail(500, String(error));
      // https://razorpay.com/docs/errors/ : code, description, source, step, reason, metadata (and field)
      send(fail.status, {
        error: {
          code: fail.status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
          description: fail.description,
          source: fail.extra.source ?? 'NA',
          step: fail.extra.step ?? 'NA',
          reason: fail.extra.reason ?? 'NA',
          metadata: fail.extra.metadata ?? {},
          ...(fail.extra.field ? { field: fail.extra.field } : {}),
        },
      });
    }
  }

  /** Checkout's payment step: a card (number, expiry, CVV) or `method: 'upi'` with a `vpa`. */
  private async checkoutPay(body: Record<string, unknown>) {
    if (body.key_id !== this.options.keyId) throw new Fail(401, 'The api key provided is invalid');
    const subscriptionId = String(body.subscription_id ?? '');
    const opts: AuthOptions = {
      name: typeof body.name === 'string' && body.name ? body.name : undefined,
      email: typeof body.email === 'string' && body.email ? body.email : undefined,
      contact: typeof body.contact === 'string' && body.contact ? body.contact : undefined,
    };
    let card = DEFAULT_CARD;
    if (body.method === 'upi') {
      const vpa = String(body.vpa ?? '');
      if (!/^[\w.-]+@[\w.-]+$/.test(vpa))
        throw new Fail(400, 'Invalid VPA. Please enter a valid UPI id', { field: 'vpa' });
      Object.assign(opts, { method: 'upi', vpa });
    } else {
      card = this.checkCard(body);
    }
    const payment = await this.authenticate(subscriptionId, card, opts);
    if (payment.status === 'failed') {
      throw new Fail(400, payment.error_description!, {
        reason: 'payment_failed',
        source: 'bank',
        step: 'payment_authorization',
        metadata: { payment_id: payment.id },
      });
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: this.sign(payment.id, subscriptionId),
    };
  }

  private checkCard(body: Record<string, unknown>): string {
    const card = String(body.card_number ?? '').replace(/\D/g, '');
    if (!/^\d{12,19}$/.test(card)) throw new Fail(400, 'Card number is invalid', { field: 'card_number' });
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(String(body.expiry ?? '')))
      throw new Fail(400, 'Card expiry is invalid', { field: 'expiry' });
    if (!/^\d{3,4}$/.test(String(body.cvv ?? ''))) throw new Fail(400, 'CVV is invalid', { field: 'cvv' });
    return card;
  }

  /**
   * Checkout with `subscription_card_change`: the new card becomes the subscription's.
   * https://razorpay.com/docs/payments/subscriptions/payment-retries : pending -> the last invoice is
   * charged to it at once (active if paid); halted -> active, and its invoices are not charged.
   */
  private async checkoutCardChange(body: Record<string, unknown>) {
    if (body.key_id !== this.options.keyId) throw new Fail(401, 'The api key provided is invalid');
    const subscriptionId = String(body.subscription_id ?? '');
    const sub = this.sub(subscriptionId);
    const card = String(body.card_number ?? '').replace(/\D/g, '');
    if (!/^\d{12,19}$/.test(card)) throw new Fail(400, 'Card number is invalid', { field: 'card_number' });
    if (DECLINED.has(card))
      throw new Fail(400, 'Your payment has been declined by the bank', { reason: 'payment_failed', source: 'bank' });
    this.cards.set(subscriptionId, card);
    if (sub.status === 'pending') {
      const payment = await this.retry(sub, card);
      return {
        razorpay_payment_id: payment.id,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: this.sign(payment.id, subscriptionId),
      };
    }
    if (sub.status === 'halted') {
      sub.status = 'active';
      sub.auth_attempts = 0;
      await this.send([['subscription.activated', { subscription: sub }]]);
    }
    return { razorpay_subscription_id: subscriptionId };
  }
}
