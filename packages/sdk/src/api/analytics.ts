import type { ApiClient } from '../client';
import type { SiteEventRequest } from '../schemas/analytics';

/**
 * `POST public/events` (anyone; the bearer when signed in, so a `sign_up` links the user to the
 * visitor): one event of the first-party funnel. Answers 204; never sets a cookie.
 */
export async function sendEvent(client: ApiClient, event: SiteEventRequest): Promise<void> {
  await client.request({
    call: 'analytics.sendEvent',
    service: 'customer',
    method: 'POST',
    path: 'public/events',
    body: event,
  });
}
