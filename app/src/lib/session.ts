import { AccessTokenClaims, ApiClient, user as userApi, type TokenResponse } from '@lnf/sdk';
import { create } from 'superstruct';

// Interim app-side session for the walking skeleton; replaced by the sdk's Session.

export interface LoggedUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  exp?: number;
  roles: string[];
  group: string[];
}

const PORTAL = '/PortalGroup';
const ADMIN = '/PortalGroup/PortalAdminGroup';
export const isPortalUser = (u: LoggedUser | null | undefined) => !!u && (u.group.includes(PORTAL) || u.group.includes(ADMIN));
export const isAdmin = (u: LoggedUser | null | undefined) => !!u && u.group.includes(ADMIN);

function decode(token: string): LoggedUser {
  const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  const claims = create(JSON.parse(decodeURIComponent(escape(atob(payload)))), AccessTokenClaims);
  return {
    id: claims.sub,
    name: claims.name ?? '',
    email: claims.email ?? '',
    emailVerified: claims.email_verified ?? false,
    exp: claims.exp,
    roles: (claims.realm_access?.roles ?? []).map((r) => r.toLowerCase()),
    group: claims.group ?? [],
  };
}

type Snapshot = { user: LoggedUser | null; ready: true };
const listeners = new Set<() => void>();
let tokens: TokenResponse | null = null;
let snap: Snapshot = { user: null, ready: true };

function setCookie(name: string, value: string | null) {
  document.cookie =
    value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

function set(next: TokenResponse | null) {
  tokens = next;
  const user = next ? decode(next.access_token) : null;
  snap = { user, ready: true };
  if (next) {
    localStorage.setItem('lnf:auth', JSON.stringify({ tokens: next, user }));
    setCookie('tokenData', JSON.stringify(next));
    setCookie('userData', JSON.stringify(user));
  } else {
    localStorage.removeItem('lnf:auth');
    setCookie('tokenData', null);
    setCookie('userData', null);
  }
  listeners.forEach((l) => l());
}

let loaded = false;
function load() {
  if (loaded || typeof localStorage === 'undefined') return;
  loaded = true;
  try {
    const saved = JSON.parse(localStorage.getItem('lnf:auth') ?? 'null');
    if (saved?.tokens) {
      tokens = saved.tokens;
      snap = { user: decode(saved.tokens.access_token), ready: true };
    }
  } catch {
    localStorage.removeItem('lnf:auth');
  }
}

export const api = new ApiClient({ getAccessToken: () => tokens?.access_token });

export const session = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): Snapshot {
    load();
    return snap;
  },
  async login(email: string, password: string) {
    set(await userApi.login(api, { username: email, password }));
    return snap.user!;
  },
  async logout() {
    set(null);
  },
};
