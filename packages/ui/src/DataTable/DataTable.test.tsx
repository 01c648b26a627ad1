import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { DataTable, type DataTableColumn } from './DataTable';
import { sortRows } from './sortRows';
import { formatMoney, formatTableDate, orderColumns, staffTicketColumns, transactionColumns } from './columns';

interface Order {
  referenceId: string;
  dateOrdered: string;
  email: string;
  mobile: string;
  status: string;
  totalPrice: number;
}

const orders: Order[] = Array.from({ length: 23 }, (_, i) => ({
  referenceId: `ORD-${String(i + 1).padStart(3, '0')}`,
  dateOrdered: `2026-0${(i % 9) + 1}-1${i % 10}`,
  email: `user${i + 1}@example.com`,
  mobile: `98765${String(i).padStart(5, '0')}`,
  status: i % 3 ? 'PAID' : 'CREATED',
  totalPrice: 1000 + ((i * 7919) % 9000),
}));

const columns = orderColumns<Order>();
const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('names the table and its region by the caption and shows the first page', async () => {
    render(<DataTable caption="Orders" columns={columns} rows={orders} getRowId={(o) => o.referenceId} />);
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(screen.getByRole('region', { name: 'Orders' })).toContainElement(table);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Reference',
      'Date ordered',
      'Email',
      'Mobile',
      'Status',
      'Total price',
    ]);
    expect(rowHeaders()).toHaveLength(10);
    expect(rowHeaders()[0]).toBe('ORD-001');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(formatMoney(orders[0].totalPrice));
    await expectNoAxeViolations();
  });

  it('sorts by a column header, both ways, from the first page', async () => {
    const onSortChange = vi.fn();
    render(<DataTable aria-label="Orders" columns={columns} rows={orders} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: /Total price/ });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'totalPrice', direction: 'ascending' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const cheapest = [...orders].sort((a, b) => a.totalPrice - b.totalPrice)[0].referenceId;
    expect(rowHeaders()[0]).toBe(cheapest);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const dearest = [...orders].sort((a, b) => b.totalPrice - a.totalPrice)[0].referenceId;
    expect(rowHeaders()[0]).toBe(dearest);
    await expectNoAxeViolations();
  });

  it('pages with Previous and Next and keeps focus on a usable button at either end', async () => {
    const onPageChange = vi.fn();
    render(<DataTable aria-label="Orders" columns={columns} rows={orders} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['ORD-021', 'ORD-022', 'ORD-023']);
    expect(next).toBeDisabled();
    await waitFor(() => expect(previous).toHaveFocus());
  });

  it('leaves paging and sorting to the app when it gives total', async () => {
    function Server() {
      const [current, setCurrent] = useState(1);
      const slice = orders.slice((current - 1) * 5, current * 5);
      return (
        <DataTable
          aria-label="Orders"
          columns={columns}
          rows={slice}
          total={orders.length}
          pageSize={5}
          page={current}
          onPageChange={setCurrent}
          sortDescriptor={{ column: 'totalPrice', direction: 'descending' }}
        />
      );
    }
    render(<Server />);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-004', 'ORD-005']);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(rowHeaders()[0]).toBe('ORD-006');
  });

  it('shows the empty text when there are no rows', async () => {
    render(<DataTable aria-label="Orders" columns={columns} rows={[]} emptyText="No orders yet" />);
    expect(screen.getByText('No orders yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows skeleton rows with aria-busy while loading', async () => {
    render(<DataTable aria-label="Orders" columns={columns} rows={[]} isLoading />);
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('scrolls sideways in a labelled, focusable region on a narrow screen', async () => {
    await page.viewport(375, 700);
    render(<DataTable caption="Orders" columns={columns} rows={orders} />);
    const region = screen.getByRole('region', { name: 'Orders' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(getComputedStyle(region).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await expectNoAxeViolations();
    await page.viewport(1280, 800);
    await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
  });

  it('moves through cells by keyboard with a visible focus ring', async () => {
    render(<DataTable aria-label="Orders" columns={columns} rows={orders.slice(0, 3)} />);
    await userEvent.tab();
    const active = document.activeElement as HTMLElement;
    expect(screen.getByRole('grid')).toContainElement(active);
    expect(getComputedStyle(active).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).not.toBe(active);
    expect(screen.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('column sets', () => {
  it('formats transactions in INR and en-IN dates, with human headers', () => {
    render(
      <DataTable
        aria-label="Transactions"
        columns={transactionColumns()}
        rows={[{ period: 'ANNUALLY', startAt: 1767225600, expireBy: '2027-12-31', currency: 'INR', amount: 299999 }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Period',
      'Start date',
      'Expire by',
      'Currency',
      'Amount',
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('Yearly');
    expect(row).toHaveTextContent('1 Jan 2026');
    expect(row).toHaveTextContent('31 Dec 2027');
    expect(row).toHaveTextContent('₹2,99,999.00');
  });

  it('gives staff a ticket number and an actions column', async () => {
    const onEdit = vi.fn();
    render(
      <DataTable
        aria-label="Tickets"
        columns={staffTicketColumns({
          renderActions: (row) => (
            <button type="button" onClick={() => onEdit(row.ticketNumber)}>
              Update
            </button>
          ),
        })}
        rows={[{ ticketNumber: 'LNF-42', reference: 'R-1', title: 'Payroll export', summary: 'CSV empty', priority: 'High', reporter: 'Ada', status: 'OPEN' }]}
        getRowId={(row) => String(row.ticketNumber)}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(headers[0]).toBe('Ticket number');
    expect(headers.at(-1)).toBe('Actions');
    expect(screen.getByRole('rowheader')).toHaveTextContent('LNF-42');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onEdit).toHaveBeenCalledWith('LNF-42');
  });

  it('formats values and sorts empties last', () => {
    expect(formatTableDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatTableDate(undefined)).toBe('');
    expect(formatMoney('2999')).toBe('₹2,999.00');
    const cols: DataTableColumn<{ n?: string }>[] = [{ id: 'n', name: 'N' }];
    const rows = [{ n: 'item 10' }, {}, { n: 'item 9' }];
    expect(sortRows(rows, cols, { column: 'n', direction: 'ascending' })).toEqual([{ n: 'item 9' }, { n: 'item 10' }, {}]);
    expect(sortRows(rows, cols, { column: 'n', direction: 'descending' })).toEqual([{ n: 'item 10' }, { n: 'item 9' }, {}]);
  });
});
