import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import type { TokenSet } from './schemas/user';
import { decodeAccessToken, SessionManager, type SessionLock, type SessionSync } from './session';
import { SessionStore, type SessionBackend } from './storage';
import { makeTokens } from './testing/fake';

/**
 * Several tabs share one session: refreshes are serialized across tabs and a rotated token is
 * adopted instead of presented twice; logins and logouts reach every tab; a refresh that fails for
 * a network reason keeps the session.
 */
const NOW = 1_800_000_000;

/** What two tabs of one browser share: local storage (with its storage event) and Web Locks. */
function browser() {
  const map = new Map<string, string>();
  const tabs = new Set<() => void>();
  let notifySelf: (() => void) | null = null;
  const backend = (): SessionBackend => ({
    storage: {
      get: (key) => map.get(key) ?? null,
      set: (key, value) => {
        map.set(key, value);
        // The storage event fires in every other tab, never in the one that wrote.
        for (const t of tabs) if (t !== notifySelf) t();
      },
      remove: (key) => {
        map.delete(key);
        for (const t of tabs) if (t !== notifySelf) t();
      },
    },
  });
  let queue = Promise.resolve();
  const lock: SessionLock = (_name, fn) => {
    const run = queue.then(fn);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  const tab = (refresh: (t: string | null) => Promise<TokenSet>, onExpired = vi.fn(), refreshCookie = false) => {
    let listener: (() => void) | null = null;
    const sync: SessionSync = (onChange) => {
      listener = () => onChange();
      tabs.add(listener);
      return () => void tabs.delete(listener!);
    };
    const store = new SessionStore(backend());
    const session = new SessionManager({ store, refresh, now: () => NOW, onExpired, lock, sync, refreshCookie });
    // Writes from this tab's store must not notify this tab.
    const wrap =
      <A extends unknown[], R>(fn: (...a: A) => R) =>
      (...a: A) => {
        notifySelf = listener;
        try {
          return fn(...a);
        } finally {
          notifySelf = null;
        }
      };
    store.save = wrap(store.save.bind(store));
    store.clear = wrap(store.clear.bind(store));
    return { session, store, onExpired };
  };
  const save = (tokens: TokenSet) =>
    map.set('lnf:auth', JSON.stringify({ tokens, user: decodeAccessToken(tokens.access_token) }));
  return { tab, save };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('two tabs', () => {
  it('refresh at the same moment: the server sees one refresh, both tabs get the new tokens', async () => {
    const b = browser();
    b.save(makeTokens({ exp: NOW - 5 }));
    const refresh = vi.fn(async (token: string | null) => {
      // The server's reuse detection: a second use of refresh-r1 would end the session.
      if (token !== 'refresh-r1') throw new ApiError('user.refresh', 401, 'Refresh token was already used');
      return makeTokens({ exp: NOW + 300 }, 'r2');
    });
    const one = b.tab(refresh);
    const two = b.tab(refresh);
    const [a, c] = await Promise.all([one.session.getAccessToken(), two.session.getAccessToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a).toBe(c);
    expect(one.session.getTokens()?.refresh_token).toBe('refresh-r2');
    expect(two.session.getTokens()?.refresh_token).toBe('refresh-r2');
    expect(one.onExpired).not.toHaveBeenCalled();
    expect(two.onExpired).not.toHaveBeenCalled();
  });

  it('with the refresh token in the HttpOnly cookie: one server refresh, no reuse, both tabs renewed', async () => {
    const b = browser();
    const { refresh_token: _, ...held } = makeTokens({ exp: NOW - 5 });
    b.save(held);
    // The browser's cookie jar, shared by the tabs, and the server's rotation with reuse detection.
    let cookie = 'refresh-r1';
    const used = new Set<string>();
    let n = 1;
    const refresh = vi.fn(async (token: string | null) => {
      expect(token).toBeNull();
      if (used.has(cookie)) throw new ApiError('user.refresh', 401, 'Refresh token was already used');
      used.add(cookie);
      cookie = `refresh-r${++n}`;
      return { ...makeTokens({ exp: NOW + 300 }, `r${n}`), refresh_token: undefined };
    });
    const one = b.tab(refresh, vi.fn(), true);
    const two = b.tab(refresh, vi.fn(), true);
    const [a, c] = await Promise.all([one.session.getAccessToken(), two.session.getAccessToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a).toBe(c);
    expect(a).toBe(makeTokens({ exp: NOW + 300 }, 'r2').access_token);
    expect(one.onExpired).not.toHaveBeenCalled();
    expect(two.onExpired).not.toHaveBeenCalled();
    expect(JSON.stringify(one.store.load())).not.toMatch(/refresh-r/);
  });

  it('a logout in one tab logs the other out, without a server call from it', async () => {
    const b = browser();
    b.save(makeTokens({ exp: NOW + 300 }));
    const refresh = vi.fn();
    const one = b.tab(refresh);
    const two = b.tab(refresh);
    expect(two.session.getSnapshot().user?.email).toBe('asha@example.com');
    const heard = vi.fn();
    two.session.subscribe(heard);
    one.session.clear();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(two.session.getSnapshot().user).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a login in one tab shows in the other', () => {
    const b = browser();
    const one = b.tab(vi.fn());
    const two = b.tab(vi.fn());
    expect(two.session.getSnapshot().user).toBeNull();
    one.session.setTokens(makeTokens({ exp: NOW + 300 }));
    expect(two.session.getSnapshot().user?.email).toBe('asha@example.com');
  });
});

describe('a refresh that fails', () => {
  it('for a network reason keeps the session and retries until it works', async () => {
    vi.useFakeTimers();
    const b = browser();
    b.save(makeTokens({ exp: NOW - 5 }));
    const refresh = vi
      .fn<(t: string | null) => Promise<TokenSet>>()
      .mockRejectedValueOnce(new ApiError('user.refresh', 0, 'Failed to fetch'))
      .mockRejectedValueOnce(new ApiError('user.refresh', 503, 'Service Unavailable'))
      .mockResolvedValueOnce(makeTokens({ exp: NOW + 300 }, 'r2'));
    const tab = b.tab(refresh);
    await tab.session.getAccessToken();
    expect(tab.session.getSnapshot().user?.email).toBe('asha@example.com');
    expect(tab.onExpired).not.toHaveBeenCalled();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      expect(refresh).toHaveBeenCalledTimes(3);
    });
    await vi.waitFor(() => expect(tab.session.getTokens()?.refresh_token).toBe('refresh-r2'));
    expect(tab.onExpired).not.toHaveBeenCalled();
  });

  it('because the token is invalid clears the session and says so once', async () => {
    const b = browser();
    b.save(makeTokens({ exp: NOW - 5 }));
    const tab = b.tab(
      vi.fn(async () => Promise.reject(new ApiError('user.refresh', 401, 'Invalid or expired refresh token'))),
    );
    expect(await tab.session.getAccessToken()).toBeNull();
    expect(tab.session.getSnapshot().user).toBeNull();
    expect(tab.onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('on load', () => {
  it('a stored, expired access token with a refresh token is refreshed before the user is shown', async () => {
    const b = browser();
    b.save(makeTokens({ exp: NOW - 5 }));
    let release!: (t: TokenSet) => void;
    const refresh = vi.fn(() => new Promise<TokenSet>((r) => (release = r)));
    const tab = b.tab(refresh);
    // Loading the session dispatches the refresh; until it settles the session says it is checking.
    expect(tab.session.getSnapshot()).toMatchObject({ user: null, checking: true });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    release(makeTokens({ exp: NOW + 300 }, 'r2'));
    await vi.waitFor(() =>
      expect(tab.session.getSnapshot()).toMatchObject({ user: { email: 'asha@example.com' }, checking: false }),
    );
  });
});
