import { array, boolean, enums, object, optional, string, type, type Infer } from 'superstruct';
import { ISSUE_TYPES } from '../constants';
import { optionalText, text, withRules } from './common';
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
