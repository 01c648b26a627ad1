import {
  account,
  ApiClient,
  ApiError,
  audit,
  encryptPassword,
  secondFactor,
  SecondFactorRequiredError,
  user,
  type TokenResponse,
} from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startupProblems } from '../src/config';
import {
  auditLogs,
  loginSessions,
  notifications,
  recoveryCodes,
  totpFactors,
  webauthnChallenges,
} from '../src/db/schema';
import { ADMIN, cookieJarFetch, startTestServer, type TestServer } from './harness';
import { createUser, failure, type TestUser } from './users';

/**
 * Second factors (docs/security.md, 'Second factors'): enrolling an authenticator app, recovery
 * codes, the login's second step and its limits, and the staff rule. Codes are computed with otplib,
 * as an authenticator app would.
 */
let server: TestServer;
beforeAll(async () => {
  // The staff rule on, as in production; the seeded admin has no second factor yet.
  // Many logins from one address: the per-address limits scaled; the per-account code limit is
  // checked on a server of its own below.
  server = await startTestServer({ adminSecondFactor: true, rateLimitScale: 20 });
});
afterAll(() => server?.stop());

const STEP = 30;
let n = 0;
const email = () => `two-factor-${++n}-${Date.now()}@test.local`;

/**
 * Waits until at least 4 s of the current 30 s step are left, so a code computed now for a step
 * relative to this one is still that far from the server's step when it arrives.
 */
async function steady(): Promise<number> {
  const into = (Date.now() / 1000) % STEP;
  if (into > STEP - 4) await new Promise((r) => setTimeout(r, (STEP - into + 0.2) * 1000));
  return Math.floor(Date.now() / 1000);
}

/** The code an app shows `steps` steps from now (-1: the one before). */
const codeAt = (secret: string, now: number, steps = 0) => generate({ secret, epoch: now + steps * STEP });

/** A browser-like client (a cookie jar) that is not logged in. */
const browser = () => new ApiClient({ baseUrl: server.url, fetch: cookieJarFetch() });

/** A customer with a confirmed app: their secret and recovery codes. */
async function enrolled(): Promise<TestUser & { secret: string; codes: string[] }> {
  const u = await createUser(server, email());
  const started = await secondFactor.start(u.client);
  const now = await steady();
  const { recoveryCodes: codes } = await secondFactor.confirm(u.client, await codeAt(started.secret, now, -1));
  return { ...u, secret: started.secret, codes };
}

/** The challenge a right password gets from an account with a second factor. */
async function challengeFor(u: { email: string; password: string }, client: ApiClient = browser()) {
  const error = await failure<SecondFactorRequiredError>(
    user.login(client, { username: u.email, password: u.password }),
  );
  expect(error).toBeInstanceOf(SecondFactorRequiredError);
  return error.challenge;
}

const status = (e: unknown) => (e instanceof ApiError ? e.status : e);

describe('enrolling an authenticator app', () => {
  it('starts with a secret, an otpauth URI for LNF and the email, and an SVG QR code; stores the secret encrypted', async () => {
    const u = await createUser(server, email());
    const started = await secondFactor.start(u.client);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/LNF:${u.email}`);
    expect(uri.searchParams.get('issuer')).toBe('LNF');
    expect(uri.searchParams.get('secret')).toBe(started.secret);
    expect(started.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qrSvg.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const [row] = await server.services.db.select().from(totpFactors).where(eq(totpFactors.userId, u.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(started.secret);
    expect(row!.confirmedAt).toBeNull();
    // Unconfirmed, it guards nothing: the login still answers with tokens.
    expect((await server.login(u.email, u.password)).access_token).toBeTruthy();
    expect(await secondFactor.status(u.client)).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
  });

  it('confirms with a code from the step before, gives ten recovery codes once, and cannot start again', async () => {
    const u = await createUser(server, email());
    const started = await secondFactor.start(u.client);
    expect(status(await failure(secondFactor.confirm(u.client, '000000')))).toBe(400);
    const now = await steady();
    const { recoveryCodes: codes } = await secondFactor.confirm(u.client, await codeAt(started.secret, now, -1));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await server.services.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.id));
    expect(stored).toHaveLength(10);
    for (const r of stored) for (const c of codes) expect(r.codeHash).not.toContain(c.replace('-', ''));
    const state = await secondFactor.status(u.client);
    expect(state).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10, required: false });
    expect(status(await failure(secondFactor.start(u.client)))).toBe(409);
    const actions = await server.services.db
      .select({ action: auditLogs.action, outcome: auditLogs.outcome })
      .from(auditLogs)
      .where(eq(auditLogs.key, u.email));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'SECOND_FACTOR_START', outcome: 'SUCCESS' },
        { action: 'SECOND_FACTOR_CONFIRM', outcome: 'FAILURE' },
        { action: 'SECOND_FACTOR_CONFIRM', outcome: 'SUCCESS' },
      ]),
    );
  });

  it('needs a login for every call', async () => {
    expect(status(await failure(secondFactor.status(browser())))).toBe(401);
    expect(status(await failure(secondFactor.start(browser())))).toBe(401);
  });
});

describe('the login with a second factor', () => {
  it('keeps the spec answer for an account without one', async () => {
    const u = await createUser(server, email());
    const res = await server.raw('/api/v1/lnf/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: u.email, password: await encryptPassword(u.password) }),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(await res.json()).sort()).toEqual(
      ['access_token', 'expires_in', 'id_token', 'refresh_expires_in', 'refresh_token', 'token_type'].sort(),
    );
  });

  it('answers a right password with 401 second_factor_required and a challenge, no tokens, no refresh cookie', async () => {
    const u = await enrolled();
    const res = await server.raw('/api/v1/lnf/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: u.email, password: await encryptPassword(u.password) }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 401, error: 'second_factor_required', methods: ['totp', 'recovery'] });
    expect(body.challenge).toMatch(/^[\w-]{43}$/);
    expect(body.access_token).toBeUndefined();
    expect(res.headers.getSetCookie().some((l) => l.startsWith('lnf_refresh=') && !l.startsWith('lnf_refresh=;'))).toBe(
      false,
    );
    // A wrong password still answers the one message, not the second step.
    const wrong = await failure<ApiError>(user.login(browser(), { username: u.email, password: 'Wrong-Pass-1' }));
    expect(wrong).not.toBeInstanceOf(SecondFactorRequiredError);
    expect(wrong.status).toBe(401);
  });

  it('takes a current code, sets the refresh cookie and records password+totp', async () => {
    const u = await enrolled();
    const b = browser();
    const challenge = await challengeFor(u, b);
    const now = await steady();
    const tokens = await user.loginSecondFactor(b, { challenge, code: await codeAt(u.secret, now, 0) });
    expect(tokens.access_token).toBeTruthy();
    // The cookie jar now holds the refresh cookie: a refresh from the cookie alone works.
    expect((await user.refresh(b)).access_token).toBeTruthy();
    const sid = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()).sid as string;
    const [session] = await server.services.db.select().from(loginSessions).where(eq(loginSessions.family, sid));
    expect(session?.method).toBe('password+totp');
    // The sign-in history names the factor used; the enrolling sign-in before it used none.
    const history = await account.signInHistory(server.client(tokens.access_token));
    expect(history.content.map((e) => e.secondFactor)).toEqual(['totp', null]);
  });

  it('accepts the step before, refuses two steps back, and takes each code once', async () => {
    const u = await enrolled();
    const c1 = await challengeFor(u);
    const now = await steady();
    const twoBack = await codeAt(u.secret, now, -2);
    const current = await codeAt(u.secret, now, 0);
    expect(status(await failure(user.loginSecondFactor(browser(), { challenge: c1, code: twoBack })))).toBe(401);
    // The confirming code's step was used: its code is not accepted again.
    const [factor] = await server.services.db.select().from(totpFactors).where(eq(totpFactors.userId, u.id));
    const used = await generate({ secret: u.secret, epoch: factor!.lastStep! * STEP });
    expect(status(await failure(user.loginSecondFactor(browser(), { challenge: c1, code: used })))).toBe(401);
    expect((await user.loginSecondFactor(browser(), { challenge: c1, code: current })).access_token).toBeTruthy();
    const c2 = await challengeFor(u);
    expect(status(await failure(user.loginSecondFactor(browser(), { challenge: c2, code: current })))).toBe(401);
  });

  it('lets one of two simultaneous logins with the same code through', async () => {
    const u = await enrolled();
    const [c1, c2] = await Promise.all([challengeFor(u), challengeFor(u)]);
    const now = await steady();
    const code = await codeAt(u.secret, now, 0);
    const results = await Promise.allSettled([
      user.loginSecondFactor(browser(), { challenge: c1, code }),
      user.loginSecondFactor(browser(), { challenge: c2, code }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('takes a recovery code once, in any case and spacing, and records password+recovery', async () => {
    const u = await enrolled();
    const typed = ` ${u.codes[3]!.toUpperCase().replace('-', ' ')} `.trim();
    const tokens = await user.loginSecondFactor(browser(), { challenge: await challengeFor(u), recoveryCode: typed });
    const sid = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()).sid as string;
    const [session] = await server.services.db.select().from(loginSessions).where(eq(loginSessions.family, sid));
    expect(session?.method).toBe('password+recovery');
    expect((await account.signInHistory(server.client(tokens.access_token))).content[0]?.secondFactor).toBe('recovery');
    const again = await failure(
      user.loginSecondFactor(browser(), { challenge: await challengeFor(u), recoveryCode: u.codes[3]! }),
    );
    expect(status(again)).toBe(401);
    expect(await secondFactor.status(u.client)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('uses a challenge once, and not after it expired', async () => {
    const u = await enrolled();
    const challenge = await challengeFor(u);
    const now = await steady();
    await user.loginSecondFactor(browser(), { challenge, code: await codeAt(u.secret, now, 0) });
    const reused = await failure<ApiError>(user.loginSecondFactor(browser(), { challenge, recoveryCode: u.codes[0]! }));
    expect(reused.status).toBe(401);
    expect(reused.message).toMatch(/expired/);
    const late = await challengeFor(u);
    await server.services.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(webauthnChallenges.userId, u.id), eq(webauthnChallenges.purpose, 'login-second-factor')));
    const expired = await failure<ApiError>(
      user.loginSecondFactor(browser(), { challenge: late, recoveryCode: u.codes[1]! }),
    );
    expect(expired.status).toBe(401);
    expect(expired.message).toMatch(/expired/);
    // Neither attempt spent the recovery code.
    expect(await secondFactor.status(u.client)).toMatchObject({ recoveryCodesLeft: 10 });
    expect(
      status(await failure(user.loginSecondFactor(browser(), { challenge: 'x'.repeat(43), code: '123456' }))),
    ).toBe(401);
  });

  it("binds a challenge to its user: another account's code does not complete it", async () => {
    const a = await enrolled();
    const b = await enrolled();
    const challenge = await challengeFor(a);
    const now = await steady();
    const bCode = await codeAt(b.secret, now, 0);
    const aCode = await codeAt(a.secret, now, 0);
    if (bCode !== aCode)
      expect(status(await failure(user.loginSecondFactor(browser(), { challenge, code: bCode })))).toBe(401);
    expect(status(await failure(user.loginSecondFactor(browser(), { challenge, recoveryCode: b.codes[0]! })))).toBe(
      401,
    );
  });

  it('counts 20 simultaneous wrong codes before checking them: at most 5 are checked, the rest answer 429', async () => {
    const scaled = server;
    server = await startTestServer();
    try {
      await twentyWrongCodes();
    } finally {
      await server.stop();
      server = scaled;
    }
  });
});

async function twentyWrongCodes() {
  {
    const u = await enrolled();
    const challenge = await challengeFor(u);
    const now = await steady();
    const right = new Set(await Promise.all([-1, 0, 1].map((s) => codeAt(u.secret, now, s))));
    const wrong = Array.from({ length: 20 }, (_, i) => String(100000 + i * 7919)).filter((c) => !right.has(c));
    const results = await Promise.allSettled(
      wrong.map((code) => user.loginSecondFactor(browser(), { challenge, code })),
    );
    const statuses = results.map((r) => (r.status === 'rejected' ? status(r.reason) : 201));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(wrong.length - 5);
    const checked = await server.services.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'LOGIN_SECOND_FACTOR'), eq(auditLogs.key, u.id), eq(auditLogs.outcome, 'FAILURE')),
      );
    expect(checked.length).toBeLessThanOrEqual(5);
    // The right code is refused too while the limit holds.
    expect(
      status(await failure(user.loginSecondFactor(browser(), { challenge, code: await codeAt(u.secret, now, 0) }))),
    ).toBe(429);
  }
}

describe('recovery codes and turning the app off', () => {
  it('regenerates the codes with a current code; the old ones stop working', async () => {
    const u = await enrolled();
    expect(status(await failure(secondFactor.regenerateRecoveryCodes(u.client, '000000')))).toBe(400);
    const now = await steady();
    const { recoveryCodes: fresh } = await secondFactor.regenerateRecoveryCodes(
      u.client,
      await codeAt(u.secret, now, 0),
    );
    expect(fresh).toHaveLength(10);
    expect(
      status(
        await failure(
          user.loginSecondFactor(browser(), { challenge: await challengeFor(u), recoveryCode: u.codes[0]! }),
        ),
      ),
    ).toBe(401);
    expect(
      (await user.loginSecondFactor(browser(), { challenge: await challengeFor(u), recoveryCode: fresh[0]! }))
        .access_token,
    ).toBeTruthy();
  });

  it('turns off only with the password and a code, and the login is one step again', async () => {
    const u = await enrolled();
    const now = await steady();
    const code = await codeAt(u.secret, now, 0);
    expect(status(await failure(secondFactor.disable(u.client, { password: 'Wrong-Pass-1', code })))).toBe(400);
    expect(status(await failure(secondFactor.disable(u.client, { password: u.password, code: '000000' })))).toBe(400);
    await secondFactor.disable(u.client, { password: u.password, code });
    expect(await secondFactor.status(u.client)).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
    expect(await server.services.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.id))).toHaveLength(0);
    expect((await server.login(u.email, u.password)).access_token).toBeTruthy();
    // The account's address hears of both changes, through the outbox.
    const mailed = await server.services.db
      .select({ template: notifications.template, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.template, 'second-factor-changed')));
    expect(mailed.map((m) => (m.payload as { change: string }).change).sort()).toEqual(['added', 'removed']);
  });

  it('turns off with a recovery code when the device is lost', async () => {
    const u = await enrolled();
    await secondFactor.disable(u.client, { password: u.password, recoveryCode: u.codes[9]! });
    expect(await secondFactor.status(u.client)).toMatchObject({ totp: { enabled: false } });
  });
});

describe('staff must have a second factor', () => {
  it('lets an admin without one sign in and enrol, refuses admin calls with 403 second_factor_required until then', async () => {
    const tokens: TokenResponse = await server.login(ADMIN.email, ADMIN.password);
    const admin = server.client(tokens.access_token);
    const refused = await failure<ApiError>(audit.list(admin, {}));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, error: 'second_factor_required' });
    expect(await secondFactor.status(admin)).toMatchObject({ totp: { enabled: false }, required: true });
    const started = await secondFactor.start(admin);
    const now = await steady();
    await secondFactor.confirm(admin, await codeAt(started.secret, now, -1));
    // The same token now reaches the admin calls: the rule reads the factor, not the token.
    expect(await audit.list(admin, {})).toBeTruthy();
    const challenge = await challengeFor(ADMIN);
    const full = await user.loginSecondFactor(browser(), { challenge, code: await codeAt(started.secret, now, 0) });
    expect(await audit.list(server.client(full.access_token), {})).toBeTruthy();
  });

  it('refuses to start a production server with the rule off', () => {
    const config = loadConfig({ LNF_ENV: 'production', LNF_ADMIN_SECOND_FACTOR: 'off' });
    expect(startupProblems(config).some((p) => p.startsWith('LNF_ADMIN_SECOND_FACTOR=off'))).toBe(true);
    expect(startupProblems(loadConfig({ LNF_ENV: 'production' })).some((p) => p.includes('SECOND_FACTOR'))).toBe(false);
    expect(() => loadConfig({ LNF_ADMIN_SECOND_FACTOR: 'of' })).toThrow(/LNF_ADMIN_SECOND_FACTOR/);
  });
});
