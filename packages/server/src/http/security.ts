import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { isHttps } from './context';
import { errorBody } from './errors';

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

/**
 * Security headers on every answer; HSTS only when the request came over TLS: the connection
 * itself, or X-Forwarded-Proto from a trusted proxy (`trustProxy` hops, TRUST_PROXY). Without one
 * the header is the client's own word, and HSTS on a plain-HTTP origin pins browsers to an https://
 * that may not answer.
 */
export function securityHeaders(csp: () => string, trustProxy: number): MiddlewareHandler {
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
    if (isHttps(c, trustProxy)) h.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  };
}

/**
 * Whether a development server answers a request for `hostname` (the Host header's, without its
 * port): loopback names (`localhost`, `*.localhost`, which browsers resolve to loopback
 * themselves), IP addresses, and the names LNF_ALLOWED_HOSTS adds (`.example.test` with its
 * subdomains). Only a name can be rebound: an attacker's page is served under a name of its own
 * whose DNS then points at 127.0.0.1, and its requests carry that name. An IP address in the Host
 * header means the page came from that address, that is from this server.
 */
export function devHostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name.replace(/^\[(.*)\]$/, '$1'))) return true;
  return allowed.some((a) => (a.startsWith('.') ? name === a.slice(1) || name.endsWith(a) : name === a));
}

/**
 * Development servers only: refuses (421) a request whose Host is not one devHostAllowed takes, so
 * a web page cannot reach the dev mailbox (every OTP), the test checkout or the local captcha by DNS
 * rebinding. Production sits behind its own proxy, which decides which names reach it.
 */
export function loopbackHostsOnly(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const { hostname } = new URL(c.req.url);
    if (devHostAllowed(hostname, allowed)) return next();
    return c.json(
      errorBody(
        421,
        `A development server answers only localhost and IP addresses, not '${hostname}'; add the name to LNF_ALLOWED_HOSTS to allow it`,
      ),
      421,
    );
  };
}
