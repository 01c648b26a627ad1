import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { inquiries } from './requests';

export type DemoBookingStatus = 'BOOKED' | 'CANCELLED';

/**
 * The token a demo request's answer carries to book a slot: only its SHA-256 hash is kept, for 7
 * days. Goes with its inquiry (the privacy retention job deletes inquiries).
 */
export const demoBookingTokens = pgTable('demo_booking_tokens', {
  inquiryReference: uuid('inquiry_reference')
    .primaryKey()
    .references(() => inquiries.reference, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Demo slots booked by visitors. A slot is one booked row at most: the partial unique index on
 * `starts_at` decides between simultaneous bookings, and a demo request holds one booked slot at a
 * time. A cancelled row stays (the lead shows it) and frees its slot. `sequence` is the calendar
 * invite's SEQUENCE, one up on each reschedule and on the cancel.
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: id(),
    inquiryReference: uuid('inquiry_reference')
      .notNull()
      .references(() => inquiries.reference, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<DemoBookingStatus>().notNull().default('BOOKED'),
    /** The visitor's IANA zone, for the times in the mails. */
    timeZone: text('time_zone').notNull(),
    /** SHA-256 of the manage token the mail's link carries. */
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('demo_bookings_slot_booked')
      .on(t.startsAt)
      .where(sql`${t.status} = 'BOOKED'`),
    uniqueIndex('demo_bookings_inquiry_booked')
      .on(t.inquiryReference)
      .where(sql`${t.status} = 'BOOKED'`),
    // The lead's latest booking.
    index('demo_bookings_inquiry_idx').on(t.inquiryReference, t.createdAt),
  ],
);
