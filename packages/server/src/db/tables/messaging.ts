import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './identity';

/** An attachment as the dev mailbox keeps it: what it is, its size, and its bytes (base64) to check. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

/**
 * Dev mailbox: every mail the local Mailer sent, and the development stand-in's SMS and WhatsApp
 * messages (`channel`), so the whole notification flow shows at /dev/mailbox.
 */
export const mails = pgTable(
  'mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    channel: text('channel').notNull().default('email'),
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attachments: jsonb('attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mails_to_idx').on(t.to)],
);

export type NotificationChannel = 'email' | 'in_app' | 'sms' | 'whatsapp';
export type NotificationStatus = 'queued' | 'sending' | 'sent' | 'dead';

/**
 * The notification outbox (services/notifications): one row per message to send, written in the
 * transaction of the event it tells of. `event_key` (event, entity, channel) makes the same event
 * enqueued twice one row. The worker claims due rows (`FOR UPDATE SKIP LOCKED`), holds them until
 * `lease_until`, and marks them sent, or queues them again with a growing delay, or dead.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    eventKey: text('event_key').notNull(),
    event: text('event').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An email address, a phone number, or for in-app the user's id. */
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').$type<NotificationStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.eventKey),
    // The worker's claim reads only rows still to send: a partial index stays as small as the queue.
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('notifications_status_idx').on(t.status, t.createdAt),
  ],
);

/** The portal's bell: a user's in-app notifications, written by the outbox's in-app channel. */
export const inAppNotifications = pgTable(
  'in_app_notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    href: text('href'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    eventKey: text('event_key').notNull(),
  },
  (t) => [
    uniqueIndex('in_app_notifications_event_key').on(t.eventKey),
    index('in_app_notifications_user_idx').on(t.userId, t.createdAt),
  ],
);
