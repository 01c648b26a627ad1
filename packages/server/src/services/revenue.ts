import {
  addIstMonths,
  istMonth,
  istMonthBounds,
  monthlyRevenuePaise,
  mrrMovement,
  MRR_STATUSES,
  type RevenueState,
} from '@lnf/sdk';
import { and, asc, desc, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { refunds, revenueMonths, subscriptionEvents, type RevenueMonthFigures } from '../db/schema';
import { configuredTaxRate } from './configuration';
import { runExclusive } from './jobs';

/**
 * The revenue overview (docs/backoffice.md, "Revenue"): MRR and its movement, subscriptions by
 * plan, failed renewals and their recovery, and refunds, month by month in India's time.
 *
 * It is read from `subscription_events`, the history a trigger keeps of every subscription, and
 * computed a month at a time into `revenue_months`: a month that has ended is computed once and is
 * final (the history is stamped with the database's clock, so nothing new can land in it); the
 * current month is recomputed by the revenue job and on request. A month reads only the customers
 * whose subscriptions changed in it (everyone else's MRR held), and carries its totals forward
 * from the month before, so its cost follows the month's changes, not the size of the business.
 */

/** Customers whose histories are read per query. */
const CUSTOMERS_PER_READ = 2000;
/** How often the revenue job recomputes the current month. */
export const REVENUE_EVERY_MS = 10 * 60_000;

const EMPTY: RevenueMonthFigures = {
  mrrPaise: 0,
  newPaise: 0,
  expansionPaise: 0,
  contractionPaise: 0,
  churnPaise: 0,
  activeByPlan: {},
  failedRenewals: 0,
  recoveredRenewals: 0,
  refunds: 0,
  refundedPaise: 0,
};

const EVENT_COLUMNS = {
  subscriptionId: subscriptionEvents.subscriptionId,
  customerKey: subscriptionEvents.customerKey,
  at: subscriptionEvents.at,
  status: subscriptionEvents.status,
  amountPaise: subscriptionEvents.amountPaise,
  renewalTerm: subscriptionEvents.renewalTerm,
  planId: subscriptionEvents.planId,
  paymentFailed: subscriptionEvents.paymentFailed,
};

type Event = RevenueState & {
  subscriptionId: string;
  customerKey: string;
  at: Date;
  planId: string;
  paymentFailed: boolean;
};

/** One month's figures, carried on from the month before's. */
export async function computeMonth(
  db: Db,
  month: string,
  before: RevenueMonthFigures,
  gstPercent: number,
): Promise<{ figures: RevenueMonthFigures; events: number }> {
  const { start, end } = istMonthBounds(month);
  const changed = await db
    .selectDistinct({ key: subscriptionEvents.customerKey })
    .from(subscriptionEvents)
    .where(and(gte(subscriptionEvents.at, start), lt(subscriptionEvents.at, end)));
  const figures: RevenueMonthFigures = { ...EMPTY, activeByPlan: { ...before.activeByPlan } };
  let events = 0;
  const mrr = (e: Event | undefined) => (e ? monthlyRevenuePaise(e, gstPercent) : 0);
  const counts = (e: Event | undefined) => e !== undefined && MRR_STATUSES.includes(e.status);
  for (let i = 0; i < changed.length; i += CUSTOMERS_PER_READ) {
    const keys = changed.slice(i, i + CUSTOMERS_PER_READ).map((r) => r.key);
    const ofThem = inArray(subscriptionEvents.customerKey, keys);
    // Each subscription's state when the month began (its last event before), then the month's
    // events in order: the database picks the last events, so only those leave it.
    const [opening, during]: Event[][] = await Promise.all([
      db
        .selectDistinctOn([subscriptionEvents.subscriptionId], EVENT_COLUMNS)
        .from(subscriptionEvents)
        .where(and(ofThem, lt(subscriptionEvents.at, start)))
        .orderBy(asc(subscriptionEvents.subscriptionId), desc(subscriptionEvents.at), desc(subscriptionEvents.id)),
      db
        .select(EVENT_COLUMNS)
        .from(subscriptionEvents)
        .where(and(ofThem, gte(subscriptionEvents.at, start), lt(subscriptionEvents.at, end)))
        .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id)),
    ]);
    // Each subscription's state at the month's start and end, and each customer's MRR at both.
    const atStart = new Map(opening.map((e) => [e.subscriptionId, e]));
    const atEnd = new Map(atStart);
    const customers = new Map<string, { start: number; end: number }>();
    for (const e of [...opening, ...during]) customers.set(e.customerKey, { start: 0, end: 0 });
    for (const e of during) {
      const previous = atEnd.get(e.subscriptionId);
      events++;
      if (e.paymentFailed && !previous?.paymentFailed) figures.failedRenewals++;
      if (!e.paymentFailed && previous?.paymentFailed && counts(e)) figures.recoveredRenewals++;
      atEnd.set(e.subscriptionId, e);
    }
    for (const [id, last] of atEnd) {
      const first = atStart.get(id);
      const customer = customers.get(last.customerKey)!;
      customer.start += mrr(first);
      customer.end += mrr(last);
      if (counts(first)) figures.activeByPlan[first!.planId] = (figures.activeByPlan[first!.planId] ?? 0) - 1;
      if (counts(last)) figures.activeByPlan[last.planId] = (figures.activeByPlan[last.planId] ?? 0) + 1;
    }
    for (const { start: from, end: to } of customers.values()) {
      const move = mrrMovement(from, to);
      if (move) figures[`${move.kind}Paise`] += move.paise;
    }
  }
  figures.mrrPaise =
    before.mrrPaise + figures.newPaise + figures.expansionPaise - figures.contractionPaise - figures.churnPaise;
  for (const [plan, n] of Object.entries(figures.activeByPlan)) if (n === 0) delete figures.activeByPlan[plan];
  const [refunded] = await db
    .select({ n: sql<number>`count(*)::int`, paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint` })
    .from(refunds)
    .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, start), lt(refunds.processedAt, end)));
  figures.refunds = refunded?.n ?? 0;
  figures.refundedPaise = Number(refunded?.paise ?? 0);
  return { figures, events };
}

/** The computation under way on each database: callers who come while it runs share it. */
const running = new WeakMap<Db, Promise<number>>();

/**
 * Brings `revenue_months` up to `now`: every month since the first event that has no final row is
 * computed in order (each from the one before), and the current month always. Resolves to the
 * months written. The first run on a database with years of history computes every month once (61 s
 * for 36 months of a million orders on this machine's PostgreSQL); after that a run is the current
 * month's. Calls while one runs wait for it rather than start another.
 */
export function refreshRevenue(db: Db, now = new Date()): Promise<number> {
  const under = running.get(db);
  if (under) return under;
  const run = computeUpTo(db, now).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

async function computeUpTo(db: Db, now: Date): Promise<number> {
  const [first] = await db.select({ at: min(subscriptionEvents.at) }).from(subscriptionEvents);
  if (!first?.at) return 0;
  const current = istMonth(now);
  const stored = await db.select().from(revenueMonths).orderBy(asc(revenueMonths.month));
  const closed = new Map(stored.filter((m) => m.closed).map((m) => [m.month, m.figures]));
  const gst = await configuredTaxRate(db);
  let written = 0;
  let before = EMPTY;
  for (let month = istMonth(first.at); month <= current; month = addIstMonths(month, 1)) {
    const done = closed.get(month);
    if (done) {
      before = done;
      continue;
    }
    const { figures, events } = await computeMonth(db, month, before, gst);
    const isClosed = istMonthBounds(month).end <= now;
    await db
      .insert(revenueMonths)
      .values({ month, figures, closed: isClosed, events })
      .onConflictDoUpdate({
        target: revenueMonths.month,
        set: { figures, closed: isClosed, events, computedAt: sql`now()` },
      });
    written++;
    before = figures;
  }
  return written;
}

/** The revenue job: the current month again, once per period across the instances. */
export const revenueJob = (db: Db) =>
  runExclusive(
    db,
    'revenue',
    REVENUE_EVERY_MS,
    async () => void (await refreshRevenue(db)),
    undefined,
    REVENUE_EVERY_MS,
  );

/**
 * `GET backoffice/revenue`: the last `months` months, oldest first, each with its figures. A month
 * the job has not computed yet (a fresh database, a new month) is computed first.
 */
export async function revenueOverview(db: Db, months: number, now = new Date()) {
  const current = istMonth(now);
  const [row] = await db
    .select({ month: revenueMonths.month })
    .from(revenueMonths)
    .where(eq(revenueMonths.month, current));
  if (!row) await refreshRevenue(db, now);
  const from = addIstMonths(current, -(months - 1));
  const stored = await db
    .select()
    .from(revenueMonths)
    .where(and(gte(revenueMonths.month, from), sql`${revenueMonths.month} <= ${current}`))
    .orderBy(asc(revenueMonths.month));
  const byMonth = new Map(stored.map((m) => [m.month, m]));
  const list = [];
  let carried = EMPTY;
  const [earlier] = await db
    .select({ figures: revenueMonths.figures })
    .from(revenueMonths)
    .where(lt(revenueMonths.month, from))
    .orderBy(sql`${revenueMonths.month} desc`)
    .limit(1);
  if (earlier) carried = earlier.figures;
  for (let month = from; month <= current; month = addIstMonths(month, 1)) {
    const m = byMonth.get(month);
    // A month before the first subscription (or with no row yet) holds what the month before held.
    const figures = m?.figures ?? { ...EMPTY, mrrPaise: carried.mrrPaise, activeByPlan: carried.activeByPlan };
    list.push({ month, ...figures, computedAt: m?.computedAt.toISOString() ?? null });
    carried = figures;
  }
  return { months: list, currentMonth: current };
}
