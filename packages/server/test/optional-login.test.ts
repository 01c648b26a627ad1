import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basket, user } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultKeyFile, loadSigningKeys } from '../src/auth/keys';
import { ACCESS_TTL_S, TokenService } from '../src/auth/tokens';
import { auditLogs, baskets, customers, orders, users } from '../src/db/schema';
import { takesOptionalUser } from '../src/http/context';
import { startTestServer, type TestServer } from './harness';
import { matrixRows, type Fixtures, type Row } from './matrix';
import { createUser, rowCount } from './users';

/**
 * Routes where login is optional (basket, a purchase request) take an absent token as anonymous,
 * but a token that came and is bad as a 401 with `WWW-Authenticate: Bearer error="invalid_token"`
 * (RFC 6750 section 3.1), before anything is written: an expired session must not quietly create
 * an anonymous basket or order. The routes are found from the app's registrations (the handlers
 * withOptionalUser made), and called with the authorization matrix's requests, so a new optional
 * route is covered here as soon as it is mounted.
 */
let server: TestServer;
let optional: { method: string; path: string }[] = [];
let rows: Row[] = [];
const fx = { aliceEmail: 'alice.optional@example.com' } as Fixtures;
/** Each way a bearer token can be present and unusable, by name. */
const bad: Record<string, string> = {};

const unused = () => Promise.reject(new Error('not needed by an optional-login route'));
const TABLES = { baskets, orders, customers, auditLogs };

async function counts() {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, await rowCount(server, table)] as const),
  );
  return Object.fromEntries(entries);
}

async function call(route: { method: string; path: string }, authorization?: string) {
  const row = rows.find((r) => r.method === route.method && r.route === route.path);
  if (!row) throw new Error(`${route.method} ${route.path} has no row in test/matrix.ts`);
  const c = await row.call('anonymous');
  const headers: Record<string, string> = { ...c.headers };
  if (authorization) headers.authorization = authorization;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  return server.raw(c.path, {
    method: c.method,
    headers,
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
}

beforeAll(async () => {
  // Online ordering off: an order is a purchase request, which anyone may make.
  server = await startTestServer({ onlineOrdersOff: true });
  optional = server.app.routes
    .filter((r) => takesOptionalUser(r.handler))
    .map((r) => ({ method: r.method, path: r.path }));
  fx.basketId = (await basket.create(server.client(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 })).id;
  rows = matrixRows({
    server: () => server,
    fx,
    freshSubscription: unused,
    freshPaidSubscription: unused,
    freshSubscriptionIn: unused,
    freshCaptcha: unused,
    freshDeadNotification: unused,
    freshTicket: unused,
    freshRefreshToken: unused,
    stepUp: unused,
    passwordOf: () => 'unused',
  });

  const alice = await createUser(server, fx.aliceEmail);
  const [row] = await server.services.db.select().from(users).where(eq(users.id, alice.id));
  const { config } = server.services;
  const issuer = `${config.publicOrigin ?? 'http://localhost'}/realms/lnf`;
  const ours = await loadSigningKeys(config.jwtKeyFile ?? defaultKeyFile(config.dataDir), config.jwtPrivateKey);
  const foreign = await loadSigningKeys(join(mkdtempSync(join(tmpdir(), 'lnf-keys-')), 'k.json'), null);
  const past = () => Date.now() - 2 * ACCESS_TTL_S * 1000;
  const expired = await new TokenService(server.services.db, ours, issuer, past).issue(row!);
  const otherKey = await new TokenService(server.services.db, foreign, issuer).issue(row!);
  const loggedOut = await server.login(alice.email, alice.password);
  await user.logout(server.client(), { accessToken: loggedOut.access_token, refreshToken: loggedOut.refresh_token });
  const [head, payload, signature] = alice.token.split('.');
  const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;

  bad.garbage = 'Bearer not-a-token';
  bad['not a bearer'] = 'Basic YWxpY2U6cGFzcw==';
  bad['bearer without a token'] = 'Bearer';
  bad['tampered signature'] = `Bearer ${head}.${payload}.${flipped}`;
  bad['expired'] = `Bearer ${expired.access_token}`;
  bad['signed by another key'] = `Bearer ${otherKey.access_token}`;
  bad['revoked by logout'] = `Bearer ${loggedOut.access_token}`;
});
afterAll(() => server?.stop());

describe('optional login', () => {
  it('finds the optional-login routes from the registrations', () => {
    expect(optional.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/lnf/portal/basket',
        'GET /api/v1/lnf/portal/basket/:id',
        'PUT /api/v1/lnf/portal/basket/:id',
        'POST /api/v1/lnf/portal/orders',
      ]),
    );
  });

  it('answers 401 invalid_token to every bad token on every optional route, and changes nothing', async () => {
    const before = await counts();
    const wrong: string[] = [];
    for (const route of optional) {
      for (const [kind, authorization] of Object.entries(bad)) {
        const res = await call(route, authorization);
        const body = (await res.json()) as { status: number; error: string; message: string };
        const challenge = res.headers.get('www-authenticate');
        if (
          res.status !== 401 ||
          challenge !== 'Bearer error="invalid_token"' ||
          body.status !== 401 ||
          body.error !== 'Unauthorized' ||
          !body.message
        )
          wrong.push(`${route.method} ${route.path} with ${kind}: ${res.status} ${challenge} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await counts()).toEqual(before);
    // The anonymous basket is still nobody's: no bad token bound it.
    expect((await basket.get(server.client(), fx.basketId)).employeeId).toBeNull();
  });

  it('with no token the same calls are anonymous and succeed', async () => {
    for (const route of optional) {
      const res = await call(route);
      expect(res.status, `${route.method} ${route.path}: ${await res.clone().text()}`).toBeLessThan(300);
    }
  });

  it('no route reads the caller except through requireUser or withOptionalUser', () => {
    const dir = join(import.meta.dirname, '../src/routes');
    const direct = readdirSync(dir).filter((f) =>
      /get\(\s*'(principal|authError)'\s*\)/.test(readFileSync(join(dir, f), 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('mounts one handler per method and path', () => {
    const seen = new Map<string, number>();
    for (const r of server.app.routes.filter((x) => x.method !== 'ALL')) {
      const key = `${r.method} ${r.path}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });
});
