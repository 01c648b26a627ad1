import { ApiError, audit } from '@lnf/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, failure, rowCount, send, type TestUser } from './users';

const BASE = '/api/v1/lnf/audit-logs';

let server: TestServer;
let admin: string;
let customerUser: TestUser;
let firstSeededId: number;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  customerUser = await createUser(server, 'audit.customer@test.local');
  // Known rows in the past, apart from the logins of today.
  const rows = await server.services.db
    .insert(auditLogs)
    .values([
      {
        time: new Date('2024-03-01T10:00:00Z'),
        actor: 'zoe@test.local',
        module: 'support',
        action: 'RAISE_TICKET',
        key: 'LNF-1',
        outcome: 'SUCCESS',
        ip: '10.0.0.1',
      },
      {
        time: new Date('2024-03-02T10:00:00Z'),
        actor: 'amy@test.local',
        module: 'support',
        action: 'CHANGE_STATUS',
        key: 'LNF-1',
        outcome: 'SUCCESS',
        ip: '10.0.0.2',
      },
      {
        time: new Date('2024-03-03T23:59:59Z'),
        actor: 'amy@test.local',
        module: 'customer',
        action: 'UPDATE_ADDRESS',
        key: 'addr-100%',
        outcome: 'FAILURE',
        ip: '10.0.0.3',
        detail: 'Customer 42',
      },
      {
        time: new Date('2024-03-04T00:00:00Z'),
        actor: 'bob@test.local',
        module: 'order',
        action: 'PLACE_ORDER',
        key: 'ORD_7',
        outcome: 'SUCCESS',
        ip: '10.0.0.4',
      },
      ...Array.from({ length: 12 }, (_, i) => ({
        time: new Date(Date.UTC(2024, 1, 1 + i)),
        actor: `bulk${i}@test.local`,
        module: 'bulk',
        action: 'IMPORT',
        key: `B-${i}`,
        outcome: 'SUCCESS',
        ip: '10.0.1.1',
      })),
    ])
    .returning({ id: auditLogs.id });
  firstSeededId = rows[0]!.id;
});
afterAll(() => server?.stop());

describe('GET audit-logs/date-range', () => {
  it('pages 10 rows newest first with the total', async () => {
    const page = await audit.list(server.client(admin));
    const total = await rowCount(server, auditLogs);
    expect(page.totalElements).toBe(total);
    expect(page.page).toBe(0);
    expect(page.size).toBe(10);
    expect(page.content).toHaveLength(10);
    const times = page.content.map((r) => r.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.content[0]).toMatchObject({ module: 'user', action: 'LOGIN' });
    expect(new Date(page.content[0]!.time).toISOString()).toBe(page.content[0]!.time);
  });

  it('pages do not overlap and the last page is short', async () => {
    const total = await rowCount(server, auditLogs);
    const p0 = await audit.list(server.client(admin), { page: 0, size: 7 });
    const p1 = await audit.list(server.client(admin), { page: 1, size: 7 });
    const ids0 = new Set(p0.content.map((r) => r.id));
    expect(p1.content.some((r) => ids0.has(r.id))).toBe(false);
    const last = Math.floor((total - 1) / 7);
    expect((await audit.list(server.client(admin), { page: last, size: 7 })).content).toHaveLength(total - last * 7);
    expect((await audit.list(server.client(admin), { page: last + 1, size: 7 })).content).toEqual([]);
  });

  it('sorts by a whitelisted column in either order', async () => {
    const page = await audit.list(server.client(admin), {
      search: 'module:support',
      sortBy: 'actor',
      sortOrder: 'asc',
    });
    expect(page.content.map((r) => r.actor)).toEqual(['amy@test.local', 'zoe@test.local']);
    const desc = await audit.list(server.client(admin), {
      search: 'module:bulk',
      sortBy: 'key',
      sortOrder: 'desc',
      size: 3,
    });
    expect(desc.content.map((r) => r.key)).toEqual(['B-9', 'B-8', 'B-7']);
  });

  it('filters by field:value pairs, case-insensitive contains, all pairs must hold', async () => {
    const support = await audit.list(server.client(admin), { search: 'module:SUPP,key:lnf-1' });
    expect(support.totalElements).toBe(2);
    const both = await audit.list(server.client(admin), { search: 'module:support,action:change' });
    expect(both.content.map((r) => r.action)).toEqual(['CHANGE_STATUS']);
    const detail = await audit.list(server.client(admin), { search: 'detail:customer 42, outcome:fail' });
    expect(detail.content.map((r) => r.key)).toEqual(['addr-100%']);
  });

  it('treats % and _ in a search as themselves, and SQL as text', async () => {
    expect((await audit.list(server.client(admin), { search: 'key:100%' })).content.map((r) => r.key)).toEqual([
      'addr-100%',
    ]);
    expect((await audit.list(server.client(admin), { search: 'key:_' })).content.map((r) => r.key)).toEqual(['ORD_7']);
    expect((await audit.list(server.client(admin), { search: "actor:' OR 1=1 --" })).totalElements).toBe(0);
    expect((await audit.list(server.client(admin), { search: 'actor:<script>' })).totalElements).toBe(0);
  });

  it('filters by a date range, both ends inclusive whole days', async () => {
    const march = await audit.list(server.client(admin), { from: '2024-03-02', to: '2024-03-03', sortOrder: 'asc' });
    expect(march.content.map((r) => r.action)).toEqual(['CHANGE_STATUS', 'UPDATE_ADDRESS']);
    const fromOnly = await audit.list(server.client(admin), { from: '2024-03-04', search: 'ip:10.0.0' });
    expect(fromOnly.content.map((r) => r.action)).toEqual(['PLACE_ORDER']);
    const toOnly = await audit.list(server.client(admin), { to: '2024-02-02' });
    expect(toOnly.totalElements).toBe(2);
  });

  it('answers 401 anonymous and 403 a customer', async () => {
    expect((await failure<ApiError>(audit.list(server.client()))).status).toBe(401);
    expect((await failure<ApiError>(audit.list(customerUser.client))).status).toBe(403);
  });

  it.each([
    ['a search without a colon', 'search=module', /field:value/],
    ['an unknown search field', 'search=password_hash:x', /Unknown search field 'password_hash'/],
    ['a search field without a value', 'search=module:', /needs a value/],
    ['an unknown sort column', 'sortBy=passwordHash', /sortBy/],
    ['a SQL-looking sort column', `sortBy=${encodeURIComponent('time; DROP TABLE audit_logs --')}`, /sortBy/],
    ['an unknown sort order', 'sortOrder=sideways', /sortOrder/],
    ['a size over 100', 'size=101', /size/],
    ['a size of 0', 'size=0', /size/],
    ['a negative page', 'page=-1', /page/],
    ['a page that is not a number', 'page=abc', /page/],
    ['a date that is not a date', 'from=2024-02-30', /from/],
    ['a date-time instead of a date', 'from=2024-02-01T00:00:00Z', /from/],
    ['from after to', 'from=2024-03-05&to=2024-03-01', /'from' must not be after 'to'/],
    ['an unknown parameter', 'limit=5', /Unknown field 'limit'/],
  ])('answers %s with a JSON 400', async (_what, query, message) => {
    const before = await rowCount(server, auditLogs);
    const res = await send(server, 'GET', `${BASE}/date-range?${query}`, { token: admin });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: number; error: string; message: string };
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(body.message).toMatch(message);
    expect(await rowCount(server, auditLogs)).toBe(before);
  });

  it('accepts size 100', async () => {
    const page = await audit.list(server.client(admin), { size: 100 });
    expect(page.size).toBe(100);
    expect(page.content.length).toBe(Math.min(100, page.totalElements));
  });
});

describe('GET audit-logs/{id}', () => {
  it('answers one row to an admin', async () => {
    const row = await audit.get(server.client(admin), String(firstSeededId));
    expect(row).toEqual({
      id: String(firstSeededId),
      time: '2024-03-01T10:00:00.000Z',
      actor: 'zoe@test.local',
      module: 'support',
      action: 'RAISE_TICKET',
      key: 'LNF-1',
      outcome: 'SUCCESS',
      ip: '10.0.0.1',
      detail: null,
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1 OR 1=1', '99999999999999999999']) {
      const res = await send(server, 'GET', `${BASE}/${encodeURIComponent(id)}`, { token: admin });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Audit log not found');
    }
  });

  it('answers 401 anonymous and 403 a customer', async () => {
    expect((await failure<ApiError>(audit.get(server.client(), String(firstSeededId)))).status).toBe(401);
    expect((await failure<ApiError>(audit.get(customerUser.client, String(firstSeededId)))).status).toBe(403);
  });
});
