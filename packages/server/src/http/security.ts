import type { MiddlewareHandler } from 'hono';

export interface CspOptions {
  scriptHashes: string[];
  /** A prerendered page's inlined critical CSS, allowed by its hash (only on that page's answer). */
  styleHashes?: string[];
  /** reCAPTCHA v2 needs Google's script and frame origins. */
  recaptcha: boolean;
  /**
   * Razorpay Checkout's origins (its script's, and the API's that its frame and calls use): added
   * to script, frame, connect and image sources, on the basket's page only.
   * @default none
   */
  checkout?: string[];
}

export const REACT_ARIA_PRESSABLE_STYLE = 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';

/** The Content-Security-Policy of DESIGN.md section 5: no inline script unless hashed. */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  recaptcha,
  checkout = [],
}: CspOptions): string {
  const google = recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const rzp = checkout.map((o) => ` ${o}`).join('');
  const hashes = scriptHashes.map((h) => ` '${h}'`).join('');
  const styles = styleHashes.map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${google}${rzp}`,
    // React Aria positions overlays with style attributes, and injects one <style> of its own
    // (touch-action for pressables, react-aria 3.x): that one is allowed by its hash, as is a
    // prerendered page's critical CSS on that page; no other.
    `style-src 'self' '${REACT_ARIA_PRESSABLE_STYLE}'${styles}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${rzp}`,
    "font-src 'self'",
    `connect-src 'self'${rzp}`,
    `frame-src 'self'${google}${rzp}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every answer; HSTS only when the request came over TLS. */
export function securityHeaders(csp: () => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('x-content-type-options', 'nosniff');
    h.set('referrer-policy', 'strict-origin-when-cross-origin');
    h.set('x-frame-options', 'DENY');
    // A site that opens one of our pages gets no handle on it (tabnabbing, frame counting), while a
    // window a page opens keeps its opener: Razorpay Checkout's bank and wallet pages report back to
    // it. `same-origin` would cut that too. A page typed into the address bar (or a bookmark) goes
    // without: no site can have opened that window but one a person then typed into, which the app
    // reloads once (app/src/lib/opener.ts), and the policy would cost every such load a browsing
    // context group, a renderer process, of its own (docs/security.md, item 13).
    const page = h.get('content-type')?.startsWith('text/html') ?? false;
    if (page) h.append('vary', 'sec-fetch-site');
    if (!page || c.req.header('sec-fetch-site') !== 'none') {
      h.set('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    h.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!h.has('content-security-policy')) h.set('content-security-policy', csp());
    const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
    if (proto === 'https') h.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  };
}
