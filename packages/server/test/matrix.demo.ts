import { DEFAULT_DEMO_AVAILABILITY } from '@lnf/sdk';
import { demoBookings, inquiries } from '../src/db/schema';
import { freeSlots, hashOf, issueBookingToken } from '../src/services/demo/bookings';
import { all, unique, v1, type MatrixContext, type Row } from './matrix.kit';

/**
 * Demo slot booking's rows of the authorization matrix: the public slots and bookings (anyone with
 * the token), and staff's availability. Tokens and bookings are written straight to the database,
 * so the rows spend none of the inquiry form's rate limit.
 */

/** The latest free slot: far from the notice, so it is still bookable when the call arrives. */
const lastFreeSlot = async (ctx: MatrixContext) =>
  (await freeSlots(ctx.server().services.db, undefined)).slots.at(-1)!.startsAt;

/** A demo request of its own and its booking token. */
async function freshBookingToken(ctx: MatrixContext) {
  const db = ctx.server().services.db;
  const [row] = await db
    .insert(inquiries)
    .values({
      firstName: 'Matrix',
      lastName: 'Visitor',
      businessName: 'Matrix Textiles',
      websiteUrl: 'https://matrix.example.in',
      email: `visitor.${unique()}@example.in`,
      mobile: '9876543210',
      country: 'IN',
      description: 'A demo please.',
    })
    .returning({ reference: inquiries.reference });
  return { reference: row!.reference, token: await issueBookingToken(db, row!.reference) };
}

/** A booked demo of its own; answers its manage token. */
async function freshManageToken(ctx: MatrixContext) {
  const { reference } = await freshBookingToken(ctx);
  const manageToken = `matrix-${unique()}`;
  const startsAt = new Date(await lastFreeSlot(ctx));
  await ctx
    .server()
    .services.db.insert(demoBookings)
    .values({
      inquiryReference: reference,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      timeZone: 'Asia/Kolkata',
      manageTokenHash: hashOf(manageToken),
    });
  return manageToken;
}

export function demoRows(ctx: MatrixContext): Row[] {
  const base = '/portal/customer/demo-bookings';
  return [
    {
      method: 'GET',
      route: v1('/portal/customer/demo-slots'),
      call: () => ({ method: 'GET', path: v1('/portal/customer/demo-slots?days=3') }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1(base),
      call: async () => ({
        method: 'POST',
        path: v1(base),
        body: {
          bookingToken: (await freshBookingToken(ctx)).token,
          startsAt: await lastFreeSlot(ctx),
          timeZone: 'Asia/Kolkata',
        },
      }),
      expect: all('ok'),
    },
    {
      method: 'GET',
      route: v1(`${base}/:manageToken`),
      call: async () => ({ method: 'GET', path: v1(`${base}/${await freshManageToken(ctx)}`) }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1(`${base}/:manageToken/reschedule`),
      call: async () => {
        const token = await freshManageToken(ctx);
        return {
          method: 'POST',
          path: v1(`${base}/${token}/reschedule`),
          body: { startsAt: await lastFreeSlot(ctx), timeZone: 'Europe/London' },
        };
      },
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1(`${base}/:manageToken/cancel`),
      call: async () => ({ method: 'POST', path: v1(`${base}/${await freshManageToken(ctx)}/cancel`) }),
      expect: all('ok'),
    },
  ];
}

/** Staff's side: every staff member reads the availability and the bookings; only admins change it. */
export const demoAvailabilityRows = (): Row[] => [
  {
    method: 'GET',
    route: v1('/backoffice/demo-availability'),
    call: () => ({ method: 'GET', path: v1('/backoffice/demo-availability') }),
    expect: { anonymous: 401, alice: 403, bob: 403, support: 'ok', finance: 'ok', admin: 'ok' },
  },
  {
    method: 'PUT',
    route: v1('/backoffice/demo-availability'),
    call: () => ({ method: 'PUT', path: v1('/backoffice/demo-availability'), body: DEFAULT_DEMO_AVAILABILITY }),
    expect: { anonymous: 401, alice: 403, bob: 403, support: 403, finance: 403, admin: 'ok' },
  },
  {
    method: 'GET',
    route: v1('/backoffice/demo-bookings'),
    call: () => ({ method: 'GET', path: v1('/backoffice/demo-bookings') }),
    expect: { anonymous: 401, alice: 403, bob: 403, support: 'ok', finance: 'ok', admin: 'ok' },
  },
];
