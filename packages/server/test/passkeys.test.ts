import { account, ApiClient, ApiError, passkeys, secondFactor, SecondFactorRequiredError, user } from '@lnf/sdk';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, loginSessions, notifications, passkeys as passkeyTable } from '../src/db/schema';
import { cookieJarFetch, startTestServer, type TestServer } from './harness';
import { createUser, failure, type TestUser } from './users';
import { assert, createCredential, type SoftCredential } from './webauthn';

/**
 * Passkeys (docs/security.md, 'Passkeys'): registration and sign-in driven with real WebAuthn
 * responses from a software authenticator (test/webauthn.ts: ES256 keys, attestation 'none'), a
 * passkey at the login's second step, and what is refused: a replayed challenge, another origin, a
 * counter going backwards, another user's credential.
 */
let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 20 });
  origin = server.url;
});
afterAll(() => server?.stop());

let n = 0;
const email = () => `passkey-${++n}-${Date.now()}@test.local`;
const browser = () => new ApiClient({ baseUrl: server.url, fetch: cookieJarFetch() });
const status = (e: unknown) => (e instanceof ApiError ? e.status : e);

/** A customer with one registered passkey. */
async function withPasskey(name = 'Laptop'): Promise<TestUser & { credential: SoftCredential }> {
  const u = await createUser(server, email());
  const options = await passkeys.registrationOptions(u.client);
  const { response, credential } = createCredential(options, origin);
  await passkeys.register(u.client, name, response);
  return { ...u, credential };
}

const stored = async (id: string) =>
  (await server.services.db.select().from(passkeyTable).where(eq(passkeyTable.id, id)))[0];

const latestSession = async (userId: string) =>
  (
    await server.services.db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.userId, userId))
      .orderBy(desc(loginSessions.createdAt))
      .limit(1)
  )[0];

describe('registering a passkey', () => {
  it('stores the credential with its key, counter, transports and flags, and tells the owner', async () => {
    const u = await createUser(server, email());
    const options = await passkeys.registrationOptions(u.client);
    expect(options.rp.id).toBe(new URL(origin).hostname);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    const { response, credential } = createCredential(options, origin);
    const made = await passkeys.register(u.client, ' Work laptop ', response);
    expect(made).toMatchObject({ id: credential.id, name: 'Work laptop', transports: ['internal'], backedUp: false });
    const row = await stored(credential.id);
    expect(row).toMatchObject({ userId: u.id, counter: 0, deviceType: 'singleDevice', backedUp: false });
    expect(row!.publicKey.length).toBeGreaterThan(60);
    expect((await passkeys.list(u.client)).passkeys.map((p) => p.id)).toEqual([credential.id]);
    const mails = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.template, 'passkey-changed')));
    expect(mails.map((m) => m.payload)).toEqual([expect.objectContaining({ change: 'added', name: 'Work laptop' })]);
    const audited = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'PASSKEY_REGISTER'), eq(auditLogs.key, u.email)));
    expect(audited.map((a) => a.outcome)).toEqual(['SUCCESS']);
  });

  it('refuses a replayed registration, another origin and another user’s challenge', async () => {
    const u = await createUser(server, email());
    const options = await passkeys.registrationOptions(u.client);
    const { response } = createCredential(options, origin);
    await passkeys.register(u.client, 'One', response);
    // The same response again: its challenge is used.
    expect(status(await failure(passkeys.register(u.client, 'Again', response)))).toBe(400);
    // From another origin (a phishing page relaying our options).
    const evil = createCredential(await passkeys.registrationOptions(u.client), 'https://evil.example');
    expect(status(await failure(passkeys.register(u.client, 'Evil', evil.response)))).toBe(400);
    // Another user's challenge cannot be answered from this account.
    const other = await createUser(server, email());
    const theirs = createCredential(await passkeys.registrationOptions(other.client), origin);
    expect(status(await failure(passkeys.register(u.client, 'Theirs', theirs.response)))).toBe(400);
    expect((await passkeys.list(u.client)).passkeys.map((p) => p.name)).toEqual(['One']);
  });
});

describe('signing in with a passkey', () => {
  it('issues tokens and the refresh cookie as a login does, and records the method passkey', async () => {
    const u = await withPasskey();
    const options = await passkeys.signInOptions(browser());
    expect(options).toMatchObject({ userVerification: 'required', rpId: new URL(origin).hostname });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await server.raw('/api/v1/lnf/user/login/passkey', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response: assert(u.credential, options, origin) }),
    });
    expect(res.status).toBe(201);
    const tokens = (await res.json()) as { access_token: string };
    expect(tokens.access_token).toBeTruthy();
    expect(res.headers.getSetCookie().some((c) => /^lnf_refresh=[^;]+;.*HttpOnly/i.test(c))).toBe(true);
    expect((await latestSession(u.id))?.method).toBe('passkey');
    const history = await account.signInHistory(server.client(tokens.access_token));
    expect(history.content[0]).toMatchObject({ outcome: 'SUCCESS', secondFactor: 'passkey' });
    expect((await stored(u.credential.id))?.counter).toBe(1);
    expect((await stored(u.credential.id))?.lastUsedAt).not.toBeNull();
    // The token works.
    expect((await passkeys.list(server.client(tokens.access_token))).passkeys).toHaveLength(1);
  });

  it('refuses a replayed challenge', async () => {
    const u = await withPasskey();
    const response = assert(u.credential, await passkeys.signInOptions(browser()), origin);
    expect((await passkeys.signIn(browser(), response)).access_token).toBeTruthy();
    expect(status(await failure(passkeys.signIn(browser(), response)))).toBe(401);
  });

  it('refuses an assertion made for another origin', async () => {
    const u = await withPasskey();
    const response = assert(u.credential, await passkeys.signInOptions(browser()), 'https://evil.example');
    expect(status(await failure(passkeys.signIn(browser(), response)))).toBe(401);
    expect((await stored(u.credential.id))?.counter).toBe(0);
  });

  it('refuses a counter that goes backwards or stands still (a cloned authenticator)', async () => {
    const u = await withPasskey();
    await passkeys.signIn(browser(), assert(u.credential, await passkeys.signInOptions(browser()), origin, 5));
    expect((await stored(u.credential.id))?.counter).toBe(5);
    for (const counter of [3, 5]) {
      const response = assert(u.credential, await passkeys.signInOptions(browser()), origin, counter);
      expect(status(await failure(passkeys.signIn(browser(), response)))).toBe(401);
    }
    expect((await stored(u.credential.id))?.counter).toBe(5);
    expect(
      (await passkeys.signIn(browser(), assert(u.credential, await passkeys.signInOptions(browser()), origin, 6)))
        .access_token,
    ).toBeTruthy();
  });

  it('refuses a signature by another key under a known credential id', async () => {
    const u = await withPasskey();
    const v = await withPasskey();
    // v's key, claiming u's credential id and user handle.
    const forged = { ...v.credential, id: u.credential.id, userHandle: u.credential.userHandle };
    const response = assert(forged, await passkeys.signInOptions(browser()), origin);
    expect(status(await failure(passkeys.signIn(browser(), response)))).toBe(401);
  });
});

/** A customer with an authenticator app (so the login has a second step) and a passkey. */
async function withAppAndPasskey() {
  const u = await withPasskey();
  const { secret } = await secondFactor.start(u.client);
  const into = (Date.now() / 1000) % 30;
  if (into > 26) await new Promise((r) => setTimeout(r, (30 - into + 0.2) * 1000));
  await secondFactor.confirm(u.client, await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  return { ...u, secret };
}

async function secondStep(u: { email: string; password: string }) {
  const error = await failure<SecondFactorRequiredError>(
    user.login(browser(), { username: u.email, password: u.password }),
  );
  expect(error).toBeInstanceOf(SecondFactorRequiredError);
  return error;
}

describe('a passkey as the second factor', () => {
  it('is offered at the second step and signs the login’s challenge', async () => {
    const u = await withAppAndPasskey();
    const step = await secondStep(u);
    expect(step.methods).toEqual(['totp', 'recovery', 'passkey']);
    expect(step.passkeyOptions).toMatchObject({ challenge: step.challenge, userVerification: 'required' });
    expect(step.passkeyOptions?.allowCredentials?.map((c) => c.id)).toEqual([u.credential.id]);
    const tokens = await user.loginSecondFactor(browser(), {
      challenge: step.challenge,
      passkey: assert(u.credential, step.passkeyOptions!, origin),
    });
    expect(tokens.access_token).toBeTruthy();
    expect((await latestSession(u.id))?.method).toBe('password+passkey');
  });

  it('is not offered to an account without a passkey', async () => {
    const u = await createUser(server, email());
    const { secret } = await secondFactor.start(u.client);
    await secondFactor.confirm(u.client, await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    const step = await secondStep(u);
    expect(step.methods).toEqual(['totp', 'recovery']);
    expect(step.passkeyOptions).toBeNull();
  });

  it('refuses another user’s passkey at the second step', async () => {
    const u = await withAppAndPasskey();
    const other = await withPasskey();
    const step = await secondStep(u);
    const response = assert(other.credential, step.passkeyOptions!, origin);
    expect(
      status(await failure(user.loginSecondFactor(browser(), { challenge: step.challenge, passkey: response }))),
    ).toBe(401);
    // The challenge is still the owner's to finish.
    const tokens = await user.loginSecondFactor(browser(), {
      challenge: step.challenge,
      passkey: assert(u.credential, step.passkeyOptions!, origin),
    });
    expect(tokens.access_token).toBeTruthy();
  });
});

describe('managing passkeys', () => {
  it('renames and removes only the caller’s own, removal needing the password', async () => {
    const u = await withPasskey('Old name');
    const other = await withPasskey();
    expect((await passkeys.rename(u.client, u.credential.id, 'Phone')).name).toBe('Phone');
    expect(status(await failure(passkeys.rename(u.client, other.credential.id, 'Mine')))).toBe(404);
    expect(status(await failure(passkeys.remove(u.client, other.credential.id, { password: u.password })))).toBe(404);
    expect(status(await failure(passkeys.remove(u.client, u.credential.id, { password: 'Wrong-Pass-1' })))).toBe(400);
    expect(status(await failure(passkeys.remove(u.client, u.credential.id, { code: '000000' })))).toBe(400);
    await passkeys.remove(u.client, u.credential.id, { password: u.password });
    expect((await passkeys.list(u.client)).passkeys).toEqual([]);
    expect(await stored(other.credential.id)).toBeTruthy();
    // A removed passkey signs nobody in.
    const response = assert(u.credential, await passkeys.signInOptions(browser()), origin);
    expect(status(await failure(passkeys.signIn(browser(), response)))).toBe(401);
    const mails = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.template, 'passkey-changed')));
    expect(mails.map((m) => (m.payload as { change: string }).change).sort()).toEqual(['added', 'removed']);
  });

  it('removes with a current code from the authenticator app', async () => {
    const u = await withAppAndPasskey();
    const into = (Date.now() / 1000) % 30;
    if (into > 26) await new Promise((r) => setTimeout(r, (30 - into + 0.2) * 1000));
    const code = await generate({ secret: u.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await passkeys.remove(u.client, u.credential.id, { code });
    expect((await passkeys.list(u.client)).passkeys).toEqual([]);
  });
});
