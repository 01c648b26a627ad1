/**
 * The first-party funnel's browser side (server: services/analytics.ts). Nothing is sent, and no
 * id is kept, unless the visitor accepted analytics cookies in the cookie notice (its cookie is
 * `1`): the visitor id is made and kept in local storage only after that, and forgotten on a
 * reject. Events go to LNF's own server only, with navigator.sendBeacon (a page being left still
 * sends), or fetch with keepalive where there is none. Loaded after hydration (layout/Overlays.tsx)
 * or by the pages that send an event, never on a public page's first load; the privacy centre (a
 * signed-in page) imports it to write the choice on the device.
 */
import type { ClientEventKind } from '@lnf/sdk';
import { CONSENT_COOKIE, hasConsent } from './consent';

export { CONSENT_COOKIE, hasConsent };
/** Where the random visitor id is kept, once consent is given. */
export const VISITOR_KEY = 'lnf:visitor';
/** A sign-up waiting for its first login: the login's token links the user to this visitor. */
const SIGN_UP_PENDING_KEY = 'lnf:sign-up-pending';
/** The pages a call to action leads to: a press on a link to one of them is a `cta_press`. */
export const CTA_PATHS: ReadonlySet<string> = new Set(['/schedule-demo', '/our-plans', '/registration']);
/** The sdk's servicePath('customer', 'public/events'), written out: this module loads none of the sdk (analytics.test.ts checks it). */
export const EVENTS_URL = '/api/v1/lnf/public/events';

/** The visitor's id, made on first use; null without consent (nothing is stored then). */
export function visitorId(): string | null {
  if (!hasConsent()) return null;
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    // Storage refused (a private window's quota, a policy): no id, no events.
    return null;
  }
}

/** A reject (or a consent withdrawn): the id and any pending link go. */
export function forgetVisitor(): void {
  try {
    localStorage.removeItem(VISITOR_KEY);
    localStorage.removeItem(SIGN_UP_PENDING_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** What an event says besides its kind: the page (the current one unless given) and a CTA. */
export interface TrackExtra {
  path?: string;
  cta?: string;
}

/** The body of one event, or null without consent. The query string never leaves the browser. */
export function eventBody(kind: ClientEventKind, extra: TrackExtra = {}) {
  const id = visitorId();
  if (!id) return null;
  const path = (extra.path ?? window.location.pathname).replace(/[?#].*$/s, '') || '/';
  return { visitorId: id, kind, path, ...(extra.cta ? { cta: extra.cta.slice(0, 120) } : {}) };
}

/** Sends one event of the funnel; does nothing unless the visitor accepted analytics cookies. */
export function track(kind: ClientEventKind, extra: TrackExtra = {}): void {
  const body = eventBody(kind, extra);
  if (!body) return;
  const json = JSON.stringify(body);
  // sendBeacon posts a string as text/plain, which the server takes for this route.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_URL, json)) return;
  void fetch(EVENTS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // An event lost is a count missed, never an error the visitor should see.
  });
}

/**
 * A sign-up: counted now, and linked to the user at their first login (they are not signed in
 * right after creating the account), so their first payment counts for this visitor.
 */
export function trackSignUp(): void {
  if (!hasConsent()) return;
  track('sign_up');
  try {
    localStorage.setItem(SIGN_UP_PENDING_KEY, window.location.pathname);
  } catch {
    // No link then: the sign-up still counts.
  }
}

/** Signed in: sends the pending sign-up with the session's token, which links the user to the visitor. */
export async function linkSignUp(): Promise<void> {
  let path: string | null = null;
  try {
    path = localStorage.getItem(SIGN_UP_PENDING_KEY);
  } catch {
    return;
  }
  const body = path === null ? null : eventBody('sign_up', { path });
  if (!body) return;
  const { sendSignedIn } = await import('./analyticsSignedIn');
  await sendSignedIn(body);
  localStorage.removeItem(SIGN_UP_PENDING_KEY);
}

/**
 * The analytics choice on this device, written as the cookie notice writes it (packages/ui
 * CookieNotice: `1` or `0`, for `maxAgeDays`, the whole site): a choice made elsewhere (the
 * privacy centre) holds here at once, and the notice does not ask again. A withdrawal also
 * forgets the visitor id.
 */
export function rememberConsentChoice(granted: boolean, maxAgeDays: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${granted ? '1' : '0'}; Max-Age=${Math.round(maxAgeDays * 86_400)}; Path=/; SameSite=Lax${secure}`;
  if (!granted) forgetVisitor();
}

/**
 * The cookie notice's choice, in the consent ledger when signed in (anonymous visitors' choice is
 * the notice's own cookie); a reject also forgets the visitor id.
 */
export async function recordConsentChoice(granted: boolean, signedIn: boolean): Promise<void> {
  if (!granted) forgetVisitor();
  if (!signedIn) return;
  const { recordConsent } = await import('./analyticsSignedIn');
  await recordConsent(granted);
}

let listening = false;

/** One delegated listener: a press on a link to a CTA page is a `cta_press`, with the link's href. */
export function listenForCtaPresses(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const url = new URL(link.getAttribute('href')!, window.location.href);
      if (url.origin !== window.location.origin || !CTA_PATHS.has(url.pathname)) return;
      track('cta_press', { cta: url.pathname });
    },
    { capture: true },
  );
}
