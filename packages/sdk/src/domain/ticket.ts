/**
 * Support ticket states and the conversation's rules. Tickets move through the support
 * configuration's statuses (seeded as Open, In Progress, Waiting on customer, Resolved, Closed).
 * Staff move a ticket along the workflow below; a customer may only close their own ticket, and
 * their reply on a Resolved or Waiting-on-customer ticket opens it again. Only `Closed` ends a
 * ticket, and nothing moves out of it. A resolved ticket still waits for the customer, who may
 * reply or close it, so it stays among the dashboard's open tickets; with no reply for
 * TICKET_AUTO_CLOSE_DAYS it is closed by the server's job.
 */

/** The statuses the support configuration is seeded with, in their order. */
export const TICKET_STATUSES = ['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed'] as const;

/** A status of the seeded workflow (the configuration may hold others; the rules below allow for them). */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The status a new ticket gets, and the one a customer's reply reopens a ticket to. */
export const TICKET_OPEN_STATUS = 'Open';

/** Staff are working on it. */
export const TICKET_IN_PROGRESS_STATUS = 'In Progress';

/** Staff asked the customer something; the customer's reply opens it again. */
export const TICKET_WAITING_STATUS = 'Waiting on customer';

/** Staff consider it solved; the customer's reply opens it again, silence closes it after a week. */
export const TICKET_RESOLVED_STATUS = 'Resolved';

/** The one ticket status a customer may set on their own ticket, and the end of every ticket. */
export const TICKET_CLOSED_STATUS = 'Closed';

/** Whether a ticket in `status` is closed: nothing more is done on it and it is no longer open. */
export function isClosedTicket(status: string): boolean {
  return status === TICKET_CLOSED_STATUS;
}

/** Who moves a ticket: its customer, support staff, or the server's own job. */
export type TicketActor = 'customer' | 'staff' | 'system';

/**
 * Where staff may move a ticket from each status of the seeded workflow. Open and Waiting on
 * customer are reached back by the customer's reply (`reopensOnCustomerReply`), In Progress by
 * staff taking a ticket up again; Closed leads nowhere.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  Open: ['In Progress', 'Waiting on customer', 'Resolved', 'Closed'],
  'In Progress': ['Open', 'Waiting on customer', 'Resolved', 'Closed'],
  'Waiting on customer': ['In Progress', 'Resolved', 'Closed'],
  Resolved: ['In Progress', 'Closed'],
  Closed: [],
};

const known = (s: string): s is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(s);

/**
 * Why `actor` may not move a ticket from `from` to `to`, or null when they may. The same status
 * again is no move (allowed, and changes nothing). A customer may only close; the system only
 * closes a Resolved ticket or reopens one on the customer's reply; staff follow TICKET_TRANSITIONS
 * between the seeded statuses, and between statuses the configuration added may go anywhere but
 * out of Closed.
 */
export function ticketTransitionRefusal(from: string, to: string, actor: TicketActor): string | null {
  if (from === to) return null;
  // Who may first, then what the ticket's state allows: a customer asking to reopen is told why not.
  if (actor === 'customer' && to !== TICKET_CLOSED_STATUS)
    return `Customers may only set their own ticket to '${TICKET_CLOSED_STATUS}'`;
  if (isClosedTicket(from)) return 'This ticket is closed';
  if (actor === 'customer') return null;
  if (actor === 'system') {
    const ok =
      (from === TICKET_RESOLVED_STATUS && to === TICKET_CLOSED_STATUS) ||
      (reopensOnCustomerReply(from) && to === TICKET_OPEN_STATUS);
    return ok ? null : `The ticket cannot move from '${from}' to '${to}' by itself`;
  }
  if (known(from) && known(to) && !TICKET_TRANSITIONS[from].includes(to))
    return `A ticket cannot move from '${from}' to '${to}'; from '${from}' it may move to: ${TICKET_TRANSITIONS[from].join(', ')}`;
  return null;
}

/** Whether `actor` may move a ticket from `from` to `to` (see `ticketTransitionRefusal`). */
export function canTransitionTicket(from: string, to: string, actor: TicketActor): boolean {
  return ticketTransitionRefusal(from, to, actor) === null;
}

/** Whether a customer's reply on a ticket in `status` opens it again (Resolved, Waiting on customer). */
export function reopensOnCustomerReply(status: string): boolean {
  return status === TICKET_RESOLVED_STATUS || status === TICKET_WAITING_STATUS;
}

/** Days a Resolved ticket waits for a reply before the server closes it. */
export const TICKET_AUTO_CLOSE_DAYS = 7;

const HOUR_MS = 3_600_000;

/**
 * Whether a ticket is due to be closed by the server: Resolved, and nothing has happened on it
 * (no reply, no status change; `lastActivity` is the later of the two) for TICKET_AUTO_CLOSE_DAYS.
 */
export function isDueForAutoClose(status: string, lastActivity: Date, now: Date): boolean {
  return (
    status === TICKET_RESOLVED_STATUS && now.getTime() - lastActivity.getTime() >= TICKET_AUTO_CLOSE_DAYS * 24 * HOUR_MS
  );
}

/** The instant before which a Resolved ticket's last activity must lie to be closed at `now`. */
export function autoCloseCutoff(now: Date): Date {
  return new Date(now.getTime() - TICKET_AUTO_CLOSE_DAYS * 24 * HOUR_MS);
}

/**
 * Support's business hours: Monday to Friday, 09:00 to 18:00 in India (Asia/Kolkata, UTC+05:30 all
 * year, no daylight saving), except public holidays (NATIONAL_HOLIDAYS and the configured ones).
 */
export const SUPPORT_HOURS = { utcOffsetMinutes: 330, opens: 9, closes: 18, days: [1, 2, 3, 4, 5] } as const;

/**
 * India's national holidays, the same date every year (`MM-DD`): Republic Day, Independence Day and
 * Gandhi Jayanti. Other public holidays move from year to year and come from the configuration.
 */
export const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The holidays of a configured list: its real `YYYY-MM-DD` dates, anything else left out. */
export function holidaySet(dates: readonly string[]): ReadonlySet<string> {
  return new Set(dates.map((d) => d.trim()).filter(isIsoDate));
}

/**
 * Whether support works on `isoDate` (`YYYY-MM-DD` in India): a weekday of SUPPORT_HOURS that is
 * neither a national holiday nor one of `holidays`.
 */
export function isSupportDay(isoDate: string, holidays: ReadonlySet<string> = new Set()): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return (
    (SUPPORT_HOURS.days as readonly number[]).includes(day) &&
    !(NATIONAL_HOLIDAYS as readonly string[]).includes(isoDate.slice(5)) &&
    !holidays.has(isoDate)
  );
}

/**
 * The first-response target of each plan, in business hours: the bigger suites get the faster
 * answer. Keyed by the plan names the server seeds (sdk constants' DEFAULT_PLANS).
 */
export const FIRST_RESPONSE_HOURS: Readonly<Record<string, number>> = {
  hr_essential: 24,
  recruiter_lite: 24,
  hr_professional: 8,
  recruiter_pro: 8,
  lnf_payroll: 8,
  lnf_accounts: 8,
  hr_people_360: 4,
};

/** The target of a customer without a known plan (or with a plan missing from the table). */
export const DEFAULT_FIRST_RESPONSE_HOURS = 24;

/** The target for a customer holding `plans`: the fastest of their plans', or the default. */
export function firstResponseHours(plans: readonly string[]): number {
  const hours = plans.map((p) => FIRST_RESPONSE_HOURS[p]).filter((h): h is number => h !== undefined);
  return hours.length ? Math.min(...hours) : DEFAULT_FIRST_RESPONSE_HOURS;
}

/**
 * When the first staff response to a ticket raised at `createdAt` is due, `targetHours` business
 * hours later (SUPPORT_HOURS). A ticket raised outside business hours starts counting at the next
 * opening: a Friday 17:00 IST ticket with a 4 h target is due Monday 12:00 IST (1 h on Friday,
 * 3 h on Monday). Holidays are skipped like weekends: the national ones always, and `holidays`
 * (ISO dates in India, e.g. from `holidaySet`) besides.
 */
export function firstResponseDue(
  createdAt: Date,
  targetHours: number,
  holidays: ReadonlySet<string> = new Set(),
): Date {
  const offset = SUPPORT_HOURS.utcOffsetMinutes * 60_000;
  // Work on India's wall clock written as UTC, then shift back.
  let t = createdAt.getTime() + offset;
  let left = Math.max(0, targetHours) * HOUR_MS;
  const dayStart = (ms: number) => ms - (((ms % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS));
  for (;;) {
    const day = dayStart(t);
    const open = day + SUPPORT_HOURS.opens * HOUR_MS;
    const close = day + SUPPORT_HOURS.closes * HOUR_MS;
    const working = isSupportDay(new Date(day).toISOString().slice(0, 10), holidays);
    if (!working || t >= close) {
      t = day + 24 * HOUR_MS + SUPPORT_HOURS.opens * HOUR_MS;
      continue;
    }
    if (t < open) t = open;
    if (left === 0 || t + left <= close) return new Date(t + left - offset);
    left -= close - t;
    t = day + 24 * HOUR_MS + SUPPORT_HOURS.opens * HOUR_MS;
  }
}

/**
 * Whether the first-response target was missed: no staff reply by `due`, or the first came after.
 * Until `due`, a ticket without a staff reply is not (yet) breached.
 */
export function firstResponseBreached(due: Date, firstStaffReplyAt: Date | null, now: Date): boolean {
  return (firstStaffReplyAt ?? now).getTime() > due.getTime();
}
