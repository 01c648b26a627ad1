import { DEMO_BOOKINGS_DAYS, type BackofficeDemoBookings, type DemoAvailability } from '@lnf/sdk';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db';
import { demoBookings, inquiries } from '../../db/schema';
import { InvalidError } from '../../domainErrors';
import { gridStarts, readAvailability } from './slots';

/**
 * The back-office's list of demo bookings: what sales have coming up, with the lead of each. A
 * change of availability never moves or cancels a booking (it is a promise to a customer), so a
 * booked demo may fall outside the current weekdays and hours: the list flags it for a follow-up.
 */

const DAY = 24 * 60 * 60_000;
/** The most bookings one answer holds; a window with more says `truncated`. */
export const DEMO_BOOKINGS_LIMIT = 500;

/** Where a `from` may lie: PostgreSQL refuses year 0, and nothing was booked before 2000. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-01-01T00:00:00Z');

/** Whether a booked slot starting at `at` is no longer on the availability's weekly grid. */
export const outsideHours = (a: DemoAvailability, at: number) => !gridStarts(a, at, at + 1).includes(at);

/** `GET backoffice/demo-bookings?from=`: the bookings starting in the 14 days from `from`, soonest first. */
export async function upcomingBookings(db: Db, from = Date.now()): Promise<BackofficeDemoBookings> {
  if (!(from >= EARLIEST && from < LATEST)) throw new InvalidError("'from' must be an instant between 2000 and 9999");
  const to = from + DEMO_BOOKINGS_DAYS * DAY;
  const [a, rows] = await Promise.all([
    readAvailability(db),
    db
      .select({
        booking: demoBookings,
        firstName: inquiries.firstName,
        lastName: inquiries.lastName,
        email: inquiries.email,
        company: inquiries.businessName,
      })
      .from(demoBookings)
      .innerJoin(inquiries, eq(inquiries.reference, demoBookings.inquiryReference))
      .where(and(gte(demoBookings.startsAt, new Date(from)), lt(demoBookings.startsAt, new Date(to))))
      .orderBy(asc(demoBookings.startsAt), asc(demoBookings.createdAt), asc(demoBookings.id))
      .limit(DEMO_BOOKINGS_LIMIT + 1),
  ]);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    bookings: rows.slice(0, DEMO_BOOKINGS_LIMIT).map(({ booking: b, ...lead }) => ({
      id: b.id,
      reference: b.inquiryReference,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      status: b.status,
      timeZone: b.timeZone,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      company: lead.company,
      // A cancelled demo needs no follow-up, wherever it was.
      outsideHours: b.status === 'BOOKED' && outsideHours(a, b.startsAt.getTime()),
    })),
    truncated: rows.length > DEMO_BOOKINGS_LIMIT,
  };
}
