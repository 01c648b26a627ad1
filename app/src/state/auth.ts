import { useCallback, useSyncExternalStore } from 'react';
import { session, type LoggedUser } from '../lib/session';

export interface AuthState {
  user: LoggedUser | null;
  /** False during prerender and hydration, when the stored session is not read yet. */
  ready: boolean;
  login: (email: string, password: string) => Promise<LoggedUser>;
  logout: () => Promise<void>;
}

const serverSnapshot = { user: null, ready: false } as const;

/**
 * The logged user, from the sdk session. Hydration sees the logged-out snapshot
 * (what the prerendered HTML shows); the stored session applies right after.
 */
export function useAuth(): AuthState {
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot, () => serverSnapshot);
  const login = useCallback((email: string, password: string) => session.login(email, password), []);
  const logout = useCallback(() => session.logout(), []);
  return { ...snapshot, login, logout };
}
