import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, order, user, type ApiError, type TokenSet } from '@lnf/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/auth/keys';
import { ACCESS_TTL_S, REFRESH_TTL_S, TokenService } from '../src/auth/tokens';
import { users } from '../src/db/schema';
import { latestOtp } from './accounts';
import { ADMIN, cookieJarFetch, startTestServer, type TestServer } from './harness';
import { createUser, failure } from './users';

/**
 * The browser's refresh token lives in an HttpOnly cookie on the refresh path (docs/security.md,
 * item 14): no answer puts a token in a cookie a script can read, the refresh endpoint works from
 * the cookie alone, and logout ends the login without it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const REFRESH_PATH = '/api/v1/lnf/user/refresh';

/** One browser (a cookie jar) whose every Set-Cookie line and JSON answer is kept. */
function recordingBrowser() {
  const jar = cookieJarFetch();
  const setCookies: { path: string; line: string }[] = [];
  const bodies: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const res = await jar(input, init);
    const path = new URL(typeof input === 'string' || input instanceof URL ? input : input.url).pathname;
    for (const line of res.headers.getSetCookie()) setCookies.push({ path, line });
    bodies.push(await res.clone().text());
    return res;
  };
  return { client: new ApiClient({ baseUrl: server.url, fetch }), setCookies, bodies };
}

const JWT = /[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/;
const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

/** A call only a logged-in user may make. */
const canCall = (token: string) =>
  order.list(server.client(token)).then(
    () => true,
    (e: ApiError) => {
      if (e.status !== 401) throw e;
      return false;
    },
  );

describe('no answer sets a token in a cookie a script can read', () => {
  it('sign-up, login, refresh (cookie and header), password reset and logout', async () => {
    const b = recordingBrowser();
    const email = 'cookie.scan@example.com';
    await user.sendOtp(b.client, email);
    await user.validateOtp(b.client, email, await latestOtp(b.client, email));
    await user.createUser(b.client, {
      email,
      password: 'Scan-Pass-2025',
      firstName: 'Cookie',
      lastName: 'Scan',
      userName: 'scan',
      groups: [],
      realmRoles: [],
    });
    const first = await user.login(b.client, { username: email, password: 'Scan-Pass-2025' });
    const viaCookie = await user.refresh(b.client);
    const viaHeader = await user.refresh(
      b.client,
      (await user.login(b.client, { username: email, password: 'Scan-Pass-2025' })).refresh_token,
    );
    await user.logout(b.client, { accessToken: viaCookie.access_token });
    await user.logout(b.client, { accessToken: viaHeader.access_token, refreshToken: viaHeader.refresh_token });
    const reset = await createUser(server, 'cookie.reset@example.com');
    await user.sendOtp(b.client, reset.email);
    await user.validateOtp(b.client, reset.email, await latestOtp(b.client, reset.email));
    await user.updatePassword(b.client, {
      email: reset.email,
      newPwd: 'Reset-Pass-2025',
      confirmPwd: 'Reset-Pass-2025',
    });

    // Every token any answer carried, to find in cookie values whatever their encoding.
    const tokens = new Set<string>([first.refresh_token, first.access_token, first.id_token]);
    for (const body of b.bodies) for (const m of body.matchAll(new RegExp(JWT, 'g'))) tokens.add(m[0]);
    const carriesToken = (line: string) => {
      const value = decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('='));
      return JWT.test(value) || [...tokens].some((t) => value.includes(t));
    };
    const withTokens = b.setCookies.filter((c) => carriesToken(c.line));
    expect(new Set(withTokens.map((c) => c.path))).toEqual(
      new Set(['/api/v1/lnf/user/login', '/api/v1/lnf/user/refresh']),
    );
    for (const { path, line } of withTokens) {
      expect(line, `${path}: ${line.split('=')[0]}`).toMatch(/^lnf_refresh=/);
      expect(attributes(line), path).toContain('httponly');
    }
    // And every cookie these answers give a value at all is HttpOnly (device, OTP proof, refresh);
    // the lines that only clear one (empty, Max-Age=0) carry nothing.
    expect(new Set(b.setCookies.map((c) => c.line.split('=')[0]))).toEqual(
      new Set(['lnf_otp_proof', 'lnf_device', 'lnf_refresh']),
    );
    for (const { line } of b.setCookies.filter((c) => !/^[^=]+=;/.test(c.line)))
      expect(attributes(line), line.split('=')[0]).toContain('httponly');
  });

  it('lnf_refresh is HttpOnly, Secure, SameSite=Strict, on the refresh path, for the refresh lifetime', async () => {
    const res = await server.raw('/api/v1/lnf/user/refresh', {
      method: 'POST',
      headers: { refreshToken: (await server.login(ADMIN.email, ADMIN.password)).refresh_token },
    });
    expect(res.status).toBe(201);
    const tokens = (await res.json()) as TokenSet;
    const line = res.headers.getSetCookie().find((l) => l.startsWith('lnf_refresh='))!;
    expect(line.split(';')[0]).toBe(`lnf_refresh=${tokens.refresh_token}`);
    expect(new Set(attributes(line))).toEqual(
      new Set(['httponly', 'secure', 'samesite=strict', `path=${REFRESH_PATH}`, `max-age=${REFRESH_TTL_S}`]),
    );
  });
});

describe('refresh from the cookie alone', () => {
  it('rotates the cookie, answers without a refresh token, and keeps reuse detection', async () => {
    const a = await createUser(server, 'cookie.only@example.com');
    const browser = server.client();
    const login = await user.login(browser, { username: a.email, password: a.password });
    const one = await user.refresh(browser);
    expect(one.refresh_token).toBeUndefined();
    expect(one.access_token).not.toBe(login.access_token);
    expect(await canCall(one.access_token)).toBe(true);
    // The jar now holds the rotated token: a second refresh presents it, not the used one.
    const two = await user.refresh(browser);
    expect(await canCall(two.access_token)).toBe(true);
    // The login's token, used by the first refresh, coming back is theft: the family ends, cookie too.
    expect((await failure<ApiError>(user.refresh(server.client(), login.refresh_token))).status).toBe(401);
    expect((await failure<ApiError>(user.refresh(browser))).status).toBe(401);
  });

  it('needs the cookie or the header', async () => {
    expect((await server.raw(REFRESH_PATH, { method: 'POST' })).status).toBe(400);
    expect((await failure<ApiError>(user.refresh(server.client()))).status).toBe(400);
  });
});

describe('logout without the refresh token (a browser)', () => {
  it('ends the login the access token names and clears the cookie', async () => {
    const a = await createUser(server, 'cookie.logout@example.com');
    const browser = server.client();
    const login = await user.login(browser, { username: a.email, password: a.password });
    const other = await server.login(a.email, a.password);
    const res = await server.raw('/api/v1/lnf/user/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    expect(res.status).toBe(201);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('lnf_refresh='))!;
    expect(line).toMatch(/^lnf_refresh=;/);
    expect(attributes(line)).toEqual(expect.arrayContaining(['max-age=0', `path=${REFRESH_PATH}`, 'httponly']));
    expect((await failure<ApiError>(user.refresh(browser))).status).toBe(401);
    expect(await canCall(login.access_token)).toBe(false);
    // The user's other login is not this logout's business.
    expect(await canCall(other.access_token)).toBe(true);
  });

  it('takes an access token that has expired: a tab logs out long after its 5 minutes', async () => {
    let clock = Date.now();
    const keys = await loadSigningKeys(join(mkdtempSync(join(tmpdir(), 'lnf-keys-')), 'k.json'), null);
    const tokens = new TokenService(server.services.db, keys, 'http://localhost/realms/lnf', () => clock);
    const [row] = await server.services.db
      .insert(users)
      .values({
        email: 'cookie.late@example.com',
        firstName: 'Late',
        lastName: 'Tab',
        userName: 'late',
        passwordHash: 'x',
        emailVerified: true,
        groups: ['/PortalGroup'],
        realmRoles: [],
      })
      .returning();
    const set = await tokens.issue(row!);
    clock += (ACCESS_TTL_S + 3600) * 1000;
    expect(await tokens.revoke(undefined, set.access_token)).toBe(row!.id);
    await expect(tokens.rotate(set.refresh_token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    // A refresh token in the access token's place names no login.
    expect(await tokens.revoke(undefined, set.refresh_token)).toBeNull();
  });
});
