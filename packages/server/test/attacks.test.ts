import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword } from '@lnf/sdk';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Stats } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { auditLogs, rateLimits } from '../src/db/schema';
import { MAX_JSON_DEPTH, parseJson } from '../src/json';
import { LOGIN_FAILURES, OTP_FAILURES_PER_HOUR } from '../src/services/limits';
import { AUDIT_ACTIONS } from '../src/services/auditActions';
import { parseEvent } from '../src/services/webhooks';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './users';

/**
 * What an attacker tries against accounts and the server: parallel guesses past the login
 * limit, DNS rebinding to a development server, deeply nested JSON, and a forged
 * X-Forwarded-Proto asking for HSTS.
 */
let server: TestServer;
beforeAll(async () => {
  // One trusted proxy hop, so a test can speak from many addresses through X-Forwarded-For.
  server = await startTestServer({ trustProxy: 1, rateLimits: true });
});
afterAll(() => server?.stop());

const LOGIN = '/api/v1/lnf/user/login';
let n = 0;
const unique = (name: string) => `${name}.${Date.now().toString(36)}${(n++).toString(36)}@example.com`;
const login = (ip: string, body: string) =>
  server.raw(LOGIN, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body,
  });
const loginBody = async (username: string, password: string) =>
  JSON.stringify({ username, password: await encryptPassword(password) });

describe('the per-account login limit under concurrency', () => {
  it('80 simultaneous wrong guesses from 8 addresses get at most 10 password checks', async () => {
    const victim = await createUser(server, unique('victim'), 'Victim-Pass-1');
    const wrong = await loginBody(victim.email, 'Wrong-Guess-1');
    const before = argon2Stats.verifies;
    const statuses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(`192.0.2.${(i % 8) + 1}`, wrong).then((r) => r.status)),
    );
    const checks = argon2Stats.verifies - before;
    expect(checks).toBeLessThanOrEqual(LOGIN_FAILURES);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80 - checks);

    // The right password from a new browser waits for the window too, without a check (no oracle)…
    const right = await loginBody(victim.email, 'Victim-Pass-1');
    const at = argon2Stats.verifies;
    expect((await login('192.0.2.50', right)).status).toBe(429);
    expect(argon2Stats.verifies - at).toBe(0);
    // …another account is not slowed by guesses at this one…
    const bystander = await createUser(server, unique('bystander'), 'Bystander-Pass-1');
    expect((await login('192.0.2.51', await loginBody(bystander.email, 'Bystander-Pass-1'))).status).toBe(201);
    // …and once the window has passed, the owner gets in.
    await server.services.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `login:account:${victim.email}`));
    expect((await login('192.0.2.52', right)).status).toBe(201);
  });

  it('an unknown email is limited the same way (no enumeration)', async () => {
    const ghost = unique('ghost');
    const wrong = await loginBody(ghost, 'Wrong-Guess-1');
    const before = argon2Stats.verifies;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`198.51.100.${(i % 4) + 1}`, wrong).then((r) => r.status)),
    );
    expect(argon2Stats.verifies - before).toBeLessThanOrEqual(LOGIN_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - LOGIN_FAILURES);
  });

  it('a successful login from a new browser does not spend the account’s failure budget', async () => {
    const owner = await createUser(server, unique('owner'), 'Owner-Pass-1');
    const wrong = await loginBody(owner.email, 'Wrong-Guess-1');
    for (let i = 0; i < LOGIN_FAILURES - 1; i++) expect((await login(`203.0.113.${i + 1}`, wrong)).status).toBe(401);
    expect((await login('203.0.113.100', await loginBody(owner.email, 'Owner-Pass-1'))).status).toBe(201);
    const [row] = await server.services.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, `login:account:${owner.email}`)));
    expect(row?.count).toBe(LOGIN_FAILURES - 1);
    expect((await login('203.0.113.101', wrong)).status).toBe(401);
    expect((await login('203.0.113.102', wrong)).status).toBe(429);
  });
});

describe('the per-account OTP limit under concurrency', () => {
  it('40 simultaneous wrong codes from 4 addresses check at most 10', async () => {
    const email = unique('otp-victim');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server
          .raw(`/api/v1/lnf/user/reset-password/otp/validate?email=${encodeURIComponent(email)}&otp=${100000 + i}`, {
            method: 'POST',
            headers: { 'x-forwarded-for': `198.18.0.${(i % 4) + 1}` },
          })
          .then((r) => r.status),
      ),
    );
    // Every code checked leaves an audit row; the rest were refused before.
    const [checked] = await server.services.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, AUDIT_ACTIONS.VALIDATE_OTP), eq(auditLogs.key, email)));
    expect(Number(checked?.n)).toBeLessThanOrEqual(OTP_FAILURES_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - Number(checked?.n));
  });
});

/** A request with a Host header of our choosing (fetch does not let a caller set it). */
function withHost(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a development server answers loopback Host names only (DNS rebinding)', () => {
  it('refuses another name, also for the dev mailbox, with a JSON 421', async () => {
    for (const path of ['/api/dev/mailbox', '/api/health']) {
      const res = await withHost(server.url, path, 'rebind.example');
      expect(res.status).toBe(421);
      expect(JSON.parse(res.body)).toMatchObject({
        message: expect.stringContaining('LNF_ALLOWED_HOSTS') as unknown,
      });
    }
    expect((await withHost(server.url, '/api/dev/mailbox', 'rebind.example:8080')).status).toBe(421);
    expect((await withHost(server.url, '/api/dev/mailbox', 'localhost.rebind.example')).status).toBe(421);
  });

  it('answers loopback names and IP literals, with any port', async () => {
    for (const host of [
      'localhost',
      'localhost:5173',
      'LOCALHOST:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'app.localhost:3000',
      '192.168.1.20:8080',
    ])
      expect([host, (await withHost(server.url, '/api/dev/mailbox', host)).status]).toEqual([host, 200]);
  });

  it('answers the names LNF_ALLOWED_HOSTS adds', async () => {
    const config = loadConfig({ LNF_ALLOWED_HOSTS: ' dev.example.test , .lan.test' });
    expect(config.allowedHosts).toEqual(['dev.example.test', '.lan.test']);
    const extra = await startTestServer({ allowedHosts: config.allowedHosts });
    try {
      expect((await withHost(extra.url, '/api/dev/mailbox', 'dev.example.test:8080')).status).toBe(200);
      expect((await withHost(extra.url, '/api/dev/mailbox', 'box.lan.test')).status).toBe(200);
      expect((await withHost(extra.url, '/api/dev/mailbox', 'rebind.example')).status).toBe(421);
    } finally {
      await extra.stop();
    }
  });

  it('leaves a production server to its proxy', async () => {
    const keys = mkdtempSync(join(tmpdir(), 'lnf-attacks-keys-'));
    const prod = await startTestServer({
      env: 'production',
      onlineOrdersOff: true,
      smtpUrl: 'smtp://127.0.0.1:9',
      jwtKeyFile: join(keys, 'jwt.json'),
      otpSecret: 'a-test-secret-of-more-than-thirty-two-characters',
    });
    try {
      expect((await withHost(prod.url, '/api/health', 'portal.example.com')).status).toBe(200);
    } finally {
      await prod.stop();
      rmSync(keys, { recursive: true, force: true });
    }
  });
});

describe('deeply nested JSON', () => {
  const post = (path: string, body: string) =>
    server.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.250' },
      body,
    });
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  // An object level costs 5 bytes and its close 1: 10,000 levels fit the 64 KB body limit.
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('answers 400 for 20,000-deep arrays and 10,000-deep objects on anonymous endpoints, and keeps serving', async () => {
    for (const path of [LOGIN, '/api/v1/lnf/portal/customer/contact', '/api/v1/lnf/portal/customer/inquiry'])
      for (const body of [deepArray(20_000), deepObject(10_000), `{"username":${deepArray(20_000)}}`]) {
        const res = await post(path, body);
        expect([path, res.status, ((await res.json()) as { message: string }).message]).toEqual([
          path,
          400,
          'JSON nested too deeply',
        ]);
      }
    expect((await server.raw('/api/health')).status).toBe(200);
  });

  it('reads brackets inside strings as text, and takes ordinary nesting', async () => {
    const res = await post(LOGIN, JSON.stringify({ username: '['.repeat(20_000), password: '{'.repeat(100) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).not.toBe('JSON nested too deeply');
  });
});

describe('HSTS', () => {
  it('is not sent for a client’s own X-Forwarded-Proto when no proxy is trusted', async () => {
    const direct = await startTestServer({ trustProxy: 0 });
    try {
      const res = await direct.raw('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.stop();
    }
  });

  it('is sent when a trusted proxy says the request came over TLS, and not for plain HTTP', async () => {
    const tls = await server.raw('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const plain = await server.raw('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect((await server.raw('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the nesting limit', () => {
  it('takes MAX_JSON_DEPTH levels and refuses one more, counting no bracket inside a string', () => {
    const nest = (depth: number) => `${'[{"a":'.repeat(depth / 2)}"\\"[{\\\\"${'}]'.repeat(depth / 2)}`;
    expect(() => parseJson(nest(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseJson(`[${nest(MAX_JSON_DEPTH)}]`)).toThrow('JSON nested too deeply');
  });

  it('guards the Razorpay webhook body, which does not go through jsonBody', () => {
    expect(() => parseEvent(`{"event":"payment.failed","payload":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)).toThrow(
      'JSON nested too deeply',
    );
  });
});
