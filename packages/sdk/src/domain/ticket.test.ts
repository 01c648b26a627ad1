import { describe, expect, it } from 'vitest';
import {
  autoCloseCutoff,
  canTransitionTicket,
  DEFAULT_FIRST_RESPONSE_HOURS,
  firstResponseBreached,
  firstResponseDue,
  firstResponseHours,
  holidaySet,
  isClosedTicket,
  isDueForAutoClose,
  isIsoDate,
  isSupportDay,
  reopensOnCustomerReply,
  TICKET_AUTO_CLOSE_DAYS,
  TICKET_CLOSED_STATUS,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  ticketTransitionRefusal,
} from './ticket';

/** An instant given on India's wall clock. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('ticket states', () => {
  it('only Closed is closed: a resolved ticket still waits for its customer', () => {
    expect(TICKET_STATUSES.filter(isClosedTicket)).toEqual([TICKET_CLOSED_STATUS]);
    expect(isClosedTicket('Closed')).toBe(true);
    for (const open of ['Open', 'In Progress', 'Waiting on customer', 'Resolved'])
      expect(isClosedTicket(open)).toBe(false);
  });

  it('has a row of transitions for every seeded status, each to a seeded status', () => {
    expect(Object.keys(TICKET_TRANSITIONS).sort()).toEqual([...TICKET_STATUSES].sort());
    for (const targets of Object.values(TICKET_TRANSITIONS))
      for (const t of targets) expect(TICKET_STATUSES).toContain(t);
  });
});

describe('ticket transitions', () => {
  it('staff move along the workflow, and back to work from Resolved', () => {
    expect(canTransitionTicket('Open', 'In Progress', 'staff')).toBe(true);
    expect(canTransitionTicket('In Progress', 'Waiting on customer', 'staff')).toBe(true);
    expect(canTransitionTicket('Waiting on customer', 'Resolved', 'staff')).toBe(true);
    expect(canTransitionTicket('Resolved', 'Closed', 'staff')).toBe(true);
    expect(canTransitionTicket('Resolved', 'In Progress', 'staff')).toBe(true);
    expect(canTransitionTicket('Open', 'Closed', 'staff')).toBe(true);
  });

  it('refuses staff the moves the customer makes by replying', () => {
    expect(ticketTransitionRefusal('Resolved', 'Open', 'staff')).toMatch(/cannot move from 'Resolved' to 'Open'/);
    expect(canTransitionTicket('Waiting on customer', 'Open', 'staff')).toBe(false);
  });

  it('nothing moves out of Closed, for anyone; the same status again is no move', () => {
    for (const actor of ['staff', 'system'] as const)
      for (const to of TICKET_STATUSES.filter((s) => s !== 'Closed'))
        expect(ticketTransitionRefusal('Closed', to, actor)).toBe('This ticket is closed');
    // A customer is refused by who they are first (they may only close), which answers 403, not 409.
    for (const to of TICKET_STATUSES.filter((s) => s !== 'Closed'))
      expect(ticketTransitionRefusal('Closed', to, 'customer')).toBe(
        "Customers may only set their own ticket to 'Closed'",
      );
    expect(canTransitionTicket('Closed', 'Closed', 'customer')).toBe(true);
    expect(canTransitionTicket('In Progress', 'In Progress', 'staff')).toBe(true);
  });

  it('a customer may only close', () => {
    for (const from of ['Open', 'In Progress', 'Waiting on customer', 'Resolved'])
      expect(canTransitionTicket(from, 'Closed', 'customer')).toBe(true);
    expect(ticketTransitionRefusal('Open', 'Resolved', 'customer')).toMatch(/only set their own ticket to 'Closed'/);
  });

  it('the system closes a Resolved ticket and reopens on a customer reply, nothing else', () => {
    expect(canTransitionTicket('Resolved', 'Closed', 'system')).toBe(true);
    expect(canTransitionTicket('Resolved', 'Open', 'system')).toBe(true);
    expect(canTransitionTicket('Waiting on customer', 'Open', 'system')).toBe(true);
    expect(canTransitionTicket('Open', 'Closed', 'system')).toBe(false);
    expect(canTransitionTicket('In Progress', 'Open', 'system')).toBe(false);
  });

  it('statuses the configuration added move freely, but never out of Closed', () => {
    expect(canTransitionTicket('Escalated', 'Open', 'staff')).toBe(true);
    expect(canTransitionTicket('Resolved', 'Escalated', 'staff')).toBe(true);
    expect(canTransitionTicket('Closed', 'Escalated', 'staff')).toBe(false);
  });

  it('a customer reply reopens Resolved and Waiting on customer only', () => {
    expect(TICKET_STATUSES.filter(reopensOnCustomerReply)).toEqual(['Waiting on customer', 'Resolved']);
  });
});

describe('auto-close', () => {
  const resolvedAt = new Date('2026-03-02T10:00:00Z');
  it(`closes a Resolved ticket after ${TICKET_AUTO_CLOSE_DAYS} quiet days, not a minute before`, () => {
    expect(isDueForAutoClose('Resolved', resolvedAt, new Date('2026-03-09T09:59:00Z'))).toBe(false);
    expect(isDueForAutoClose('Resolved', resolvedAt, new Date('2026-03-09T10:00:00Z'))).toBe(true);
    expect(isDueForAutoClose('Waiting on customer', resolvedAt, new Date('2026-04-01T00:00:00Z'))).toBe(false);
    expect(autoCloseCutoff(new Date('2026-03-09T10:00:00Z'))).toEqual(resolvedAt);
  });
});

describe('first-response targets', () => {
  it('takes the fastest target of the plans held, the default without one', () => {
    expect(firstResponseHours(['hr_essential', 'hr_people_360'])).toBe(4);
    expect(firstResponseHours(['hr_professional'])).toBe(8);
    expect(firstResponseHours([])).toBe(DEFAULT_FIRST_RESPONSE_HOURS);
    expect(firstResponseHours(['unknown_plan'])).toBe(DEFAULT_FIRST_RESPONSE_HOURS);
  });

  it.each([
    ['a Friday 17:00 ticket, 4 h: 1 h Friday, 3 h Monday', '2026-03-06T17:00:00', 4, '2026-03-09T12:00:00'],
    ['a Tuesday 10:00 ticket, 4 h: the same day', '2026-03-03T10:00:00', 4, '2026-03-03T14:00:00'],
    ['a Tuesday 16:30 ticket, 8 h: 1.5 h, then 6.5 h Wednesday', '2026-03-03T16:30:00', 8, '2026-03-04T15:30:00'],
    ['a Saturday ticket, 4 h: from Monday 09:00', '2026-03-07T11:00:00', 4, '2026-03-09T13:00:00'],
    ['a Wednesday 07:00 ticket, 4 h: from 09:00', '2026-03-04T07:00:00', 4, '2026-03-04T13:00:00'],
    ['a Thursday 20:00 ticket, 24 h: Friday, Monday, 6 h Tuesday', '2026-03-05T20:00:00', 24, '2026-03-10T15:00:00'],
    ['a Monday 09:00 ticket, 9 h: closing time', '2026-03-09T09:00:00', 9, '2026-03-09T18:00:00'],
  ])('%s', (_what, created, hours, due) => {
    expect(firstResponseDue(ist(created), hours).toISOString()).toBe(ist(due).toISOString());
  });

  it.each([
    [
      'a Thursday 14 Aug 2025 16:00 ticket, 4 h: 2 h Thursday, past Independence Day (a Friday) and the weekend',
      '2025-08-14T16:00:00',
      4,
      '2025-08-18T11:00:00',
    ],
    [
      'a Wednesday 14 Aug 2024 17:00 ticket, 4 h: 1 h Wednesday, 3 h Friday 16 Aug',
      '2024-08-14T17:00:00',
      4,
      '2024-08-16T12:00:00',
    ],
    [
      'a ticket raised on Republic Day (a Monday), 4 h: from Tuesday 09:00',
      '2026-01-26T10:00:00',
      4,
      '2026-01-27T13:00:00',
    ],
    [
      'a Thursday 1 Oct 2026 12:00 ticket, 8 h: 6 h Thursday, Gandhi Jayanti, 2 h Monday',
      '2026-10-01T12:00:00',
      8,
      '2026-10-05T11:00:00',
    ],
  ])('skips the national holidays every year: %s', (_what, created, hours, due) => {
    expect(firstResponseDue(ist(created), hours).toISOString()).toBe(ist(due).toISOString());
  });

  it('skips configured holidays like weekends', () => {
    const holi = holidaySet(['2026-03-04']);
    // Without it: Wednesday 15:30 (the table above); with it, Thursday.
    expect(firstResponseDue(ist('2026-03-03T16:30:00'), 8, holi)).toEqual(ist('2026-03-05T15:30:00'));
    // Two in a row, then the weekend: Friday's 17:00 ticket is answered the next Tuesday.
    const both = holidaySet(['2026-03-09', '2026-03-10']);
    expect(firstResponseDue(ist('2026-03-06T17:00:00'), 4, both)).toEqual(ist('2026-03-11T12:00:00'));
  });

  it('reads configured holidays as real YYYY-MM-DD dates, leaving anything else out', () => {
    expect([...holidaySet([' 2026-03-04 ', '2026-02-30', '04/03/2026', '2026-3-4', ''])]).toEqual(['2026-03-04']);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isSupportDay('2026-03-04')).toBe(true);
    expect(isSupportDay('2026-03-04', holidaySet(['2026-03-04']))).toBe(false);
    expect(isSupportDay('2026-03-07')).toBe(false);
    expect(isSupportDay('2025-08-15')).toBe(false);
  });

  it('is breached when no staff reply came by the due time, or the first came late', () => {
    const due = ist('2026-03-09T12:00:00');
    expect(firstResponseBreached(due, null, ist('2026-03-09T11:59:00'))).toBe(false);
    expect(firstResponseBreached(due, null, ist('2026-03-09T12:01:00'))).toBe(true);
    expect(firstResponseBreached(due, ist('2026-03-09T11:00:00'), ist('2026-03-20T00:00:00'))).toBe(false);
    expect(firstResponseBreached(due, ist('2026-03-09T13:00:00'), ist('2026-03-09T13:00:00'))).toBe(true);
  });
});
