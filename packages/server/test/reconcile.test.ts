import { basket, dev, order } from '@lnf/sdk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets, jobLeases, orders, payments } from '../src/db/schema';
import { runExclusive } from '../src/services/jobs';
import { reconcileOrders } from '../src/services/reconcile';
import { createUser, type TestUser } from './users';
import { startTestServer, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';

/**
 * Nothing is lost between the provider and the database (payments issue): orders left in CREATED or
 * PENDING_PAYMENT are settled by asking the provider, by one instance at a time.
 */
let server: TestServer;
let alice: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await createUser(server, 'reconcile.alice@example.com');
});
afterAll(() => server?.stop());

const age = (orderId: string, minutes: number) =>
  server.services.db
    .update(orders)
    .set({ dateOrdered: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, orderId));
const statusOf = async (id: string) =>
  (await server.services.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const paymentsOf = async (id: string) =>
  Number((await server.services.db.select({ n: count() }).from(payments).where(eq(payments.orderId, id)))[0]!.n);

async function placed() {
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  return order.place(alice.client, orderRequest(b.id, alice.email));
}

describe('reconciliation', () => {
  it('pays an order whose customer paid but never came back to confirm, once', async () => {
    const o = await placed();
    const checkout = await dev.testCheckout(alice.client, testCard(o.subscriptionId!));
    // Too young: someone may still be in the checkout.
    expect((await reconcileOrders(server.services.db, server.services.payments!)).paid).toBe(0);
    await age(o.orderId, 20);
    const first = await reconcileOrders(server.services.db, server.services.payments!);
    expect(first.paid).toBe(1);
    expect(await statusOf(o.orderId)).toBe('PAID');
    const [row] = await server.services.db.select().from(payments).where(eq(payments.orderId, o.orderId));
    expect(row).toMatchObject({ transactionId: checkout.paymentId, cardLast4: '1111', cardBrand: 'visa' });
    await reconcileOrders(server.services.db, server.services.payments!);
    // The late confirmation from the browser changes nothing more either.
    await order.confirmPayment(alice.client, checkout);
    expect(await paymentsOf(o.orderId)).toBe(1);
  });

  it('does not pay an order whose only attempt was declined', async () => {
    const o = await placed();
    await dev.testCheckout(alice.client, testCard(o.subscriptionId!, '4000 0000 0000 0002')).catch(() => {});
    await age(o.orderId, 20);
    await reconcileOrders(server.services.db, server.services.payments!);
    expect(await statusOf(o.orderId)).toBe('PAYMENT_FAILED');
    expect(await paymentsOf(o.orderId)).toBe(0);
  });

  it('fails an order the provider never saw, an hour on', async () => {
    const [b] = await server.services.db
      .insert(baskets)
      .values({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2, subscriptionDate: '2030-01-01' })
      .returning();
    const [o] = await server.services.db
      .insert(orders)
      .values({
        reference: 'LNF-DIED-1',
        basketId: b!.id,
        status: 'CREATED',
        email: alice.email,
        mobile: '9876543210',
        billingAddress: {},
        totalPaise: 100,
        lineItems: [],
      })
      .returning();
    await age(o!.id, 30);
    await reconcileOrders(server.services.db, server.services.payments!);
    expect(await statusOf(o!.id)).toBe('CREATED');
    await age(o!.id, 90);
    expect((await reconcileOrders(server.services.db, server.services.payments!)).failed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(o!.id)).toBe('PAYMENT_FAILED');
  });
});

describe('jobs run once across instances', () => {
  it('lets exactly one of two holders run a job at a time, and a lapsed lease be taken over', async () => {
    let release!: () => void;
    const running = new Promise<void>((r) => (release = r));
    let runs = 0;
    const first = runExclusive(
      server.services.db,
      'test-job',
      60_000,
      async () => {
        runs++;
        await running;
      },
      'instance-a',
    );
    await expect.poll(() => runs).toBe(1);
    expect(await runExclusive(server.services.db, 'test-job', 60_000, async () => void runs++, 'instance-b')).toBe(
      false,
    );
    release();
    expect(await first).toBe(true);
    expect(await runExclusive(server.services.db, 'test-job', 60_000, async () => void runs++, 'instance-b')).toBe(
      true,
    );
    expect(runs).toBe(2);
    // A holder that died keeps its lease only until it lapses.
    await server.services.db
      .update(jobLeases)
      .set({ holder: 'dead-instance', until: new Date(Date.now() + 60_000) })
      .where(eq(jobLeases.name, 'test-job'));
    expect(await runExclusive(server.services.db, 'test-job', 60_000, async () => void runs++, 'instance-b')).toBe(
      false,
    );
    await server.services.db
      .update(jobLeases)
      .set({ until: new Date(Date.now() - 1) })
      .where(eq(jobLeases.name, 'test-job'));
    expect(await runExclusive(server.services.db, 'test-job', 60_000, async () => void runs++, 'instance-b')).toBe(
      true,
    );
    expect(runs).toBe(3);
  });
});
