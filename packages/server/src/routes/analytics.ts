import { FunnelQuery, SiteEventRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { requireStaff, withOptionalUser, type AppEnv, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { funnel, recordEvent } from '../services/analytics';

const HOUR = 60 * 60_000;
/** Events one visitor may send an hour: a busy reader's page views and presses, not a script's. */
export const EVENTS_PER_VISITOR_HOUR = 300;

/**
 * `POST public/events` (the customer service, anyone): one event of the first-party funnel. The
 * site sends it only after the visitor accepted analytics cookies; it answers 204, sets no cookie,
 * and neither reads nor stores the caller's address (the limit is per visitor id, not per address).
 * A signed-in caller's `sign_up` links their user to the visitor.
 */
export function publicEventRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post(
    '/public/events',
    withOptionalUser(async (c, principal) => {
      const event = await jsonBody(c, SiteEventRequest, { textPlain: true });
      await s.limiter.hit(
        `events:visitor:${event.visitorId}`,
        EVENTS_PER_VISITOR_HOUR,
        HOUR,
        'Too many events from this visitor, please try again later',
      );
      await recordEvent(s.db, event, principal?.userId ?? null);
      return c.body(null, 204);
    }),
  );

  return app;
}

/** `GET backoffice/funnel?weeks=` (staff who may read customers): the funnel by week and landing page. */
export function backofficeFunnelRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/backoffice/funnel', async (c) => {
    requireStaff(c, 'customers.read');
    const { weeks } = queryParams(c, FunnelQuery);
    return c.json(await funnel(s.db, weeks));
  });

  return app;
}
