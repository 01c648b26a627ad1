import { addIstMonths, backofficeRevenue, basket, istMonth, istMonthBounds, order, type RevenueMonth } from '@lnf/sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revenueMonths, subscriptionEvents, subscriptions } from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';
import { createStaff, createUser, expectError, send, type TestUser } from './users';

/**
 * The revenue overview: MRR and its movement counted per customer month by month (a plan change
 * that replaces a subscription is an expansion, not a churn and a new customer), subscriptions by
 * plan, failed renewals and their recovery; months that have ended stay as computed; the history
 * the database keeps of every subscription; and who may read it (finance and admin).
 */
const BASE = '/api/v1/lnf/backoffice/revenue';

let server: TestServer;
let finance: TestUser;
let support: TestUser;
let alice: TestUser;
const now = new Date();
const M = istMonth(now);
/** An instant `day` days into the month `back` months before this one (IST). */
const inMonth = (back: number, day = 2) =>
  new Date(istMonthBounds(addIstMonths(M, -back)).start.getTime() + day * 86_400_000);

type Event = typeof subscriptionEvents.$inferInsert;
const event = (subscriptionId: string, customerKey: string, at: Date, over: Partial<Event> = {}): Event => ({
  subscriptionId,
  customerKey,
  at,
  status: 'active',
  amountPaise: 118_000,
  renewalTerm: 'MONTHLY',
  planId: 'hr_essential',
  paymentFailed: false,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  finance = await createStaff(server, 'fiona.revenue@lnf.test', 'finance');
  support = await createStaff(server, 'sid.revenue@lnf.test', 'support');
  alice = await createUser(server, 'alice.revenue@example.com');
  // ₹1,180 a month with GST is ₹1,000 (100,000 paise) of MRR; the day of the current month is
  // kept before today so that every event is in the past.
  const today = Math.floor((now.getTime() - istMonthBounds(M).start.getTime()) / 86_400_000);
  await server.services.db.insert(subscriptionEvents).values([
    // A: new three months ago, then moves to a plan twice the price (a new subscription replaces the old).
    event('sub_a1', 'cust-a', inMonth(3)),
    event('sub_a1', 'cust-a', inMonth(2, 5), { status: 'cancelled' }),
    event('sub_a2', 'cust-a', inMonth(2, 5), { amountPaise: 236_000, planId: 'payroll_pro' }),
    // B: a yearly plan three months ago, cancelled last month.
    event('sub_b1', 'cust-b', inMonth(3, 10), { amountPaise: 1_416_000, renewalTerm: 'ANNUALLY', planId: 'books' }),
    event('sub_b1', 'cust-b', inMonth(1, 3), {
      status: 'cancelled',
      amountPaise: 1_416_000,
      renewalTerm: 'ANNUALLY',
      planId: 'books',
    }),
    // C: quarterly from two months ago; a renewal fails last month (retried: still counted), is paid
    // this month, and the plan then drops to half.
    event('sub_c1', 'cust-c', inMonth(2, 8), { amountPaise: 354_000, renewalTerm: 'QUARTERLY' }),
    event('sub_c1', 'cust-c', inMonth(1, 9), {
      status: 'pending',
      amountPaise: 354_000,
      renewalTerm: 'QUARTERLY',
      paymentFailed: true,
    }),
    event('sub_c1', 'cust-c', inMonth(0, Math.min(1, today)), { amountPaise: 354_000, renewalTerm: 'QUARTERLY' }),
    event('sub_c1', 'cust-c', inMonth(0, Math.min(1, today)), { amountPaise: 177_000, renewalTerm: 'QUARTERLY' }),
    // D: authorised nothing yet: no revenue.
    event('sub_d1', 'cust-d', inMonth(0, 0), { status: 'created' }),
  ]);
});
afterAll(() => server?.stop());

const figures = (m: RevenueMonth) => ({
  mrr: m.mrrPaise,
  new: m.newPaise,
  expansion: m.expansionPaise,
  contraction: m.contractionPaise,
  churn: m.churnPaise,
  plans: m.activeByPlan,
  failed: m.failedRenewals,
  recovered: m.recoveredRenewals,
});

describe('the revenue overview', () => {
  it('counts MRR and its movement per customer, month by month', async () => {
    const overview = await backofficeRevenue.overview(finance.client, { months: 5 });
    expect(overview.currentMonth).toBe(M);
    expect(overview.months.map((m) => m.month)).toEqual([4, 3, 2, 1, 0].map((back) => addIstMonths(M, -back)));
    expect(overview.months.map(figures)).toEqual([
      // Before the first subscription.
      { mrr: 0, new: 0, expansion: 0, contraction: 0, churn: 0, plans: {}, failed: 0, recovered: 0 },
      {
        mrr: 200_000,
        new: 200_000,
        expansion: 0,
        contraction: 0,
        churn: 0,
        plans: { hr_essential: 1, books: 1 },
        failed: 0,
        recovered: 0,
      },
      {
        mrr: 400_000,
        new: 100_000,
        expansion: 100_000,
        contraction: 0,
        churn: 0,
        plans: { hr_essential: 1, books: 1, payroll_pro: 1 },
        failed: 0,
        recovered: 0,
      },
      {
        mrr: 300_000,
        new: 0,
        expansion: 0,
        contraction: 0,
        churn: 100_000,
        plans: { hr_essential: 1, payroll_pro: 1 },
        failed: 1,
        recovered: 0,
      },
      {
        mrr: 250_000,
        new: 0,
        expansion: 0,
        contraction: 50_000,
        churn: 0,
        plans: { hr_essential: 1, payroll_pro: 1 },
        failed: 0,
        recovered: 1,
      },
    ]);
    expect(overview.months[0]!.computedAt).toBeNull();
    expect(overview.months.at(-1)!.computedAt).not.toBeNull();
  });

  it('keeps a month that has ended as computed, and computes the current one again', async () => {
    const stored = await server.services.db.select().from(revenueMonths).orderBy(asc(revenueMonths.month));
    expect(stored.map((m) => [m.month, m.closed])).toEqual([
      [addIstMonths(M, -3), true],
      [addIstMonths(M, -2), true],
      [addIstMonths(M, -1), true],
      [M, false],
    ]);
    // History written into an ended month now (only a backfill could) leaves it as it was; a new
    // customer this month is counted at the next computation.
    await server.services.db
      .insert(subscriptionEvents)
      .values([event('sub_e1', 'cust-e', inMonth(2, 3)), event('sub_f1', 'cust-f', inMonth(0, 0))]);
    const again = await backofficeRevenue.refresh(finance.client, { months: 3 });
    expect(again.months.map((m) => [m.month, m.newPaise, m.mrrPaise])).toEqual([
      [addIstMonths(M, -2), 100_000, 400_000],
      [addIstMonths(M, -1), 0, 300_000],
      [M, 100_000, 350_000],
    ]);
  });

  it('is for finance and admin only', async () => {
    await expectError(await send(server, 'GET', BASE, { token: support.token }), 403);
    await expectError(await send(server, 'GET', BASE, { token: alice.token }), 403);
    await expectError(await send(server, 'GET', BASE), 401);
    await expectError(await send(server, 'POST', `${BASE}/refresh`, { token: support.token }), 403);
  });

  it('refuses a number of months it cannot show', async () => {
    for (const months of ['0', '37', 'twelve', '1.5'])
      await expectError(await send(server, 'GET', `${BASE}?months=${months}`, { token: finance.token }), 400);
  });
});

describe('the history of subscriptions', () => {
  it('is written by the database for every change that moves revenue, and for nothing else', async () => {
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const id = placed.subscriptionId!;
    const db = server.services.db;
    const history = () =>
      db
        .select({
          status: subscriptionEvents.status,
          failed: subscriptionEvents.paymentFailed,
          key: subscriptionEvents.customerKey,
        })
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, id))
        .orderBy(asc(subscriptionEvents.id));
    const [written] = await history();
    expect(written).toMatchObject({ status: 'created', failed: false });
    // The customer the order names: their customer record, else their account.
    expect(written!.key).toMatch(/^[0-9a-f-]{36}$/);
    await db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, id));
    await db.update(subscriptions).set({ cardLast4: '4242' }).where(eq(subscriptions.id, id));
    await db.update(subscriptions).set({ paymentFailedAt: new Date() }).where(eq(subscriptions.id, id));
    await db.update(subscriptions).set({ paymentFailedAt: new Date() }).where(eq(subscriptions.id, id));
    await db.update(subscriptions).set({ paymentFailedAt: null, amountPaise: 1 }).where(eq(subscriptions.id, id));
    expect((await history()).map((h) => [h.status, h.failed])).toEqual([
      ['created', false],
      ['active', false],
      ['active', true],
      ['active', false],
    ]);
  });
});
