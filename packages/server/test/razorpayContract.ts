import { createServer, type Server } from 'node:http';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { INTERNATIONAL_TEST_CARDS, RazorpayStandin } from '../src/standin/razorpay';

/**
 * What the contract tests of the Razorpay stand-in (razorpay-contract.*.test.ts) share: the stand-in
 * driven by Razorpay's official Node SDK (razorpay 2.9) with a webhook receiver, the documented
 * fields and types of each entity, and helpers for the calls the tests make.
 */
export const KEY_ID = 'rzp_test_Contract0001';
export const KEY_SECRET = 'contract-secret';
export const WEBHOOK_SECRET = 'contract-hooks';
export const DOMESTIC = '4111111111111111';
export const INTERNATIONAL = [...INTERNATIONAL_TEST_CARDS][0]!;
export const DECLINING = '4000000000000002';

export let standin: RazorpayStandin;
export let rzp: Razorpay;
let hooks: Server;
export const received: { event: string; body: string; signature: string; eventId: string; payload: Payload }[] = [];
/** The test clock (seconds): 31 January 2028, 10:00 UTC. A test moves it with `clock.now = …`. */
export const clock = { now: Date.UTC(2028, 0, 31, 10) / 1000 };

interface Payload {
  event: string;
  contains: string[];
  payload: Record<string, { entity: Record<string, unknown> }>;
}

/**
 * Starts the stand-in and its webhook receiver for the test file, with the SDK pointed at it; each
 * test starts once the webhooks of the one before have been delivered.
 */
export function setUpContractStandin(): void {
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
      clock: () => clock.now,
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
}

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
export function expectPlan(p: unknown) {
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
export function expectSubscription(s: unknown) {
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
export function expectPayment(p: unknown) {
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
export function expectInvoice(i: unknown) {
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
export function expectRefund(r: unknown) {
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
export function expectAddon(a: unknown) {
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
export function expectCollection(c: unknown, each: (x: unknown) => void) {
  expectShape('collection', c, { entity: 'string', count: 'number', items: 'array' });
  const { items, count } = c as { items: unknown[]; count: number };
  expect(count).toBe(items.length);
  items.forEach(each);
}

/** The SDK's rejection: { statusCode, error: { code, description, source, step, reason, metadata, field? } }. */
export async function rejection(call: Promise<unknown>, statusCode = 400) {
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

export async function plan(amount = 100_000, name = 'Essential') {
  return rzp.plans.create({ period: 'monthly', interval: 1, item: { name, amount, currency: 'INR' } });
}
/** Checkout's authentication transaction, as the browser posts it. */
export async function checkout(subscriptionId: string, card: string | { vpa: string }) {
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
export const eventsOf = (subscriptionId: string) =>
  received
    .filter((r) => {
      if (r.body.includes(subscriptionId)) return true;
      const invoiceId = r.payload.payload.payment?.entity.invoice_id;
      return standin.invoices.some((i) => i.id === invoiceId && i.subscription_id === subscriptionId);
    })
    .map((r) => r.event);
export const invoicesOf = async (subscriptionId: string) =>
  (await rzp.invoices.all({ subscription_id: subscriptionId })).items as unknown as {
    id: string;
    amount: number;
    status: string;
    payment_id: string | null;
    line_items: { type: string; amount: number; quantity: number }[];
    billing_start: number;
    billing_end: number;
  }[];
