import {
  array,
  defaulted,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { optionalText, QueryInteger, text } from './common';
import { LeadBooking } from './demo';

/**
 * The back-office's leads inbox (support staff and up): demo requests (`inquiry`) and contact
 * messages, brochure requests among them (`contact`), merged newest first, each with the status
 * and owner sales staff gave it and their notes.
 */

export const LEAD_KINDS = ['inquiry', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Where sales staff have taken a lead; a lead nobody touched is `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Query of `GET backoffice/leads` and `backoffice/leads.csv` (the export ignores `limit` and `after`). */
export const LeadListQuery = object({
  limit: defaulted(size(QueryInteger, 1, 100), 25),
  after: optional(text(512)),
  status: optional(enums(LEAD_STATUSES)),
  kind: optional(enums(LEAD_KINDS)),
  /** A staff member's email: that owner's leads. */
  owner: optional(text(254)),
  /** A case-insensitive prefix of the name, email or company. */
  q: optional(optionalText(100)),
});
export type LeadListQuery = Infer<typeof LeadListQuery>;

/** A lead as the inbox shows it. */
export const Lead = type({
  kind: enums(LEAD_KINDS),
  reference: string(),
  name: string(),
  email: string(),
  phone: string(),
  company: string(),
  message: string(),
  createdAt: string(),
  status: enums(LEAD_STATUSES),
  owner: nullable(string()),
  notes: number(),
  /** A demo request's latest slot booking; null for none and for contact messages. */
  booking: optional(nullable(LeadBooking)),
});
export type Lead = Infer<typeof Lead>;

/** A page of leads; `next` is the cursor of the page after, null on the last. */
export const LeadPage = type({ results: array(Lead), next: nullable(string()) });
export type LeadPage = Infer<typeof LeadPage>;

/** Body of `PATCH backoffice/leads/{kind}/{reference}`: a new status, an owner (a staff email), or null for none. */
export const LeadUpdate = object({
  status: optional(enums(LEAD_STATUSES)),
  owner: optional(union([size(string(), 3, 254), literal(null)])),
});
export type LeadUpdate = Infer<typeof LeadUpdate>;

/** Body of `POST backoffice/leads/{kind}/{reference}/notes`. */
export const LeadNoteInput = object({ body: text(2000) });
export type LeadNoteInput = Infer<typeof LeadNoteInput>;

/** A staff note on a lead. */
export const LeadNote = type({
  id: string(),
  kind: enums(LEAD_KINDS),
  reference: string(),
  author: string(),
  body: string(),
  createdAt: string(),
});
export type LeadNote = Infer<typeof LeadNote>;

export const LeadNotes = type({ notes: array(LeadNote) });
export type LeadNotes = Infer<typeof LeadNotes>;
