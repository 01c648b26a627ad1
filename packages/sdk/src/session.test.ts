import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import type { LoggedUser, TokenSet } from './schemas/user';
import { createSession, decodeAccessToken, isAdmin, isPortalUser, needsRefresh, SessionManager } from './session';
import { browserStorage, cookieString, memoryStorage, SessionStore, STORAGE_KEY } from './storage';
import { makeJwt, makeTokens, recordingClient } from './testing/fake';

const NOW = 1_800_000_000;
const user = (over: Partial<LoggedUser> = {}): LoggedUser => ({
  id: 'u',
  name: 'A',
  email: 'a@b.in',
  emailVerified: true,
  exp: NOW + 300,
  mobileNumber: '',
  designation: '',
  picture: '',
  roles: [],
  group: [],
  ...over,
});

describe('decodeAccessToken', () => {
  it('maps the claims, lowercases roles, reads UTF-8 and base64url', () => {
    const token = makeJwt({
      sub: 'u-1',
      email: 'asha@example.com',
      email_verified: true,
      name: 'Āsha Rāo ✓',
      exp: NOW,
      mobileNumber: '+91 1',
      designation: 'CTO',
      picture: 'p.png',
      realm_access: { roles: ['Offline_Access', 'ADMIN'] },
      group: ['/PortalGroup'],
      '??>>': '~~~',
    });
    expect(decodeAccessToken(token)).toEqual({
      id: 'u-1',
      name: 'Āsha Rāo ✓',
      email: 'asha@example.com',
      emailVerified: true,
      exp: NOW,
      mobileNumber: '+91 1',
      designation: 'CTO',
      picture: 'p.png',
      roles: ['offline_access', 'admin'],
      group: ['/PortalGroup'],
    });
  });
  it('fills defaults and builds a name from given/family', () => {
    expect(decodeAccessToken(makeJwt({ sub: 'x', given_name: 'A', family_name: 'R' }))).toMatchObject({
      name: 'A R',
      email: '',
      emailVerified: false,
      exp: undefined,
      roles: [],
      group: [],
    });
  });
  it('throws on garbage', () => {
    expect(() => decodeAccessToken('abc')).toThrow(/not a JWT/);
    expect(() => decodeAccessToken('a.bm90IGpzb24.c')).toThrow(/not JSON/);
    expect(() => decodeAccessToken(makeJwt({ email: 'no sub' }))).toThrow(/claim sub/);
  });
});

describe('groups and staleness', () => {
  it('portal and admin groups', () => {
    expect(isPortalUser(user({ group: ['/PortalGroup'] }))).toBe(true);
    expect(isPortalUser(user({ group: ['/PortalGroup/PortalAdminGroup'] }))).toBe(true);
    expect(isPortalUser(user({ group: ['/Other', '/PortalGroupX'] }))).toBe(false);
    expect(isPortalUser(null)).toBe(false);
    expect(isAdmin(user({ group: ['/PortalGroup'] }))).toBe(false);
    expect(isAdmin(user({ group: ['/PortalGroup', '/PortalGroup/PortalAdminGroup'] }))).toBe(true);
    expect(isAdmin(undefined)).toBe(false);
  });
  it('needsRefresh: email and (no exp or expiring within 30 s)', () => {
    expect(needsRefresh(user({ exp: undefined }), NOW)).toBe(true);
    expect(needsRefresh(user({ exp: NOW - 1 }), NOW)).toBe(true);
    expect(needsRefresh(user({ exp: NOW + 29 }), NOW)).toBe(true);
    expect(needsRefresh(user({ exp: NOW + 30 }), NOW)).toBe(false);
    expect(needsRefresh(user({ exp: NOW - 100, email: '' }), NOW)).toBe(false);
  });
});

function setup(saved?: TokenSet, refresh = vi.fn<(t: string | null) => Promise<TokenSet>>(), refreshCookie = false) {
  const backend = memoryStorage();
  const store = new SessionStore(backend);
  if (saved) store.save(saved, decodeAccessToken(saved.access_token));
  const onExpired = vi.fn();
  const session = new SessionManager({ store, refresh, now: () => NOW, onExpired, refreshCookie });
  return { backend, store, session, refresh, onExpired };
}

describe('SessionStore', () => {
  it('saves to storage and both cookies with max-age = refresh_expires_in, and clears', () => {
    const backend = memoryStorage();
    const store = new SessionStore(backend);
    const tokens = makeTokens();
    const u = decodeAccessToken(tokens.access_token);
    store.save(tokens, u);
    expect(store.load()).toEqual({ tokens, user: u });
    // A cookie any script can read holds no token: tokenData keeps the token data only.
    expect(backend.cookieJar.get('tokenData')).toEqual({
      value: JSON.stringify({ expires_in: 300, refresh_expires_in: 2592000, token_type: 'Bearer' }),
      maxAge: 2592000,
    });
    expect(JSON.parse(backend.cookieJar.get('userData')!.value)).toEqual(u);
    store.clear();
    expect(store.load()).toBeNull();
    expect(backend.cookieJar.size).toBe(0);
  });
  it('drops a corrupt saved value', () => {
    const backend = memoryStorage();
    backend.storage.set(STORAGE_KEY, '{"tokens":1}');
    expect(new SessionStore(backend).load()).toBeNull();
    expect(backend.storage.get(STORAGE_KEY)).toBeNull();
  });
  it('cookie lines', () => {
    expect(cookieString('tokenData', '{"a":1}', { maxAge: 60, secure: true })).toBe(
      'tokenData=%7B%22a%22%3A1%7D; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    expect(cookieString('userData', '', { maxAge: 0 })).toBe('userData=; Path=/; Max-Age=0; SameSite=Lax');
  });
  it('browserStorage uses localStorage and document.cookie when present, memory otherwise', () => {
    expect(browserStorage().storage.get('x')).toBeNull();
    const items = new Map<string, string>();
    const cookies: string[] = [];
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    });
    vi.stubGlobal('document', {
      set cookie(v: string) {
        cookies.push(v);
      },
    });
    vi.stubGlobal('location', { protocol: 'https:' });
    try {
      new SessionStore(browserStorage()).save(makeTokens(), user());
      expect(items.has('lnf:auth')).toBe(true);
      expect(cookies.map((c) => c.split('=')[0])).toEqual(['tokenData', 'userData']);
      expect(cookies[0]).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('SessionManager', () => {
  it('starts from storage, with a stable snapshot', () => {
    const { session } = setup(makeTokens({ exp: NOW + 300 }));
    const a = session.getSnapshot();
    expect(a.user?.email).toBe('asha@example.com');
    expect(session.getSnapshot()).toBe(a);
    expect(session.getServerSnapshot().user).toBeNull();
  });

  it('returns the stored token while fresh, without refreshing', async () => {
    const tokens = makeTokens({ exp: NOW + 300 });
    const { session, refresh } = setup(tokens);
    expect(await session.getAccessToken()).toBe(tokens.access_token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes a stale token once for concurrent callers, stores and notifies', async () => {
    const fresh = makeTokens({ exp: NOW + 300 }, 'r2');
    let release!: (t: TokenSet) => void;
    const refresh = vi.fn((_t: string | null) => new Promise<TokenSet>((r) => (release = r)));
    const { session, store, backend } = setup(makeTokens({ exp: NOW - 5 }), refresh);
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    const all = Promise.all([session.getAccessToken(), session.getAccessToken(), session.getAccessToken()]);
    await Promise.resolve();
    release(fresh);
    expect(await all).toEqual([fresh.access_token, fresh.access_token, fresh.access_token]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-r1');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).not.toBe(before);
    expect(store.load()?.tokens.refresh_token).toBe('refresh-r2');
    expect(backend.cookieJar.get('tokenData')!.value).not.toMatch(/refresh-r|\.c2ln/);
    refresh.mockResolvedValueOnce(makeTokens({ exp: NOW - 1 }, 'r3'));
    await session.refresh();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh clears everything, notifies and calls onExpired once', async () => {
    const refresh = vi.fn(async () => {
      throw new ApiError('user.refresh', 401, 'Invalid refresh token');
    });
    const { session, store, backend, onExpired } = setup(makeTokens({ exp: undefined }), refresh);
    const listener = vi.fn();
    session.subscribe(listener);
    expect(await Promise.all([session.getAccessToken(), session.getAccessToken()])).toEqual([null, null]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().user).toBeNull();
    expect(store.load()).toBeNull();
    expect(backend.cookieJar.size).toBe(0);
  });

  it('a logout during a refresh wins over the refresh result', async () => {
    let release!: (t: TokenSet) => void;
    const refresh = vi.fn(() => new Promise<TokenSet>((r) => (release = r)));
    const { session } = setup(makeTokens({ exp: NOW - 5 }), refresh);
    const pending = session.getAccessToken();
    session.clear();
    release(makeTokens({ exp: NOW + 300 }, 'r2'));
    expect(await pending).toBeNull();
    expect(session.getSnapshot().user).toBeNull();
  });

  it('logout sends bearer and both token headers, then clears', async () => {
    const tokens = makeTokens({ exp: NOW + 300 });
    const { session } = setup(tokens);
    const { client, last } = recordingClient(() => ({ message: 'bye' }), 'ignored');
    await session.logout(client);
    expect(last().path).toBe('/api/v1/lnf/user/logout');
    expect(last().headers).toMatchObject({
      authorization: `Bearer ${tokens.access_token}`,
      refreshtoken: 'refresh-r1',
      accesstoken: tokens.access_token,
    });
    expect(session.getTokens()).toBeNull();
  });

  it('logout clears even when the call fails', async () => {
    const { session } = setup(makeTokens({ exp: NOW + 300 }));
    const { client } = recordingClient(
      () => new Response('{"status":500,"error":"x","message":"boom"}', { status: 500 }),
    );
    await expect(session.logout(client)).resolves.toBeUndefined();
    expect(session.getSnapshot().user).toBeNull();
  });

  it('setTokens stores and returns the user', () => {
    const { session, store } = setup();
    expect(session.getSnapshot().user).toBeNull();
    expect(session.setTokens(makeTokens({ group: ['/PortalGroup/PortalAdminGroup'] })).group).toEqual([
      '/PortalGroup/PortalAdminGroup',
    ]);
    expect(store.load()?.user.email).toBe('asha@example.com');
  });
});

describe('SessionManager with the refresh token in the HttpOnly cookie (a browser)', () => {
  const noTokenIn = (text: string | null | undefined) => expect(text ?? '').not.toMatch(/refresh-r\d/);

  it('keeps no refresh token anywhere a script can read, after login or a refresh', async () => {
    const refresh = vi.fn(async (_t: string | null) => makeTokens({ exp: NOW + 300 }, 'r2'));
    const { session, backend } = setup(undefined, refresh, true);
    session.setTokens(makeTokens({ exp: NOW - 5 }));
    expect(session.getTokens()?.refresh_token).toBeUndefined();
    noTokenIn(backend.storage.get(STORAGE_KEY));
    noTokenIn(backend.cookieJar.get('tokenData')?.value);
    // The server answers a cookie refresh without the token; one that sent it anyway is not kept.
    await session.getAccessToken();
    expect(refresh).toHaveBeenCalledWith(null);
    expect(session.getTokens()?.refresh_token).toBeUndefined();
    noTokenIn(backend.storage.get(STORAGE_KEY));
    noTokenIn(backend.cookieJar.get('tokenData')?.value);
  });

  it('refreshes a stored session that holds no refresh token, on load', async () => {
    const { refresh_token: _, ...held } = makeTokens({ exp: NOW - 5 });
    const refresh = vi.fn(async (_t: string | null) => makeTokens({ exp: NOW + 300 }, 'r2'));
    const { session } = setup(held, refresh, true);
    expect(session.getSnapshot()).toMatchObject({ user: null, checking: true });
    await vi.waitFor(() =>
      expect(session.getSnapshot()).toMatchObject({ checking: false, user: { email: 'asha@example.com' } }),
    );
    expect(refresh).toHaveBeenCalledWith(null);
  });

  it('trades a refresh token stored before the cookie existed once, then forgets it', async () => {
    const refresh = vi.fn(async (_t: string | null) => ({
      ...makeTokens({ exp: NOW + 600 }, 'r2'),
      refresh_token: undefined,
    }));
    const { session, backend } = setup(makeTokens({ exp: NOW + 300 }), refresh, true);
    expect(session.getSnapshot().user?.email).toBe('asha@example.com');
    // The header form sets the cookie; the stored copy goes.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledWith('refresh-r1'));
    await vi.waitFor(() => noTokenIn(backend.storage.get(STORAGE_KEY)));
    await session.refresh();
    expect(refresh).toHaveBeenLastCalledWith(null);
  });

  it('logs out with the access token alone: the server ends the login it names', async () => {
    const { refresh_token: _, ...held } = makeTokens({ exp: NOW + 300 });
    const { session } = setup(held, undefined, true);
    const { client, last } = recordingClient(() => ({ message: 'bye' }), 'ignored');
    await session.logout(client);
    expect(last().path).toBe('/api/v1/lnf/user/logout');
    expect(last().headers.authorization).toBe(`Bearer ${held.access_token}`);
    expect(last().headers.refreshtoken).toBeUndefined();
    expect(last().credentials).toBe('include');
    expect(session.getTokens()).toBeNull();
  });
});

describe('createSession', () => {
  it('wires the client to the session: login, bearer, refresh via user/refresh', async () => {
    let clock = NOW;
    const first = makeTokens({ exp: NOW + 300 });
    const second = makeTokens({ exp: NOW + 900 }, 'r2');
    const { fetch, calls } = (await import('./testing/fake')).recordingFetch((req) =>
      req.path.endsWith('/user/login') ? first : req.path.endsWith('/user/refresh') ? second : [],
    );
    const { client, session } = createSession({ fetch, backend: memoryStorage(), now: () => clock });
    await session.login(client, { username: 'asha@example.com', password: 'pw' });
    await client.request({ call: 'x', service: 'order', method: 'GET', path: 'portal/orders' });
    expect(calls[1].headers.authorization).toBe(`Bearer ${first.access_token}`);
    clock = NOW + 290;
    await client.request({ call: 'x', service: 'order', method: 'GET', path: 'portal/orders' });
    expect(calls[2].path).toBe('/api/v1/lnf/user/refresh');
    expect(calls[2].headers.refreshtoken).toBe('refresh-r1');
    expect(calls[2].headers.authorization).toBeUndefined();
    expect(calls[3].headers.authorization).toBe(`Bearer ${second.access_token}`);
  });

  it('in a browser refreshes with the cookie: no token sent, credentials included', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    vi.stubGlobal('document', { cookie: '' });
    try {
      let clock = NOW;
      const first = makeTokens({ exp: NOW + 300 });
      const { refresh_token: _, ...second } = makeTokens({ exp: NOW + 900 }, 'r2');
      const { fetch, calls } = (await import('./testing/fake')).recordingFetch((req) =>
        req.path.endsWith('/user/login') ? first : req.path.endsWith('/user/refresh') ? second : [],
      );
      const { client, session } = createSession({ fetch, backend: memoryStorage(), now: () => clock });
      await session.login(client, { username: 'asha@example.com', password: 'pw' });
      expect(calls[0].credentials).toBe('include');
      expect(session.getTokens()?.refresh_token).toBeUndefined();
      clock = NOW + 290;
      await client.request({ call: 'x', service: 'order', method: 'GET', path: 'portal/orders' });
      expect(calls[1].path).toBe('/api/v1/lnf/user/refresh');
      expect(calls[1].headers.refreshtoken).toBeUndefined();
      expect(calls[1].credentials).toBe('include');
      expect(calls[2].headers.authorization).toBe(`Bearer ${second.access_token}`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  const invalidToken = () =>
    new Response(JSON.stringify({ message: 'Invalid or expired token' }), {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' },
    });

  it('a bearer the server refuses (RFC 6750 invalid_token) is refreshed once and the call retried', async () => {
    const first = makeTokens({ exp: NOW + 900 });
    const second = makeTokens({ exp: NOW + 1800 }, 'r2');
    const { fetch, calls } = (await import('./testing/fake')).recordingFetch((req) => {
      if (req.path.endsWith('/user/login')) return first;
      if (req.path.endsWith('/user/refresh')) return second;
      return req.headers.authorization === `Bearer ${first.access_token}` ? invalidToken() : { id: 'b1' };
    });
    const { client, session } = createSession({ fetch, backend: memoryStorage(), now: () => NOW });
    await session.login(client, { username: 'asha@example.com', password: 'pw' });
    const answer = await client.request({
      call: 'x',
      service: 'basket',
      method: 'POST',
      path: 'portal/basket',
      body: {},
    });
    expect(answer).toEqual({ id: 'b1' });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/v1/lnf/user/login',
      '/api/v1/lnf/portal/basket',
      '/api/v1/lnf/user/refresh',
      '/api/v1/lnf/portal/basket',
    ]);
    expect(calls[3].headers.authorization).toBe(`Bearer ${second.access_token}`);
    expect(calls[3].body).toEqual({});
  });

  it('when the refresh is refused too, the call fails with the 401 and the session ends', async () => {
    const onExpired = vi.fn();
    const first = makeTokens({ exp: NOW + 900 });
    const { fetch, calls } = (await import('./testing/fake')).recordingFetch((req) => {
      if (req.path.endsWith('/user/login')) return first;
      if (req.path.endsWith('/user/refresh'))
        return new Response(JSON.stringify({ message: 'Invalid refresh token' }), { status: 401 });
      return invalidToken();
    });
    const { client, session } = createSession({ fetch, backend: memoryStorage(), now: () => NOW, onExpired });
    await session.login(client, { username: 'asha@example.com', password: 'pw' });
    await expect(
      client.request({ call: 'x', service: 'order', method: 'GET', path: 'portal/orders' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.path.endsWith('/portal/orders'))).toHaveLength(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(session.getTokens()).toBeNull();
  });

  it('a 401 without invalid_token (a wrong password) is not retried', async () => {
    const { fetch, calls } = (await import('./testing/fake')).recordingFetch(
      () => new Response(JSON.stringify({ message: 'Invalid credentials' }), { status: 401 }),
    );
    const { client } = createSession({ fetch, backend: memoryStorage(), now: () => NOW });
    await expect(
      client.request({ call: 'x', service: 'order', method: 'GET', path: 'portal/orders' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});
