import { ApiError, basket, configuration, dev, order, product } from '@lnf/sdk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations, orders, payments } from '../src/db/schema';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { insertOrder, newOrderReference } from '../src/services/orders';
import { orderRequest, testCard } from './orders';

let server: TestServer;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, 'alice.menon@example.com');
  bob = await signUp(server, 'bob.shah@example.com');
});
afterAll(() => server?.stop());

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );
/** How many payments the database holds for a provider's payment id. */
async function paymentsRecorded(transactionId: string): Promise<number> {
  const [row] = await server.services.db
    .select({ value: count() })
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
  return row!.value;
}
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('plans', () => {
  it('lists the 7 plans of LNF-IND with the spec prices and allowances', async () => {
    const plans = await product.listPlans(server.client(), 'LNF-IND');
    expect(plans).toHaveLength(7);
    const byName = Object.fromEntries(plans.map((p) => [p.name, p]));
    expect(byName.hr_essential).toMatchObject({ price: 2999, basePrice: 2500, minUsers: 1, maxUsers: 10 });
    expect(byName.recruiter_pro).toMatchObject({ price: 5999, basePrice: 5500, minUsers: 10, maxUsers: 20 });
    expect(byName.hr_people_360).toMatchObject({ price: 6999, basePrice: 6500, minUsers: 10, maxUsers: 50 });
    expect(byName.lnf_accounts).toMatchObject({ price: 8999, basePrice: 8500 });
  });

  it('answers an empty list for another product type and 400 for a malformed one', async () => {
    expect(await product.listPlans(server.client(), 'LNF-US')).toEqual([]);
    expect((await server.raw("/api/v1/lnf/portal/product/x'%20OR%201=1")).status).toBe(400);
  });
});

describe('basket', () => {
  it('prices monthly, quarterly and annual terms on the server with 18% GST', async () => {
    const anon = server.client();
    const monthly = await basket.create(anon, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 5 });
    expect(monthly).toMatchObject({
      amount: 2999,
      subtotal: 2999,
      taxPercentage: 18,
      gstAmount: 539.82,
      paymentAmount: 3538.82,
      employeeId: null,
    });
    expect(monthly.subscriptionDate).toBe(tomorrow());
    const quarterly = await basket.update(anon, monthly.id, { renewalTerm: 'QUARTERLY' });
    expect(quarterly).toMatchObject({ amount: 2999, subtotal: 8997, gstAmount: 1619.46, paymentAmount: 10616.46 });
    const annual = await basket.update(anon, monthly.id, { renewalTerm: 'ANNUALLY' });
    expect(annual).toMatchObject({ amount: 2500, subtotal: 30000, gstAmount: 5400, paymentAmount: 35400 });
    const sub = new Date(`${annual.subscriptionDate}T00:00:00Z`);
    expect(annual.nextPaymentDate).toBe(
      new Date(Date.UTC(sub.getUTCFullYear() + 1, sub.getUTCMonth(), sub.getUTCDate())).toISOString().slice(0, 10),
    );
  });

  it('ignores amounts sent by the client and enforces the user allowance', async () => {
    const res = await server.raw('/api/v1/lnf/portal/basket', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2, paymentAmount: 1 }),
    });
    expect(res.status).toBe(400);
    const few = await fail(basket.create(server.client(), { plan: 'hr_people_360', renewalTerm: 'MONTHLY', users: 5 }));
    expect(few.message).toBe('Users must be between 10 and 50 for hr_people_360');
    expect(
      (await fail(basket.create(server.client(), { plan: 'no_such_plan', renewalTerm: 'MONTHLY', users: 5 }))).status,
    ).toBe(400);
    const bad = await server.raw('/api/v1/lnf/portal/basket', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'hr_essential', renewalTerm: 'WEEKLY', users: 2 }),
    });
    expect(bad.status).toBe(400);
  });

  it('binds a basket to the first logged-in user; nobody else can read or change it', async () => {
    const b = await basket.create(server.client(), { plan: 'lnf_payroll', renewalTerm: 'MONTHLY', users: 3 });
    expect((await basket.get(alice.client, b.id)).employeeId).not.toBeNull();
    expect((await fail(basket.get(bob.client, b.id))).status).toBe(404);
    expect((await fail(basket.get(server.client(), b.id))).status).toBe(404);
    expect((await fail(basket.update(bob.client, b.id, { users: 4 }))).status).toBe(404);
    expect((await basket.get(alice.client, b.id)).users).toBe(3);
  });
});

describe('order, payment and receipt', () => {
  it('places an order, pays it through the test checkout and serves the receipt PDF', async () => {
    const b = await basket.create(alice.client, { plan: 'hr_professional', renewalTerm: 'MONTHLY', users: 4 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    expect(placed).toMatchObject({
      status: 'PENDING_PAYMENT',
      amount: 4718.82,
      currency: 'INR',
      provider: 'test',
      keyId: 'rzp_test_local',
    });
    expect(placed.subscriptionId).toMatch(/^sub_/);
    const checkout = await dev.testCheckout(alice.client, testCard(placed.subscriptionId!));
    const paid = await order.confirmPayment(alice.client, checkout);
    expect(paid.status).toBe('PAID');
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ transactionId: checkout.paymentId, amount: 4718.82, currency: 'INR' });
    expect(paid.subscriptions[0]).toMatchObject({ planId: 'hr_professional', status: 'authenticated', interval: 1 });
    // Confirming twice records one payment.
    await order.confirmPayment(alice.client, checkout);
    expect(await paymentsRecorded(checkout.paymentId)).toBe(1);
    // A paid order has nothing left to pay: the state machine refuses with 409.
    const again = await fail(dev.testCheckout(alice.client, testCard(placed.subscriptionId!)));
    expect(again.status).toBe(409);

    const pdf = await order.downloadReceipt(alice.client, placed.orderId);
    const head = new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
    expect((await fail(order.downloadReceipt(bob.client, placed.orderId))).status).toBe(404);
    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    expect((await order.downloadReceipt(admin, placed.orderId)).size).toBeGreaterThan(1000);

    const mine = await order.list(alice.client);
    expect(mine.map((o) => o.id)).toContain(placed.orderId);
    expect((await order.list(bob.client)).map((o) => o.id)).not.toContain(placed.orderId);

    // One order by id, as the confirmation page reads it: the owner and an admin; not bob.
    expect(await order.get(alice.client, placed.orderId)).toEqual(mine.find((o) => o.id === placed.orderId));
    expect((await order.get(admin, placed.orderId)).status).toBe('PAID');
    expect((await fail(order.get(bob.client, placed.orderId))).status).toBe(404);
    expect((await fail(order.get(alice.client, crypto.randomUUID()))).status).toBe(404);
    expect((await fail(order.get(alice.client, 'not-an-order'))).status).toBe(404);
  });

  it('records one payment when the same confirmation arrives ten times at once', async () => {
    // The checkout's handler and a retry, or two tabs: every answer is the paid order, one payment.
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const checkout = await dev.testCheckout(alice.client, testCard(placed.subscriptionId!));
    const answers = await Promise.all(Array.from({ length: 10 }, () => order.confirmPayment(alice.client, checkout)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill('PAID'));
    expect(await paymentsRecorded(checkout.paymentId)).toBe(1);
    expect((await order.get(alice.client, placed.orderId)).payments).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with the spec message, and the order can be paid again', async () => {
    const b = await basket.create(alice.client, { plan: 'recruiter_lite', renewalTerm: 'QUARTERLY', users: 2 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const declined = await fail(dev.testCheckout(alice.client, testCard(placed.subscriptionId!, '4000000000000002')));
    expect(declined.status).toBe(402);
    expect(declined.message).toBe('We are unable to process your payment');
    const [failed] = await server.services.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(failed!.status).toBe('PAYMENT_FAILED');
    const retry = await dev.testCheckout(alice.client, testCard(placed.subscriptionId!, '4111111111111111'));
    expect((await order.confirmPayment(alice.client, retry)).status).toBe('PAID');
  });

  it('rejects a forged signature and changes nothing', async () => {
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const e = await fail(
      order.confirmPayment(alice.client, {
        subscriptionId: placed.subscriptionId!,
        paymentId: 'pay_forged',
        signature: 'a'.repeat(64),
      }),
    );
    expect(e.status).toBe(400);
    const [row] = await server.services.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.status).toBe('PENDING_PAYMENT');
  });

  it("does not let B pay, confirm or read A's order", async () => {
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const card = {
      subscriptionId: placed.subscriptionId!,
      cardNumber: '4111111111111111',
      cardHolderName: 'Bob Shah',
      expiry: '12/30',
      cvv: '123',
    };
    expect((await fail(dev.testCheckout(bob.client, card))).status).toBe(404);
    const real = await dev.testCheckout(alice.client, card);
    expect((await fail(order.confirmPayment(bob.client, real))).status).toBe(404);
    expect((await fail(order.confirmPayment(server.client(), real))).status).toBe(401);
  });

  it('validates the card: Luhn, expiry in the future, CVV', async () => {
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const base = { subscriptionId: placed.subscriptionId!, cardHolderName: 'Alice Menon', cvv: '123' };
    expect(
      (await fail(dev.testCheckout(alice.client, { ...base, cardNumber: '4111111111111112', expiry: '12/30' })))
        .message,
    ).toContain('Card number is not valid');
    expect(
      (await fail(dev.testCheckout(alice.client, { ...base, cardNumber: '4111111111111111', expiry: '01/20' })))
        .message,
    ).toContain('Card has expired');
    expect(
      (
        await fail(
          dev.testCheckout(alice.client, { ...base, cardNumber: '4111111111111111', expiry: '12/30', cvv: '12' }),
        )
      ).status,
    ).toBe(400);
  });

  it('records a purchase request when online ordering is off, without login', async () => {
    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    await server.services.db
      .update(configurations)
      .set({ configData: false })
      .where(eq(configurations.configKey, 'enablePortalOnlineOrder'));
    await configuration.refresh(admin);
    try {
      const anon = server.client();
      const b = await basket.create(anon, { plan: 'lnf_accounts', renewalTerm: 'ANNUALLY', users: 2 });
      const placed = await order.place(anon, orderRequest(b.id, 'walk.in@example.com'));
      expect(placed).toMatchObject({
        status: 'REQUESTED',
        subscriptionId: null,
        provider: null,
        keyId: null,
        amount: 120360,
      });
    } finally {
      await server.services.db
        .update(configurations)
        .set({ configData: true })
        .where(eq(configurations.configKey, 'enablePortalOnlineOrder'));
      await configuration.refresh(admin);
    }
  });

  it('needs a login to place an order when online ordering is on', async () => {
    const b = await basket.create(server.client(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    expect((await fail(order.place(server.client(), orderRequest(b.id, 'x@example.com')))).status).toBe(401);
  });
});

describe('order references', () => {
  // Seen in `npm run bench`: 1,215 orders in 5 s, one answered 500 on a duplicate reference. Six
  // hex digits (24 bits) collide by the birthday bound after about 4,800 orders in a day.
  it('gives each order a reference of the day and 40 random bits, read without I, L, O or U', async () => {
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const [row] = await server.services.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(row!.reference).toMatch(new RegExp(`^LNF-${day}-[0-9A-HJKMNP-TV-Z]{8}$`));
    const many = new Set(Array.from({ length: 2000 }, () => newOrderReference()));
    expect(many.size).toBe(2000);
  });

  it('draws again when a reference is taken, and never answers the clash', async () => {
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 1 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const [taken] = await server.services.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const { id: _id, reference: _reference, dateOrdered: _dateOrdered, ...values } = taken!;
    const drawn = [taken!.reference, taken!.reference, 'LNF-20261126-FRESH000'];
    const row = await server.services.db.transaction((tx) => insertOrder(tx, values, () => drawn.shift()!));
    expect(row.reference).toBe('LNF-20261126-FRESH000');
    expect(drawn).toHaveLength(0);
    const [{ value }] = await server.services.db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.reference, taken!.reference));
    expect(value).toBe(1);
    // A source that only ever repeats ends in an error after a few draws, not a loop.
    await expect(
      server.services.db.transaction((tx) => insertOrder(tx, values, () => taken!.reference)),
    ).rejects.toThrow(/reference/);
  });
});
