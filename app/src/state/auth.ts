import { isAdmin, isPortalUser, messageFor, type LoggedUser } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { client, session } from '../lib/api';
import { basketIdAtom } from './basketId';
import { preloadCustomer } from './customer';

export interface AuthState {
  user: LoggedUser | null;
  /** False during prerender and hydration, when the stored session is not read yet. */
  ready: boolean;
  isPortalUser: boolean;
  isAdmin: boolean;
  login: (email: string, password: string) => Promise<LoggedUser>;
  logout: () => Promise<void>;
}

const subscribeNothing = () => () => {};

/** Local state saved for one person: forgotten on logout or a failed refresh (spec section 4). */
const SAVED_STATE_KEYS = ['lnf:basketId'];

function forgetSavedState(): void {
  if (typeof window === 'undefined') return;
  for (const key of SAVED_STATE_KEYS) window.localStorage.removeItem(key);
  // Server data of the previous user must not show to the next one.
  void mutate(() => true, undefined, { revalidate: false });
}

// A session that ends without logout (a failed refresh) forgets the saved state too.
let hadUser = false;
if (typeof window !== 'undefined') {
  session.subscribe(() => {
    const hasUser = session.getSnapshot().user !== null;
    if (hadUser && !hasUser) forgetSavedState();
    hadUser = hasUser;
  });
  hadUser = session.getSnapshot().user !== null;
}

/**
 * The logged user, from the sdk session. Hydration sees the logged-out snapshot
 * (what the prerendered HTML shows); the stored session applies right after.
 */
export function useAuth(): AuthState {
  const { user } = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
  const ready = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const setBasketId = useSetAtom(basketIdAtom);
  const login = useCallback(async (email: string, password: string) => {
    const logged = await session.login(client, { username: email, password });
    // Staff accounts have no customer record; customers get theirs loaded now.
    if (logged.email && !isAdmin(logged)) {
      preloadCustomer(logged.email).catch((error: unknown) => toast.error(messageFor('customer.getByEmail', error)));
    }
    return logged;
  }, []);
  const logout = useCallback(async () => {
    await session.logout(client);
    setBasketId(RESET);
  }, [setBasketId]);
  return { user, ready, isPortalUser: isPortalUser(user), isAdmin: isAdmin(user), login, logout };
}
