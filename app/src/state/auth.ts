import { isAdmin, isPortalUser, type LoggedUser } from '@lnf/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { client, session } from '../lib/api';

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

/**
 * The logged user, from the sdk session. Hydration sees the logged-out snapshot
 * (what the prerendered HTML shows); the stored session applies right after.
 */
export function useAuth(): AuthState {
  const { user } = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
  const ready = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const login = useCallback((email: string, password: string) => session.login(client, { username: email, password }), []);
  const logout = useCallback(() => session.logout(client), []);
  return { user, ready, isPortalUser: isPortalUser(user), isAdmin: isAdmin(user), login, logout };
}
