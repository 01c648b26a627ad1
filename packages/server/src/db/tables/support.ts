import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

export const tickets = pgTable(
  'tickets',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    ticketNumber: text('ticket_number').notNull(),
    projectKey: text('project_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    reporter: text('reporter').notNull(),
    issueType: text('issue_type').notNull(),
    labels: jsonb('labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull(),
    externalKey: text('external_key'),
    createdAt: createdAt(),
    /** The support staff user working on it. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the status last changed (or the ticket was raised): a Resolved ticket closes 7 days after, without replies. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest public reply's time; internal notes do not count. */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    /** The newest public word is the customer's (the ticket itself, or their reply). */
    awaitingStaff: boolean('awaiting_staff').notNull().default(true),
    /** When staff first replied publicly: the first response. */
    firstStaffReplyAt: timestamp('first_staff_reply_at', { withTimezone: true }),
    /** When the first response is due (business hours of the customer's plan); null for tickets raised before targets existed. */
    firstResponseDue: timestamp('first_response_due', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tickets_number_key').on(t.ticketNumber),
    index('tickets_user_idx').on(t.userId),
    index('tickets_status_idx').on(t.status),
    // A tracker's webhook names the issue by its key.
    index('tickets_external_key_idx').on(t.externalKey),
    index('tickets_number_prefix_idx').on(sql`lower(${t.ticketNumber}) text_pattern_ops`, t.reference),
    // The back-office's ticket list: by date, by status and date, by last movement (a status change or reply).
    index('tickets_created_idx').on(t.createdAt, t.reference),
    index('tickets_status_created_idx').on(t.status, t.createdAt, t.reference),
    index('tickets_updated_idx').on(sql`greatest(${t.statusChangedAt}, ${t.lastReplyAt})`, t.reference),
  ],
);

/** A ticket's conversation: the customer's and staff's replies, and staff-only internal notes. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketReference: uuid('ticket_reference')
      .notNull()
      .references(() => tickets.reference, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when they wrote (kept if the account goes). */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').$type<'customer' | 'staff'>().notNull(),
    /** Plain text, trimmed, at most 10,000 characters; never HTML. */
    body: text('body').notNull(),
    /** A staff-only note: never shown or sent to the customer. */
    internal: boolean('internal').notNull().default(false),
    /** The external tracker's comment id (Jira), so a reply is mirrored, and a comment imported, once. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_replies_ticket_idx').on(t.ticketReference, t.createdAt),
    uniqueIndex('ticket_replies_external_key').on(t.externalId),
  ],
);

/**
 * A file attached to a reply. The bytes live in the attachment storage (adapters/storage.ts) under
 * `storageKey`, a UUID the server made; the row is written in the reply's transaction, after the
 * bytes are stored.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    replyId: uuid('reply_id')
      .notNull()
      .references(() => ticketReplies.id, { onDelete: 'cascade' }),
    ticketReference: uuid('ticket_reference')
      .notNull()
      .references(() => tickets.reference, { onDelete: 'cascade' }),
    /** The client's file name cleaned for display (sdk displayFileName), at most 200 characters. */
    name: text('name').notNull(),
    /** Decided by the server from the content's magic bytes (sdk attachmentKind), never the client's. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_reply_idx').on(t.replyId)],
);
