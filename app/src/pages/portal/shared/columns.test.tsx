import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { orderColumns, staffTicketColumns, transactionColumns } from './columns';

const cells = <T,>(columns: { id: string; render?: (row: T) => unknown }[], row: T) =>
  Object.fromEntries(columns.map((c) => [c.id, c.render ? c.render(row) : (row as Record<string, unknown>)[c.id]]));

describe('portal column sets', () => {
  it('shows transactions with the sdk period labels, rupees and dates in India', () => {
    const columns = transactionColumns();
    expect(columns.map((c) => c.name)).toEqual(['Period', 'Start date', 'Expire by', 'Currency', 'Amount']);
    // 18:30 UTC on 31 Dec is already 1 Jan in Asia/Kolkata.
    const row = {
      period: 'ANNUALLY',
      startAt: '2025-12-31T18:30:00Z',
      expireBy: '2027-12-31',
      currency: 'INR',
      amount: 299999,
    };
    expect(cells(columns, row)).toEqual({
      period: 'Yearly',
      startAt: '1 Jan 2026',
      expireBy: '31 Dec 2027',
      currency: 'INR',
      amount: '₹2,99,999.00',
    });
    expect(columns.find((c) => c.id === 'amount')).toMatchObject({ align: 'end' });
  });

  it('sorts orders by date and amount, not by their text', () => {
    const columns = orderColumns();
    const date = columns.find((c) => c.id === 'dateOrdered')!;
    const total = columns.find((c) => c.id === 'totalPrice')!;
    expect(date.sortValue!({ dateOrdered: '2026-02-01' })).toBeGreaterThan(
      date.sortValue!({ dateOrdered: '2026-01-15' }) as number,
    );
    expect(total.sortValue!({ totalPrice: 10000 })).toBe(10000);
    expect(total.render!({ totalPrice: 353882 })).toBe('₹3,53,882.00');
    expect(total.render!({ totalPrice: null })).toBe('');
  });

  it('gives staff a ticket number first and an actions column last', () => {
    const columns = staffTicketColumns<{ ticketNumber: string }>({
      renderActions: (row) => <button type="button">Update {row.ticketNumber}</button>,
    });
    expect(columns[0]).toMatchObject({ id: 'ticketNumber', name: 'Ticket number', isRowHeader: true });
    expect(columns[1]).toMatchObject({ id: 'reference', isRowHeader: false });
    expect(columns.at(-1)?.name).toBe('Actions');
    expect(isValidElement(columns.at(-1)!.render!({ ticketNumber: 'LNF-42' }))).toBe(true);
  });
});
