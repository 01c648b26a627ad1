import {
  array,
  boolean,
  enums,
  defaulted,
  integer,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  trimmed,
  type,
  type Infer,
} from 'superstruct';
import { ISSUE_TYPES } from '../constants';
import { optionalText, QueryInteger, text, withRules } from './common';
import { RULES } from '../rules/forms';

/** Query of `POST portal/support/ticket`; `labels` is comma-joined. */
export const TicketRequest = withRules(
  object({
    projectKey: text(32),
    reporterName: text(100),
    priorityName: string(),
    issueTypeName: enums(ISSUE_TYPES),
    labels: optionalText(500),
    summary: string(),
    description: string(),
  }),
  RULES.ticket,
);
export type TicketRequest = Infer<typeof TicketRequest>;

/** A ticket. `reference` is a UUID; `ticketNumber` is `{projectKey}-{n}`. */
export const Ticket = type({
  reference: string(),
  title: string(),
  summary: string(),
  description: string(),
  priority: string(),
  reporter: string(),
  ticketNumber: string(),
  status: string(),
  issueType: string(),
  labels: array(string()),
  projectKey: string(),
  createdAt: string(),
  /** Whether the ticket is closed (the domain's `isClosedTicket`): closed ones are not open tickets. */
  closed: boolean(),
  /** The staff user the ticket is assigned to (their id and name), or null. */
  assignee: nullable(type({ id: string(), name: string() })),
  /** When the newest public reply was written (ISO), or null before any. */
  lastReplyAt: nullable(string()),
  /** The ticket waits for staff: it is not closed and the newest public word is the customer's. */
  awaitingStaff: boolean(),
});
export type Ticket = Infer<typeof Ticket>;

/** The tickets answer. */
export const TicketList = array(Ticket);

/** Body of `PUT portal/support/ticket/{ticketNumber}`: the fields to change. */
export const TicketUpdate = object({
  summary: optional(text(255)),
  description: optional(text(5000)),
  priority: optional(text(64)),
  labels: optional(array(text(64))),
});
export type TicketUpdate = Infer<typeof TicketUpdate>;

/** Body of `PATCH portal/support/{reference}`; allowed values come from the support configuration. */
export const TicketStatusChange = object({ status: text(64) });
export type TicketStatusChange = Infer<typeof TicketStatusChange>;

/** Who wrote a reply: the ticket's customer, or support staff. */
export const REPLY_AUTHOR_ROLES = ['customer', 'staff'] as const;

/** The longest reply body, in characters (after trimming). */
export const REPLY_MAX_LENGTH = 10_000;

/**
 * Body of `POST portal/support/ticket/{reference}/replies`: plain text, trimmed, 1 to 10,000
 * characters. `internal` (staff only) makes it a note the customer never sees.
 */
export const TicketReplyRequest = object({
  body: trimmed(text(REPLY_MAX_LENGTH)),
  internal: optional(boolean()),
});
export type TicketReplyRequest = Infer<typeof TicketReplyRequest>;

/**
 * A file attached to a reply: its name for display (cleaned, at most 200 characters), size in
 * bytes, and the Content-Type the server decided from its content. Download it with
 * `support.downloadAttachment(client, id)`.
 */
export const TicketAttachment = type({
  id: string(),
  name: string(),
  size: integer(),
  contentType: string(),
});
export type TicketAttachment = Infer<typeof TicketAttachment>;

/** One reply of a ticket's conversation. `body` is plain text: show it as text, never as HTML. */
export const TicketReply = type({
  id: string(),
  ticketReference: string(),
  authorName: string(),
  authorRole: enums(REPLY_AUTHOR_ROLES),
  body: string(),
  /** A staff-only note; a customer never receives one. */
  internal: boolean(),
  createdAt: string(),
  /** The reply's files, in the order they were sent (an internal note's are staff-only too). */
  attachments: array(TicketAttachment),
});
export type TicketReply = Infer<typeof TicketReply>;

/** The replies answer, oldest first. */
export const TicketReplyList = array(TicketReply);

const Uuid = pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/**
 * Body of `PATCH portal/support/ticket/{reference}/workflow` (staff): a status the workflow allows
 * from the ticket's current one, and/or the staff user to assign (null unassigns).
 */
export const TicketWorkflowChange = object({
  status: optional(text(64)),
  assignee: optional(nullable(Uuid)),
});
export type TicketWorkflowChange = Infer<typeof TicketWorkflowChange>;

/** The largest page of the support queue. */
export const SUPPORT_QUEUE_MAX_LIMIT = 100;

/** Query of `GET portal/support/queue`: a page of at most 100 (default 50) from `offset`. */
export const SupportQueueQuery = object({
  limit: defaulted(size(QueryInteger, 1, SUPPORT_QUEUE_MAX_LIMIT), 50),
  offset: defaulted(size(QueryInteger, 0, 1_000_000), 0),
});
export type SupportQueueQuery = Infer<typeof SupportQueueQuery>;

/** A ticket in the staff's queue, with its first-response target. */
export const SupportQueueItem = type({
  ticket: Ticket,
  /**
   * When the first staff reply is due (ISO): the domain's firstResponseDue from the raising, in
   * business hours of the customer's plan (FIRST_RESPONSE_HOURS). A ticket raised before targets
   * existed is due at its raising.
   */
  firstResponseDue: string(),
  /** When staff first replied publicly (ISO), or null. */
  firstStaffReplyAt: nullable(string()),
  /** No staff reply by the due time, or the first came after it. */
  breached: boolean(),
});
export type SupportQueueItem = Infer<typeof SupportQueueItem>;

/** The queue answer: tickets not closed, soonest due first, one page of them. */
export const SupportQueue = type({
  items: array(SupportQueueItem),
  total: integer(),
  limit: integer(),
  offset: integer(),
});
export type SupportQueue = Infer<typeof SupportQueue>;
