import { istDayStart, istWeek, DAY_MS, type Funnel, type FunnelSource, type SiteEventRequest } from '@lnf/sdk';
import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { siteEvents } from '../db/schema';
import { runExclusive } from './jobs';

/**
 * The first-party funnel: events the site sends after the visitor accepted analytics cookies, the
 * first payment the server adds, and the staff's funnel by ISO week (IST) and by landing page.
 * Nothing about the device is stored (no address, no user agent): a visitor is the random id their
 * browser keeps, and a user is linked to it only by their own sign-up event.
 */

/** Events are kept 13 months: a year to compare a week with, and the month it is read in. */
export const EVENT_RETENTION_MONTHS = 13;
/** The job runs once a day across every instance (the job lease's `everyMs`)... */
export const EVENT_RETENTION_EVERY_MS = 24 * 60 * 60_000;
/** ...and each instance's timer asks hourly, so a server restarted daily still runs it. */
export const EVENT_RETENTION_TICK_MS = 60 * 60_000;
export const EVENT_RETENTION_JOB = 'analytics-retention';
const EVENT_RETENTION_LEASE_MS = 30 * 60_000;
/** The landing pages the funnel lists, most visits first. */
export const FUNNEL_SOURCES_MAX = 50;

/**
 * Stores one event. Its `source_path` is the visitor's landing page: the one their first event
 * carries, or this event's path when it is their first. `userId` links the user to the visitor,
 * and is kept only on a sign-up (the event that makes the link).
 */
export async function recordEvent(db: Db, event: SiteEventRequest, userId: string | null): Promise<void> {
  const first = db
    .select({ source: siteEvents.sourcePath })
    .from(siteEvents)
    .where(sql`${siteEvents.visitorId} = ${event.visitorId}`)
    .orderBy(siteEvents.occurredAt, siteEvents.id)
    .limit(1);
  await db.insert(siteEvents).values({
    visitorId: event.visitorId,
    kind: event.kind,
    path: event.path,
    sourcePath: sql`coalesce((${first}), ${event.path})`,
    cta: event.kind === 'cta_press' ? (event.cta ?? null) : null,
    userId: event.kind === 'sign_up' ? userId : null,
  });
  if (event.kind === 'sign_up' && userId) await recordLateFirstPayment(db, event.visitorId, userId);
}

/**
 * A sign-up that links a user who has already paid (the link reached the server late: consent
 * given after paying, a request retried): the funnel's `first_payment` for this visitor, at the time
 * of the user's first payment. The unique index on first payments keeps it one per user, whichever
 * of this and recordFirstPayment comes first.
 */
async function recordLateFirstPayment(db: Db, visitorId: string, userId: string): Promise<void> {
  await db.execute(sql`
    insert into site_events (visitor_id, kind, path, source_path, user_id, occurred_at)
    select e.visitor_id, 'first_payment', e.path, e.source_path, e.user_id, paid.at
    from (
      select visitor_id, path, source_path, user_id from site_events
      where visitor_id = ${visitorId} and user_id = ${userId} and kind = 'sign_up'
      order by occurred_at desc limit 1
    ) e
    join lateral (
      select min(p.created_at) as at from payments p join orders o on o.id = p.order_id
      where o.user_id = ${userId}
    ) paid on paid.at is not null
    on conflict do nothing`);
}

/**
 * The funnel's last step, written where a captured charge is recorded (invoices.ts recordCharge,
 * in its transaction): when the charge is the first payment of the order's user and the user
 * signed up as a visitor, one `first_payment` for that visitor. The unique index on first payments
 * makes a second confirmation of the same payment (webhook and browser) add nothing.
 */
export async function recordFirstPayment(tx: Tx, orderId: string, transactionId: string): Promise<void> {
  await tx.execute(sql`
    insert into site_events (visitor_id, kind, path, source_path, user_id)
    select e.visitor_id, 'first_payment', e.path, e.source_path, o.user_id
    from orders o
    join lateral (
      select visitor_id, path, source_path from site_events
      where user_id = o.user_id and kind = 'sign_up'
      order by occurred_at desc limit 1
    ) e on true
    where o.id = ${orderId} and o.user_id is not null
      and not exists (
        select 1 from payments p join orders po on po.id = p.order_id
        where po.user_id = o.user_id and p.transaction_id <> ${transactionId}
      )
    on conflict do nothing`);
}

/** Erasure: every event of every visitor the user signed up as, and any naming the user. */
export async function eraseUserEvents(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from site_events
    where user_id = ${userId}
       or visitor_id in (select visitor_id from site_events where user_id = ${userId})`);
}

/** Deletes events older than EVENT_RETENTION_MONTHS by the database's clock; answers how many. */
export async function purgeOldEvents(db: Db): Promise<number> {
  const gone = await db
    .delete(siteEvents)
    .where(lt(siteEvents.occurredAt, sql`now() - ${EVENT_RETENTION_MONTHS}::int * interval '1 month'`))
    .returning({ id: siteEvents.id });
  return gone.length;
}

/** The retention job as the server schedules it: under the job lease, once a day across instances. */
export function eventRetentionJob(db: Db, holder?: string): Promise<boolean> {
  return runExclusive(
    db,
    EVENT_RETENTION_JOB,
    EVENT_RETENTION_LEASE_MS,
    async () => void (await purgeOldEvents(db)),
    holder,
    EVENT_RETENTION_EVERY_MS,
  );
}

type Steps = { visits: number; demoRequests: number; signUps: number; paid: number };

/**
 * Each visitor's steps in a window: a page view, and the demo request, sign-up and first payment
 * that count only when the visitor also viewed a page in that window (a funnel: no step without
 * the visit). `bucket` is the window (an IST week's Monday) or the landing page.
 */
const funnelOf = (from: Date, bucket: ReturnType<typeof sql>) => sql`
  with per_visitor as (
    select ${bucket} as bucket, visitor_id,
      bool_or(kind = 'page_view') as v,
      bool_or(kind = 'demo_request') as d,
      bool_or(kind = 'sign_up') as s,
      bool_or(kind = 'first_payment') as p
    from site_events
    where occurred_at >= ${from.toISOString()}::timestamptz
    group by bucket, visitor_id
  )
  select bucket,
    count(*) filter (where v)::int as visits,
    count(*) filter (where v and d)::int as "demoRequests",
    count(*) filter (where v and s)::int as "signUps",
    count(*) filter (where v and p)::int as paid
  from per_visitor
  group by bucket`;

/**
 * The last `weeks` ISO weeks in India's time, the current one last (weeks without events are
 * zeros), and the landing pages of the visitors of the whole window, most visits first.
 */
export async function funnel(db: Db, weeks: number, now = new Date()): Promise<Funnel> {
  const current = istWeek(now);
  const firstMonday = new Date(istDayStart(current.start).getTime() - (weeks - 1) * 7 * DAY_MS);
  // The IST wall-clock time of each event; date_trunc('week') gives its Monday (ISO weeks).
  const monday = sql`to_char(date_trunc('week', (occurred_at at time zone 'UTC') + interval '5 hours 30 minutes'), 'YYYY-MM-DD')`;
  const [byWeek, bySource] = await Promise.all([
    db.execute(funnelOf(firstMonday, monday)),
    // Every event of a visitor carries the same landing page (recordEvent copies their first's).
    db.execute(
      sql`${funnelOf(firstMonday, sql`source_path`)} order by visits desc, bucket limit ${FUNNEL_SOURCES_MAX}`,
    ),
  ]);
  const rows = (r: unknown) => (r as { rows: Array<Steps & { bucket: string }> }).rows;
  const found = new Map(rows(byWeek).map((r) => [r.bucket, r]));
  const zero: Steps = { visits: 0, demoRequests: 0, signUps: 0, paid: 0 };
  const list = Array.from({ length: weeks }, (_, i) => {
    const w = istWeek(new Date(firstMonday.getTime() + (i * 7 + 3) * DAY_MS));
    const r = found.get(w.start);
    return { ...w, ...steps(r ?? zero) };
  });
  const sources: FunnelSource[] = rows(bySource).map((r) => ({ path: r.bucket, ...steps(r) }));
  return { weeks: list, sources };
}

const steps = (r: Steps): Steps => ({
  visits: Number(r.visits),
  demoRequests: Number(r.demoRequests),
  signUps: Number(r.signUps),
  paid: Number(r.paid),
});
