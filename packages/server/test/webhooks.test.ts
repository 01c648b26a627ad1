import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, baskets, orders, payments, subscriptions } from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';

/**
 * Razorpay webhooks (payments issue): signed with the webhook secret over the raw body, applied once
 * per event id, safe to replay, reorder and forge.
 */
const SECRET = 'whsec_test_lnf';
let server: TestServer;
let basketId: string;
beforeAll(async () => {
  server = await startTestServer({
    razorpay: {
      keyId: 'rzp_test_hooks',
      keySecret: 'key-secret',
      webhookSecret: SECRET,
      apiUrl: 'http://127.0.0.1:9/v1',
      checkoutUrl: 'http://127.0.0.1:9/checkout.js',
    },
  });
  const [b] = await server.services.db
    .insert(baskets)
    .values({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2, subscriptionDate: '2030-01-01' })
    .returning();
  basketId = b!.id;
});
afterAll(() => server?.stop());

const PATH = '/api/v1/lnf/portal/orders/payment/webhook';
let n = 0;

/** An order waiting for its first payment, with its Razorpay subscription. */
async function pendingOrder() {
  const subId = `sub_Hook${(n++).toString().padStart(10, '0')}`;
  const [o] = await server.services.db
    .insert(orders)
    .values({
      reference: `LNF-HOOK-${n}`,
      basketId,
      status: 'PENDING_PAYMENT',
      email: 'hooks@example.com',
      mobile: '9876543210',
      billingAddress: {},
      totalPaise: 353882,
      lineItems: [],
    })
    .returning();
  await server.services.db.insert(subscriptions).values({
    id: subId,
    orderId: o!.id,
    planId: 'hr_essential',
    renewalTerm: 'MONTHLY',
    amountPaise: 353882,
    period: 'monthly',
    interval: 1,
    totalCount: 24,
    startAt: new Date(),
    expireBy: new Date(Date.now() + 1e10),
    status: 'created',
    provider: 'razorpay',
  });
  return { orderId: o!.id, subId };
}

function event(
  name: string,
  subId: string,
  createdAt: number,
  extra: { payment?: Record<string, unknown>; paid_count?: number } = {},
) {
  return {
    entity: 'event',
    account_id: 'acc_Test',
    event: name,
    contains: extra.payment ? ['subscription', 'payment'] : ['subscription'],
    payload: {
      subscription: {
        entity: {
          id: subId,
          entity: 'subscription',
          status: name.split('.')[1],
          paid_count: extra.paid_count ?? 0,
          current_end: createdAt + 30 * 86400,
        },
      },
      ...(extra.payment
        ? {
            payment: {
              entity: {
                entity: 'payment',
                currency: 'INR',
                status: 'captured',
                method: 'card',
                card: { last4: '1111', network: 'Visa' },
                ...extra.payment,
              },
            },
          }
        : {}),
    },
    created_at: createdAt,
  };
}

function deliver(body: unknown, options: { id?: string; signature?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return server.raw(PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.id ?? `evt_${crypto.randomUUID()}`,
      'x-razorpay-signature': options.signature ?? createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    body: raw,
  });
}

const orderStatus = async (id: string) =>
  (await server.services.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const sub = async (id: string) =>
  (await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const paymentCount = async (orderId: string) =>
  Number((await server.services.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n);

describe('Razorpay webhooks', () => {
  it('refuses a forged or tampered delivery and changes nothing', async () => {
    const { orderId, subId } = await pendingOrder();
    const body = event('subscription.charged', subId, 1_900_000_000, {
      payment: { id: 'pay_Forged0001', amount: 353882 },
    });
    const forged = await deliver(body, {
      signature: createHmac('sha256', 'not-the-secret').update(JSON.stringify(body)).digest('hex'),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe('Invalid webhook signature');
    const raw = JSON.stringify(body);
    const tampered = await deliver(raw.replace('353882', '1'), {
      signature: createHmac('sha256', SECRET).update(raw).digest('hex'),
    });
    expect(tampered.status).toBe(400);
    expect((await deliver(body, { signature: 'x' })).status).toBe(400);
    expect(await orderStatus(orderId)).toBe('PENDING_PAYMENT');
    expect(await paymentCount(orderId)).toBe(0);
  });

  it('pays the order on its first charge, once however often it is delivered', async () => {
    const { orderId, subId } = await pendingOrder();
    const body = event('subscription.charged', subId, 1_900_000_100, {
      payment: { id: 'pay_First00001', amount: 353882 },
      paid_count: 1,
    });
    const first = await deliver(body, { id: 'evt_first_charge' });
    expect(await first.json()).toEqual({ status: 'applied' });
    const replay = await deliver(body, { id: 'evt_first_charge' });
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    // The same charge under another event id (Razorpay's retries keep the id, but be safe): one payment.
    await deliver(body);
    expect(await orderStatus(orderId)).toBe('PAID');
    expect(await paymentCount(orderId)).toBe(1);
    expect(await sub(subId)).toMatchObject({ status: 'active', paidCount: 1 });
  });

  it('records every renewal as a payment row', async () => {
    const { orderId, subId } = await pendingOrder();
    await deliver(
      event('subscription.charged', subId, 1_900_000_200, {
        payment: { id: 'pay_Renew00001', amount: 353882 },
        paid_count: 1,
      }),
    );
    await deliver(
      event('subscription.charged', subId, 1_902_600_200, {
        payment: { id: 'pay_Renew00002', amount: 353882 },
        paid_count: 2,
      }),
    );
    expect(await paymentCount(orderId)).toBe(2);
    expect((await sub(subId)).paidCount).toBe(2);
  });

  it('applies events in the provider’s order, whatever order they arrive in', async () => {
    const { orderId, subId } = await pendingOrder();
    // Razorpay sent authenticated (t), activated (t+1), charged (t+2); they arrive reversed.
    await deliver(
      event('subscription.charged', subId, 1_900_000_302, {
        payment: { id: 'pay_Order00001', amount: 353882 },
        paid_count: 1,
      }),
    );
    await deliver(event('subscription.activated', subId, 1_900_000_301));
    await deliver(event('subscription.authenticated', subId, 1_900_000_300));
    expect(await sub(subId)).toMatchObject({ status: 'active', lastEventAt: 1_900_000_302 });
    expect(await orderStatus(orderId)).toBe('PAID');
  });

  it("never takes a payment's subscription from its notes, which the payer's browser can set", async () => {
    const failed = await pendingOrder();
    const res = await deliver({
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: 'pay_Fail000001', status: 'failed', notes: { subscription_id: failed.subId } } },
      },
      created_at: 1_900_000_400,
    });
    expect(await res.json()).toEqual({ status: 'ignored' });
    expect(await orderStatus(failed.orderId)).toBe('PENDING_PAYMENT');
  });

  it('moves a failed first payment, a halted renewal and a cancellation', async () => {
    const failed = await pendingOrder();
    await deliver(
      event('payment.failed', failed.subId, 1_900_000_400, { payment: { id: 'pay_Fail000002', amount: 353882 } }),
    );
    expect(await orderStatus(failed.orderId)).toBe('PAYMENT_FAILED');

    const paid = await pendingOrder();
    await deliver(
      event('subscription.charged', paid.subId, 1_900_000_500, {
        payment: { id: 'pay_Halt000001', amount: 353882 },
        paid_count: 1,
      }),
    );
    await deliver(event('subscription.pending', paid.subId, 1_902_600_500));
    await deliver(event('subscription.halted', paid.subId, 1_902_900_500));
    expect(await sub(paid.subId)).toMatchObject({ status: 'halted' });
    // A renewal that fails leaves the order paid: it was paid for the periods it covered.
    expect(await orderStatus(paid.orderId)).toBe('PAID');
    await deliver(event('subscription.cancelled', paid.subId, 1_903_000_500));
    expect(await sub(paid.subId)).toMatchObject({ status: 'cancelled' });
    expect(await orderStatus(paid.orderId)).toBe('CANCELLED');
  });

  it('answers 200 to events it does not handle or subscriptions it does not know, and 400 to garbage', async () => {
    expect(
      await (
        await deliver(
          event('subscription.charged', 'sub_NotOurs00001', 1_900_000_600, { payment: { id: 'pay_NotOurs001' } }),
        )
      ).json(),
    ).toEqual({ status: 'ignored' });
    expect(await (await deliver({ entity: 'event', event: 'order.paid', payload: {}, created_at: 1 })).json()).toEqual({
      status: 'ignored',
    });
    expect((await deliver('{"event":')).status).toBe(400);
    expect((await deliver('[]')).status).toBe(400);
    const [row] = await server.services.db
      .select({ n: count() })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'WEBHOOK'));
    expect(Number(row!.n)).toBeGreaterThan(0);
  });

  it('is not mounted without a webhook secret', async () => {
    const plain = await startTestServer();
    try {
      expect(
        (await plain.raw(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
      ).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
