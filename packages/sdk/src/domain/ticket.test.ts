import { describe, expect, it } from 'vitest';
import { isClosedTicket, TICKET_CLOSED_STATUS, TICKET_STATUSES } from './ticket';

describe('ticket states', () => {
  it('only Closed is closed: a resolved ticket still waits for its customer', () => {
    expect(TICKET_STATUSES.filter(isClosedTicket)).toEqual([TICKET_CLOSED_STATUS]);
    expect(isClosedTicket('Closed')).toBe(true);
    for (const open of ['Open', 'In Progress', 'Resolved']) expect(isClosedTicket(open)).toBe(false);
  });
});
