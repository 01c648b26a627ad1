import {
  ApiError,
  backofficeLeads,
  captcha,
  customer,
  DEFAULT_DEMO_AVAILABILITY,
  demo,
  dev,
  type DemoAvailability,
  type MailboxMessage,
} from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, demoBookings, demoBookingTokens } from '../src/db/schema';
import { bookingWindow, gridStarts, isBookable } from '../src/services/demo/slots';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createStaff, expectError, failure, rowCount, send, type TestUser } from './users';

/**
 * Demo slot booking: the grid the availability makes (IST hours, weekdays, notice, horizon), the
 * booking with a real inquiry's token, the unique index deciding simultaneous bookings, the mails
 * and their invites on book, reschedule and cancel, staff's availability, and the lead's booking.
 */
const BASE = '/api/v1/lnf/portal/customer';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TAKEN = 'That time has just been booked by someone else. Please choose another.';
const ALREADY = 'You already have a demo booked. Use the link in your confirmation email to change it.';
const NOT_A_SLOT = 'Please choose one of the times shown.';

let server: TestServer;
let admin: string;
let support: TestUser;
let finance: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false, outboxPollMs: 100 });
  admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  support = await createStaff(server, 'sam.support@lnf.example', 'support');
  finance = await createStaff(server, 'fay.finance@lnf.example', 'finance');
});
afterAll(() => server?.stop());

let n = 0;
/** A demo request made through `POST inquiry` with a verified captcha: its email, reference and booking token. */
async function demoRequest() {
  const { token } = await dev.localCaptchaToken(server.client());
  expect((await captcha.verify(server.client(), token)).success).toBe(true);
  const email = `visitor${++n}.${Date.now().toString(36)}@raman-textiles.in`;
  const saved = await customer.submitInquiry(server.client(), {
    firstName: 'Priya',
    lastName: 'Raman',
    businessName: 'Raman Textiles',
    websiteUrl: 'https://raman-textiles.in',
    email,
    mobile: '+91 98450 12345',
    country: 'IN',
    description: 'We want a demo of payroll for 40 people.',
    status: 'CREATED',
    recaptchaToken: token,
  });
  expect(saved.bookingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { email, reference: saved.reference, bookingToken: saved.bookingToken! };
}

/** Free slot starts, leaving out any within a minute of the notice (it could pass before the booking arrives). */
const freeStarts = async (days?: number) =>
  (await demo.slots(server.client(), days)).slots
    .map((s) => s.startsAt)
    .filter((s) => Date.parse(s) > Date.now() + 4 * HOUR + MINUTE);

/** The dev mailbox's mails to `to` whose subject starts with `subject`, once at least `count` are there. */
async function mailsTo(to: string, subject: string, count = 1): Promise<MailboxMessage[]> {
  const read = async () => (await dev.mailbox(server.client(), to)).filter((m) => m.subject.startsWith(subject));
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return read();
}

/** The invite of a mail: its content type and unfolded lines. */
function inviteOf(mail: MailboxMessage) {
  const file = mail.attachments?.find((a) => a.filename === 'invite.ics');
  expect(file, 'invite.ics attached').toBeDefined();
  const text = Buffer.from(file!.contentBase64, 'base64').toString('utf8');
  return { contentType: file!.contentType, text, lines: text.replace(/\r\n /g, '').split('\r\n') };
}

/** The hour and minute of an instant in IST. */
const istClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const istWeekday = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'short' }).format(new Date(iso));

describe('the slot grid (pure)', () => {
  const a = DEFAULT_DEMO_AVAILABILITY;
  // Wednesday 2 Dec 2026, 05:30 IST.
  const now = Date.parse('2026-12-02T00:00:00Z');

  it('cuts IST working hours into 30-minute slots: 10:00 IST is 04:30Z, the last starts 17:30 IST', () => {
    const { from, to } = bookingWindow(a, now);
    const starts = gridStarts(a, from, to).map((t) => new Date(t).toISOString());
    expect(starts[0]).toBe('2026-12-02T04:30:00.000Z');
    const wednesday = starts.filter((s) => s.startsWith('2026-12-02'));
    expect(wednesday).toHaveLength(16);
    expect(wednesday.at(-1)).toBe('2026-12-02T12:00:00.000Z');
  });

  it('has nothing on a Saturday or Sunday by default, and 10 weekdays in 14 days', () => {
    const { from, to } = bookingWindow(a, now);
    const starts = gridStarts(a, from, to).map((t) => new Date(t).toISOString());
    expect(starts.filter((s) => s.startsWith('2026-12-05') || s.startsWith('2026-12-06'))).toEqual([]);
    expect(new Set(starts.map((s) => s.slice(0, 10))).size).toBe(10);
    expect(starts).toHaveLength(160);
    // A Saturday-only availability has Saturday's slots.
    const saturdays = gridStarts({ ...a, weekdays: [6] }, from, to).map((t) => new Date(t).toISOString());
    expect(saturdays.map((s) => s.slice(0, 10))).toContain('2026-12-05');
    expect(saturdays.every((s) => istWeekday(s) === 'Sat')).toBe(true);
  });

  it('keeps the notice and the horizon', () => {
    // 10:30 IST: with 4 hours' notice the first slot is 14:30 IST (09:00Z).
    const late = Date.parse('2026-12-02T05:00:00Z');
    const { from, to } = bookingWindow(a, late);
    const starts = gridStarts(a, from, to);
    expect(new Date(starts[0]!).toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(isBookable(a, Date.parse('2026-12-02T08:30:00Z'), late)).toBe(false);
    expect(isBookable(a, Date.parse('2026-12-02T09:00:00Z'), late)).toBe(true);
    expect(isBookable(a, Date.parse('2026-12-02T09:15:00Z'), late)).toBe(false);
    expect(starts.every((t) => t < late + 14 * DAY)).toBe(true);
    expect(isBookable(a, Date.parse('2026-12-16T09:00:00Z'), late)).toBe(false);
    // One day ahead: the rest of Wednesday, and Thursday's 10:00 IST (04:30Z) before 10:30 IST.
    const oneDay = bookingWindow(a, late, 1);
    expect(gridStarts(a, oneDay.from, oneDay.to).map((t) => new Date(t).toISOString())).toEqual([
      ...Array.from({ length: 7 }, (_, k) =>
        new Date(Date.parse('2026-12-02T09:00:00Z') + k * 30 * MINUTE).toISOString(),
      ),
      '2026-12-03T04:30:00.000Z',
    ]);
  });
});

describe('GET portal/customer/demo-slots', () => {
  it('answers free slots on the IST grid, from the notice to the horizon', async () => {
    const before = Date.now();
    const answer = await demo.slots(server.client());
    expect(answer.timeZone).toBe('Asia/Kolkata');
    expect(answer.slotMinutes).toBe(30);
    expect(answer.slots.length).toBeGreaterThan(0);
    for (const slot of answer.slots) {
      const at = Date.parse(slot.startsAt);
      expect(Date.parse(slot.endsAt) - at).toBe(30 * MINUTE);
      expect(at).toBeGreaterThanOrEqual(before + 4 * HOUR - MINUTE);
      expect(at).toBeLessThan(Date.now() + 14 * DAY);
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(istWeekday(slot.startsAt));
      const clock = istClock(slot.startsAt);
      expect(clock >= '10:00' && clock <= '17:30' && /:(00|30)$/.test(clock), clock).toBe(true);
    }
    expect((await freeStarts(2)).every((s) => Date.parse(s) < Date.now() + 2 * DAY)).toBe(true);
  });

  it.each([['0'], ['61'], ['two'], ['1.5']])('refuses days=%s with 400', async (days) => {
    await expectError(await server.raw(`${BASE}/demo-slots?days=${days}`), 400);
  });
});

describe('booking a demo', () => {
  let visitor: Awaited<ReturnType<typeof demoRequest>>;
  let slot: string;
  let manageToken: string;

  beforeAll(async () => {
    visitor = await demoRequest();
    slot = (await freeStarts())[0]!;
  });

  it('books a free slot with the inquiry token, takes it off the list and mails the invite', async () => {
    const booking = await demo.book(server.client(), {
      bookingToken: visitor.bookingToken,
      startsAt: slot,
      timeZone: 'Europe/London',
    });
    expect(booking).toMatchObject({
      startsAt: slot,
      endsAt: new Date(Date.parse(slot) + 30 * MINUTE).toISOString(),
      status: 'BOOKED',
      timeZone: 'Europe/London',
      name: 'Priya Raman',
      businessName: 'Raman Textiles',
    });
    manageToken = booking.manageToken!;
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await freeStarts()).not.toContain(slot);
    // Only hashes are kept.
    const [row] = await server.services.db.select().from(demoBookings).where(eq(demoBookings.id, booking.id));
    expect(row!.manageTokenHash).not.toContain(manageToken);
    const [token] = await server.services.db
      .select()
      .from(demoBookingTokens)
      .where(eq(demoBookingTokens.inquiryReference, visitor.reference));
    expect(token!.tokenHash).not.toBe(visitor.bookingToken);

    const [mail] = await mailsTo(visitor.email, 'Your LNF demo: ');
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'long' })
      .formatToParts(new Date(slot))
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(mail!.subject).toMatch(
      new RegExp(`^Your LNF demo: \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} [ap]m \\(${london}\\)$`),
    );
    expect(mail!.text).toContain('India Standard Time');
    expect(mail!.text).toContain(`/demo-booking/${manageToken}`);
    const invite = inviteOf(mail!);
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invite.lines).toContain('METHOD:REQUEST');
    expect(invite.lines).toContain(`UID:${booking.id}@lnf.example`);
    expect(invite.lines).toContain('SEQUENCE:0');
    expect(invite.lines).toContain(`DTSTART:${slot.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(invite.lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes(`/demo-booking/${manageToken}`))).toBe(
      true,
    );
    expect(invite.lines.some((l) => l.startsWith('ATTENDEE') && l.endsWith(`mailto:${visitor.email}`))).toBe(true);
  });

  it('answers the booking by its manage token, without the token', async () => {
    const booking = await demo.get(server.client(), manageToken);
    expect(booking).toMatchObject({ startsAt: slot, status: 'BOOKED' });
    expect(booking).not.toHaveProperty('manageToken');
  });

  it('refuses a second booking of the same request with 409', async () => {
    const other = (await freeStarts())[0]!;
    const error = await failure<ApiError>(
      demo.book(server.client(), { bookingToken: visitor.bookingToken, startsAt: other, timeZone: 'Asia/Kolkata' }),
    );
    expect([error.status, error.message]).toEqual([409, ALREADY]);
  });

  it('refuses a slot someone booked with 409', async () => {
    const late = await demoRequest();
    const error = await failure<ApiError>(
      demo.book(server.client(), { bookingToken: late.bookingToken, startsAt: slot, timeZone: 'Asia/Kolkata' }),
    );
    expect([error.status, error.message]).toEqual([409, TAKEN]);
  });

  it('answers 404 for an unknown or expired booking token, and an unknown manage token', async () => {
    const free = (await freeStarts())[0]!;
    const unknown = await failure<ApiError>(
      demo.book(server.client(), { bookingToken: 'x'.repeat(43), startsAt: free, timeZone: 'Asia/Kolkata' }),
    );
    expect(unknown.status).toBe(404);
    const expired = await demoRequest();
    await server.services.db
      .update(demoBookingTokens)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(demoBookingTokens.inquiryReference, expired.reference));
    const late = await failure<ApiError>(
      demo.book(server.client(), { bookingToken: expired.bookingToken, startsAt: free, timeZone: 'Asia/Kolkata' }),
    );
    expect(late.status).toBe(404);
    expect(await freeStarts()).toContain(free);
    // Each call starts when it is awaited: a rejection made before its handler is attached is unhandled.
    for (const call of [
      () => demo.get(server.client(), 'nope'),
      () => demo.cancel(server.client(), 'nope'),
      () => demo.reschedule(server.client(), 'nope', { startsAt: free, timeZone: 'Asia/Kolkata' }),
    ])
      expect((await failure<ApiError>(call())).status).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const fresh = await demoRequest();
    const free = (await freeStarts())[0]!;
    const saturday = gridStarts(
      { ...DEFAULT_DEMO_AVAILABILITY, weekdays: [6] },
      Date.now() + 5 * HOUR,
      Date.now() + 13 * DAY,
    )[0]!;
    const before = await rowCount(server, demoBookings);
    const cases: [unknown, string | RegExp][] = [
      [
        {
          bookingToken: fresh.bookingToken,
          startsAt: new Date(Date.parse(free) + 15 * MINUTE).toISOString(),
          timeZone: 'Asia/Kolkata',
        },
        NOT_A_SLOT,
      ],
      [
        { bookingToken: fresh.bookingToken, startsAt: new Date(saturday).toISOString(), timeZone: 'Asia/Kolkata' },
        NOT_A_SLOT,
      ],
      [
        {
          bookingToken: fresh.bookingToken,
          startsAt: new Date(Date.now() + HOUR).toISOString(),
          timeZone: 'Asia/Kolkata',
        },
        NOT_A_SLOT,
      ],
      [
        {
          bookingToken: fresh.bookingToken,
          startsAt: new Date(Date.now() + 30 * DAY).toISOString(),
          timeZone: 'Asia/Kolkata',
        },
        NOT_A_SLOT,
      ],
      [{ bookingToken: fresh.bookingToken, startsAt: free, timeZone: 'Mars/Olympus' }, /time zone/],
      [{ bookingToken: fresh.bookingToken, startsAt: 'tomorrow', timeZone: 'Asia/Kolkata' }, /ISO 8601/],
      [{ bookingToken: fresh.bookingToken, startsAt: free }, /timeZone/],
      [{ bookingToken: fresh.bookingToken, startsAt: free, timeZone: 'Asia/Kolkata', admin: true }, /admin/],
      ['{"bookingToken":', /Malformed JSON/],
    ];
    for (const [body, message] of cases)
      await expectError(await send(server, 'POST', `${BASE}/demo-bookings`, { body }), 400, message);
    expect(await rowCount(server, demoBookings)).toBe(before);
    expect(await freeStarts()).toContain(free);
    // The token is unspent: the corrected request books.
    const booked = await demo.book(server.client(), {
      bookingToken: fresh.bookingToken,
      startsAt: free,
      timeZone: 'Asia/Kolkata',
    });
    expect(booked.status).toBe('BOOKED');
  });
});

describe('simultaneous bookings of one slot', () => {
  it('give exactly one 201 and nine 409', async () => {
    const visitors = await Promise.all(Array.from({ length: 10 }, () => demoRequest()));
    const slot = (await freeStarts()).at(-1)!;
    const answers = await Promise.all(
      visitors.map((v) =>
        send(server, 'POST', `${BASE}/demo-bookings`, {
          body: { bookingToken: v.bookingToken, startsAt: slot, timeZone: 'Asia/Kolkata' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((r) => r.status === 409))
      expect(((await r.json()) as { message: string }).message).toBe(TAKEN);
    const rows = await server.services.db
      .select()
      .from(demoBookings)
      .where(and(eq(demoBookings.startsAt, new Date(slot)), eq(demoBookings.status, 'BOOKED')));
    expect(rows).toHaveLength(1);
  });
});

describe('rescheduling and cancelling', () => {
  let visitor: Awaited<ReturnType<typeof demoRequest>>;
  let manageToken: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    visitor = await demoRequest();
    [first, second] = (await freeStarts()).slice(0, 2) as [string, string];
    manageToken = (
      await demo.book(server.client(), {
        bookingToken: visitor.bookingToken,
        startsAt: first,
        timeZone: 'America/New_York',
      })
    ).manageToken!;
  });

  it('moves the booking, frees the old slot and mails an invite with SEQUENCE:1', async () => {
    const moved = await demo.reschedule(server.client(), manageToken, { startsAt: second, timeZone: 'Asia/Kolkata' });
    expect(moved).toMatchObject({ startsAt: second, status: 'BOOKED', timeZone: 'Asia/Kolkata' });
    const free = await freeStarts();
    expect(free).toContain(first);
    expect(free).not.toContain(second);
    expect((await demo.get(server.client(), manageToken)).startsAt).toBe(second);
    const mails = await mailsTo(visitor.email, 'Your LNF demo: ', 2);
    const latest = mails.find((m) => inviteOf(m).lines.includes('SEQUENCE:1'));
    expect(latest, 'a mail with SEQUENCE:1').toBeDefined();
    expect(latest!.subject).toContain('(India Standard Time)');
    expect(inviteOf(latest!).lines).toContain('METHOD:REQUEST');
  });

  it('refuses a taken slot or an off-grid time, and keeps the booking', async () => {
    const other = await demoRequest();
    const taken = (await freeStarts())[0]!;
    await demo.book(server.client(), { bookingToken: other.bookingToken, startsAt: taken, timeZone: 'Asia/Kolkata' });
    const error = await failure<ApiError>(
      demo.reschedule(server.client(), manageToken, { startsAt: taken, timeZone: 'Asia/Kolkata' }),
    );
    expect([error.status, error.message]).toEqual([409, TAKEN]);
    await expectError(
      await send(server, 'POST', `${BASE}/demo-bookings/${manageToken}/reschedule`, {
        body: { startsAt: new Date(Date.parse(second) + MINUTE).toISOString(), timeZone: 'Asia/Kolkata' },
      }),
      400,
      NOT_A_SLOT,
    );
    expect((await demo.get(server.client(), manageToken)).startsAt).toBe(second);
  });

  it('cancels, frees the slot and mails METHOD:CANCEL; a second cancel answers the same', async () => {
    const cancelled = await demo.cancel(server.client(), manageToken);
    expect(cancelled).toMatchObject({ startsAt: second, status: 'CANCELLED' });
    expect(await freeStarts()).toContain(second);
    const [mail] = await mailsTo(visitor.email, 'Your LNF demo is cancelled: ');
    const invite = inviteOf(mail!);
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(invite.lines).toContain('METHOD:CANCEL');
    expect(invite.lines).toContain('STATUS:CANCELLED');
    expect(invite.lines).toContain('SEQUENCE:2');
    const auditsBefore = await rowCount(server, auditLogs);
    expect(await demo.cancel(server.client(), manageToken)).toEqual(cancelled);
    expect(await rowCount(server, auditLogs)).toBe(auditsBefore);
    const error = await failure<ApiError>(
      demo.reschedule(server.client(), manageToken, { startsAt: second, timeZone: 'Asia/Kolkata' }),
    );
    expect(error.status).toBe(409);
  });
});

describe('the lead beside its booking', () => {
  it('shows a demo request with its booking, and one without as null', async () => {
    const booked = await demoRequest();
    const slot = (await freeStarts())[0]!;
    await demo.book(server.client(), { bookingToken: booked.bookingToken, startsAt: slot, timeZone: 'Asia/Kolkata' });
    const unbooked = await demoRequest();
    const leadOf = async (email: string) =>
      (await backofficeLeads.list(support.client, { kind: 'inquiry', q: email })).results[0]!;
    expect((await leadOf(booked.email)).booking).toEqual({ startsAt: slot, status: 'BOOKED' });
    expect((await leadOf(unbooked.email)).booking).toBeNull();
  });
});

describe('staff availability', () => {
  const PATH = '/api/v1/lnf/backoffice/demo-availability';
  const weekendOnly: DemoAvailability = {
    ...DEFAULT_DEMO_AVAILABILITY,
    weekdays: [6, 7],
    startTime: '09:30',
    endTime: '11:00',
    minNoticeHours: 0,
  };

  it('answers the default to support staff, and refuses customers and strangers', async () => {
    expect(await demo.availability(support.client)).toEqual(DEFAULT_DEMO_AVAILABILITY);
    expect((await failure<ApiError>(demo.availability(server.client()))).status).toBe(401);
  });

  it('lets only admins change it, audited with before and after; the slots follow', async () => {
    for (const staff of [support, finance])
      expect((await failure<ApiError>(demo.setAvailability(staff.client, weekendOnly))).status).toBe(403);
    expect(await demo.setAvailability(server.client(admin), weekendOnly)).toEqual(weekendOnly);
    expect(await demo.availability(support.client)).toEqual(weekendOnly);
    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'UPDATE_DEMO_AVAILABILITY'));
    expect(row!.data).toEqual({ before: DEFAULT_DEMO_AVAILABILITY, after: weekendOnly });
    const slots = await freeStarts();
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      expect(['Sat', 'Sun']).toContain(istWeekday(s));
      expect(['09:30', '10:00', '10:30']).toContain(istClock(s));
    }
    await demo.setAvailability(server.client(admin), DEFAULT_DEMO_AVAILABILITY);
  });

  it.each([
    ['the start after the end', { startTime: '18:00', endTime: '10:00' }, /before the end/],
    ['a time off the grid', { startTime: '10:15' }, /grid/],
    ['a weekday twice', { weekdays: [1, 1] }, /once/],
    ['weekday 8', { weekdays: [8] }, /weekdays/],
    ['notice of 73 hours', { minNoticeHours: 73 }, /minNoticeHours/],
    ['a horizon of 61 days', { horizonDays: 61 }, /horizonDays/],
    ['another slot length', { slotMinutes: 45 }, /slotMinutes/],
  ])('refuses %s with 400 and keeps the availability', async (_what, change, message) => {
    const before = await rowCount(server, auditLogs);
    await expectError(
      await send(server, 'PUT', PATH, { token: admin, body: { ...DEFAULT_DEMO_AVAILABILITY, ...change } }),
      400,
      message,
    );
    expect(await demo.availability(support.client)).toEqual(DEFAULT_DEMO_AVAILABILITY);
    expect(await rowCount(server, auditLogs)).toBe(before);
  });
});
