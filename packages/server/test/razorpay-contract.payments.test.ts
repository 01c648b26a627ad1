import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import {
  checkout,
  clock,
  DECLINING,
  DOMESTIC,
  eventsOf,
  expectAddon,
  expectCollection,
  expectInvoice,
  expectPayment,
  expectRefund,
  invoicesOf,
  KEY_SECRET,
  plan,
  received,
  rejection,
  rzp,
  standin,
  setUpContractStandin,
  WEBHOOK_SECRET,
} from './razorpayContract';

/**
 * The Razorpay stand-in driven by Razorpay's official Node SDK (razorpay 2.9): the money flows of
 * Subscriptions are the documented ones (the authentication transaction, billing cycles, add-ons,
 * refunds, retries and the manual charge), with the documented fields and types of payments,
 * invoices and refunds and webhooks the SDK verifies. The behaviours and their documentation pages
 * are listed in docs/razorpay-standin.md; razorpay-contract.subscriptions.test.ts has the rest.
 */
setUpContractStandin();

describe('Razorpay stand-in against the official SDK: money flows', () => {
  it('immediate start: the plan amount is captured on an invoice, and the subscription is active', async () => {
    const p = await plan(250_000);
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    const answer = await checkout(s.id, DOMESTIC);
    expect(
      validatePaymentVerification(
        { subscription_id: s.id, payment_id: answer.razorpay_payment_id },
        answer.razorpay_signature,
        KEY_SECRET,
      ),
    ).toBe(true);
    const payment = await rzp.payments.fetch(answer.razorpay_payment_id);
    expectPayment(payment);
    expect(payment).toMatchObject({ amount: 250_000, status: 'captured', captured: true, method: 'card' });
    expect(payment.card).toMatchObject({ last4: '1111', network: 'Visa', international: false });
    const sub = await rzp.subscriptions.fetch(s.id);
    expect(sub).toMatchObject({ status: 'active', paid_count: 1, remaining_count: 5 });
    expect(sub.customer_id).toMatch(/^cust_/);
    const [invoice, ...more] = await invoicesOf(s.id);
    expect(more).toEqual([]);
    expectInvoice(invoice);
    expect(invoice).toMatchObject({ status: 'paid', amount: 250_000, payment_id: payment.id });
    expect(payment.invoice_id).toBe(invoice!.id);
    expectInvoice(await rzp.invoices.fetch(invoice!.id));
    expect(eventsOf(s.id)).toEqual([
      'payment.captured',
      'subscription.authenticated',
      'subscription.activated',
      'subscription.charged',
    ]);
  });

  it('immediate start with an upfront add-on: upfront + plan amount on one invoice of two lines', async () => {
    const p = await plan(100_000);
    const s = await rzp.subscriptions.create({
      plan_id: p.id,
      total_count: 3,
      addons: [{ item: { name: 'Setup fee', amount: 30_000, currency: 'INR' } }],
    });
    const payment = await standin.authenticate(s.id, DOMESTIC);
    expect(payment).toMatchObject({ amount: 130_000, status: 'captured' });
    const [invoice] = await invoicesOf(s.id);
    expect(invoice!.line_items.map((l) => [l.type, l.amount])).toEqual([
      ['plan', 100_000],
      ['addon', 30_000],
    ]);
    expect(invoice!.amount).toBe(130_000);
  });

  it('future start without upfront: a ₹5 authorisation refunded, no invoice; charged at start_at', async () => {
    const p = await plan(99_900);
    const startAt = clock.now + 7 * 86400;
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 12, start_at: startAt });
    expect(s).toMatchObject({ start_at: startAt, charge_at: startAt, status: 'created' });
    const auth = await standin.authenticate(s.id, DOMESTIC);
    const fetched = await rzp.payments.fetch(auth.id);
    expectPayment(fetched);
    expect(fetched).toMatchObject({
      amount: 500,
      status: 'refunded',
      captured: false,
      amount_refunded: 500,
      refund_status: 'full',
      invoice_id: null,
    });
    const refunds = await rzp.payments.fetchMultipleRefund(auth.id);
    expectCollection(refunds, expectRefund);
    expect(refunds.items.map((r) => r.amount)).toEqual([500]);
    expect(await invoicesOf(s.id)).toEqual([]);
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({ status: 'authenticated', paid_count: 0 });
    expect(eventsOf(s.id)).toEqual(['subscription.authenticated']);

    clock.now = startAt;
    const first = await standin.charge(s.id);
    expect(first).toMatchObject({ amount: 99_900, status: 'captured' });
    const sub = await rzp.subscriptions.fetch(s.id);
    expect(sub).toMatchObject({ status: 'active', paid_count: 1, current_start: startAt });
    const [invoice] = await invoicesOf(s.id);
    expect(invoice).toMatchObject({ status: 'paid', amount: 99_900, payment_id: first.id, billing_start: startAt });
    expect(eventsOf(s.id)).toEqual([
      'subscription.authenticated',
      'payment.captured',
      'subscription.activated',
      'subscription.charged',
    ]);
    const charged = received.find((r) => r.event === 'subscription.charged' && r.body.includes(s.id))!;
    expect(Razorpay.validateWebhookSignature(charged.body, charged.signature, WEBHOOK_SECRET)).toBe(true);
    expect(Razorpay.validateWebhookSignature(charged.body, charged.signature, 'another secret')).toBe(false);
    expect(charged.payload).toMatchObject({ contains: ['subscription', 'payment'], event: 'subscription.charged' });
    expect(charged.payload.payload.payment!.entity).toMatchObject({ id: first.id, invoice_id: invoice!.id });
    expect(charged.eventId).toMatch(/^evt_/);
  });

  it('future start with upfront: one captured payment of the upfront amount, authenticated', async () => {
    const p = await plan(99_900);
    const s = await rzp.subscriptions.create({
      plan_id: p.id,
      total_count: 12,
      start_at: clock.now + 86400,
      addons: [{ item: { name: 'Joining fee', amount: 20_000, currency: 'INR' } }],
    });
    const payment = await standin.authenticate(s.id, DOMESTIC);
    expect(payment).toMatchObject({ amount: 20_000, status: 'captured', captured: true, amount_refunded: 0 });
    expect([...standin.payments.values()].filter((x) => x.customer_id === payment.customer_id)).toHaveLength(1);
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({ status: 'authenticated', paid_count: 0 });
    expect(await invoicesOf(s.id)).toEqual([]);
  });

  it('counts cycles in calendar months: a cycle from 31 January ends on 29 February, the next on 31 March', async () => {
    clock.now = Date.UTC(2028, 0, 31, 10) / 1000;
    const p = await plan();
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, DOMESTIC);
    const sub = await rzp.subscriptions.fetch(s.id);
    expect(new Date(sub.current_start! * 1000).toISOString()).toBe('2028-01-31T10:00:00.000Z');
    expect(new Date(sub.current_end! * 1000).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    clock.now = sub.current_end!;
    await standin.charge(s.id);
    const next = await rzp.subscriptions.fetch(s.id);
    expect(new Date(next.current_start! * 1000).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(new Date(next.current_end! * 1000).toISOString()).toBe('2028-03-31T10:00:00.000Z');
    expect(next.paid_count).toBe(2);
  });

  it('bills an add-on with the next invoice', async () => {
    const p = await plan(100_000);
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, DOMESTIC);
    const addon = await rzp.subscriptions.createAddon(s.id, {
      item: { name: 'Extra seat', amount: 15_000, currency: 'INR' },
      quantity: 2,
    });
    expectAddon(addon);
    expect(addon).toMatchObject({ subscription_id: s.id, invoice_id: null, quantity: 2 });
    const sub = await rzp.subscriptions.fetch(s.id);
    clock.now = sub.current_end!;
    const renewal = await standin.charge(s.id);
    expect(renewal.amount).toBe(130_000);
    const billed = (await rzp.addons.fetch(addon.id)) as { invoice_id: string };
    expect(billed.invoice_id).toBe(renewal.invoice_id);
  });

  it('refunds in part and in full, never more than captured, and says so by webhook', async () => {
    const p = await plan(100_000);
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    const payment = await standin.authenticate(s.id, DOMESTIC);
    const part = await rzp.payments.refund(payment.id, { amount: 40_000, notes: { why: 'goodwill' } });
    expectRefund(part);
    expect(part).toMatchObject({ amount: 40_000, payment_id: payment.id, status: 'processed' });
    expect(await rzp.payments.fetch(payment.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 40_000,
      refund_status: 'partial',
    });
    expect(await rejection(rzp.payments.refund(payment.id, { amount: 60_001 }))).toMatchObject({ field: 'amount' });
    const rest = await rzp.payments.refund(payment.id, {});
    expect(rest.amount).toBe(60_000);
    expect(await rzp.payments.fetch(payment.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 100_000,
      refund_status: 'full',
    });
    expectRefund(await rzp.refunds.fetch(part.id));
    const listed = await rzp.payments.fetchMultipleRefund(payment.id);
    expect(listed.items.map((r) => r.id).sort()).toEqual([part.id, rest.id].sort());
    await standin.settled();
    const refundEvents = received.filter((r) => r.body.includes(part.id)).map((r) => r.event);
    expect(refundEvents).toEqual(['refund.created', 'refund.processed']);
  });

  it('refunds once per X-Refund-Idempotency key: a retry answers the same refund, another body is refused', async () => {
    const p = await plan(100_000);
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    const payment = await standin.authenticate(s.id, DOMESTIC);
    // razorpay 2.9 passes only X-Razorpay-Account and Content-Type through its options (api.js,
    // getValidHeaders) and `payments.refund(paymentId, params)` takes no headers: the header is set on
    // the client's own axios instance for the call, as the setup sets its baseURL there.
    const axios = (rzp as unknown as { api: { rq: { defaults: { headers: { common: Record<string, string> } } } } }).api
      .rq.defaults.headers.common;
    const withKey = async <T>(key: string, call: () => Promise<T>): Promise<T> => {
      axios['X-Refund-Idempotency'] = key;
      try {
        return await call();
      } finally {
        delete axios['X-Refund-Idempotency'];
      }
    };
    const key = '550e8400-e29b-41d4-a716-446655440000';
    const body = { amount: 30_000, notes: { refundId: 'r-1' } };
    const first = await withKey(key, () => rzp.payments.refund(payment.id, body));
    expectRefund(first);
    const again = await withKey(key, () =>
      rzp.payments.refund(payment.id, { notes: { refundId: 'r-1' }, amount: 30_000 }),
    );
    expect(again.id).toBe(first.id);
    expect(await rzp.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 30_000 });
    expect((await rzp.payments.fetchMultipleRefund(payment.id)).items.map((r) => r.id)).toEqual([first.id]);
    expect(
      await rejection(withKey(key, () => rzp.payments.refund(payment.id, { ...body, amount: 30_100 }))),
    ).toMatchObject({ description: 'Different request with the same idempotency key has already been processed.' });
    expect((await rejection(withKey('short-key', () => rzp.payments.refund(payment.id, body)))).description).toMatch(
      /at least 10 characters/,
    );
    expect(
      (await rejection(withKey('has spaces in it', () => rzp.payments.refund(payment.id, body)))).description,
    ).toMatch(/letters, numbers, hyphens and underscores/);
    expect(await rzp.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 30_000 });
    // Another key is another refund.
    const second = await withKey('another-key-0002', () => rzp.payments.refund(payment.id, body));
    expect(second.id).not.toBe(first.id);
    expect(await rzp.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 60_000 });
  });

  it('a failed renewal: pending, retried, halted after the retries; the manual charge makes it active', async () => {
    const p = await plan(100_000);
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, DOMESTIC);
    clock.now = (await rzp.subscriptions.fetch(s.id)).current_end!;
    const failed = await standin.charge(s.id, DECLINING);
    expectPayment(failed);
    expect(failed).toMatchObject({ status: 'failed', error_code: 'BAD_REQUEST_ERROR' });
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({ status: 'pending', paid_count: 1 });
    for (let i = 0; i < 3; i++) await standin.charge(s.id, DECLINING);
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({ status: 'halted' });
    expect(eventsOf(s.id).at(-1)).toBe('subscription.halted');
    const issued = (await invoicesOf(s.id)).filter((i) => i.status === 'issued');
    expect(issued).toHaveLength(1);
    const manual = await standin.chargeInvoice(issued[0]!.id);
    expect(manual).toMatchObject({ status: 'captured', amount: 100_000, invoice_id: issued[0]!.id });
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({ status: 'active', paid_count: 2 });
    expect(eventsOf(s.id).slice(-2)).toEqual(['subscription.activated', 'subscription.charged']);
  });
});
