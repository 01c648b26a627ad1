/**
 * The visitor's analytics choice as the cookie notice keeps it, readable without loading the funnel
 * (lib/analytics.ts): the overlays load that module only when there is consent, or a choice to send.
 */

/** The cookie notice's cookie (packages/ui CookieNotice): `1` accepted, `0` rejected. */
export const CONSENT_COOKIE = 'lnf-cookie-consent';

/** Whether the visitor accepted analytics cookies. */
export function hasConsent(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').includes(`${CONSENT_COOKIE}=1`);
}
