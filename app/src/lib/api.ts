import { createSession } from '@lnf/sdk';
import { mutate } from 'swr';
import { trackedFetch } from './requests';

/**
 * The app's one API client and session (sdk): access and id tokens in local storage, the cookies
 * tokenData / userData without tokens, and the refresh token in the server's HttpOnly cookie
 * (lnf_refresh) where no script can read it; refreshed on demand. A failed refresh clears the session and
 * goes to / (spec section 4). Every call goes through trackedFetch for the progress bar.
 * Loaded on demand (state/auth.ts), so public pages do not ship it on first load.
 */
export const { client, session } = createSession({
  fetch: trackedFetch,
  onExpired: () => {
    if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
  },
});

/** Forgets every cached server answer (another user may log in next). */
export function clearServerData(): void {
  void mutate(() => true, undefined, { revalidate: false });
}
