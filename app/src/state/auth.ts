import type { LoggedUser, SecondFactorLoginRequest } from '@lnf/sdk';
import { can, staffRole, type Permission, type StaffRole } from '@lnf/sdk/domain';
import { useStore } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/idle';
import { loadWebAuthn } from '../lib/webauthn';
import { endViewAs, sessionStorageArea, takeViewAsHandover, viewAsFacts } from '../lib/viewAs';

export interface AuthState {
  user: LoggedUser | null;
  /** True while a stored session with an expired access token is refreshed on load: show neither Login nor the user. */
  checking: boolean;
  isPortalUser: boolean;
  isAdmin: boolean;
  /** The person's staff role (support, finance, admin), or null for a customer. */
  staffRole: StaffRole | null;
  /** Whether their role grants the permission; the server checks it again on every call. */
  can: (permission: Permission) => boolean;
  /** Throws the sdk's SecondFactorRequiredError when the account has a second factor. */
  login: (email: string, password: string) => Promise<LoggedUser>;
  /** The login's second step, with the challenge of that error and a code. */
  loginSecondFactor: (request: SecondFactorLoginRequest) => Promise<LoggedUser>;
  /** A sign-in with a passkey alone; loads the WebAuthn helper on first use. */
  loginWithPasskey: () => Promise<LoggedUser>;
  logout: () => Promise<void>;
}

// The group paths of spec section 6 (the sdk's GROUPS); kept here so the first load of a public
// page needs none of the sdk: the session, its schemas and swr arrive with the first API call.
const PORTAL_GROUP = '/PortalGroup';
const ADMIN_GROUP = '/PortalGroup/PortalAdminGroup';
const STORAGE_KEY = 'lnf:auth';
/** Local state saved for one person: forgotten on logout or a failed refresh (spec section 4). */
const SAVED_STATE_KEYS = ['lnf:basketId'];

type Snapshot = { readonly user: LoggedUser | null; readonly checking: boolean };
const ANONYMOUS: Snapshot = Object.freeze({ user: null, checking: false });
const CHECKING: Snapshot = Object.freeze({ user: null, checking: true });
/** The sdk's REFRESH_SKEW_SECONDS: a token this close to its exp counts as expired. */
const REFRESH_SKEW_SECONDS = 30;
const listeners = new Set<() => void>();
let snapshot: Snapshot | null = null;

/**
 * Until the sdk session loads, the user shown is the one the session stored (local storage, the
 * sdk's `lnf:auth`); the session then validates, refreshes or clears it and takes over.
 */
function stored(): Snapshot {
  try {
    const saved = JSON.parse(sessionStorageArea().getItem(STORAGE_KEY) ?? 'null') as { user?: LoggedUser } | null;
    if (!saved?.user || !Array.isArray(saved.user.group)) return ANONYMOUS;
    // Spec section 4: an expired access token with a refresh token is refreshed before the header
    // decides who is logged in (the sdk session does it as soon as it loads). The refresh token is
    // in the server's HttpOnly cookie, out of this script's sight: a stored session has one.
    const expired = saved.user.exp === undefined || saved.user.exp < Date.now() / 1000 + REFRESH_SKEW_SECONDS;
    if (expired) return CHECKING;
    return { user: saved.user, checking: false };
  } catch {
    return ANONYMOUS;
  }
}

// A tab opened to view the portal as a customer takes its session before anything reads one.
takeViewAsHandover();

function getSnapshot(): Snapshot {
  snapshot ??= stored();
  return snapshot;
}

function publish(next: Snapshot): void {
  if (next === snapshot) return;
  snapshot = next;
  for (const l of [...listeners]) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

let loading: Promise<typeof import('../lib/api')> | null = null;

/** Loads the sdk session (once) and lets it drive the snapshot from then on. */
export function loadSession(): Promise<typeof import('../lib/api')> {
  loading ??= import('../lib/api').then((api) => {
    let hadUser = api.session.getSnapshot().user !== null || api.session.getSnapshot().checking;
    api.session.subscribe(() => {
      const next = api.session.getSnapshot();
      // A session that ends without logout (a refused refresh, a logout in another tab) forgets
      // the saved state too.
      if (hadUser && !next.user && !next.checking) forgetSavedState(api);
      hadUser = next.user !== null || next.checking;
      publish(next);
    });
    publish(api.session.getSnapshot());
    return api;
  });
  return loading;
}

function forgetSavedState(api: typeof import('../lib/api')): void {
  // Local storage is the staff member's own while this tab views as a customer.
  if (!viewAsFacts()) for (const key of SAVED_STATE_KEYS) window.localStorage.removeItem(key);
  // Server data of the previous user must not show to the next one.
  api.clearServerData();
}

if (typeof window !== 'undefined' && getSnapshot().checking) {
  // An expired session is refreshed now: the header waits for it.
  void loadSession();
} else if (typeof window !== 'undefined' && getSnapshot().user) {
  // A stored session is checked (and refreshed or cleared) once the page is idle.
  whenIdle(() => void loadSession());
}

const subscribeNothing = () => () => {};
const serverSnapshot = () => ANONYMOUS;

/**
 * False during prerender and hydration, when the stored session is not read yet; true from the
 * render after. Its own hook: a component that reads it renders again right after hydration, so
 * only the guard of a portal route does (useAuth alone would render the header twice).
 */
export function useSessionReady(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The logged user. Hydration sees the logged-out snapshot (what the prerendered HTML shows);
 * the stored session applies right after.
 */
export function useAuth(): AuthState {
  const { user, checking } = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  const store = useStore();
  const login = useCallback(async (email: string, password: string) => {
    const api = await loadSession();
    return loggedIn(await api.session.login(api.client, { username: email, password }));
  }, []);
  const loginSecondFactor = useCallback(async (request: SecondFactorLoginRequest) => {
    const api = await loadSession();
    return loggedIn(await api.session.loginSecondFactor(api.client, request));
  }, []);
  const loginWithPasskey = useCallback(async () => {
    const [api, { startAuthentication }] = await Promise.all([loadSession(), loadWebAuthn()]);
    return loggedIn(
      await api.session.loginWithPasskey(api.client, (optionsJSON) => startAuthentication({ optionsJSON })),
    );
  }, []);
  const logout = useCallback(async () => {
    // Viewing as a customer, logging out ends the view; the customer's own logins are not ours to end.
    if (viewAsFacts()) return endViewAs();
    const api = await loadSession();
    await api.session.logout(api.client);
    // The basket atom (local storage) loads with logout, not with every page's first load.
    // A static import inside basketId, not `import('jotai/utils')`: a dynamic import of the package
    // keeps its whole namespace (splitAtom, unwrap, ...) in the bundle.
    const basket = await import('./basketId');
    store.set(basket.basketIdAtom, basket.RESET_BASKET);
  }, [store]);
  const group = user?.group ?? [];
  return {
    user,
    checking,
    isPortalUser: group.includes(PORTAL_GROUP) || group.includes(ADMIN_GROUP),
    isAdmin: group.includes(ADMIN_GROUP),
    staffRole: staffRole({ groups: group }),
    can: (permission) => can({ groups: group }, permission),
    login,
    loginSecondFactor,
    loginWithPasskey,
    logout,
  };
}

/**
 * After a login: staff accounts have no customer record; customers get theirs loaded now. The
 * customer data loads with the first login, not with every public page.
 */
function loggedIn(logged: LoggedUser): LoggedUser {
  if (logged.email && !logged.group.includes(ADMIN_GROUP))
    void import('../data/customer').then((customer) => customer.preloadCustomerDetails(logged.email));
  return logged;
}
