import { analytics, privacy, type SiteEventRequest } from '@lnf/sdk';
import { client } from './api';

/**
 * The funnel's calls that carry the session's token, in a chunk of their own that only a signed-in
 * visitor loads: named imports of the sdk, so the bundler takes the two calls and not the whole sdk.
 */
export function sendSignedIn(body: SiteEventRequest): Promise<void> {
  return analytics.sendEvent(client, body);
}

/** The cookie notice's choice, in the consent ledger. */
export function recordConsent(granted: boolean): Promise<unknown> {
  return (granted ? privacy.grant : privacy.withdraw)(client, 'analytics_cookies', 'cookie-notice');
}
