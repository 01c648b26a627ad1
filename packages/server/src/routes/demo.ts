import {
  BackofficeDemoBookingsQuery,
  DemoAvailability,
  DemoBookingRequest,
  DemoRescheduleRequest,
  DemoSlotsQuery,
} from '@lnf/sdk';
import { Hono } from 'hono';
import { auditWriter, clientKey, requireStaff, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import {
  bookDemo,
  cancelDemo,
  demoBookingOf,
  freeSlots,
  organizerOf,
  rescheduleDemo,
  updateAvailability,
} from '../services/demo/bookings';
import { readAvailability } from '../services/demo/slots';
import { upcomingBookings } from '../services/demo/upcoming';

const MINUTE = 60_000;
const TOO_MANY = 'Too many requests, please wait a minute and try again';

/**
 * Demo slot booking (services/demo/): the visitor's free slots, booking and the mail link's
 * manage calls in the customer service, anonymous and rate-limited per client; staff's
 * availability in the back-office.
 */
export function demoRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const organizer = () => organizerOf(s.config.salesInbox, s.config.mailFrom);
  const limit = (c: Ctx, what: string, n: number) =>
    s.limiter.hit(`demo-${what}:ip:${clientKey(c)}`, n, MINUTE, TOO_MANY);

  app.get('/portal/customer/demo-slots', async (c) => {
    await limit(c, 'slots', 60);
    const { days } = queryParams(c, DemoSlotsQuery);
    return c.json(await freeSlots(s.db, days));
  });

  app.post('/portal/customer/demo-bookings', async (c) => {
    await limit(c, 'book', 20);
    const body = await jsonBody(c, DemoBookingRequest);
    return c.json(await bookDemo(s.db, body, organizer(), auditWriter(s, c)), 201);
  });

  app.get('/portal/customer/demo-bookings/:manageToken', async (c) => {
    await limit(c, 'manage', 30);
    return c.json(await demoBookingOf(s.db, c.req.param('manageToken')));
  });

  app.post('/portal/customer/demo-bookings/:manageToken/reschedule', async (c) => {
    await limit(c, 'manage', 30);
    const body = await jsonBody(c, DemoRescheduleRequest);
    return c.json(await rescheduleDemo(s.db, c.req.param('manageToken'), body, organizer(), auditWriter(s, c)));
  });

  app.post('/portal/customer/demo-bookings/:manageToken/cancel', async (c) => {
    await limit(c, 'manage', 30);
    return c.json(await cancelDemo(s.db, c.req.param('manageToken'), organizer(), auditWriter(s, c)));
  });

  return app;
}

/** The back-office's side: when sales give demos, and the demos booked. */
export function backofficeDemoRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/backoffice/demo-availability', async (c) => {
    requireStaff(c, 'customers.read');
    return c.json(await readAvailability(s.db));
  });

  app.put('/backoffice/demo-availability', async (c) => {
    requireStaff(c, 'config.manage');
    const body = await jsonBody(c, DemoAvailability);
    return c.json(await updateAvailability(s.db, body, auditWriter(s, c)));
  });

  app.get('/backoffice/demo-bookings', async (c) => {
    requireStaff(c, 'customers.read');
    const { from } = queryParams(c, BackofficeDemoBookingsQuery);
    return c.json(await upcomingBookings(s.db, from === undefined ? undefined : Date.parse(from)));
  });

  return app;
}
