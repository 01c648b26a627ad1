import { ApiClient, basket, configuration, order } from '@lnf/sdk';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { addresses, auditLogs, configurations, customers, orders, rateLimits } from '../src/db/schema';
import { RateLimiter } from '../src/http/rateLimit';
import { ipKey } from '../src/net';
import { httpAnswer, redactedError } from '../src/http/errors';
import { createUser, failure } from './users';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';

/** HTTP and data hardening of the security issue: items 2 (defaults), 3, 6, 7 and 12. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server?.stop());

const lastAuditIp = async (action: string) => {
  const [row] = await server.services.db
    .select({ ip: auditLogs.ip })
    .from(auditLogs)
    .where(eq(auditLogs.action, action))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row?.ip;
};

describe('the default start (item 2)', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('binds the test server to 127.0.0.1', () => {
    expect(server.address).toBe('127.0.0.1');
  });

  it('keeps the database and keys in .data/ when LNF_DATA_DIR is set but empty, not in the working folder', () => {
    // An env file's `LNF_DATA_DIR=` must not put the signing keys beside the code.
    const defaultDir = loadConfig({}).dataDir;
    expect(defaultDir.endsWith(`${sep}.data`)).toBe(true);
    expect(loadConfig({ LNF_DATA_DIR: '' }).dataDir).toBe(defaultDir);
    expect(loadConfig({ LNF_DATA_DIR: '  ' }).dataDir).toBe(defaultDir);
    expect(loadConfig({ LNF_DATA_DIR: '/srv/lnf' }).dataDir).toBe('/srv/lnf');
  });
});

describe('client IP behind proxies (item 3)', () => {
  it('takes the rightmost address the trusted hop saw, not the forgeable leftmost one', async () => {
    // A failed refresh is audited with the client's address: the one our proxy appended.
    const res = await server.raw('/api/v1/lnf/user/refresh', {
      method: 'POST',
      headers: { refreshToken: 'x.y.z', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(res.status).toBe(401);
    expect(await lastAuditIp('REFRESH')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await startTestServer();
    try {
      await direct.raw('/api/v1/lnf/user/refresh', {
        method: 'POST',
        headers: { refreshToken: 'x.y.z', 'x-forwarded-for': '6.6.6.6' },
      });
      const [row] = await direct.services.db
        .select({ ip: auditLogs.ip })
        .from(auditLogs)
        .where(eq(auditLogs.action, 'REFRESH'))
        .orderBy(desc(auditLogs.id))
        .limit(1);
      expect(row?.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    } finally {
      await direct.stop();
    }
  });

  it('a forged leftmost address does not escape the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await server.raw('/api/v1/lnf/user/refresh', {
        method: 'POST',
        headers: { refreshToken: 'x.y.z', 'x-forwarded-for': `10.0.${i}.1, 203.0.113.99` },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('keys IPv6 clients by their /64 and IPv4 by address', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe(ipKey('2001:db8:1:2:bbbb:cccc:dddd:2'));
    expect(ipKey('2001:db8:1:2::1')).not.toBe(ipKey('2001:db8:1:3::1'));
    expect(ipKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipKey('192.0.2.1')).not.toBe(ipKey('192.0.2.2'));
    expect(ipKey('2001:db8::1')).toBe(ipKey('2001:0db8:0000:0000:ffff::9'));
  });

  it('counts in the database: two limiters on one database (two instances) share each window', async () => {
    const db = server.services.db;
    const a = new RateLimiter(db);
    const b = new RateLimiter(db);
    const key = `shared:${crypto.randomUUID()}`;
    for (let i = 0; i < 4; i++) await (i % 2 ? a : b).hit(key, 4, 60_000, 'spent');
    await expect(a.hit(key, 4, 60_000, 'spent')).rejects.toThrow('spent');
    await expect(b.hit(key, 4, 60_000, 'spent')).rejects.toThrow('spent');
    // Concurrent hits from both are counted one by one: exactly `max` pass.
    const burst = `burst:${crypto.randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(burst, 7, 60_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    await a.reset(key);
    await b.hit(key, 4, 60_000, 'spent');
  });

  it('starts a new window once the old one ended, and sweeps ended windows away', async () => {
    const db = server.services.db;
    const limiter = new RateLimiter(db);
    const key = `window:${crypto.randomUUID()}`;
    await limiter.hit(key, 1, 60_000, 'spent');
    await expect(limiter.hit(key, 1, 60_000, 'spent')).rejects.toThrow('spent');
    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1_000) })
      .where(eq(rateLimits.key, key));
    await limiter.hit(key, 1, 60_000, 'spent');
    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1_000) })
      .where(eq(rateLimits.key, key));
    expect(await limiter.sweep()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });

  it('answers 429 with the seconds left in the window', async () => {
    const limiter = new RateLimiter(server.services.db);
    const key = `retry:${crypto.randomUUID()}`;
    await limiter.hit(key, 1, 90_000);
    const refused = await limiter.hit(key, 1, 90_000).catch((e: unknown) => e);
    const answer = httpAnswer(refused);
    expect(answer).toMatchObject({ status: 429 });
    const wait = Number(answer!.headers['retry-after']);
    expect(wait).toBeGreaterThan(80);
    expect(wait).toBeLessThanOrEqual(90);
  });

  it('scales every limit for a test suite (LNF_RATE_LIMIT_SCALE), and still limits', async () => {
    const limiter = new RateLimiter(server.services.db, { scale: 3 });
    const key = `otp:ip:${crypto.randomUUID()}`;
    for (let i = 0; i < 6; i++) await limiter.hit(key, 2, 60_000, 'spent');
    await expect(limiter.hit(key, 2, 60_000, 'spent')).rejects.toThrow('spent');
  });

  it('passes everything when rate limits are off', async () => {
    const limiter = new RateLimiter(server.services.db, { enabled: false });
    for (let i = 0; i < 5; i++) await limiter.hit('off:key', 1, 60_000, 'spent');
  });
});

describe('anonymous purchase requests (item 6)', () => {
  it('keep their details on the order and never change a stored customer', async () => {
    const owner = await createUser(server, 'stored.customer@example.com');
    const b = await basket.create(owner.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    await order.place(owner.client, orderRequest(b.id, owner.email, { customer: { fullName: 'Real Owner' } }));
    const [before] = await server.services.db.select().from(customers).where(eq(customers.email, owner.email));
    const beforeAddresses = await server.services.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, before!.id));

    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    await server.services.db
      .update(configurations)
      .set({ configData: false })
      .where(eq(configurations.configKey, 'enablePortalOnlineOrder'));
    await configuration.refresh(admin);
    try {
      const anon = new ApiClient({ baseUrl: server.url });
      const anonBasket = await basket.create(anon, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
      const placed = await order.place(
        anon,
        orderRequest(anonBasket.id, owner.email, {
          customer: { fullName: 'Mallory Impostor', mobileNumber: '9000000001' },
          billingAddress: { addressLine1: '1 Fake Street', city: 'Elsewhere' },
        }),
      );
      expect(placed.status).toBe('REQUESTED');
      const [after] = await server.services.db.select().from(customers).where(eq(customers.email, owner.email));
      expect(after).toEqual(before);
      expect(await server.services.db.select().from(addresses).where(eq(addresses.customerId, before!.id))).toEqual(
        beforeAddresses,
      );
      const [request] = await server.services.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(request!.customerId).toBeNull();
      expect(request!.details).toMatchObject({ name: 'Mallory Impostor', mobile: '9000000001' });
      expect(request!.billingAddress).toMatchObject({ addressLine1: '1 Fake Street' });
    } finally {
      await server.services.db
        .update(configurations)
        .set({ configData: true })
        .where(eq(configurations.configKey, 'enablePortalOnlineOrder'));
      await configuration.refresh(admin);
    }
  });
});

describe('paths (item 7)', () => {
  it.each(['//evil.example/', '/\\evil.example/', '///evil.example//', '/%2F%2Fevil.example/'])(
    'redirects %s only within this origin',
    async (path) => {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      if (res.status === 301) {
        const location = res.headers.get('location')!;
        expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
        expect(location).toMatch(/^\/(?![/\\])/);
      } else {
        expect(res.status).toBe(404);
      }
    },
  );

  it.each(['/%', '/%E0%A4%A', '/assets/%zz.js', '/api/v1/lnf/portal/basket/%'])(
    'answers 400 to the malformed path %s, without a stack trace',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
      expect(JSON.parse(text)).toMatchObject({ status: 400, message: 'Malformed path' });
    },
  );
});

describe('database errors in the log (item 9)', () => {
  it('name the failed statement but not its bound values', async () => {
    const secret = 'victim.secret@example.com';
    const error = await failure(server.services.db.execute(sql`select ${secret}::int`));
    const line = redactedError(error);
    expect(line).toContain('select $1::int');
    expect(line).not.toContain(secret);
  });
});

describe('durable commits on the embedded database (item 12)', () => {
  it('runs PGlite with fsync on', async () => {
    if (server.database.kind !== 'pglite') return;
    const { rows } = (await server.services.db.execute(sql`show fsync`)) as unknown as { rows: { fsync: string }[] };
    expect(rows[0]!.fsync).toBe('on');
  });

  it('turns it off only when LNF_PGLITE_FSYNC=off asks', async () => {
    if (server.database.kind !== 'pglite') return;
    const dir = mkdtempSync(join(tmpdir(), 'lnf-nosync-'));
    const db = await openDatabase({ databaseUrl: null, dataDir: dir, pgliteFsync: false });
    try {
      const { rows } = (await db.db.execute(sql`show fsync`)) as unknown as { rows: { fsync: string }[] };
      expect(rows[0]!.fsync).toBe('off');
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
