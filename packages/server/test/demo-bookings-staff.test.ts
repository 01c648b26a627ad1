import { ApiError, DEFAULT_DEMO_AVAILABILITY, demo, type BackofficeDemoBooking } from '@lnf/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookings } from '../src/db/schema';
import { hashOf } from '../src/services/demo/bookings';
import { DEMO_BOOKINGS_LIMIT } from '../src/services/demo/upcoming';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { bookedDemo, demoRequest, freeStarts, istClock } from './demoRequests';
import { createStaff, createUser, expectError, failure, send, type TestUser } from './users';

/**
 * What staff see of demo bookings: the bookings coming up with their leads, a booking that a
 * change of availability left outside the hours (kept, and flagged), and the booking in the leads
 * CSV.
 */
const PATH = '/api/v1/lnf/backoffice/demo-bookings';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
let admin: string;
let support: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  support = await createStaff(server, 'sunil.support@lnf.example', 'support');
});
afterAll(() => server?.stop());

const istWeekday = (iso: string) => ((new Date(Date.parse(iso) + 330 * MINUTE).getUTCDay() + 6) % 7) + 1;

describe('GET backoffice/demo-bookings', () => {
  /** Three bookings: a 10:00 IST and a 15:00 IST demo on other days, and a cancelled one. */
  let early: Awaited<ReturnType<typeof bookedDemo>>;
  let late: Awaited<ReturnType<typeof bookedDemo>>;
  let cancelled: Awaited<ReturnType<typeof bookedDemo>>;
  const row = (rows: BackofficeDemoBooking[], id: string) => rows.find((r) => r.id === id);

  beforeAll(async () => {
    const free = await freeStarts(server);
    const tens = free.filter((s) => istClock(s) === '10:00');
    const earlyAt = tens[0]!;
    // 15:00 on another weekday than the early one, so a weekday taken away moves only one.
    const lateAt = free.find((s) => istClock(s) === '15:00' && istWeekday(s) !== istWeekday(earlyAt))!;
    early = await bookedDemo(server, earlyAt, `Early.${Date.now()}@Nair-Spices.in`);
    late = await bookedDemo(server, lateAt);
    cancelled = await bookedDemo(server, tens[1]!);
    await demo.cancel(server.client(), cancelled.manageToken);
  });

  it('lists the coming bookings soonest first, with their lead, to every staff role', async () => {
    const answer = await demo.bookings(support.client);
    expect(Date.parse(answer.to) - Date.parse(answer.from)).toBe(14 * DAY);
    expect(answer.truncated).toBe(false);
    const starts = answer.bookings.map((b) => b.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(row(answer.bookings, early.booking.id)).toEqual({
      id: early.booking.id,
      reference: early.reference,
      startsAt: early.booking.startsAt,
      endsAt: early.booking.endsAt,
      status: 'BOOKED',
      timeZone: 'Asia/Kolkata',
      name: 'Meera Nair',
      email: early.email,
      company: 'Nair Spices',
      outsideHours: false,
    });
    expect(row(answer.bookings, cancelled.booking.id)).toMatchObject({ status: 'CANCELLED', outsideHours: false });
    expect(row(answer.bookings, late.booking.id)).toMatchObject({ status: 'BOOKED', outsideHours: false });
    // Customers and strangers may not.
    const customer = await createUser(server, 'curious.customer@example.in');
    expect((await failure<ApiError>(demo.bookings(customer.client))).status).toBe(403);
    expect((await failure<ApiError>(demo.bookings(server.client()))).status).toBe(401);
  });

  it('starts the 14 days at `from`', async () => {
    const after = new Date(Date.parse(early.booking.startsAt) + MINUTE).toISOString();
    const answer = await demo.bookings(support.client, { from: after });
    expect(answer.from).toBe(after);
    expect(answer.to).toBe(new Date(Date.parse(after) + 14 * DAY).toISOString());
    expect(row(answer.bookings, early.booking.id)).toBeUndefined();
    expect(answer.bookings.every((b) => b.startsAt > after && b.startsAt < answer.to)).toBe(true);
    expect((await demo.bookings(support.client, { from: '2001-01-01T00:00:00Z' })).bookings).toEqual([]);
  });

  it.each([
    ['tomorrow', /ISO 8601/],
    ['2026-13-45T00:00:00Z', /ISO 8601/],
    ['0000-01-01T00:00:00Z', /between 2000 and 9999/],
    ['9999-12-31T00:00:00Z', /between 2000 and 9999/],
  ])('refuses from=%s with 400', async (from, message) => {
    await expectError(
      await send(server, 'GET', `${PATH}?from=${encodeURIComponent(from)}`, { token: support.token }),
      400,
      message,
    );
  });

  it('keeps bookings the new hours leave out, flags them, and offers no such slot any more', async () => {
    try {
      await demo.setAvailability(server.client(admin), { ...DEFAULT_DEMO_AVAILABILITY, startTime: '11:00' });
      const answer = await demo.bookings(support.client);
      expect(row(answer.bookings, early.booking.id)).toMatchObject({ status: 'BOOKED', outsideHours: true });
      expect(row(answer.bookings, late.booking.id)!.outsideHours).toBe(false);
      // Cancelled: nothing to follow up.
      expect(row(answer.bookings, cancelled.booking.id)!.outsideHours).toBe(false);
      // The promise stands: the visitor's link still shows the demo booked.
      expect(await demo.get(server.client(), early.manageToken)).toMatchObject({
        status: 'BOOKED',
        startsAt: early.booking.startsAt,
      });
      expect((await freeStarts(server)).map(istClock)).not.toContain('10:00');

      // A weekday taken away flags that day's demos.
      const weekdays = DEFAULT_DEMO_AVAILABILITY.weekdays.filter((d) => d !== istWeekday(late.booking.startsAt));
      await demo.setAvailability(server.client(admin), { ...DEFAULT_DEMO_AVAILABILITY, weekdays });
      const again = await demo.bookings(support.client);
      expect(row(again.bookings, late.booking.id)!.outsideHours).toBe(true);
      expect(row(again.bookings, early.booking.id)!.outsideHours).toBe(false);
    } finally {
      await demo.setAvailability(server.client(admin), DEFAULT_DEMO_AVAILABILITY);
    }
    expect((await demo.bookings(support.client)).bookings.every((b) => !b.outsideHours)).toBe(true);
  });

  it(`answers at most ${DEMO_BOOKINGS_LIMIT} bookings and says so`, async () => {
    // A request booked and cancelled again and again: every row a cancelled one at one time, in 2031.
    const { reference } = await demoRequest(server);
    const startsAt = new Date('2031-03-03T04:30:00Z');
    await server.services.db.insert(demoBookings).values(
      Array.from({ length: DEMO_BOOKINGS_LIMIT + 1 }, (_, i) => ({
        inquiryReference: reference,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * MINUTE),
        status: 'CANCELLED' as const,
        timeZone: 'Asia/Kolkata',
        manageTokenHash: hashOf(`many-${i}`),
      })),
    );
    const answer = await demo.bookings(support.client, { from: '2031-03-01T00:00:00.000Z' });
    expect(answer.bookings).toHaveLength(DEMO_BOOKINGS_LIMIT);
    expect(answer.truncated).toBe(true);
  });
});

describe('the leads CSV', () => {
  it("has the demo request's booking: its start and status, empty for none", async () => {
    const slot = (await freeStarts(server)).at(-1)!;
    const booked = await bookedDemo(server, slot);
    const unbooked = await demoRequest(server);
    const csvOf = async (email: string) => {
      const res = await send(server, 'GET', `/api/v1/lnf/backoffice/leads.csv?kind=inquiry&q=${email}`, {
        token: support.token,
      });
      expect(res.status).toBe(200);
      const [header, line] = (await res.text()).split('\r\n');
      return { header: header!.split(','), line: line!.split(',') };
    };
    const { header, line } = await csvOf(booked.email);
    expect(header.slice(-2)).toEqual(['booking_starts_at', 'booking_status']);
    expect(line[1]).toBe(booked.reference);
    expect(line.slice(-2)).toEqual([slot, 'BOOKED']);
    await demo.cancel(server.client(), booked.manageToken);
    expect((await csvOf(booked.email)).line.slice(-2)).toEqual([slot, 'CANCELLED']);
    const none = await csvOf(unbooked.email);
    expect(none.line[1]).toBe(unbooked.reference);
    expect(none.line.slice(-2)).toEqual(['', '']);
  });
});
