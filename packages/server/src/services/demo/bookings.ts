import { createHash, randomBytes } from 'node:crypto';
import {
  DEMO_TIME_ZONE,
  type DemoAvailability,
  type DemoBooking,
  type DemoBookingRequest,
  type DemoRescheduleRequest,
  type DemoSlots,
} from '@lnf/sdk';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { demoBookings, demoBookingTokens, inquiries } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../domainErrors';
import type { AuditWriter } from '../audit';
import { AUDIT_ACTIONS } from '../auditActions';
import { isUniqueViolation } from '../customer';
import { notify } from '../notifications/outbox';
import { bookingWindow, gridStarts, isBookable, readAvailability, slotOf, writeAvailability } from './slots';

/**
 * Demo bookings: the token a demo request's answer carries books one slot; the manage token the
 * mail's link carries shows, moves and cancels it. Both are random and kept only as SHA-256
 * hashes. Which of two simultaneous bookings of a slot wins is decided by the partial unique index
 * on the booked slot (db/tables/demo.ts), not by a read before the write.
 */

const DAY = 24 * 60 * 60_000;
/** How long a demo request's booking token books. */
export const BOOKING_TOKEN_DAYS = 7;

export const DEMO_MESSAGES = {
  notASlot: 'Please choose one of the times shown.',
  taken: 'That time has just been booked by someone else. Please choose another.',
  alreadyBooked: 'You already have a demo booked. Use the link in your confirmation email to change it.',
  unknownToken: 'This booking link is unknown or has expired. Please request a demo again.',
  unknownBooking: 'There is no such demo booking.',
  cancelled: 'This demo was cancelled. Please request a demo again to book another time.',
} as const;

const newToken = () => randomBytes(32).toString('base64url');
/** What is kept of a booking or manage token. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The organizer of invites: the sales inbox, else the sender address of every mail. */
export function organizerOf(salesInbox: string | null, mailFrom: string): string {
  if (salesInbox) return salesInbox;
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}

/** A demo request's booking token, written with the inquiry in its transaction; answers the token. */
export async function issueBookingToken(tx: Tx | Db, inquiryReference: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await tx.insert(demoBookingTokens).values({
    inquiryReference,
    tokenHash: hashOf(token),
    expiresAt: new Date(now + BOOKING_TOKEN_DAYS * DAY),
  });
  return token;
}

/** `GET portal/customer/demo-slots`: every free slot of the window, soonest first. */
export async function freeSlots(db: Db, days: number | undefined, now = Date.now()): Promise<DemoSlots> {
  const a = await readAvailability(db);
  const { from, to } = bookingWindow(a, now, days);
  const booked = await db
    .select({ at: demoBookings.startsAt })
    .from(demoBookings)
    .where(
      and(
        eq(demoBookings.status, 'BOOKED'),
        gte(demoBookings.startsAt, new Date(from)),
        lt(demoBookings.startsAt, new Date(to)),
      ),
    );
  const taken = new Set(booked.map((b) => b.at.getTime()));
  return {
    timeZone: DEMO_TIME_ZONE,
    slotMinutes: a.slotMinutes,
    slots: gridStarts(a, from, to)
      .filter((at) => !taken.has(at))
      .map((at) => slotOf(at, a)),
  };
}

type BookingRow = typeof demoBookings.$inferSelect;
type InquiryRow = typeof inquiries.$inferSelect;

const answer = (b: BookingRow, i: Pick<InquiryRow, 'firstName' | 'lastName' | 'businessName'>): DemoBooking => ({
  id: b.id,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt.toISOString(),
  status: b.status,
  timeZone: b.timeZone,
  name: `${i.firstName} ${i.lastName}`.trim(),
  businessName: i.businessName,
});

/** The slot `startsAt` names, or a 400 when it is not one the visitor could have been shown. */
async function chosenSlot(tx: Tx, startsAt: string, now: number) {
  const a = await readAvailability(tx);
  const at = Date.parse(startsAt);
  if (!isBookable(a, at, now)) throw new InvalidError(DEMO_MESSAGES.notASlot);
  return { a, at, ...slotOf(at, a) };
}

/** Runs `write` at a savepoint: a unique violation (the slot booked meanwhile) becomes the 409. */
async function claim<T>(tx: Tx, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(DEMO_MESSAGES.taken);
    throw error;
  }
}

/** The outbox's mail of a change to a booking, in `tx`: to the inquiry's email, with the invite. */
async function mailChange(
  tx: Tx,
  b: BookingRow,
  email: string,
  change: 'booked' | 'rescheduled' | 'cancelled',
  manageToken: string,
  organizer: string,
) {
  await notify(tx, {
    event: `demo.${change}`,
    entityId: `${b.id}:${b.sequence}`,
    to: email,
    channel: 'email',
    template: 'demo-booking',
    payload: {
      bookingId: b.id,
      at: b.updatedAt.toISOString(),
      change,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      timeZone: b.timeZone,
      sequence: b.sequence,
      manageToken,
      organizer,
      attendee: email.toLowerCase(),
    },
  });
}

/** `POST portal/customer/demo-bookings`: books a free slot with a demo request's token. */
export async function bookDemo(
  db: Db,
  body: DemoBookingRequest,
  organizer: string,
  audit: AuditWriter,
  now = Date.now(),
): Promise<DemoBooking> {
  return db.transaction(async (tx) => {
    // FOR UPDATE: two bookings with one token queue here, so the second sees the first's row.
    const [found] = await tx
      .select({ inquiry: inquiries, expiresAt: demoBookingTokens.expiresAt })
      .from(demoBookingTokens)
      .innerJoin(inquiries, eq(inquiries.reference, demoBookingTokens.inquiryReference))
      .where(eq(demoBookingTokens.tokenHash, hashOf(body.bookingToken)))
      .for('update', { of: demoBookingTokens });
    if (!found || found.expiresAt.getTime() <= now) throw new NotFoundError(DEMO_MESSAGES.unknownToken);
    const { inquiry } = found;
    const [existing] = await tx
      .select({ id: demoBookings.id })
      .from(demoBookings)
      .where(and(eq(demoBookings.inquiryReference, inquiry.reference), eq(demoBookings.status, 'BOOKED')));
    if (existing) throw new ConflictError(DEMO_MESSAGES.alreadyBooked);
    const slot = await chosenSlot(tx, body.startsAt, now);
    const manageToken = newToken();
    const row = await claim(tx, async (sp) => {
      const [row] = await sp
        .insert(demoBookings)
        .values({
          inquiryReference: inquiry.reference,
          startsAt: new Date(slot.startsAt),
          endsAt: new Date(slot.endsAt),
          timeZone: body.timeZone,
          manageTokenHash: hashOf(manageToken),
        })
        .returning();
      return row!;
    });
    await mailChange(tx, row, inquiry.email, 'booked', manageToken, organizer);
    await audit(
      {
        module: 'customer',
        action: AUDIT_ACTIONS.BOOK_DEMO,
        key: inquiry.reference,
        outcome: 'SUCCESS',
        data: { bookingId: row.id, startsAt: slot.startsAt },
      },
      tx,
    );
    return { ...answer(row, inquiry), manageToken };
  });
}

/** The booking a manage token names, locked for the transaction; 404 for none. */
async function managed(tx: Tx | Db, manageToken: string, lock: boolean) {
  const query = tx
    .select({ booking: demoBookings, inquiry: inquiries })
    .from(demoBookings)
    .innerJoin(inquiries, eq(inquiries.reference, demoBookings.inquiryReference))
    .where(eq(demoBookings.manageTokenHash, hashOf(manageToken)));
  const [found] = lock ? await query.for('update', { of: demoBookings }) : await query;
  if (!found) throw new NotFoundError(DEMO_MESSAGES.unknownBooking);
  return found;
}

/** `GET portal/customer/demo-bookings/{manageToken}`. */
export async function demoBookingOf(db: Db, manageToken: string): Promise<DemoBooking> {
  const { booking, inquiry } = await managed(db, manageToken, false);
  return answer(booking, inquiry);
}

/** `POST .../{manageToken}/reschedule`: moves a booked demo to another free slot; the old one is free again. */
export async function rescheduleDemo(
  db: Db,
  manageToken: string,
  body: DemoRescheduleRequest,
  organizer: string,
  audit: AuditWriter,
  now = Date.now(),
): Promise<DemoBooking> {
  return db.transaction(async (tx) => {
    const { booking, inquiry } = await managed(tx, manageToken, true);
    if (booking.status !== 'BOOKED') throw new ConflictError(DEMO_MESSAGES.cancelled);
    const slot = await chosenSlot(tx, body.startsAt, now);
    if (slot.at === booking.startsAt.getTime() && body.timeZone === booking.timeZone) return answer(booking, inquiry);
    const row = await claim(tx, async (sp) => {
      const [row] = await sp
        .update(demoBookings)
        .set({
          startsAt: new Date(slot.startsAt),
          endsAt: new Date(slot.endsAt),
          timeZone: body.timeZone,
          sequence: sql`${demoBookings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(demoBookings.id, booking.id))
        .returning();
      return row!;
    });
    await mailChange(tx, row, inquiry.email, 'rescheduled', manageToken, organizer);
    await audit(
      {
        module: 'customer',
        action: AUDIT_ACTIONS.RESCHEDULE_DEMO,
        key: inquiry.reference,
        outcome: 'SUCCESS',
        data: { bookingId: row.id, before: booking.startsAt.toISOString(), after: slot.startsAt },
      },
      tx,
    );
    return answer(row, inquiry);
  });
}

/** `POST .../{manageToken}/cancel`: frees the slot; cancelling a cancelled booking answers it again. */
export async function cancelDemo(db: Db, manageToken: string, organizer: string, audit: AuditWriter) {
  return db.transaction(async (tx) => {
    const { booking, inquiry } = await managed(tx, manageToken, true);
    if (booking.status === 'CANCELLED') return answer(booking, inquiry);
    const [row] = await tx
      .update(demoBookings)
      .set({ status: 'CANCELLED', sequence: sql`${demoBookings.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(demoBookings.id, booking.id))
      .returning();
    await mailChange(tx, row!, inquiry.email, 'cancelled', manageToken, organizer);
    await audit(
      {
        module: 'customer',
        action: AUDIT_ACTIONS.CANCEL_DEMO,
        key: inquiry.reference,
        outcome: 'SUCCESS',
        data: { bookingId: row!.id, startsAt: row!.startsAt.toISOString() },
      },
      tx,
    );
    return answer(row!, inquiry);
  });
}

/** `PUT backoffice/demo-availability`: replaces the availability, audited with before and after. */
export async function updateAvailability(db: Db, value: DemoAvailability, audit: AuditWriter) {
  return db.transaction(async (tx) => {
    const before = await readAvailability(tx);
    await writeAvailability(tx, value);
    await audit(
      {
        module: 'backoffice',
        action: AUDIT_ACTIONS.UPDATE_DEMO_AVAILABILITY,
        key: 'demo-availability',
        outcome: 'SUCCESS',
        data: { before, after: value },
      },
      tx,
    );
    return value;
  });
}
