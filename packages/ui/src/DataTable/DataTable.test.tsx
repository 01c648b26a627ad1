import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { DataTable, type DataTableColumn } from './DataTable';
import { sortRows } from './sortRows';

interface Member {
  memberId: string;
  joined: string;
  email: string;
  phone: string;
  status: string;
  balance: number;
}

const members: Member[] = Array.from({ length: 23 }, (_, i) => ({
  memberId: `MEM-${String(i + 1).padStart(3, '0')}`,
  joined: `2026-0${(i % 9) + 1}-1${i % 10}`,
  email: `user${i + 1}@example.com`,
  phone: `55501${String(i).padStart(5, '0')}`,
  status: i % 3 ? 'Active' : 'Invited',
  balance: 1000 + ((i * 7919) % 9000),
}));

const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const columns: DataTableColumn<Member>[] = [
  { id: 'memberId', name: 'Member', isRowHeader: true, allowsSorting: true },
  { id: 'joined', name: 'Joined', allowsSorting: true },
  { id: 'email', name: 'Email', allowsSorting: true },
  { id: 'phone', name: 'Phone' },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'balance', name: 'Balance', align: 'end', allowsSorting: true, render: (m) => money(m.balance) },
];
const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('names the table and its region by the caption and shows the first page', async () => {
    render(<DataTable caption="Members" columns={columns} rows={members} getRowId={(m) => m.memberId} />);
    const table = screen.getByRole('grid', { name: 'Members' });
    expect(screen.getByRole('region', { name: 'Members' })).toContainElement(table);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Member',
      'Joined',
      'Email',
      'Phone',
      'Status',
      'Balance',
    ]);
    expect(rowHeaders()).toHaveLength(10);
    expect(rowHeaders()[0]).toBe('MEM-001');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(money(members[0].balance));
    await expectNoAxeViolations();
  });

  it('sorts by a column header, both ways, from the first page', async () => {
    const onSortChange = vi.fn();
    render(<DataTable aria-label="Members" columns={columns} rows={members} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: /Balance/ });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'balance', direction: 'ascending' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const cheapest = [...members].sort((a, b) => a.balance - b.balance)[0].memberId;
    expect(rowHeaders()[0]).toBe(cheapest);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const dearest = [...members].sort((a, b) => b.balance - a.balance)[0].memberId;
    expect(rowHeaders()[0]).toBe(dearest);
    await expectNoAxeViolations();
  });

  it('pages with Previous and Next and keeps focus on a usable button at either end', async () => {
    const onPageChange = vi.fn();
    render(<DataTable aria-label="Members" columns={columns} rows={members} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['MEM-021', 'MEM-022', 'MEM-023']);
    expect(next).toBeDisabled();
    await waitFor(() => expect(previous).toHaveFocus());
  });

  it('leaves paging and sorting to the app when it gives total', async () => {
    function Server() {
      const [current, setCurrent] = useState(1);
      const slice = members.slice((current - 1) * 5, current * 5);
      return (
        <DataTable
          aria-label="Members"
          columns={columns}
          rows={slice}
          total={members.length}
          pageSize={5}
          page={current}
          onPageChange={setCurrent}
          sortDescriptor={{ column: 'balance', direction: 'descending' }}
        />
      );
    }
    render(<Server />);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['MEM-001', 'MEM-002', 'MEM-003', 'MEM-004', 'MEM-005']);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(rowHeaders()[0]).toBe('MEM-006');
  });

  it('shows the empty text when there are no rows', async () => {
    render(<DataTable aria-label="Members" columns={columns} rows={[]} emptyText="No members yet" />);
    expect(screen.getByText('No members yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows skeleton rows with aria-busy while loading', async () => {
    render(<DataTable aria-label="Members" columns={columns} rows={[]} isLoading />);
    const table = screen.getByRole('grid', { name: 'Members' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('scrolls sideways in a labelled, focusable region on a narrow screen', async () => {
    await page.viewport(375, 700);
    render(<DataTable caption="Members" columns={columns} rows={members} />);
    const region = screen.getByRole('region', { name: 'Members' });
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
    render(<DataTable aria-label="Members" columns={columns} rows={members.slice(0, 3)} />);
    await userEvent.tab();
    const active = document.activeElement as HTMLElement;
    expect(screen.getByRole('grid')).toContainElement(active);
    expect(getComputedStyle(active).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).not.toBe(active);
    expect(screen.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('sortRows', () => {
  it('sorts text with numbers naturally and empties last', () => {
    const cols: DataTableColumn<{ n?: string }>[] = [{ id: 'n', name: 'N' }];
    const rows = [{ n: 'item 10' }, {}, { n: 'item 9' }];
    expect(sortRows(rows, cols, { column: 'n', direction: 'ascending' })).toEqual([
      { n: 'item 9' },
      { n: 'item 10' },
      {},
    ]);
    expect(sortRows(rows, cols, { column: 'n', direction: 'descending' })).toEqual([
      { n: 'item 10' },
      { n: 'item 9' },
      {},
    ]);
  });
});
