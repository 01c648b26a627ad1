/**
 * Support ticket states. Tickets move through the support configuration's statuses (seeded as
 * Open, In Progress, Resolved, Closed); a customer may set only `Closed`, and only `Closed` ends a
 * ticket. A resolved ticket still waits for the customer, who may update it or close it, so it
 * stays among the dashboard's open tickets.
 */

/** The statuses the support configuration is seeded with, in their order. */
export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;

/** The status a new ticket gets. */
export const TICKET_OPEN_STATUS = 'Open';

/** The one ticket status a customer may set on their own ticket (staff may set any configured status). */
export const TICKET_CLOSED_STATUS = 'Closed';

/** Whether a ticket in `status` is closed: nothing more is done on it and it is no longer open. */
export function isClosedTicket(status: string): boolean {
  return status === TICKET_CLOSED_STATUS;
}
