/**
 * 'View as customer' (docs/backoffice.md): staff open the portal as a customer sees it in a tab of
 * its own, on a 15-minute read-only token the server issued. The tab keeps that session in its
 * session storage, never in local storage, so the staff member's own session in every other tab
 * is untouched, and nothing refreshes it. In the entry: a few lines, no sdk.
 */

/** Session storage key of the view's facts (who is viewed, by whom, until when). */
export const VIEW_AS_KEY = 'lnf:view-as';
/** The session's key (the sdk's STORAGE_KEY), here in this tab's session storage. */
const SESSION_KEY = 'lnf:auth';
/** The fragment the back-office opens a view with: `/dashboard#view-as=<base64url JSON>`. */
export const VIEW_AS_FRAGMENT = '#view-as=';

export interface ViewAsFacts {
  customer: { id: string; email: string; name: string };
  /** The staff member's email. */
  by: string;
  expiresAt: string;
}

/** What the back-office hands the new tab: the facts and the stored session ({ tokens, user }). */
export interface ViewAsHandover extends ViewAsFacts {
  session: unknown;
}

/** This tab's view, or null in an ordinary tab. */
export function viewAsFacts(): ViewAsFacts | null {
  try {
    return typeof sessionStorage === 'undefined'
      ? null
      : (JSON.parse(sessionStorage.getItem(VIEW_AS_KEY) ?? 'null') as ViewAsFacts | null);
  } catch {
    return null;
  }
}

/** Where this tab's session lives: its own session storage while viewing as a customer. */
export const sessionStorageArea = (): Storage => (viewAsFacts() ? sessionStorage : localStorage);

/**
 * Opened with the view's fragment: keeps the handover in this tab and takes the fragment (which
 * holds the token) out of the address bar and history before anything else reads the session.
 */
export function takeViewAsHandover(): void {
  if (typeof window === 'undefined' || !window.location.hash.startsWith(VIEW_AS_FRAGMENT)) return;
  try {
    const encoded = window.location.hash.slice(VIEW_AS_FRAGMENT.length).replace(/-/g, '+').replace(/_/g, '/');
    const { session, ...facts } = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))),
    ) as ViewAsHandover;
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    sessionStorage.setItem(VIEW_AS_KEY, JSON.stringify(facts));
  } finally {
    window.history.replaceState(null, '', window.location.pathname);
  }
}

/** Ends the view: forgets it and closes the tab (or, if the browser keeps it open, leaves the portal). */
export function endViewAs(): void {
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(VIEW_AS_KEY);
  window.close();
  window.location.assign('/');
}
