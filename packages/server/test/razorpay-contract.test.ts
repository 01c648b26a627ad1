import { createServer, type Server } from 'node:http';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERNATIONAL_TEST_CARDS, RazorpayStandin } from '../src/standin/razorpay';

/**
 * The Razorpay stand-in driven by Razorpay's official Node SDK (razorpay 2.9): each call's answer
 * carries the documented fields with their documented types, errors reach the SDK as Razorpay's
 * error object, and the money flows of Subscriptions are the documented ones. The behaviours and
 * their documentation pages are listed in docs/razorpay-standin.md.
 */
const KEY_ID = 'rzp_test_Contract0001';
const KEY_SECRET = 'contract-secret';
const WEBHOOK_SECRET = 'contract-hooks';
const DOMESTIC = '4111111111111111';
const INTERNATIONAL = [...INTERNATIONAL_TEST_CARDS][0]!;
const DECLINING = '4000000000000002';

let standin: RazorpayStandin;
let rzp: Razorpay;
let hooks: Server;
const received: { event: string; body: string; signature: string; eventId: string; payload: Payload }[] = [];
/** The test clock (seconds): 31 January 2028, 10:00 UTC. */
let clock = Date.UTC(2028, 0, 31, 10) / 1000;

interface Payload {
  event: string;
  contains: string[];
  payload: Record<string, { entity: Record<string, unknown> }>;
}

beforeAll(async () => {
  hooks = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const parsed = JSON.parse(body) as Payload;
      received.push({
        event: parsed.event,
        body,
        signature: String(req.headers['x-razorpay-signature']),
        eventId: String(req.headers['x-razorpay-event-id']),
        payload: parsed,
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  standin = await new RazorpayStandin({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${(hooks.address() as { port: number }).port}/`,
    clock: () => clock,
  }).start();
  rzp = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET });
  // The SDK's axios instance has the host (https://api.razorpay.com) as its baseURL and adds /v1.
  (rzp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = standin.url;
});
afterAll(async () => {
  await standin?.stop();
  await new Promise<void>((resolve) => (hooks ? hooks.close(() => resolve()) : resolve()));
});
beforeEach(async () => {
  await standin.settled();
});

// ---- the documented fields of each entity, with their types ----

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';
const kindOf = (v: unknown): Kind =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as 'string' | 'number' | 'boolean' | 'object');

/** Fails on a documented key that is missing or of another type. */
function expectShape(name: string, value: unknown, spec: Record<string, string>): void {
  expect(kindOf(value), `${name} is an object`).toBe('object');
  const v = value as Record<string, unknown>;
  for (const [key, kinds] of Object.entries(spec)) {
    expect(Object.keys(v), `${name}.${key} is present`).toContain(key);
    expect(kinds.split('|'), `${name}.${key} is ${kinds} (got ${JSON.stringify(v[key])})`).toContain(kindOf(v[key]));
  }
}

// https://razorpay.com/docs/api/payments/subscriptions/plans-entity
const ITEM = {
  id: 'string',
  active: 'boolean',
  name: 'string',
  description: 'string|null',
  amount: 'number',
  unit_amount: 'number',
  currency: 'string',
  type: 'string',
  unit: 'string|null',
  tax_inclusive: 'boolean',
  hsn_code: 'string|null',
  sac_code: 'string|null',
  tax_rate: 'number|null',
  tax_id: 'string|null',
  tax_group_id: 'string|null',
  created_at: 'number',
  updated_at: 'number',
};
function expectPlan(p: unknown) {
  expectShape('plan', p, {
    id: 'string',
    entity: 'string',
    interval: 'number',
    period: 'string',
    item: 'object',
    notes: 'object|array',
    created_at: 'number',
  });
  expectShape('plan.item', (p as { item: unknown }).item, ITEM);
}
// https://razorpay.com/docs/api/payments/subscriptions/entity
function expectSubscription(s: unknown) {
  expectShape('subscription', s, {
    id: 'string',
    entity: 'string',
    plan_id: 'string',
    customer_id: 'string|null',
    status: 'string',
    current_start: 'number|null',
    current_end: 'number|null',
    ended_at: 'number|null',
    quantity: 'number',
    notes: 'object|array',
    charge_at: 'number|null',
    start_at: 'number|null',
    end_at: 'number|null',
    auth_attempts: 'number',
    total_count: 'number',
    paid_count: 'number',
    customer_notify: 'boolean',
    created_at: 'number',
    expire_by: 'number|null',
    short_url: 'string',
    has_scheduled_changes: 'boolean',
    change_scheduled_at: 'number|null',
    source: 'string',
    offer_id: 'string|null',
    remaining_count: 'number',
  });
  expect((s as { entity: string }).entity).toBe('subscription');
}
// https://razorpay.com/docs/api/payments/entity
function expectPayment(p: unknown) {
  expectShape('payment', p, {
    id: 'string',
    entity: 'string',
    amount: 'number',
    currency: 'string',
    status: 'string',
    order_id: 'string|null',
    invoice_id: 'string|null',
    international: 'boolean',
    method: 'string',
    amount_refunded: 'number',
    refund_status: 'string|null',
    captured: 'boolean',
    description: 'string|null',
    card_id: 'string|null',
    card: 'object|null',
    vpa: 'string|null',
    email: 'string',
    contact: 'string',
    customer_id: 'string|null',
    notes: 'object|array',
    fee: 'number',
    tax: 'number',
    error_code: 'string|null',
    error_description: 'string|null',
    error_source: 'string|null',
    error_step: 'string|null',
    error_reason: 'string|null',
    created_at: 'number',
  });
  expect(['created', 'authorized', 'captured', 'refunded', 'failed']).toContain((p as { status: string }).status);
  const card = (p as { card: unknown }).card;
  if (card !== null) {
    expectShape('payment.card', card, {
      id: 'string',
      entity: 'string',
      name: 'string',
      last4: 'string',
      network: 'string',
      type: 'string',
      issuer: 'string|null',
      international: 'boolean',
      emi: 'boolean',
    });
    expect(['Visa', 'MasterCard', 'American Express', 'RuPay', 'Diners Club', 'Maestro', 'Unknown']).toContain(
      (card as { network: string }).network,
    );
  }
}
// https://razorpay.com/docs/api/payments/invoices/entity and /subscriptions/fetch-invoices
function expectInvoice(i: unknown) {
  expectShape('invoice', i, {
    id: 'string',
    entity: 'string',
    type: 'string',
    customer_id: 'string|null',
    customer_details: 'object',
    order_id: 'string|null',
    subscription_id: 'string',
    line_items: 'array',
    payment_id: 'string|null',
    status: 'string',
    issued_at: 'number|null',
    paid_at: 'number|null',
    amount: 'number',
    amount_paid: 'number',
    amount_due: 'number',
    currency: 'string',
    billing_start: 'number|null',
    billing_end: 'number|null',
    short_url: 'string',
    created_at: 'number',
  });
  for (const li of (i as { line_items: unknown[] }).line_items)
    expectShape('invoice.line_items[]', li, {
      id: 'string',
      item_id: 'string|null',
      name: 'string',
      description: 'string|null',
      amount: 'number',
      currency: 'string',
      type: 'string',
      quantity: 'number',
    });
}
// https://razorpay.com/docs/api/refunds/entity
function expectRefund(r: unknown) {
  expectShape('refund', r, {
    id: 'string',
    entity: 'string',
    amount: 'number',
    currency: 'string',
    payment_id: 'string',
    notes: 'object|array',
    receipt: 'string|null',
    acquirer_data: 'object',
    created_at: 'number',
    batch_id: 'string|null',
    status: 'string',
    speed_processed: 'string',
    speed_requested: 'string',
  });
  expect((r as { id: string }).id).toMatch(/^rfnd_/);
}
// https://razorpay.com/docs/api/payments/subscriptions/add-on-entity
function expectAddon(a: unknown) {
  expectShape('addon', a, {
    id: 'string',
    entity: 'string',
    item: 'object',
    quantity: 'number',
    created_at: 'number',
    subscription_id: 'string',
    invoice_id: 'string|null',
  });
  expectShape('addon.item', (a as { item: unknown }).item, ITEM);
}
function expectCollection(c: unknown, each: (x: unknown) => void) {
  expectShape('collection', c, { entity: 'string', count: 'number', items: 'array' });
  const { items, count } = c as { items: unknown[]; count: number };
  expect(count).toBe(items.length);
  items.forEach(each);
}

/** The SDK's rejection: { statusCode, error: { code, description, source, step, reason, metadata, field? } }. */
async function rejection(call: Promise<unknown>, statusCode = 400) {
  const e = (await call.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (err: unknown) => err,
  )) as { statusCode: number; error: Record<string, unknown> };
  expect(e.statusCode).toBe(statusCode);
  expectShape('error', e.error, {
    code: 'string',
    description: 'string',
    source: 'string',
    step: 'string',
    reason: 'string',
    metadata: 'object',
  });
  expect(e.error.code).toBe('BAD_REQUEST_ERROR');
  return e.error as { description: string; field?: string; code: string };
}

// ---- helpers ----

async function plan(amount = 100_000, name = 'Essential') {
  return rzp.plans.create({ period: 'monthly', interval: 1, item: { name, amount, currency: 'INR' } });
}
/** Checkout's authentication transaction, as the browser posts it. */
async function checkout(subscriptionId: string, card: string | { vpa: string }) {
  const res = await fetch(`${standin.url}/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      typeof card === 'string'
        ? { key_id: KEY_ID, subscription_id: subscriptionId, card_number: card, expiry: '12/30', cvv: '123' }
        : { key_id: KEY_ID, subscription_id: subscriptionId, method: 'upi', vpa: card.vpa },
    ),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    razorpay_payment_id: string;
    razorpay_subscription_id: string;
    razorpay_signature: string;
  };
}
/**
 * The events about a subscription: those that carry it, and payment events of its invoices (a
 * payment entity names its invoice, not its subscription).
 */
const eventsOf = (subscriptionId: string) =>
  received
    .filter((r) => {
      if (r.body.includes(subscriptionId)) return true;
      const invoiceId = r.payload.payload.payment?.entity.invoice_id;
      return standin.invoices.some((i) => i.id === invoiceId && i.subscription_id === subscriptionId);
    })
    .map((r) => r.event);
const invoicesOf = async (subscriptionId: string) =>
  (await rzp.invoices.all({ subscription_id: subscriptionId })).items as unknown as {
    id: string;
    amount: number;
    status: string;
    payment_id: string | null;
    line_items: { type: string; amount: number; quantity: number }[];
    billing_start: number;
    billing_end: number;
  }[];

describe('Razorpay stand-in against the official SDK', () => {
  it('creates, fetches and lists plans; refuses an invalid one with the field', async () => {
    const p = await plan(123_400, 'Contract plan');
    expectPlan(p);
    expect(p).toMatchObject({ entity: 'plan', period: 'monthly', interval: 1 });
    expect(p.item).toMatchObject({ amount: 123_400, unit_amount: 123_400, currency: 'INR', type: 'plan' });
    expectPlan(await rzp.plans.fetch(p.id));
    const all = await rzp.plans.all({ count: 2 });
    expectCollection(all, expectPlan);
    expect(all.items.map((x) => x.id)).toContain(p.id);

    const err = await rejection(
      rzp.plans.create({ interval: 1, item: { name: 'x', amount: 1000, currency: 'INR' } } as never),
    );
    expect(err).toMatchObject({ description: 'The period field is required.', field: 'period' });
    expect(await rejection(rzp.plans.fetch('plan_Missing000001'))).toMatchObject({
      description: 'The id provided does not exist',
    });
  });

  it('answers unknown URLs with 400 and a bad key with 401, as Razorpay does', async () => {
    const api = (rzp as unknown as { api: { get(p: { url: string }): Promise<unknown> } }).api;
    expect(await rejection(api.get({ url: '/no_such_thing' }))).toMatchObject({
      description: 'The requested URL was not found on the server.',
    });
    const wrong = new Razorpay({ key_id: KEY_ID, key_secret: 'wrong' });
    (wrong as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = standin.url;
    expect(await rejection(wrong.plans.all(), 401)).toMatchObject({ description: 'The api key provided is invalid' });
  });

  it('validates a subscription as Razorpay does, and lists with count, skip and plan_id', async () => {
    const p = await plan();
    expect(await rejection(rzp.subscriptions.create({ plan_id: p.id } as never))).toMatchObject({
      field: 'total_count',
    });
    expect(await rejection(rzp.subscriptions.create({ plan_id: 'plan_Missing000001', total_count: 3 }))).toMatchObject({
      description: 'The id provided does not exist',
    });
    expect(
      await rejection(rzp.subscriptions.create({ plan_id: p.id, total_count: 3, start_at: clock - 10 })),
    ).toMatchObject({ field: 'start_at' });
    const a = await rzp.subscriptions.create({ plan_id: p.id, total_count: 3, notes: { ref: 'a' } });
    clock += 1;
    const b = await rzp.subscriptions.create({ plan_id: p.id, total_count: 3, quantity: 2 });
    for (const s of [a, b]) expectSubscription(s);
    expect(a).toMatchObject({
      status: 'created',
      customer_id: null,
      paid_count: 0,
      remaining_count: 3,
      quantity: 1,
      source: 'api',
      has_scheduled_changes: false,
      notes: { ref: 'a' },
    });
    const listed = await rzp.subscriptions.all({ plan_id: p.id } as never);
    expectCollection(listed, expectSubscription);
    expect(listed.items.map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await rzp.subscriptions.all({ plan_id: p.id, count: 1, skip: 1 } as never)).items.map((s) => s.id)).toEqual(
      [a.id],
    );
    expect(await rejection(rzp.subscriptions.all({ count: 101 }))).toMatchObject({ field: 'count' });
    expectSubscription(await rzp.subscriptions.fetch(a.id));
  });

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
    const startAt = clock + 7 * 86400;
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

    clock = startAt;
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
      start_at: clock + 86400,
      addons: [{ item: { name: 'Joining fee', amount: 20_000, currency: 'INR' } }],
    });
    const payment = await standin.authenticate(s.id, DOMESTIC);
    expect(payment).toMatchObject({ amount: 20_000, status: 'captured', captured: true, amount_refunded: 0 });
    expect([...standin.payments.values()].filter((x) => x.customer_id === payment.customer_id)).toHaveLength(1);
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({ status: 'authenticated', paid_count: 0 });
    expect(await invoicesOf(s.id)).toEqual([]);
  });

  it('counts cycles in calendar months: a cycle from 31 January ends on 29 February, the next on 31 March', async () => {
    clock = Date.UTC(2028, 0, 31, 10) / 1000;
    const p = await plan();
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, DOMESTIC);
    const sub = await rzp.subscriptions.fetch(s.id);
    expect(new Date(sub.current_start! * 1000).toISOString()).toBe('2028-01-31T10:00:00.000Z');
    expect(new Date(sub.current_end! * 1000).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    clock = sub.current_end!;
    await standin.charge(s.id);
    const next = await rzp.subscriptions.fetch(s.id);
    expect(new Date(next.current_start! * 1000).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(new Date(next.current_end! * 1000).toISOString()).toBe('2028-03-31T10:00:00.000Z');
    expect(next.paid_count).toBe(2);
  });

  it('updates: refused when created, on a domestic card and on UPI, with Razorpay’s texts', async () => {
    const p = await plan(100_000);
    const bigger = await plan(200_000, 'Professional');
    const created = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    expect(await rejection(rzp.subscriptions.update(created.id, { plan_id: bigger.id }))).toMatchObject({
      description: "Can't update Subscription when Subscription is not in Authenticated or Active state",
    });
    await standin.authenticate(created.id, DOMESTIC);
    expect(await rejection(rzp.subscriptions.update(created.id, { plan_id: bigger.id }))).toMatchObject({
      description: 'Only the offer can be updated for a subscription created using a domestic card',
      field: 'plan_id',
    });
    // The offer alone may change on a domestic card.
    standin.offers.add('offer_Contract00001');
    expect(await rzp.subscriptions.update(created.id, { offer_id: 'offer_Contract00001' })).toMatchObject({
      offer_id: 'offer_Contract00001',
    });

    const upi = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await checkout(upi.id, { vpa: 'success@razorpay' });
    const paid = (await invoicesOf(upi.id))[0]!;
    expect(await rzp.payments.fetch(paid.payment_id!)).toMatchObject({
      method: 'upi',
      vpa: 'success@razorpay',
      card: null,
    });
    expect(await rejection(rzp.subscriptions.update(upi.id, { plan_id: bigger.id }))).toMatchObject({
      description: 'subscriptions cannot be updated when payment mode is UPI',
    });
    expect((await rzp.subscriptions.fetch(upi.id)).plan_id).toBe(p.id);
  });

  it('upgrades now on an international card: one invoice and one payment of the prorated difference', async () => {
    const p = await plan(100_000);
    const bigger = await plan(160_000, 'Professional');
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, INTERNATIONAL);
    const before = await rzp.subscriptions.fetch(s.id);
    const cycle = before.current_end! - before.current_start!;
    // A quarter of the cycle has gone.
    clock = before.current_start! + Math.round(cycle / 4);
    const updated = await rzp.subscriptions.update(s.id, { plan_id: bigger.id, schedule_change_at: 'now' });
    expectSubscription(updated);
    expect(updated).toMatchObject({ plan_id: bigger.id, paid_count: 1 });
    await standin.settled();
    const invoices = await invoicesOf(s.id);
    expect(invoices).toHaveLength(2);
    const expected = Math.round(((160_000 - 100_000) * (before.current_end! - clock)) / cycle);
    expect(invoices[0]).toMatchObject({ amount: expected, status: 'paid' });
    const payment = await rzp.payments.fetch(invoices[0]!.payment_id!);
    expect(payment).toMatchObject({ amount: expected, status: 'captured', international: true });
    expect(payment.card).toMatchObject({ network: 'MasterCard', international: true });
    expect(eventsOf(s.id).slice(-3)).toEqual(['payment.captured', 'subscription.updated', 'subscription.charged']);
    const charged = received.filter((r) => r.event === 'subscription.charged' && r.body.includes(s.id)).at(-1)!;
    expect(charged.payload.payload.subscription!.entity).toMatchObject({ paid_count: 1, plan_id: bigger.id });
    expect(charged.payload.payload.payment!.entity).toMatchObject({ id: payment.id, amount: expected });
    expect((await rzp.subscriptions.fetch(s.id)).paid_count).toBe(1);
  });

  it('schedules an update for the cycle end, shows it, cancels it, and applies it at the next charge', async () => {
    const p = await plan(100_000);
    const bigger = await plan(300_000, 'Enterprise');
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, [...INTERNATIONAL_TEST_CARDS][2]!);
    const active = await rzp.subscriptions.fetch(s.id);
    const scheduled = await rzp.subscriptions.update(s.id, { plan_id: bigger.id, schedule_change_at: 'cycle_end' });
    expect(scheduled).toMatchObject({
      plan_id: p.id,
      has_scheduled_changes: true,
      change_scheduled_at: active.current_end,
    });
    const pending = await rzp.subscriptions.pendingUpdate(s.id);
    expectSubscription(pending);
    expect(pending).toMatchObject({ plan_id: bigger.id, has_scheduled_changes: true });
    const cancelled = await rzp.subscriptions.cancelScheduledChanges(s.id);
    expect(cancelled).toMatchObject({ plan_id: p.id, has_scheduled_changes: false, change_scheduled_at: null });
    expect(await rejection(rzp.subscriptions.pendingUpdate(s.id))).toMatchObject({ code: 'BAD_REQUEST_ERROR' });

    await rzp.subscriptions.update(s.id, { plan_id: bigger.id, schedule_change_at: 'cycle_end' });
    expect(await invoicesOf(s.id)).toHaveLength(1);
    clock = active.current_end!;
    const renewal = await standin.charge(s.id);
    expect(renewal.amount).toBe(300_000);
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({
      plan_id: bigger.id,
      paid_count: 2,
      has_scheduled_changes: false,
    });
  });

  it('cancels now and at cycle end; cancel_scheduled_changes does not undo a cancellation', async () => {
    const p = await plan();
    const now = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(now.id, DOMESTIC);
    const cancelled = await rzp.subscriptions.cancel(now.id);
    expectSubscription(cancelled);
    expect(cancelled).toMatchObject({ status: 'cancelled', ended_at: clock });
    await standin.settled();
    expect(eventsOf(now.id).at(-1)).toBe('subscription.cancelled');
    expect(await rejection(rzp.subscriptions.cancel(now.id))).toMatchObject({
      description: 'Subscription is not cancellable in cancelled status.',
      field: 'status',
    });

    const later = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(later.id, DOMESTIC);
    const atEnd = await rzp.subscriptions.cancel(later.id, true);
    expect(atEnd).toMatchObject({ status: 'active' });
    await rzp.subscriptions.cancelScheduledChanges(later.id);
    expect((await rzp.subscriptions.fetch(later.id)).status).toBe('active');
    clock = atEnd.current_end!;
    await expect(standin.charge(later.id)).rejects.toThrow('Subscription is cancelled');
    expect(await rzp.subscriptions.fetch(later.id)).toMatchObject({ status: 'cancelled', ended_at: atEnd.current_end });
    expect(eventsOf(later.id).at(-1)).toBe('subscription.cancelled');
    expect(await invoicesOf(later.id)).toHaveLength(1);
  });

  it('pauses and resumes an active subscription only', async () => {
    const p = await plan();
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    expect(await rejection(rzp.subscriptions.pause(s.id, { pause_at: 'now' }))).toMatchObject({ field: 'status' });
    await standin.authenticate(s.id, DOMESTIC);
    expect(await rzp.subscriptions.pause(s.id, { pause_at: 'now' })).toMatchObject({ status: 'paused' });
    expect(await rzp.subscriptions.resume(s.id, { resume_at: 'now' })).toMatchObject({ status: 'active' });
    await standin.settled();
    expect(eventsOf(s.id).slice(-2)).toEqual(['subscription.paused', 'subscription.resumed']);
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
    clock = sub.current_end!;
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

  it('a failed renewal: pending, retried, halted after the retries; the manual charge makes it active', async () => {
    const p = await plan(100_000);
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, DOMESTIC);
    clock = (await rzp.subscriptions.fetch(s.id)).current_end!;
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
