import type { RelyingParty } from '../services/passkeys';
import { isHttps, type Ctx, type Services } from './context';

/**
 * The relying party of a request: LNF_PUBLIC_ORIGIN when it is set (production), otherwise the
 * origin the request came to (its Host, https when it came over TLS or a trusted proxy says so).
 * The browser binds a passkey to the page's own domain, so either way a passkey made on one site
 * is never accepted for another (docs/security.md, 'Passkeys').
 */
export function relyingParty(c: Ctx, s: Services): RelyingParty {
  const origin = s.config.publicOrigin
    ? new URL(s.config.publicOrigin).origin
    : `${isHttps(c, s.config.trustProxy) ? 'https' : 'http'}://${new URL(c.req.url).host}`;
  return { id: new URL(origin).hostname, name: 'LNF', origin };
}
