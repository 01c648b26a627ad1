import { createHash } from 'node:crypto';
import { ApiClient, user, type ApiError } from '@lnf/sdk';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Stats } from '../src/auth/passwords';
import { emailGrants, otps, users } from '../src/db/schema';
import { failure } from './users';
import { latestOtp, signUp } from './accounts';
import { cookieJarFetch, startTestServer, type TestServer } from './harness';

/**
 * Account takeover through sign-up and reset (security issue, items 1, 4, 5 and 9): a verified OTP
 * belongs to the client that verified it; per-account limits hold across IP addresses; anonymous
 * calls never reach argon2 before the cheap checks; codes are stored under a keyed hash.
 */
let server: TestServer;
beforeAll(async () => {
  // One trusted proxy hop, so each test can speak from many addresses through X-Forwarded-For.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server?.stop());

let n = 0;
const unique = (name: string) => `${name}.${Date.now().toString(36)}${(n++).toString(36)}@example.com`;
/** A client behind the trusted proxy at `ip`, with its own cookie jar (one browser). */
const from = (ip: string) => {
  const jar = cookieJarFetch();
  return new ApiClient({
    baseUrl: server.url,
    fetch: (input, init = {}) =>
      jar(input, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip } }),
  });
};
const ageOtps = (email: string) =>
  server.services.db
    .update(otps)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(otps.email, email));

describe('a verified OTP is bound to the client that verified it (ASVS 6.6.2)', () => {
  it('a stranger cannot finish a password reset the owner verified', async () => {
    const victim = await signUp(server, unique('victim'), 'Victim-Pass-1');
    await ageOtps(victim.email);
    const owner = server.client();
    await user.sendOtp(owner, victim.email);
    await user.validateOtp(owner, victim.email, await latestOtp(owner, victim.email));

    const stranger = server.client();
    const e = await failure<ApiError>(
      user.updatePassword(stranger, { email: victim.email, newPwd: 'Hijack-Pass-1', confirmPwd: 'Hijack-Pass-1' }),
    );
    expect(e.status).toBe(403);
    expect(e.message).toBe('Verify the OTP sent to your email first');
    // Nothing changed: the old password still works, and the owner's own proof still does.
    await server.login(victim.email, 'Victim-Pass-1');
    expect(
      await user.updatePassword(owner, {
        email: victim.email,
        newPwd: 'Owner-New-Pass-2',
        confirmPwd: 'Owner-New-Pass-2',
      }),
    ).toEqual({ message: 'Success, Please wait...' });
    await server.login(victim.email, 'Owner-New-Pass-2');
  });

  it('a stranger cannot create the account an OTP was verified for', async () => {
    const email = unique('signup');
    const owner = server.client();
    await user.sendOtp(owner, email);
    await user.validateOtp(owner, email, await latestOtp(owner, email));
    const body = {
      email,
      password: 'Stranger-Pass-1',
      firstName: 'Evil',
      lastName: 'Twin',
      userName: 'evil',
      groups: [],
      realmRoles: [],
    };
    expect((await failure<ApiError>(user.createUser(server.client(), body))).status).toBe(403);
    const [{ value }] = await server.services.db.select({ value: count() }).from(users).where(eq(users.email, email));
    expect(value).toBe(0);
    expect(await user.createUser(owner, { ...body, password: 'Owner-Pass-1', firstName: 'Real' })).toBe(
      'User created successfully',
    );
  });

  it("one email's proof does not unlock another email", async () => {
    const victim = await signUp(server, unique('victim2'), 'Victim-Pass-2');
    const attacker = server.client();
    const own = unique('attacker');
    await user.sendOtp(attacker, own);
    await user.validateOtp(attacker, own, await latestOtp(attacker, own));
    expect(
      (
        await failure<ApiError>(
          user.updatePassword(attacker, { email: victim.email, newPwd: 'Hijack-Pass-2', confirmPwd: 'Hijack-Pass-2' }),
        )
      ).status,
    ).toBe(403);
    await server.login(victim.email, 'Victim-Pass-2');
  });

  it('the proof is an HttpOnly, SameSite=Strict cookie on the user API path for 10 minutes, stored hashed, used once', async () => {
    const email = unique('cookie');
    const owner = server.client();
    await user.sendOtp(owner, email);
    const code = await latestOtp(owner, email);
    const res = await server.raw(
      `/api/v1/lnf/user/reset-password/otp/validate?email=${encodeURIComponent(email)}&otp=${code}`,
      { method: 'POST' },
    );
    expect(res.status).toBe(201);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^lnf_otp_proof=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1/lnf/user');
    expect(cookie).toContain('Max-Age=600');
    const proof = /^lnf_otp_proof=([^;]+)/.exec(cookie!)![1]!;
    const [grant] = await server.services.db.select().from(emailGrants).where(eq(emailGrants.email, email));
    expect(grant!.proofHash).toBe(createHash('sha256').update(proof).digest('hex'));

    const create = (password: string) =>
      server.raw('/api/v1/lnf/user/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `lnf_otp_proof=${proof}` },
        body: JSON.stringify({
          email,
          password,
          firstName: 'Once',
          lastName: 'Only',
          userName: 'once',
          groups: [],
          realmRoles: [],
        }),
      });
    const created = await create('Once-Pass-1');
    expect(created.status).toBe(201);
    // The answer clears the cookie, and the proof is spent even if a copy survives.
    expect(created.headers.getSetCookie().join()).toMatch(/lnf_otp_proof=; .*Max-Age=0/);
    expect((await create('Twice-Pass-1')).status).toBe(403);
  });
});

describe('anonymous calls that hash a password do the cheap checks first (item 5)', () => {
  it('answers 403 without an argon2 computation when there is no proof', async () => {
    const before = argon2Stats.hashes;
    for (let i = 0; i < 5; i++) {
      const res = await server.raw(
        `/api/v1/lnf/user/reset-password/otp/update?email=flood${i}@example.com&newPwd=Flood-Pass-1&confirmPwd=Flood-Pass-1`,
        { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.5' } },
      );
      expect(res.status).toBe(403);
      const created = await server.raw('/api/v1/lnf/user/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.5' },
        body: JSON.stringify({
          email: `flood${i}@example.com`,
          password: 'Flood-Pass-1',
          firstName: 'F',
          lastName: 'L',
          userName: 'f',
          groups: [],
          realmRoles: [],
        }),
      });
      expect(created.status).toBe(403);
    }
    expect(argon2Stats.hashes - before).toBe(0);
  });

  it('limits both calls per IP with a clear 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await server.raw(
        `/api/v1/lnf/user/reset-password/otp/update?email=limit@example.com&newPwd=Flood-Pass-1&confirmPwd=Flood-Pass-1`,
        { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.9' } },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { message: string }).message).toBe(
          'Too many attempts, please wait a few minutes and try again',
        );
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('per-account limits across addresses (item 4)', () => {
  it('slows password guessing at one account from many addresses, but not its owner on a known device', async () => {
    const owner = await signUp(server, unique('target'), 'Target-Pass-1');
    // The owner logged in before from this browser: it holds the device cookie.
    const ownerBrowser = from('203.0.113.10');
    await user.login(ownerBrowser, { username: owner.email, password: 'Target-Pass-1' });

    const guesses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const e = await failure<ApiError>(
        user.login(from(`192.0.2.${i + 1}`), { username: owner.email, password: `Guess-${i}` }),
      );
      guesses.push(e.status);
    }
    expect(guesses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(guesses.slice(10)).toEqual([429, 429]);
    // Even the right password from a new address waits now (no oracle for the attacker)…
    const locked = await failure<ApiError>(
      user.login(from('192.0.2.200'), { username: owner.email, password: 'Target-Pass-1' }),
    );
    expect(locked.status).toBe(429);
    expect(locked.message).toBe('Too many login attempts, please wait a few minutes and try again');
    // …but the owner's known device still gets in.
    expect(
      (await user.login(ownerBrowser, { username: owner.email, password: 'Target-Pass-1' })).access_token,
    ).toBeTruthy();
  });

  it('answers the same for an account that does not exist (no enumeration)', async () => {
    const ghost = unique('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await failure<ApiError>(user.login(from(`192.0.2.${100 + i}`), { username: ghost, password: `Guess-${i}` })))
          .status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits OTP mails per account per hour, from any address', async () => {
    const email = unique('mails');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await ageOtps(email);
      statuses.push(
        await user.sendOtp(from(`192.0.2.${30 + i}`), email).then(
          () => 201,
          (e: ApiError) => e.status,
        ),
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits OTP guesses per account per hour across codes and addresses', async () => {
    const email = unique('guesses');
    const results: number[] = [];
    for (let round = 0; round < 3; round++) {
      await ageOtps(email);
      const client = from(`192.0.2.${50 + round}`);
      await user.sendOtp(client, email);
      for (let i = 0; i < 4; i++)
        results.push(
          await user.validateOtp(from(`192.0.2.${60 + round * 4 + i}`), email, '000001').then(
            () => 201,
            (e: ApiError) => e.status,
          ),
        );
    }
    expect(results.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(results.slice(10)).toEqual([429, 429]);
    // The right code is refused too while the account's guesses are spent.
    const client = from('192.0.2.90');
    const code = await latestOtp(client, email);
    expect(
      await user.validateOtp(client, email, code).then(
        () => 201,
        (e: ApiError) => e.status,
      ),
    ).toBe(429);
  });
});

describe('OTPs at rest and in mail (item 9)', () => {
  it('stores a keyed hash, not a plain digest a dump could reverse', async () => {
    const email = unique('hash');
    const client = server.client();
    await user.sendOtp(client, email);
    const code = await latestOtp(client, email);
    const [row] = await server.services.db
      .select()
      .from(otps)
      .where(eq(otps.email, email))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    for (const plain of [`${email}:${code}`, code, `${code}:${email}`, `${email}${code}`]) {
      expect(row!.codeHash).not.toBe(createHash('sha256').update(plain).digest('hex'));
    }
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the code out of the subject', async () => {
    const email = unique('subject');
    const client = server.client();
    await user.sendOtp(client, email);
    const code = await latestOtp(client, email);
    const [mail] = await server.services.devMailbox!.list(email);
    expect(mail!.subject).toBe('Your LNF verification code');
    expect(mail!.subject).not.toContain(code);
  });
});
