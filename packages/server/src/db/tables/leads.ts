import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Which table a lead is in: `inquiries` (demo requests) or `contacts` (contact messages and brochure requests). */
export type LeadKind = 'inquiry' | 'contact';
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

/**
 * Where sales staff have taken a lead. A lead without a row is `new` and has no owner. Keyed by the
 * lead's kind and reference rather than a foreign key (a lead is in one of two tables), so the
 * privacy retention job deletes a lead's state with the lead, in the same transaction.
 */
export const leadStates = pgTable(
  'lead_states',
  {
    kind: text('kind').$type<LeadKind>().notNull(),
    reference: uuid('reference').notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The staff member's email. */
    owner: text('owner'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.reference] }),
    // The inbox's filters: a status's or an owner's leads.
    index('lead_states_status_idx').on(t.status),
    index('lead_states_owner_idx').on(sql`lower(${t.owner})`),
  ],
);

/** Sales staff's notes on a lead, oldest first; deleted with the lead by the retention job. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    kind: text('kind').$type<LeadKind>().notNull(),
    reference: uuid('reference').notNull(),
    /** The staff member's email. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.kind, t.reference, t.createdAt)],
);
