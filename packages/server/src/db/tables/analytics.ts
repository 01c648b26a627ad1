import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './identity';

/** What happened (the sdk's SITE_EVENT_KINDS); `first_payment` is written by the server alone. */
export type SiteEventKind = 'page_view' | 'cta_press' | 'demo_request' | 'booking' | 'sign_up' | 'first_payment';

/**
 * The first-party funnel (services/analytics.ts): page views, CTA presses, demo requests, bookings,
 * sign-ups and first payments, sent by the site only after the visitor accepted analytics cookies.
 * No address, user agent or anything else about the device is stored: a visitor is the random id
 * their browser keeps. Deleted after 13 months by the analytics retention job, and with the user
 * on erasure.
 */
export const siteEvents = pgTable(
  'site_events',
  {
    id: id(),
    visitorId: uuid('visitor_id').notNull(),
    kind: text('kind').$type<SiteEventKind>().notNull(),
    /** The page, without its query string. */
    path: text('path').notNull(),
    /** The visitor's landing page: the path of their first page view. */
    sourcePath: text('source_path').notNull(),
    /** The pressed CTA's label or href. */
    cta: text('cta'),
    /** Set for sign_up and first_payment: links the user to the visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_events_occurred_idx').on(t.occurredAt),
    index('site_events_visitor_idx').on(t.visitorId, t.occurredAt),
    index('site_events_user_idx').on(t.userId),
    // One first payment per user, however often a payment's confirmation arrives.
    uniqueIndex('site_events_first_payment_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'first_payment'`),
  ],
);
