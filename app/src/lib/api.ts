import { createSession } from '@lnf/sdk';
import { mutate } from 'swr';
import { trackedFetch } from './requests';
import { viewAsFacts } from './viewAs';

/** This tab's session storage as the sdk's key-value store. */
const tabStorage = () => ({
  get: (key: string) => sessionStorage.getItem(key),
  set: (key: string, value: string) => sessionStorage.setItem(key, value),
  remove: (key: string) => sessionStorage.removeItem(key),
});

/**
 * The app's one API client and session (sdk): access and id tokens in local storage, the cookies
 * tokenData / userData without tokens, and the refresh token in the server's HttpOnly cookie
 * (lnf_refresh) where no script can read it; refreshed on demand. A failed refresh clears the session and
 * goes to / (spec section 4). Every call goes through trackedFetch for the progress bar.
 * Loaded on demand (state/auth.ts), so public pages do not ship it on first load.
 */
export const { client, session } = createSession({
  fetch: trackedFetch,
  // Viewing as a customer: the tab's own session storage and no refresh (lib/viewAs.ts); the
  // refresh cookie is the staff member's and must not renew this tab.
  ...(viewAsFacts() ? { backend: { storage: tabStorage() }, refreshCookie: false } : {}),
  onExpired: () => {
    if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
  },
});

/** Forgets every cached server answer (another user may log in next). */
export function clearServerData(): void {
  void mutate(() => true, undefined, { revalidate: false });
}
