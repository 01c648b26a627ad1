import { account, ApiError, dev, order, type TokenResponse } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, emailChanges, loginSessions, notifications, users } from '../src/db/schema';
import { describeDevice, ipPrefix, maskEmail } from '../src/services/accountSecurity';
import { latestOtp } from './accounts';
import { encryptPassword, startTestServer, type TestServer } from './harness';
import { createUser, failure } from './users';

/**
 * The Security page's server side (issue 35, docs/security.md 'Account security'): every login is
 * a session its owner can see and end, the ended one's tokens die at once; a password change needs
 * the current password and counts like a login; an email change is proven by a code to the new
 * address and undone from the old one.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A login from a browser with this User-Agent, as the portal makes it. */
async function loginAs(email: string, password: string, userAgent: string): Promise<TokenResponse> {
  const res = await server.raw('/api/v1/lnf/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username: email, password: await encryptPassword(password) }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as TokenResponse;
}

const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** Whether a logged-in call with this access token still works (401 once its session ended). */
const canCall = (token: string) =>
  order.list(server.client(token)).then(
    () => true,
    (e: ApiError) => {
      if (e.status !== 401) throw e;
      return false;
    },
  );

describe('what a session shows', () => {
  it('parses a User-Agent into device and browser, and cuts addresses to their network', () => {
    expect(describeDevice(CHROME_WINDOWS)).toEqual({ device: 'Desktop · Windows 10', browser: 'Chrome 131' });
    expect(describeDevice(SAFARI_IPHONE)).toEqual({ device: 'Mobile · iOS 17.4', browser: 'Safari 17' });
    expect(describeDevice(null)).toEqual({ device: 'Unknown device', browser: 'Unknown browser' });
    expect(ipPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(ipPrefix('2001:db8:abcd:12:1::5')).toBe('2001:db8:abcd::/48');
    expect(ipPrefix('2001:db8:abcd:12::/64')).toBe('2001:db8:abcd::/48');
    expect(ipPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(ipPrefix('')).toBeNull();
    expect(maskEmail('nisha@example.com')).toBe('n***@example.com');
  });
});

describe('sessions', () => {
  it('every login is a session with its browser and network; the caller’s own is marked', async () => {
    const a = await createUser(server, 'sessions.list@example.com');
    const desktop = await loginAs(a.email, a.password, CHROME_WINDOWS);
    const phone = await loginAs(a.email, a.password, SAFARI_IPHONE);
    const { sessions } = await account.sessions(server.client(desktop.access_token));
    // createUser's own login and the two above, the newest first.
    expect(sessions).toHaveLength(3);
    const mine = sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({
      id: sidOf(desktop.access_token),
      device: 'Desktop · Windows 10',
      browser: 'Chrome 131',
    });
    expect(mine.ipPrefix).toBe('127.0.0.0/24');
    expect(mine.method).toBe('password');
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.id === sidOf(phone.access_token))).toMatchObject({
      device: 'Mobile · iOS 17.4',
      current: false,
    });
  });

  it('a refresh marks the session used, writing at most once a minute', async () => {
    const a = await createUser(server, 'sessions.touch@example.com');
    const t = await loginAs(a.email, a.password, CHROME_WINDOWS);
    const sid = sidOf(t.access_token);
    const earlier = new Date(Date.now() - 5 * 60_000);
    await server.services.db.update(loginSessions).set({ lastUsedAt: earlier }).where(eq(loginSessions.family, sid));
    const next = await server.services.tokens.rotate(t.refresh_token);
    const [after] = await server.services.db.select().from(loginSessions).where(eq(loginSessions.family, sid));
    expect(after!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    // Within the minute a second refresh writes nothing.
    await server.services.tokens.rotate(next.refresh_token);
    const [again] = await server.services.db.select().from(loginSessions).where(eq(loginSessions.family, sid));
    expect(again!.lastUsedAt.getTime()).toBe(after!.lastUsedAt.getTime());
  });

  it('signing out one session ends its tokens at once and leaves the caller’s', async () => {
    const a = await createUser(server, 'sessions.end@example.com');
    const mine = await loginAs(a.email, a.password, CHROME_WINDOWS);
    const other = await loginAs(a.email, a.password, SAFARI_IPHONE);
    expect(await canCall(other.access_token)).toBe(true);
    await account.signOutSession(server.client(mine.access_token), sidOf(other.access_token));
    // The other browser's next call answers 401, and it cannot refresh its way back.
    expect(await canCall(other.access_token)).toBe(false);
    const refresh = await server.raw('/api/v1/lnf/user/refresh', {
      method: 'POST',
      headers: { refreshToken: other.refresh_token },
    });
    expect(refresh.status).toBe(401);
    expect(await canCall(mine.access_token)).toBe(true);
    const [row] = await server.services.db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.family, sidOf(other.access_token)));
    expect(row!.endedAt).not.toBeNull();
    const { sessions } = await account.sessions(server.client(mine.access_token));
    expect(sessions.map((s) => s.id)).not.toContain(sidOf(other.access_token));
    const audit = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'END_SESSION'), eq(auditLogs.key, sidOf(other.access_token))));
    expect(audit).toHaveLength(1);
  });

  it('someone else’s session answers 404 and stays signed in', async () => {
    const a = await createUser(server, 'sessions.owner@example.com');
    const b = await createUser(server, 'sessions.stranger@example.com');
    const e = await failure<ApiError>(account.signOutSession(b.client, sidOf(a.token)));
    expect(e.status).toBe(404);
    expect((await failure<ApiError>(account.signOutSession(b.client, 'not-a-uuid'))).status).toBe(404);
    expect(await canCall(a.token)).toBe(true);
  });

  it('signing out all others keeps only the caller’s session', async () => {
    const a = await createUser(server, 'sessions.others@example.com');
    const mine = await loginAs(a.email, a.password, CHROME_WINDOWS);
    const other = await loginAs(a.email, a.password, SAFARI_IPHONE);
    const answer = await account.signOutOtherSessions(server.client(mine.access_token));
    expect(answer.ended).toBe(2);
    expect(await canCall(a.token)).toBe(false);
    expect(await canCall(other.access_token)).toBe(false);
    expect(await canCall(mine.access_token)).toBe(true);
    const { sessions } = await account.sessions(server.client(mine.access_token));
    expect(sessions.map((s) => s.current)).toEqual([true]);
  });

  it('logout ends the session in the list', async () => {
    const a = await createUser(server, 'sessions.logout@example.com');
    const t = await loginAs(a.email, a.password, CHROME_WINDOWS);
    await server.raw('/api/v1/lnf/user/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${t.access_token}` },
    });
    const [row] = await server.services.db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.family, sidOf(t.access_token)));
    expect(row!.endedAt).not.toBeNull();
  });
});

describe('sign-in history', () => {
  it('lists the account’s successes and failures, newest first, in pages', async () => {
    const a = await createUser(server, 'history.list@example.com');
    const wrong = await server.raw('/api/v1/lnf/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: a.email, password: await encryptPassword('wrong-password') }),
    });
    expect(wrong.status).toBe(401);
    await loginAs(a.email, a.password, CHROME_WINDOWS);
    const page = await account.signInHistory(a.client, { page: 0, size: 2 });
    expect(page.totalElements).toBe(3);
    expect(page.content).toHaveLength(2);
    expect(page.content[0]).toMatchObject({ outcome: 'SUCCESS', browser: 'Chrome on Windows', secondFactor: null });
    expect(page.content[0]!.ipPrefix).toBe('127.0.0.0/24');
    expect(page.content[1]).toMatchObject({ outcome: 'FAILURE', browser: null });
    const rest = await account.signInHistory(a.client, { page: 1, size: 2 });
    expect(rest.content).toHaveLength(1);
    // Nobody else's attempts.
    const b = await createUser(server, 'history.other@example.com');
    expect((await account.signInHistory(b.client)).totalElements).toBe(1);
  });
});

describe('changing the password', () => {
  it('needs the current password; the new one logs in, the old one not; the account is told', async () => {
    const a = await createUser(server, 'password.change@example.com');
    const other = await loginAs(a.email, a.password, SAFARI_IPHONE);
    const wrong = await failure<ApiError>(
      account.changePassword(a.client, {
        currentPassword: 'nope-nope',
        newPwd: 'Fresh-Pass-2',
        confirmPwd: 'Fresh-Pass-2',
        signOutOthers: false,
      }),
    );
    expect(wrong.status).toBe(400);
    expect(await canCall(a.token)).toBe(true);
    // The reset's rules: 5 to 20 characters, confirmed.
    const short = await failure<ApiError>(
      account.changePassword(a.client, {
        currentPassword: a.password,
        newPwd: 'abc',
        confirmPwd: 'abc',
        signOutOthers: false,
      }),
    );
    expect(short.status).toBe(400);
    await account.changePassword(a.client, {
      currentPassword: a.password,
      newPwd: 'Fresh-Pass-2',
      confirmPwd: 'Fresh-Pass-2',
      signOutOthers: false,
    });
    expect((await failure<ApiError>(server.login(a.email, a.password))).status).toBe(401);
    await server.login(a.email, 'Fresh-Pass-2');
    // Without the option, the other session stays.
    expect(await canCall(other.access_token)).toBe(true);
    const [mail] = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'password.changed'), eq(notifications.userId, a.id)));
    expect(mail).toMatchObject({ template: 'password-changed', toAddress: a.email });
    const rows = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'CHANGE_PASSWORD'), eq(auditLogs.key, a.email)));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['FAILURE', 'SUCCESS']);
  });

  it('with the option, every other session ends and the caller’s stays', async () => {
    const a = await createUser(server, 'password.others@example.com');
    const mine = await loginAs(a.email, a.password, CHROME_WINDOWS);
    await account.changePassword(server.client(mine.access_token), {
      currentPassword: a.password,
      newPwd: 'Fresh-Pass-3',
      confirmPwd: 'Fresh-Pass-3',
      signOutOthers: true,
    });
    expect(await canCall(a.token)).toBe(false);
    expect(await canCall(mine.access_token)).toBe(true);
  });

  it('wrong current passwords count like failed logins: the eleventh answers 429', async () => {
    const a = await createUser(server, 'password.guess@example.com');
    const guess = () =>
      failure<ApiError>(
        account.changePassword(a.client, {
          currentPassword: 'guess-guess',
          newPwd: 'Fresh-Pass-4',
          confirmPwd: 'Fresh-Pass-4',
          signOutOthers: false,
        }),
      );
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
  });
});

describe('changing the email', () => {
  // Its own login limit: the suite's earlier logins from 127.0.0.1 spend most of a minute's 30.
  beforeAll(async () => {
    await server.stop();
    server = await startTestServer();
  });
  it('refuses an address another account uses, with a clear 409 and no mail', async () => {
    const a = await createUser(server, 'email.taken.a@example.com');
    await createUser(server, 'email.taken.b@example.com');
    const e = await failure<ApiError>(account.requestEmailChange(a.client, 'email.taken.b@example.com'));
    expect(e.status).toBe(409);
    expect(e.message).toMatch(/another account/i);
    expect((await failure<ApiError>(account.requestEmailChange(a.client, a.email))).status).toBe(400);
  });

  it('a code to the new address changes it; the old one can undo it, which signs every session out', async () => {
    const a = await createUser(server, 'email.old@example.com');
    const next = 'email.new@example.com';
    await account.requestEmailChange(a.client, next);
    const code = await latestOtp(server.client(), next);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await failure<ApiError>(account.verifyEmailChange(a.client, next, wrong))).status).toBe(400);
    const changed = await account.verifyEmailChange(a.client, next, code);
    expect(changed.email).toBe(next);
    const [row] = await server.services.db.select().from(users).where(eq(users.id, a.id));
    expect(row!.email).toBe(next);
    // The old address is told, with a link that undoes it; only the token's hash is stored.
    const mail = await vi.waitFor(
      async () => {
        const found = (await dev.mailbox(server.client(), a.email)).find((m) => /email .*was changed/i.test(m.subject));
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.text).toContain('e***@example.com');
    expect(mail.text).not.toContain(next);
    const token = /\/undo-email#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const [change] = await server.services.db.select().from(emailChanges).where(eq(emailChanges.userId, a.id));
    expect(change!.undoTokenHash).not.toContain(token);
    const session = await server.login(next, a.password);
    await account.undoEmailChange(server.client(), token);
    const [back] = await server.services.db.select().from(users).where(eq(users.id, a.id));
    expect(back!.email).toBe(a.email);
    expect(await canCall(session.access_token)).toBe(false);
    expect(await canCall(a.token)).toBe(false);
    await server.login(a.email, a.password);
    // The link works once.
    expect((await failure<ApiError>(account.undoEmailChange(server.client(), token))).status).toBe(400);
  });
});
