import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, captcha, customer } from '@lnf/sdk';
import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaFor, createCaptcha, LocalCaptcha, RecaptchaV2, setCaptcha } from '../src/adapters/captcha';
import { loadConfig } from '../src/config';
import { auditLogs, captchaTokens, inquiries, rateLimits } from '../src/db/schema';
import { RateLimiter } from '../src/http/rateLimit';
import { startTestServer, type TestServer } from './harness';
import { failure, rowCount, send } from './users';

const BASE = '/api/v1/lnf/portal/customer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
});
afterAll(() => server?.stop());

async function localToken(s: TestServer = server): Promise<string> {
  const res = await s.raw(`${BASE}/recaptcha/local-token`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const inquiry = (recaptchaToken: string) => ({
  firstName: 'Arjun',
  lastName: 'Mehta',
  businessName: 'Mehta Foods',
  websiteUrl: 'mehtafoods.com',
  email: 'arjun@mehtafoods.com',
  mobile: '9820012345',
  country: 'IN',
  description: 'Looking for HR and payroll for 25 people.',
  status: 'CREATED' as const,
  recaptchaToken,
});

describe('local captcha over HTTP', () => {
  it('issues a signed token that verifies once', async () => {
    const token = await localToken();
    expect(token.split('.')).toHaveLength(3);
    expect(await captcha.verify(server.client(), token)).toEqual({ success: true });
    const again = await failure<ApiError>(captcha.verify(server.client(), token));
    expect(again.status).toBe(400);
    expect(again.message).toBe('Recaptcha Verification Failed');
    expect(again.body).toEqual({ status: 400, error: 'Bad Request', message: 'Recaptcha Verification Failed' });
  });

  it('refuses tampered, foreign and garbage tokens with 400', async () => {
    const token = await localToken();
    const [h, p, sig] = token.split('.');
    const tampered = `${h}.${p}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    const foreign = await new LocalCaptcha(server.services.db, new Uint8Array(32).fill(7)).issueLocalToken();
    for (const bad of [tampered, foreign, 'garbage', "' OR 1=1 --", '<script>alert(1)</script>']) {
      const res = await send(server, 'POST', `${BASE}/recaptcha/verify?recaptchaToken=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Recaptcha Verification Failed');
    }
    // The untouched original still verifies: failures spent nothing.
    expect((await captcha.verify(server.client(), token)).success).toBe(true);
  });

  it('answers 400 for a missing token and for unknown query fields', async () => {
    expect((await send(server, 'POST', `${BASE}/recaptcha/verify`)).status).toBe(400);
    expect((await send(server, 'POST', `${BASE}/recaptcha/verify?recaptchaToken=`)).status).toBe(400);
    expect((await send(server, 'POST', `${BASE}/recaptcha/verify?recaptchaToken=x&admin=1`)).status).toBe(400);
  });

  it('never writes the token to the audit log or the token table', async () => {
    const token = await localToken();
    await captcha.verify(server.client(), token);
    const signature = token.split('.')[2]!;
    const leaks = await server.services.db
      .select()
      .from(auditLogs)
      .where(or(like(auditLogs.key, `%${signature}%`), like(auditLogs.detail, `%${signature}%`)));
    expect(leaks).toEqual([]);
    const rows = await server.services.db.select().from(captchaTokens);
    expect(JSON.stringify(rows)).not.toContain(signature);
    const verifies = await server.services.db.select().from(auditLogs).where(like(auditLogs.action, 'VERIFY_CAPTCHA'));
    expect(verifies.length).toBeGreaterThan(0);
    expect(verifies.every((r) => r.module === 'customer' && r.key === '')).toBe(true);
  });

  it('rate-limits token issue per IP with 429', async () => {
    const original = server.services.limiter;
    // Fresh counters: earlier tests of this file spent some of this address's window.
    server.services.limiter = new RateLimiter(server.services.db);
    await server.services.db.delete(rateLimits);
    try {
      for (let i = 0; i < 30; i++) expect((await server.raw(`${BASE}/recaptcha/local-token`)).status).toBe(200);
      const res = await server.raw(`${BASE}/recaptcha/local-token`);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await res.json()) as { message: string }).message).toMatch(/Too many captcha requests/);
    } finally {
      server.services.limiter = original;
    }
  });
});

describe('LocalCaptcha with an injected clock', () => {
  let clock = Date.now();
  const key = new Uint8Array(32).fill(1);
  const make = () => new LocalCaptcha(server.services.db, key, { now: () => clock, ttlMs: 2 * 60_000 });

  it('verify then consume each succeed once, in that order only', async () => {
    const c = make();
    const token = await c.issueLocalToken();
    expect(await c.consume(token)).toBe(false);
    expect(await c.verify(token)).toBe(true);
    expect(await c.verify(token)).toBe(false);
    expect(await c.consume(token)).toBe(true);
    expect(await c.consume(token)).toBe(false);
  });

  it('expires after 2 minutes, for verify and for consume', async () => {
    const c = make();
    const unverified = await c.issueLocalToken();
    const verified = await c.issueLocalToken();
    expect(await c.verify(verified)).toBe(true);
    clock += 2 * 60_000 + 1000;
    expect(await c.verify(unverified)).toBe(false);
    expect(await c.consume(verified)).toBe(false);
  });

  it('an expired token answers 400 over HTTP and stores no inquiry', async () => {
    clock = Date.now();
    const c = make();
    setCaptcha(server.services, c);
    try {
      const late = await localToken();
      const spendLate = await localToken();
      expect((await captcha.verify(server.client(), spendLate)).success).toBe(true);
      clock += 121_000;
      expect((await failure<ApiError>(captcha.verify(server.client(), late))).status).toBe(400);
      const before = await rowCount(server, inquiries);
      const refused = await failure<ApiError>(customer.submitInquiry(server.client(), inquiry(spendLate)));
      expect(refused.status).toBe(400);
      expect(refused.message).toBe('Recaptcha Verification Failed');
      expect(await rowCount(server, inquiries)).toBe(before);
    } finally {
      setCaptcha(server.services, createCaptcha(server.services.config, server.services.db));
    }
  });
});

interface Siteverify {
  url: string;
  close(): Promise<void>;
  requests: { contentType: string; form: URLSearchParams }[];
}

/** A stand-in for Google's siteverify: 'good-*' tokens succeed once, like Google's. */
async function siteverifyStandIn(secret: string): Promise<Siteverify> {
  const requests: Siteverify['requests'] = [];
  const seen = new Set<string>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => resolve(body));
    });
  const http: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    requests.push({ contentType: req.headers['content-type'] ?? '', form });
    const token = form.get('response') ?? '';
    const ok =
      req.method === 'POST' &&
      req.url === '/recaptcha/api/siteverify' &&
      form.get('secret') === secret &&
      token.startsWith('good-') &&
      !seen.has(token);
    seen.add(token);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        ok ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise((r) => http.close(() => r())),
  };
}

describe('RecaptchaV2 against a siteverify stand-in', () => {
  let google: Siteverify;
  beforeAll(async () => {
    google = await siteverifyStandIn('test-secret');
    setCaptcha(server.services, new RecaptchaV2(server.services.db, 'test-secret', { verifyUrl: google.url }));
  });
  afterAll(async () => {
    setCaptcha(server.services, createCaptcha(server.services.config, server.services.db));
    await google.close();
  });

  it('posts secret, response and remoteip form-encoded and reads success', async () => {
    expect((await captcha.verify(server.client(), 'good-1')).success).toBe(true);
    const last = google.requests.at(-1)!;
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(last.form.get('secret')).toBe('test-secret');
    expect(last.form.get('response')).toBe('good-1');
    expect(last.form.get('remoteip')).toMatch(/127\.0\.0\.1/);
  });

  it('a verified token buys exactly one inquiry', async () => {
    await captcha.verify(server.client(), 'good-2');
    const stored = await customer.submitInquiry(server.client(), inquiry('good-2'));
    expect(stored.status).toBe('CREATED');
    expect((await failure<ApiError>(customer.submitInquiry(server.client(), inquiry('good-2')))).status).toBe(400);
    // A token Google never saw cannot be spent.
    expect(
      (await failure<ApiError>(customer.submitInquiry(server.client(), inquiry('good-never-verified')))).status,
    ).toBe(400);
  });

  it('a token Google refuses answers 400', async () => {
    expect((await failure<ApiError>(captcha.verify(server.client(), 'bad-token'))).status).toBe(400);
    expect((await failure<ApiError>(captcha.verify(server.client(), 'good-1'))).status).toBe(400);
  });

  it('has no local token while reCAPTCHA is active', async () => {
    const res = await server.raw(`${BASE}/recaptcha/local-token`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: number }).status).toBe(404);
  });

  it('an unreachable siteverify is a failed verification, not a 500', async () => {
    const down = new RecaptchaV2(server.services.db, 'test-secret', {
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      timeoutMs: 2000,
    });
    expect(await down.verify('good-3', '127.0.0.1')).toBe(false);
  });
});

describe('selection by configuration', () => {
  it('local in development, reCAPTCHA with keys, none in production without keys', () => {
    const db = server.services.db;
    const dev = loadConfig({ LNF_DATA_DIR: server.services.config.dataDir });
    expect(createCaptcha(dev, db)?.kind).toBe('local');
    expect(createCaptcha({ ...dev, recaptcha: { siteKey: 'k', secret: 's' } }, db)?.kind).toBe('recaptcha');
    expect(createCaptcha({ ...dev, env: 'production' }, db)).toBeNull();
    expect(captchaFor(server.services)?.kind).toBe('local');
  });

  it('answers 503 when no captcha is configured', async () => {
    setCaptcha(server.services, null);
    try {
      expect((await server.raw(`${BASE}/recaptcha/local-token`)).status).toBe(404);
      expect((await send(server, 'POST', `${BASE}/recaptcha/verify?recaptchaToken=x`)).status).toBe(503);
    } finally {
      setCaptcha(server.services, createCaptcha(server.services.config, server.services.db));
    }
  });
});
