import { create, StructError } from 'superstruct';
import * as userApi from './api/user';
import { ApiClient, type ClientOptions } from './client';
import { GROUPS } from './constants';
import { AccessTokenClaims, type LoggedUser, type TokenResponse } from './schemas/user';
import { browserStorage, SessionStore, type SessionBackend } from './storage';

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
    const detail = error instanceof StructError ? `claim ${error.path.join('.')}: ${error.message}` : 'payload is not JSON';
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
}

const ANONYMOUS: SessionSnapshot = Object.freeze({ user: null });

/** Options of a SessionManager. */
export interface SessionManagerOptions {
  /** Where tokens are kept. */
  store: SessionStore;
  /** Trades a refresh token for new tokens, e.g. `(t) => user.refresh(client, t)`. */
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  /** Unix time in seconds. @default () => Date.now() / 1000 */
  now?: () => number;
  /** Called after a failed refresh cleared the session (the app goes to '/'). */
  onExpired?: () => void;
}

/** Holds the tokens: login, refresh on demand (one at a time), logout, and change notification. */
export class SessionManager {
  private readonly options: SessionManagerOptions;
  private tokens: TokenResponse | null = null;
  private snapshot: SessionSnapshot = ANONYMOUS;
  private loaded = false;
  private generation = 0;
  private inflight: Promise<TokenResponse | null> | null = null;
  private readonly listeners = new Set<() => void>();

  /** @param options store, refresh function, clock and expiry callback */
  constructor(options: SessionManagerOptions) {
    this.options = options;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now() / 1000;
  }

  private ensureLoaded(): void {
    if (this.loaded) return;
    this.loaded = true;
    const saved = this.options.store.load();
    if (!saved) return;
    try {
      this.tokens = saved.tokens;
      this.snapshot = { user: decodeAccessToken(saved.tokens.access_token) };
    } catch {
      this.tokens = null;
      this.options.store.clear();
    }
  }

  private apply(tokens: TokenResponse | null): LoggedUser | null {
    const user = tokens ? decodeAccessToken(tokens.access_token) : null;
    this.loaded = true;
    this.generation++;
    this.tokens = tokens;
    this.snapshot = user ? { user } : ANONYMOUS;
    if (tokens && user) this.options.store.save(tokens, user);
    else this.options.store.clear();
    for (const listener of [...this.listeners]) listener();
    return user;
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
  getTokens(): TokenResponse | null {
    this.ensureLoaded();
    return this.tokens;
  }

  /** Stores a token set (after login) and returns its user. */
  setTokens(tokens: TokenResponse): LoggedUser {
    return this.apply(tokens) as LoggedUser;
  }

  /** Logs in with `user.login` and stores the answer. */
  async login(client: ApiClient, credentials: userApi.Credentials): Promise<LoggedUser> {
    return this.setTokens(await userApi.login(client, credentials));
  }

  /**
   * The bearer for the next call. Refreshes first when the token is stale and a refresh
   * token is stored; concurrent callers share one refresh. Null when logged out.
   */
  getAccessToken = async (): Promise<string | null> => {
    this.ensureLoaded();
    if (!this.tokens) return null;
    const user = this.snapshot.user;
    if (user && needsRefresh(user, this.now()) && this.tokens.refresh_token) {
      return (await this.refresh())?.access_token ?? null;
    }
    return this.tokens.access_token;
  };

  /**
   * Trades the refresh token for new tokens; one at a time (callers during a refresh get
   * the same promise). On failure the session is cleared, listeners hear of it and
   * `onExpired` runs; resolves to null then. A login or logout during the refresh wins.
   */
  refresh(): Promise<TokenResponse | null> {
    if (this.inflight) return this.inflight;
    this.ensureLoaded();
    const refreshToken = this.tokens?.refresh_token;
    if (!refreshToken) return Promise.resolve(null);
    const generation = this.generation;
    const run = async (): Promise<TokenResponse | null> => {
      try {
        const next = await this.options.refresh(refreshToken);
        if (generation !== this.generation) return this.tokens;
        this.apply(next);
        return next;
      } catch {
        if (generation !== this.generation) return this.tokens;
        this.apply(null);
        this.options.onExpired?.();
        return null;
      }
    };
    const pending: Promise<TokenResponse | null> = run().finally(() => {
      if (this.inflight === pending) this.inflight = null;
    });
    this.inflight = pending;
    return pending;
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
      if (tokens) await userApi.logout(client, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    } catch {
      // The spec clears the session even when the server cannot be told.
    } finally {
      this.apply(null);
    }
  }

  /** Forgets the session without telling the server. */
  clear(): void {
    this.apply(null);
  }
}

/** Options of createSession: the client's, plus where to keep the session. */
export interface CreateSessionOptions extends Omit<ClientOptions, 'getAccessToken'> {
  /** @default browserStorage() (memory outside a browser) */
  backend?: SessionBackend;
  /** Unix time in seconds. */
  now?: () => number;
  /** Called after a failed refresh cleared the session. */
  onExpired?: () => void;
}

/** An ApiClient and a SessionManager wired together: the client asks the session for its bearer. */
export function createSession(options: CreateSessionOptions = {}): { client: ApiClient; session: SessionManager } {
  const { backend, now, onExpired, ...clientOptions } = options;
  const session: SessionManager = new SessionManager({
    store: new SessionStore(backend ?? browserStorage()),
    refresh: (refreshToken) => userApi.refresh(client, refreshToken),
    now,
    onExpired,
  });
  const client = new ApiClient({ ...clientOptions, getAccessToken: session.getAccessToken });
  return { client, session };
}
