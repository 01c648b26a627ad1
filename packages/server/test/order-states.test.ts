import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets, orders } from '../src/db/schema';
import { ConflictError } from '../src/domainErrors';
import {
  canTransition,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  sourcesOf,
  transition,
  type OrderState,
} from '../src/services/orderStates';
import { startTestServer, type TestServer } from './harness';

/** The order state machine (payments issue): one module, refused transitions answer 409. */
let server: TestServer;
let basketId: string;
beforeAll(async () => {
  server = await startTestServer();
  const [b] = await server.services.db
    .insert(baskets)
    .values({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2, subscriptionDate: '2030-01-01' })
    .returning();
  basketId = b!.id;
});
afterAll(() => server?.stop());

async function orderIn(status: OrderState): Promise<string> {
  const [row] = await server.services.db
    .insert(orders)
    .values({
      reference: `T-${crypto.randomUUID().slice(0, 8)}`,
      basketId,
      status,
      email: 'states@example.com',
      mobile: '9876543210',
      billingAddress: {},
      totalPaise: 100,
      lineItems: [],
    })
    .returning();
  return row!.id;
}
const statusOf = async (id: string) =>
  (await server.services.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

describe('order states', () => {
  it('allows exactly the transitions DESIGN.md draws', () => {
    const allowed = ORDER_STATES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual(
      [
        'CREATED->PENDING_PAYMENT',
        'CREATED->PAYMENT_FAILED',
        'PENDING_PAYMENT->PAID',
        'PENDING_PAYMENT->PAYMENT_FAILED',
        'PAYMENT_FAILED->PAID',
        'PAYMENT_FAILED->PENDING_PAYMENT',
        'PAID->CANCELLED',
      ].sort(),
    );
    expect(sourcesOf('PAID').sort()).toEqual(['PAYMENT_FAILED', 'PENDING_PAYMENT']);
    expect(canTransition('REQUESTED', 'PAID')).toBe(false);
    expect(canTransition('nonsense', 'PAID')).toBe(false);
  });

  it.each([
    ['CREATED', 'PENDING_PAYMENT'],
    ['PENDING_PAYMENT', 'PAID'],
    ['PAYMENT_FAILED', 'PAID'],
    ['PAID', 'CANCELLED'],
  ] as const)('moves %s to %s', async (from, to) => {
    const id = await orderIn(from);
    expect(await transition(server.services.db, id, to)).toBe(true);
    expect(await statusOf(id)).toBe(to);
  });

  it.each([
    ['CREATED', 'PAID'],
    ['REQUESTED', 'PAID'],
    ['CANCELLED', 'PAID'],
    ['PAID', 'PAYMENT_FAILED'],
    ['PENDING_PAYMENT', 'CANCELLED'],
  ] as const)('refuses %s to %s with 409 and changes nothing', async (from, to) => {
    const id = await orderIn(from);
    await expect(transition(server.services.db, id, to)).rejects.toBeInstanceOf(ConflictError);
    expect(await statusOf(id)).toBe(from);
  });

  it('never lets a failed payment land over a paid order when two writers race', async () => {
    const id = await orderIn('PENDING_PAYMENT');
    const [paid, failed] = await Promise.allSettled([
      transition(server.services.db, id, 'PAID'),
      transition(server.services.db, id, 'PAYMENT_FAILED'),
    ]);
    const final = await statusOf(id);
    // PAID first: the failure is refused. FAILED first: PAID is a legal retry and lands on top
    // (PAYMENT_FAILED -> PAID), so both succeed. What must never happen is PAYMENT_FAILED after PAID.
    expect(paid!.status === 'fulfilled' || failed!.status === 'fulfilled').toBe(true);
    if (paid!.status === 'fulfilled') expect(final).toBe('PAID');
    else expect(final).toBe('PAYMENT_FAILED');
    if (failed!.status === 'fulfilled' && paid!.status === 'fulfilled') expect(final).toBe('PAID');
  });

  it('treats a repeat as done when asked to (idempotent webhooks)', async () => {
    const id = await orderIn('PAID');
    await expect(transition(server.services.db, id, 'PAID')).rejects.toBeInstanceOf(ConflictError);
    expect(await transition(server.services.db, id, 'PAID', { sameIsFine: true })).toBe(false);
  });
});
