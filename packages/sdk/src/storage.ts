import { type, validate, type Infer } from 'superstruct';
import { LoggedUser, TokenSet } from './schemas/user';

/**
 * Where a session lives. The spec keeps auth data in local storage (key 'lnf:auth') and
 * mirrors it in the cookies `tokenData` and `userData` (JSON strings). A cookie a script can read
 * holds no token: `tokenData` keeps the token data (lifetimes and type) without the tokens, and a
 * browser's refresh token is in no storage at all (the server's HttpOnly cookie `lnf_refresh`).
 * Nothing here touches a browser global until a function is called, so the module imports in Node.
 */

/** Key of the saved session in local storage. */
export const STORAGE_KEY = 'lnf:auth';

/** Cookie names of spec section 3. */
export const COOKIE_NAMES = { tokens: 'tokenData', user: 'userData' } as const;

/** A string key-value store (local storage, or a Map in tests and on the server). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Writes and removes cookies. */
export interface CookieWriter {
  /** Sets `name` to `value` for `maxAgeSeconds`. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** The storage a SessionStore writes to. */
export interface SessionBackend {
  storage: KeyValueStorage;
  /** Cookie mirror; left out where there are no cookies. */
  cookies?: CookieWriter;
}

/** What is saved: the token answer and the user decoded from it. */
export const StoredAuth = type({ tokens: TokenSet, user: LoggedUser });
export type StoredAuth = Infer<typeof StoredAuth>;

/** Options of one cookie line. */
export interface CookieOptions {
  /** Seconds to keep it; 0 removes it. */
  maxAge: number;
  /** Add `Secure` (the page is on https). @default false */
  secure?: boolean;
}

/** A `document.cookie` line: value URI-encoded, `Path=/`, `SameSite=Lax`, `Secure` on https. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.max(0, Math.floor(options.maxAge));
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** A backend held in memory; `cookies` records what was written so tests can read it. */
export function memoryStorage(): SessionBackend & { cookieJar: Map<string, { value: string; maxAge: number }> } {
  const map = new Map<string, string>();
  const cookieJar = new Map<string, { value: string; maxAge: number }>();
  return {
    storage: {
      get: (key) => map.get(key) ?? null,
      set: (key, value) => void map.set(key, value),
      remove: (key) => void map.delete(key),
    },
    cookies: {
      set: (name, value, maxAge) => void cookieJar.set(name, { value, maxAge }),
      remove: (name) => void cookieJar.delete(name),
    },
    cookieJar,
  };
}

/**
 * The browser's backend: `localStorage` and `document.cookie`. Outside a browser (server
 * rendering, Node) it falls back to memory, so callers need no checks. Storage errors
 * (quota, disabled storage) are swallowed: the session then lasts for the page's life.
 */
export function browserStorage(): SessionBackend {
  const g = globalThis as { localStorage?: Storage; document?: Document; location?: Location };
  if (!g.localStorage || !g.document) return memoryStorage();
  const ls = g.localStorage;
  const doc = g.document;
  const secure = g.location?.protocol === 'https:';
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    storage: {
      get: (key) => attempt(() => ls.getItem(key), null),
      set: (key, value) => attempt(() => ls.setItem(key, value), undefined),
      remove: (key) => attempt(() => ls.removeItem(key), undefined),
    },
    cookies: {
      // Browsers drop a cookie over ~4 KB silently; local storage stays the source of truth.
      set: (name, value, maxAge) => void (doc.cookie = cookieString(name, value, { maxAge, secure })),
      remove: (name) => void (doc.cookie = cookieString(name, '', { maxAge: 0, secure })),
    },
  };
}

/** Saves, loads and clears one session in a backend. */
export class SessionStore {
  private readonly backend: SessionBackend;

  /** @param backend where to keep it, e.g. `browserStorage()` or `memoryStorage()` */
  constructor(backend: SessionBackend) {
    this.backend = backend;
  }

  /** The saved session, or null; a saved value that is not a session is removed. */
  load(): StoredAuth | null {
    const raw = this.backend.storage.get(STORAGE_KEY);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const [error, value] = validate(parsed, StoredAuth);
    if (error) {
      this.clear();
      return null;
    }
    return value;
  }

  /**
   * Saves tokens and user; cookies live as long as the refresh token (`refresh_expires_in`). The
   * `tokenData` cookie gets the token data without any token: a cookie is sent with every request
   * and readable by any script of the origin, and tokens have no business there.
   */
  save(tokens: TokenSet, user: LoggedUser): void {
    this.backend.storage.set(STORAGE_KEY, JSON.stringify({ tokens, user }));
    const { expires_in, refresh_expires_in, token_type } = tokens;
    const tokenData = { expires_in, refresh_expires_in, token_type };
    this.backend.cookies?.set(COOKIE_NAMES.tokens, JSON.stringify(tokenData), tokens.refresh_expires_in);
    this.backend.cookies?.set(COOKIE_NAMES.user, JSON.stringify(user), tokens.refresh_expires_in);
  }

  /** Removes the session from storage and cookies. */
  clear(): void {
    this.backend.storage.remove(STORAGE_KEY);
    this.backend.cookies?.remove(COOKIE_NAMES.tokens);
    this.backend.cookies?.remove(COOKIE_NAMES.user);
  }
}
