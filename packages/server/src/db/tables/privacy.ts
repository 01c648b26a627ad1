import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The consent ledger (DPDP Act s.6): every consent given or withdrawn, append-only. A purpose's
 * current state is its newest row; `noticeVersion` is the privacy notice the person saw.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** marketing_email, analytics_cookies. */
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    /** Where it was given or withdrawn: signup, privacy-centre, cookie-notice, unsubscribe-link. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * A Data Principal's request under the DPDP Act (access, correction, erasure, nomination,
 * grievance), with its clock: acknowledged by `acknowledgeBy`, answered by `dueAt`.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    /** What the customer quotes, e.g. PR-2026-000042. */
    reference: text('reference').notNull().unique(),
    /** Null once an erased account's row is gone; `email` keeps who asked. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** access, correction, erasure, nomination, grievance. */
    kind: text('kind').notNull(),
    /** OPEN, ACKNOWLEDGED, COMPLETED, REJECTED. */
    status: text('status').notNull().default('OPEN'),
    /** What was asked: the fields to correct, the grievance's text, and so on. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    acknowledgeBy: at('acknowledge_by').notNull(),
    dueAt: at('due_at').notNull(),
    acknowledgedAt: at('acknowledged_at'),
    resolvedAt: at('resolved_at'),
    /** The answer the customer reads. */
    response: text('response'),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_requests_user_idx').on(t.userId), index('privacy_requests_open_idx').on(t.status, t.dueAt)],
);

/** The person a customer nominates to exercise their rights on death or incapacity (DPDP Act s.14). */
export const nominees = pgTable('nominees', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  relationship: text('relationship').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
