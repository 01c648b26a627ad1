/**
 * How the stand-in bills a subscription: the calendar of its cycles, the invoice each cycle comes
 * due with and its auto-charge, Razorpay's retries of a failed one, an update going live at the
 * cycle end, and an upgrade's difference.
 */
import { createInvoice, createPayment, DEFAULT_CARD, pay, pendingAddons, planLine, type Books } from './entities';
import type { Step } from './razorpayApi';
import {
  addPeriods,
  Fail,
  lineItem,
  RETRIES,
  type Invoice,
  type Payment,
  type PendingUpdate,
  type Plan,
  type Subscription,
} from './razorpayModel';

/** What billing reads and changes of the stand-in. */
export interface Ledger {
  books: Books;
  plans: Map<string, Plan>;
  scheduled: Map<string, { cancel?: boolean; update?: PendingUpdate }>;
  cards: Map<string, string>;
  /** Sends webhooks in order. */
  send(steps: Step[]): Promise<void>;
}

export class Cycles {
  /** Each subscription's calendar anchor: the start of its first cycle and the cycles since. */
  readonly anchors = new Map<string, { at: number; n: number }>();

  constructor(private readonly ledger: Ledger) {}

  private now(): number {
    return this.ledger.books.now();
  }

  /** The card or UPI id a subscription's charges go to. */
  instrument(sub: Subscription, card?: string): { card: string } | { vpa: string } {
    if (card) return { card };
    if (sub.payment_method === 'upi') return { vpa: 'success@razorpay' };
    return { card: this.ledger.cards.get(sub.id) ?? DEFAULT_CARD };
  }

  /** The end of the subscription's current (n-th) cycle, on calendar months from its anchor. */
  cycleEnd(sub: Subscription): number {
    const plan = this.ledger.plans.get(sub.plan_id)!;
    const a = this.anchors.get(sub.id)!;
    return addPeriods(a.at, plan.period, plan.interval * (a.n + 1));
  }

  /** Starts the cycle an invoice bills: the subscription moves on and is charged. */
  startCycle(sub: Subscription, invoice: Invoice, payment: Payment, first: boolean): Step[] {
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
  completeIfDone(sub: Subscription): Step[] {
    if (sub.remaining_count > 0) return [];
    sub.status = 'completed';
    sub.ended_at = this.now();
    sub.charge_at = null;
    return [['subscription.completed', { subscription: sub }]];
  }

  /** The invoice of the cycle that comes due at `now` (issued, not yet charged). */
  dueInvoice(sub: Subscription, now: number): Invoice {
    const plan = this.ledger.plans.get(sub.plan_id)!;
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
    const lines = [planLine(plan, sub.quantity), ...pendingAddons(this.ledger.books, sub)];
    const invoice = createInvoice(this.ledger.books, sub, lines, start, this.cycleEnd(sub));
    sub.current_start = start;
    sub.current_end = invoice.billing_end;
    sub.charge_at = invoice.billing_end;
    return invoice;
  }

  /** A cycle comes due: its invoice, the auto-charge, and the subscription's move. */
  dueCycle(sub: Subscription, now: number, card?: string): { payment: Payment; steps: Step[] } {
    const invoice = this.dueInvoice(sub, now);
    const payment = createPayment(this.ledger.books, sub, invoice.amount_due, this.instrument(sub, card), invoice);
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
    pay(this.ledger.books, invoice, payment);
    return {
      payment,
      steps: [['payment.captured', { payment }], ...this.startCycle(sub, invoice, payment, sub.paid_count === 0)],
    };
  }

  /** Razorpay's retry of a pending subscription's last invoice; fails RETRIES times -> halted. */
  async retry(sub: Subscription, card?: string): Promise<Payment> {
    const invoice = this.ledger.books.invoices
      .filter((i) => i.subscription_id === sub.id && i.status === 'issued')
      .at(-1);
    if (!invoice) throw new Fail(400, 'Subscription has no invoice to retry');
    const payment = createPayment(this.ledger.books, sub, invoice.amount_due, this.instrument(sub, card), invoice);
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
      await this.ledger.send(steps);
      return payment;
    }
    pay(this.ledger.books, invoice, payment);
    sub.paid_count += 1;
    sub.remaining_count = Math.max(0, sub.total_count - sub.paid_count);
    sub.auth_attempts = 0;
    sub.status = 'active';
    steps.push(['payment.captured', { payment }]);
    steps.push(['subscription.activated', { subscription: sub, payment }]);
    steps.push(['subscription.charged', { subscription: sub, payment }]);
    steps.push(...this.completeIfDone(sub));
    await this.ledger.send(steps);
    return payment;
  }

  /** An update scheduled for the cycle end goes live (https://razorpay.com/docs/api/payments/subscriptions/fetch-pending-update-details). */
  applyUpdate(sub: Subscription, update: PendingUpdate): Step[] {
    const entry = this.ledger.scheduled.get(sub.id);
    if (entry) {
      delete entry.update;
      if (!entry.cancel) this.ledger.scheduled.delete(sub.id);
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
  chargeDifference(sub: Subscription, amount: number, name: string): { payment: Payment; steps: Step[] } {
    const line = lineItem({ name, amount, quantity: 1, type: 'plan' });
    const invoice = createInvoice(this.ledger.books, sub, [line], sub.current_start, sub.current_end);
    const payment = createPayment(this.ledger.books, sub, amount, this.instrument(sub), invoice);
    if (payment.status === 'failed') {
      invoice.status = 'cancelled';
      invoice.cancelled_at = this.now();
      return { payment, steps: [['payment.failed', { payment }]] };
    }
    pay(this.ledger.books, invoice, payment);
    return { payment, steps: [['payment.captured', { payment }]] };
  }
}
