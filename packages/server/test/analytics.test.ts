import { analytics, ApiError, backoffice, basket, dev, istWeek, order, privacy } from '@lnf/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases, siteEvents } from '../src/db/schema';
import { EVENTS_PER_VISITOR_HOUR } from '../src/routes/analytics';
import { EVENT_RETENTION_JOB, eventRetentionJob } from '../src/services/analytics';
import { startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';
import { createStaff, createUser, failure, rowCount } from './users';

/**
 * The first-party funnel (services/analytics.ts): what a browser may send and what is stored (no
 * address, no cookie), the per-visitor limit, the staff's funnel of a scripted visit, the first
 * payment the server adds once, and erasure and retention of the events.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const EVENTS = '/api/v1/lnf/public/events';
const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  server.raw(EVENTS, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
const eventsOf = (visitorId: string) =>
  server.services.db
    .select()
    .from(siteEvents)
    .where(eq(siteEvents.visitorId, visitorId))
    .orderBy(siteEvents.occurredAt);

describe('POST public/events', () => {
  it('stores a page view as 204 with no cookie, drops the query string, and takes sendBeacon text/plain', async () => {
    const visitorId = crypto.randomUUID();
    const res = await post(
      { visitorId, kind: 'page_view', path: '/our-plans?email=a@b.in#top' },
      {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    const beacon = await post(
      JSON.stringify({ visitorId, kind: 'cta_press', path: '/our-plans', cta: '/schedule-demo' }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get('set-cookie')).toBeNull();
    const rows = await eventsOf(visitorId);
    expect(rows.map((r) => [r.kind, r.path, r.sourcePath, r.cta, r.userId])).toEqual([
      ['page_view', '/our-plans', '/our-plans', null, null],
      ['cta_press', '/our-plans', '/our-plans', '/schedule-demo', null],
    ]);
  });

  it('has no column that could hold an address or a device', async () => {
    const { rows } = (await server.services.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'site_events' order by column_name`,
    )) as unknown as { rows: Array<{ column_name: string }> };
    expect(rows.map((r) => r.column_name)).toEqual([
      'cta',
      'id',
      'kind',
      'occurred_at',
      'path',
      'source_path',
      'user_id',
      'visitor_id',
    ]);
    // And no value anywhere in the table is the address a request came from.
    const { rows: leaked } = (await server.services.db.execute(
      sql`select count(*)::int as n from site_events e where e::text like '%203.0.113.9%' or e::text like '%Firefox%'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(leaked[0]!.n).toBe(0);
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const visitorId = crypto.randomUUID();
    const ok = { visitorId, kind: 'page_view', path: '/' };
    const before = await rowCount(server, siteEvents);
    for (const body of [
      { ...ok, visitorId: 'visitor-1' },
      { ...ok, kind: 'first_payment' },
      { ...ok, kind: 'purchase' },
      { ...ok, path: 'our-plans' },
      { ...ok, path: `/${'a'.repeat(300)}` },
      { ...ok, cta: 'x'.repeat(121) },
      { ...ok, ip: '203.0.113.9' },
      { visitorId },
      '{"visitorId":',
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await post(JSON.stringify(ok), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await rowCount(server, siteEvents)).toBe(before);
  });

  it(`answers 429 after ${EVENTS_PER_VISITOR_HOUR} events of one visitor in an hour, and not to another visitor`, async () => {
    const visitorId = crypto.randomUUID();
    const body = { visitorId, kind: 'page_view', path: '/resources' };
    for (let i = 0; i < EVENTS_PER_VISITOR_HOUR; i++) expect((await post(body)).status).toBe(204);
    const refused = await post(body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await eventsOf(visitorId)).toHaveLength(EVENTS_PER_VISITOR_HOUR);
    expect((await post({ ...body, visitorId: crypto.randomUUID() })).status).toBe(204);
  });
});

describe('the funnel', () => {
  it('counts a scripted visit by week and landing page, with one first payment however often it is confirmed', async () => {
    const staff = await createStaff(server, 'sam.funnel@lnf.example', 'support');
    const before = await backoffice.funnel(staff.client, { weeks: 2 });
    const anon = server.client();
    // One visitor reads two pages and asks for a demo.
    const reader = crypto.randomUUID();
    await analytics.sendEvent(anon, { visitorId: reader, kind: 'page_view', path: '/funnel-a' });
    await analytics.sendEvent(anon, { visitorId: reader, kind: 'page_view', path: '/our-plans' });
    await analytics.sendEvent(anon, { visitorId: reader, kind: 'demo_request', path: '/schedule-demo' });
    // Another lands on a page, signs up (signed in: the link to the user) and pays.
    const buyer = crypto.randomUUID();
    await analytics.sendEvent(anon, { visitorId: buyer, kind: 'page_view', path: '/funnel-b' });
    const u = await createUser(server, 'vikram.funnel@test.local');
    await analytics.sendEvent(u.client, { visitorId: buyer, kind: 'sign_up', path: '/registration' });
    expect((await eventsOf(buyer)).find((e) => e.kind === 'sign_up')?.userId).toBe(u.id);

    const bk = await basket.create(u.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(u.client, orderRequest(bk.id, u.email));
    const checkout = await dev.testCheckout(u.client, {
      subscriptionId: placed.subscriptionId!,
      cardNumber: '4111111111111111',
      cardHolderName: 'Vikram Shah',
      expiry: '12/30',
      cvv: '123',
    });
    await order.confirmPayment(u.client, checkout);
    // The browser's confirmation again (a retry), and a renewal: still one first payment.
    await order.confirmPayment(u.client, checkout).catch((e: unknown) => expect(e).toBeInstanceOf(ApiError));
    const renewal = await server.raw('/api/v1/lnf/portal/orders/payment/test-renewal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ subscriptionId: placed.subscriptionId, outcome: 'charged' }),
    });
    expect(renewal.status).toBe(200);
    const paid = (await eventsOf(buyer)).filter((e) => e.kind === 'first_payment');
    expect(paid.map((e) => [e.userId, e.sourcePath])).toEqual([[u.id, '/funnel-b']]);

    const after = await backoffice.funnel(staff.client, { weeks: 2 });
    expect(after.weeks.map((w) => w.week)).toEqual(before.weeks.map((w) => w.week));
    const thisWeek = istWeek(new Date());
    expect(after.weeks.at(-1)!).toMatchObject(thisWeek);
    const grew = (k: 'visits' | 'demoRequests' | 'signUps' | 'paid') =>
      after.weeks.at(-1)![k] - before.weeks.at(-1)![k];
    expect([grew('visits'), grew('demoRequests'), grew('signUps'), grew('paid')]).toEqual([2, 1, 1, 1]);
    expect(after.sources.find((s) => s.path === '/funnel-a')).toEqual({
      path: '/funnel-a',
      visits: 1,
      demoRequests: 1,
      signUps: 0,
      paid: 0,
    });
    expect(after.sources.find((s) => s.path === '/funnel-b')).toEqual({
      path: '/funnel-b',
      visits: 1,
      demoRequests: 0,
      signUps: 1,
      paid: 1,
    });
  });

  it('counts the first payment of a user whose sign-up reached the server only after they paid', async () => {
    // The link is made at the first sign-in with consent; a link that arrives late (consent given
    // later, a lost request retried) still finds the payment already made, once.
    const anon = server.client();
    const late = crypto.randomUUID();
    await analytics.sendEvent(anon, { visitorId: late, kind: 'page_view', path: '/funnel-late' });
    const u = await createUser(server, 'late.link@test.local');
    const bk = await basket.create(u.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(u.client, orderRequest(bk.id, u.email));
    const checkout = await dev.testCheckout(u.client, {
      subscriptionId: placed.subscriptionId!,
      cardNumber: '4111111111111111',
      cardHolderName: 'Late Link',
      expiry: '12/30',
      cvv: '123',
    });
    await order.confirmPayment(u.client, checkout);
    expect((await eventsOf(late)).filter((e) => e.kind === 'first_payment')).toEqual([]);

    await analytics.sendEvent(u.client, { visitorId: late, kind: 'sign_up', path: '/registration' });
    await analytics.sendEvent(u.client, { visitorId: late, kind: 'sign_up', path: '/registration' });
    const paid = (await eventsOf(late)).filter((e) => e.kind === 'first_payment');
    expect(paid.map((e) => [e.userId, e.sourcePath])).toEqual([[u.id, '/funnel-late']]);

    // A user who has not paid gets no payment from a sign-up.
    const unpaid = crypto.randomUUID();
    const v = await createUser(server, 'not.yet@test.local');
    await analytics.sendEvent(v.client, { visitorId: unpaid, kind: 'sign_up', path: '/registration' });
    expect((await eventsOf(unpaid)).map((e) => e.kind)).toEqual(['sign_up']);
  });

  it('counts a step only for visitors with a visit in the same week', async () => {
    const staff = await createStaff(server, 'sia.funnel@lnf.example', 'support');
    const before = await backoffice.funnel(staff.client, { weeks: 3 });
    const visitorId = crypto.randomUUID();
    await server.services.db.insert(siteEvents).values({
      visitorId,
      kind: 'page_view',
      path: '/funnel-old',
      sourcePath: '/funnel-old',
      occurredAt: new Date(Date.now() - 14 * 86_400_000),
    });
    await analytics.sendEvent(server.client(), { visitorId, kind: 'demo_request', path: '/schedule-demo' });
    expect((await eventsOf(visitorId)).at(-1)!.sourcePath).toBe('/funnel-old');
    const after = await backoffice.funnel(staff.client, { weeks: 3 });
    expect(after.weeks[0]!.visits - before.weeks[0]!.visits).toBe(1);
    expect(after.weeks.at(-1)!.demoRequests).toBe(before.weeks.at(-1)!.demoRequests);
  });

  it('is for staff: a customer gets 403, and a bad weeks 400', async () => {
    const u = await createUser(server, 'chitra.funnel@test.local');
    expect((await failure<ApiError>(backoffice.funnel(u.client))).status).toBe(403);
    const staff = await createStaff(server, 'sunil.funnel@lnf.example', 'support');
    expect((await failure<ApiError>(backoffice.funnel(staff.client, { weeks: 0 }))).status).toBe(400);
    expect((await backoffice.funnel(staff.client)).weeks).toHaveLength(12);
  });
});

describe('erasure and retention', () => {
  it("erasing an account deletes its visitor's events and no one else's", async () => {
    const u = await createUser(server, 'ravi.funnel@test.local');
    const mine = crypto.randomUUID();
    const other = crypto.randomUUID();
    await analytics.sendEvent(server.client(), { visitorId: mine, kind: 'page_view', path: '/' });
    await analytics.sendEvent(u.client, { visitorId: mine, kind: 'sign_up', path: '/registration' });
    await analytics.sendEvent(server.client(), { visitorId: other, kind: 'page_view', path: '/' });
    await privacy.createRequest(u.client, { kind: 'erasure', detail: { confirmEmail: u.email } });
    expect(await eventsOf(mine)).toEqual([]);
    expect(await eventsOf(other)).toHaveLength(1);
  });

  it('the daily job deletes events older than 13 months and keeps the newer', async () => {
    const DAY = 86_400_000;
    const old = crypto.randomUUID();
    const recent = crypto.randomUUID();
    const at = (visitorId: string, days: number) => ({
      visitorId,
      kind: 'page_view' as const,
      path: '/',
      sourcePath: '/',
      occurredAt: new Date(Date.now() - days * DAY),
    });
    // 13 months is at most 397 days; 12 months and a bit is inside it whatever the calendar.
    await server.services.db.insert(siteEvents).values([at(old, 400), at(recent, 370)]);
    await server.services.db.delete(jobLeases).where(eq(jobLeases.name, EVENT_RETENTION_JOB));
    expect(await eventRetentionJob(server.services.db, 'test-instance')).toBe(true);
    expect(await eventsOf(old)).toEqual([]);
    expect(await eventsOf(recent)).toHaveLength(1);
    // Once a day across the instances: another asking at once does not run it.
    expect(await eventRetentionJob(server.services.db, 'other-instance')).toBe(false);
  });
});
