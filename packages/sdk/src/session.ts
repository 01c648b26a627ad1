import { create, StructError } from 'superstruct';
import * as userApi from './api/user';
import { ApiClient, ApiError, type ClientOptions } from './client';
import type { SecondFactorLoginRequest } from './schemas/secondFactor';
import type { PasskeyAssertion, PasskeyRequestOptions } from './schemas/passkeys';
import * as passkeysApi from './api/passkeys';
import { GROUPS } from './constants';
import { AccessTokenClaims, type LoggedUser, type TokenSet } from './schemas/user';
import { browserStorage, SessionStore, STORAGE_KEY, type SessionBackend } from './storage';

/**
 * A token counts as stale this many seconds before its `exp`, so a call started just
 * before expiry does not reach the server with a dead token (the spec compares exp < now;
 * this widens it by the skew).
 */
export const REFRESH_SKEW_SECONDS = 30;

function base64UrlToText(segment: string): string {
  const b64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The LoggedUser of an access token: its base64url payload read without verifying the
 * signature (the server verifies; the client only displays). Roles are lowercased.
 * Throws on anything that is not a JWT with the expected claims.
 */
export function decodeAccessToken(token: string): LoggedUser {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('access token is not a JWT');
  let claims: AccessTokenClaims;
  try {
    claims = create(JSON.parse(base64UrlToText(payload)), AccessTokenClaims);
  } catch (error) {
    const detail =
      error instanceof StructError ? `claim ${error.path.join('.')}: ${error.message}` : 'payload is not JSON';
    throw new Error(`access token is not readable (${detail})`);
  }
  const fullName = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return {
    id: claims.sub,
    name: claims.name ?? (fullName || claims.preferred_username || ''),
    email: claims.email ?? '',
    emailVerified: claims.email_verified ?? false,
    exp: claims.exp,
    mobileNumber: claims.mobileNumber ?? '',
    designation: claims.designation ?? '',
    picture: claims.picture ?? '',
    roles: (claims.realm_access?.roles ?? []).map((r) => r.toLowerCase()),
    group: claims.group ?? [],
  };
}

/** True for a member of /PortalGroup or /PortalGroup/PortalAdminGroup (a logged-in portal user). */
export function isPortalUser(user: LoggedUser | null | undefined): boolean {
  return !!user && (user.group.includes(GROUPS.PORTAL) || user.group.includes(GROUPS.ADMIN));
}

/** True for a member of /PortalGroup/PortalAdminGroup (audit logs, staff ticket columns). */
export function isAdmin(user: LoggedUser | null | undefined): boolean {
  return !!user && user.group.includes(GROUPS.ADMIN);
}

/**
 * Spec section 4: refresh when the token has an email and its exp is missing or past,
 * here also when it expires in less than REFRESH_SKEW_SECONDS. `nowSeconds` is Unix time.
 */
export function needsRefresh(user: LoggedUser, nowSeconds: number): boolean {
  if (!user.email) return false;
  return user.exp === undefined || user.exp < nowSeconds + REFRESH_SKEW_SECONDS;
}

/** What React reads through useSyncExternalStore; the same object until the session changes. */
export interface SessionSnapshot {
  readonly user: LoggedUser | null;
  /**
   * True while a stored session whose access token expired is being refreshed on load (spec
   * section 4): who is logged in is not known yet, so show neither the login nor the user's menu.
   */
  readonly checking: boolean;
}

const ANONYMOUS: SessionSnapshot = Object.freeze({ user: null, checking: false });
const CHECKING: SessionSnapshot = Object.freeze({ user: null, checking: true });

/** Runs `fn` while holding the lock `name`, across every tab of the browser. */
export type SessionLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;
/** Calls `onChange` when another tab changed the stored session; returns the unsubscribe. */
export type SessionSync = (onChange: () => void) => () => void;

/**
 * Web Locks where the browser has them (every current one). Without them (old browsers, Node) the
 * refresh still re-reads storage before it sends the token, which narrows the race between tabs to
 * the few milliseconds of one request; two tabs can then still present one token, and the server's
 * reuse detection ends that session: the person logs in again.
 */
export function browserLock(): SessionLock {
  const locks = (
    globalThis as { navigator?: { locks?: { request<T>(name: string, fn: () => Promise<T>): Promise<T> } } }
  ).navigator?.locks;
  if (locks?.request) return (name, fn) => locks.request(name, fn);
  return (_name, fn) => fn();
}

/** The `storage` event: fired in every other tab of the origin when local storage changes. */
export function browserSync(key: string): SessionSync {
  return (onChange) => {
    const w = globalThis as {
      addEventListener?: Window['addEventListener'];
      removeEventListener?: Window['removeEventListener'];
    };
    if (!w.addEventListener || !w.removeEventListener) return () => {};
    const handler = (event: Event) => {
      const changed = (event as StorageEvent).key;
      if (changed === key || changed === null) onChange();
    };
    w.addEventListener('storage', handler);
    return () => w.removeEventListener!('storage', handler);
  };
}

/** The tokens without the refresh token: what a browser keeps (the server's cookie holds that one). */
function withoutRefreshToken({ refresh_token: _, ...tokens }: TokenSet): TokenSet {
  return tokens;
}

/** A refresh failure that says nothing about the token: offline, a timeout, a server in trouble, a limit. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Waits between refresh attempts that failed for a network reason, in ms; the last repeats. */
export const REFRESH_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Options of a SessionManager. */
export interface SessionManagerOptions {
  /** Where tokens are kept. */
  store: SessionStore;
  /**
   * Trades a refresh token for new tokens, e.g. `(t) => user.refresh(client, t)`; null means the
   * token is in the HttpOnly cookie (`refreshCookie`), which the call must send.
   */
  refresh: (refreshToken: string | null) => Promise<TokenSet>;
  /**
   * The refresh token lives in the server's HttpOnly cookie `lnf_refresh` (browsers): it is never
   * stored, and a refresh sends no token. A session stored with one (saved before the cookie
   * existed) is refreshed with it once, which sets the cookie, and then forgets it. Node has no
   * cookie jar: there the refresh token is kept and sent. @default false
   */
  refreshCookie?: boolean;
  /** Unix time in seconds. @default () => Date.now() / 1000 */
  now?: () => number;
  /** Called after a refresh the server refused cleared the session (the app goes to '/'). */
  onExpired?: () => void;
  /** Serializes refreshes across tabs. @default browserLock() */
  lock?: SessionLock;
  /** Hears other tabs' logins, refreshes and logouts. @default browserSync(STORAGE_KEY) */
  sync?: SessionSync;
}

/**
 * Holds the tokens: login, refresh on demand (one at a time, in every tab together), logout, and
 * change notification. Tabs share the stored session: a refresh takes a lock and first re-reads
 * storage, so a token another tab already rotated is adopted, never presented a second time (the
 * server would take that for theft and end the session); logins and logouts reach every tab.
 */
export class SessionManager {
  private readonly options: SessionManagerOptions;
  private readonly lock: SessionLock;
  private tokens: TokenSet | null = null;
  private snapshot: SessionSnapshot = ANONYMOUS;
  private loaded = false;
  private generation = 0;
  private inflight: Promise<TokenSet | null> | null = null;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();

  /** @param options store, refresh function, clock, expiry callback, lock and sync */
  constructor(options: SessionManagerOptions) {
    this.options = options;
    this.lock = options.lock ?? browserLock();
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now() / 1000;
  }

  /** Whether the held session can be refreshed: a refresh token held, or the cookie. */
  private canRefresh(): boolean {
    return !!this.tokens && (!!this.options.refreshCookie || !!this.tokens.refresh_token);
  }

  private ensureLoaded(): void {
    if (this.loaded) return;
    this.loaded = true;
    (this.options.sync ?? browserSync(STORAGE_KEY))(() => this.adoptStored());
    const saved = this.options.store.load();
    if (!saved) return;
    let user: LoggedUser;
    try {
      user = decodeAccessToken(saved.tokens.access_token);
    } catch {
      this.options.store.clear();
      return;
    }
    this.tokens = saved.tokens;
    if (needsRefresh(user, this.now()) && this.canRefresh()) {
      // Spec section 4: an expired token with a refresh token is refreshed before anyone is shown.
      this.snapshot = CHECKING;
      void this.refresh();
    } else {
      this.snapshot = { user, checking: false };
      // A refresh token in storage, from before it moved to the HttpOnly cookie: trade it now.
      if (this.options.refreshCookie && saved.tokens.refresh_token) void this.refresh();
    }
  }

  private applyTokens(given: TokenSet | null, persist = true): LoggedUser | null {
    const tokens = given && this.options.refreshCookie ? withoutRefreshToken(given) : given;
    const user = tokens ? decodeAccessToken(tokens.access_token) : null;
    this.loaded = true;
    this.generation++;
    this.tokens = tokens;
    this.snapshot = user ? { user, checking: false } : ANONYMOUS;
    if (persist) {
      if (tokens && user) this.options.store.save(tokens, user);
      else this.options.store.clear();
    }
    if (!tokens) this.stopRetrying();
    for (const listener of [...this.listeners]) listener();
    return user;
  }

  /** Another tab logged in, refreshed or logged out: take the stored session as it is now. */
  private adoptStored(): void {
    const saved = this.options.store.load();
    if (saved?.tokens.access_token === this.tokens?.access_token) return;
    let tokens: TokenSet | null = null;
    try {
      if (saved) decodeAccessToken(saved.tokens.access_token);
      tokens = saved?.tokens ?? null;
    } catch {
      tokens = null;
    }
    this.applyTokens(tokens, false);
  }

  /** Registers a listener for any change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The current snapshot (stable between changes). */
  getSnapshot = (): SessionSnapshot => {
    this.ensureLoaded();
    return this.snapshot;
  };

  /** The snapshot during server rendering: always logged out. */
  getServerSnapshot = (): SessionSnapshot => ANONYMOUS;

  /** The stored token set, or null. */
  getTokens(): TokenSet | null {
    this.ensureLoaded();
    return this.tokens;
  }

  /** Stores a token set (after login) and returns its user. */
  setTokens(tokens: TokenSet): LoggedUser {
    return this.applyTokens(tokens) as LoggedUser;
  }

  /** Logs in with `user.login` and stores the answer. */
  /** Throws SecondFactorRequiredError when the account has a second factor: finish with `loginSecondFactor`. */
  async login(client: ApiClient, credentials: userApi.Credentials): Promise<LoggedUser> {
    return this.setTokens(await userApi.login(client, credentials));
  }

  /** The login's second step (`user.loginSecondFactor`), and stores the answer. */
  async loginSecondFactor(client: ApiClient, request: SecondFactorLoginRequest): Promise<LoggedUser> {
    return this.setTokens(await userApi.loginSecondFactor(client, request));
  }

  /**
   * A sign-in with a passkey alone: the options (`passkeys.signInOptions`) go to `authenticate`
   * (the app's WebAuthn call, e.g. `@simplewebauthn/browser`'s startAuthentication), its answer to
   * `passkeys.signIn`, and the tokens are stored.
   */
  async loginWithPasskey(
    client: ApiClient,
    authenticate: (options: PasskeyRequestOptions) => Promise<PasskeyAssertion>,
  ): Promise<LoggedUser> {
    const options = await passkeysApi.signInOptions(client);
    return this.setTokens(await passkeysApi.signIn(client, await authenticate(options)));
  }

  /**
   * The bearer for the next call. Refreshes first when the token is stale and a refresh
   * token is stored; concurrent callers share one refresh. Null when logged out.
   */
  getAccessToken = async (): Promise<string | null> => {
    this.ensureLoaded();
    if (!this.tokens) return null;
    const user = this.snapshot.user ?? (this.snapshot.checking ? decodeAccessToken(this.tokens.access_token) : null);
    if (user && needsRefresh(user, this.now()) && this.canRefresh()) {
      return (await this.refresh())?.access_token ?? null;
    }
    return this.tokens.access_token;
  };

  /**
   * The server refused `rejected` (revoked, signed with a retired key): a token another call or tab
   * already renewed is returned as it is, otherwise the session refreshes. Null when the refresh was
   * refused (the session is cleared and `onExpired` runs) or there is nothing to refresh with.
   */
  renewRejected = async (rejected: string): Promise<string | null> => {
    this.ensureLoaded();
    if (this.inflight) await this.inflight;
    if (!this.tokens) return null;
    if (this.tokens.access_token !== rejected) return this.tokens.access_token;
    return (await this.refresh())?.access_token ?? null;
  };

  /**
   * Trades the refresh token for new tokens; one at a time in this tab (callers during a refresh
   * get the same promise) and across tabs (a lock, then storage is read again: a token another tab
   * rotated meanwhile is adopted). A refusal by the server clears the session, listeners hear of it
   * and `onExpired` runs; resolves to null then. A network failure keeps the session, resolves to
   * the tokens held, and tries again later. A login or logout during the refresh wins.
   */
  refresh(): Promise<TokenSet | null> {
    if (this.inflight) return this.inflight;
    this.ensureLoaded();
    if (!this.canRefresh()) return Promise.resolve(null);
    const generation = this.generation;
    const run = () =>
      this.lock('lnf-session-refresh', async (): Promise<TokenSet | null> => {
        if (generation !== this.generation) return this.tokens;
        const saved = this.options.store.load();
        if (!saved) {
          // Another tab logged out (or the storage was wiped) while we waited.
          this.applyTokens(null, false);
          return null;
        }
        // Every rotation brings a new access token: a different one stored means another tab
        // refreshed meanwhile. Its answer is adopted; with the cookie, presenting again would be
        // safe (the browser sends the newest cookie) but would rotate for nothing.
        if (saved.tokens.access_token !== this.tokens?.access_token) {
          this.applyTokens(saved.tokens, false);
          return saved.tokens;
        }
        try {
          const next = await this.options.refresh(this.tokens.refresh_token ?? null);
          if (generation !== this.generation) return this.tokens;
          this.retries = 0;
          this.applyTokens(next);
          return next;
        } catch (error) {
          if (generation !== this.generation) return this.tokens;
          if (isTransientFailure(error)) {
            this.retryLater();
            if (this.snapshot.checking) this.applyTokens(this.tokens, false);
            return this.tokens;
          }
          this.applyTokens(null);
          this.options.onExpired?.();
          return null;
        }
      });
    const pending: Promise<TokenSet | null> = run().finally(() => {
      if (this.inflight === pending) this.inflight = null;
    });
    this.inflight = pending;
    return pending;
  }

  private retryLater(): void {
    if (this.retryTimer) return;
    const delay = REFRESH_RETRY_DELAYS_MS[Math.min(this.retries, REFRESH_RETRY_DELAYS_MS.length - 1)]!;
    this.retries++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.refresh();
    }, delay);
  }

  private stopRetrying(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retries = 0;
  }

  /**
   * `user.logout` with the stored tokens, then clears the session whatever the answer
   * (a failed call still logs the person out here). Waits for a running refresh first so
   * the latest tokens are revoked.
   */
  async logout(client: ApiClient): Promise<void> {
    if (this.inflight) await this.inflight;
    const tokens = this.getTokens();
    try {
      // Without a refresh token (the cookie goes to the refresh path only) the access token names
      // the login; the server takes one that has expired too.
      if (tokens)
        await userApi.logout(client, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    } catch {
      // The spec clears the session even when the server cannot be told.
    } finally {
      this.applyTokens(null);
    }
  }

  /** Forgets the session without telling the server. */
  clear(): void {
    this.applyTokens(null);
  }
}

/** Options of createSession: the client's, plus where to keep the session. */
export interface CreateSessionOptions extends Omit<ClientOptions, 'getAccessToken' | 'onInvalidToken'> {
  /** @default browserStorage() (memory outside a browser) */
  backend?: SessionBackend;
  /** Unix time in seconds. */
  now?: () => number;
  /** Called after a failed refresh cleared the session. */
  onExpired?: () => void;
  /**
   * The refresh token stays in the server's HttpOnly cookie (SessionManagerOptions.refreshCookie).
   * @default true in a browser (where `document` and `localStorage` exist), false elsewhere
   */
  refreshCookie?: boolean;
}

/** An ApiClient and a SessionManager wired together: the client asks the session for its bearer. */
export function createSession(options: CreateSessionOptions = {}): { client: ApiClient; session: SessionManager } {
  const { backend, now, onExpired, refreshCookie, ...clientOptions } = options;
  const g = globalThis as { document?: unknown; localStorage?: unknown };
  const session: SessionManager = new SessionManager({
    store: new SessionStore(backend ?? browserStorage()),
    refresh: (refreshToken) => (refreshToken ? userApi.refresh(client, refreshToken) : userApi.refresh(client)),
    now,
    onExpired,
    refreshCookie: refreshCookie ?? (!!g.document && !!g.localStorage),
  });
  const client = new ApiClient({
    ...clientOptions,
    getAccessToken: session.getAccessToken,
    onInvalidToken: session.renewRejected,
  });
  return { client, session };
}
