import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { sortRows } from './sortRows';
import { LAZY_CHUNK_LOADED } from '../test/lazy';

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
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const headerWidths = () => screen.getAllByRole('columnheader').map((th) => th.getBoundingClientRect().width);

describe('DataTable', () => {
  it('is a native table named by its caption, with column and row headers, on its first page', async () => {
    render(<DataTable caption="Members" columns={columns} rows={members} getRowId={(m) => m.memberId} />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table.tagName).toBe('TABLE');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Members' })).toContainElement(table);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Member',
      'Joined',
      'Email',
      'Phone',
      'Status',
      'Balance',
    ]);
    expect(screen.getAllByRole('columnheader').every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(rowHeaders()).toHaveLength(10);
    expect(rowHeaders()[0]).toBe('MEM-001');
    expect(screen.getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(money(members[0]!.balance));
    await expectNoAxeViolations();
  });

  it('marks sortable headers aria-sort none, the sorted one by its direction, others not at all', async () => {
    render(<DataTable aria-label="Members" columns={columns} rows={members} />);
    expect(header('Member')).toHaveAttribute('aria-sort', 'none');
    expect(header('Phone')).not.toHaveAttribute('aria-sort');
    expect(within(header('Phone')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    expect(header('Balance')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Member')).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by a column header, both ways, from the first page', async () => {
    const onSortChange = vi.fn();
    render(<DataTable aria-label="Members" columns={columns} rows={members} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    expect(header('Balance')).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'balance', direction: 'ascending' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const cheapest = [...members].sort((a, b) => a.balance - b.balance)[0]!.memberId;
    expect(rowHeaders()[0]).toBe(cheapest);
    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    expect(header('Balance')).toHaveAttribute('aria-sort', 'descending');
    const dearest = [...members].sort((a, b) => b.balance - a.balance)[0]!.memberId;
    expect(rowHeaders()[0]).toBe(dearest);
    await expectNoAxeViolations();
  });

  it('sorts by keyboard: Tab reaches the sort buttons, Enter and Space press them, the ring shows', async () => {
    render(<DataTable aria-label="Members" columns={columns} rows={members.slice(0, 5)} />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Member' });
    expect(button).toHaveFocus();
    expect(getComputedStyle(button).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{Enter}');
    expect(header('Member')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    expect(header('Member')).toHaveAttribute('aria-sort', 'descending');
    expect(rowHeaders()[0]).toBe('MEM-005');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Joined' })).toHaveFocus();
  });

  it('sorts text with numbers in natural order', async () => {
    const items = ['Item 10', 'Item 2', 'Item 1', 'Item 21'].map((name) => ({ id: name, name }));
    render(
      <DataTable
        aria-label="Items"
        columns={[{ id: 'name', name: 'Name', allowsSorting: true }]}
        rows={items}
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
      />,
    );
    expect(rowHeaders()).toEqual(['Item 1', 'Item 2', 'Item 10', 'Item 21']);
  });

  it('keeps every column width while sorting and paging', async () => {
    await page.viewport(1280, 800);
    const rows = members.map((m, i) => ({
      ...m,
      email: i === 22 ? 'a-much-longer-address-than-the-rest@example.com' : m.email,
    }));
    render(<DataTable aria-label="Members" columns={columns} rows={rows} />);
    const table = screen.getByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('data-layout', 'fixed'));
    const before = headerWidths();
    // Sorting by email brings the longest address (MEM-023's, on page 3 before) to the first page.
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('rowheader', { name: 'MEM-023' })).toBeInTheDocument();
    expect(headerWidths()).toEqual(before);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(headerWidths()).toEqual(before);
    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    expect(headerWidths()).toEqual(before);
    await expectNoAxeViolations();
  });

  it('aligns an end column header to the end, its sort arrow after the label', async () => {
    render(<DataTable aria-label="Members" columns={columns} rows={members.slice(0, 3)} />);
    const th = header('Balance');
    const button = within(th).getByRole('button');
    const text = document.createRange();
    text.selectNodeContents(within(button).getByText('Balance').firstChild!);
    const arrow = button.querySelector('svg')!;
    expect(arrow.getBoundingClientRect().left).toBeGreaterThanOrEqual(text.getBoundingClientRect().right);
    const cell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell').at(-1)!;
    const inset = parseFloat(getComputedStyle(th).paddingRight) + parseFloat(getComputedStyle(button).paddingRight);
    expect(th.getBoundingClientRect().right - arrow.getBoundingClientRect().right).toBeCloseTo(inset, 0);
    expect(cell.getBoundingClientRect().right - th.getBoundingClientRect().right).toBeCloseTo(0, 0);
    expect(getComputedStyle(cell).textAlign).toBe('end');
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

  it('follows a controlled sort and page, asking the app to change them', async () => {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    render(
      <DataTable
        aria-label="Members"
        columns={columns}
        rows={members}
        sortDescriptor={{ column: 'memberId', direction: 'descending' }}
        onSortChange={onSortChange}
        page={2}
        onPageChange={onPageChange}
      />,
    );
    expect(rowHeaders()[0]).toBe('MEM-013');
    await userEvent.click(screen.getByRole('button', { name: 'Member' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'memberId', direction: 'ascending' });
    expect(header('Member')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
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
    const table = screen.getByRole('table', { name: 'Members' });
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
});

describe('DataTable as a keyboard grid', () => {
  it('becomes a grid for row actions: arrows move through rows, Enter acts', async () => {
    const onRowAction = vi.fn();
    render(
      <DataTable
        aria-label="Members"
        columns={columns}
        rows={members.slice(0, 3)}
        getRowId={(m) => m.memberId}
        onRowAction={onRowAction}
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Members' }, LAZY_CHUNK_LOADED);
    await userEvent.tab();
    const active = document.activeElement as HTMLElement;
    expect(grid).toContainElement(active);
    expect(getComputedStyle(active).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).not.toBe(active);
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledTimes(1);
    expect(members.map((m) => m.memberId)).toContain(onRowAction.mock.calls[0]![0]);
    await expectNoAxeViolations();
  });

  it('selects rows with Space when it has a selection mode', async () => {
    const onSelectionChange = vi.fn();
    render(
      <DataTable
        aria-label="Members"
        columns={columns}
        rows={members.slice(0, 3)}
        getRowId={(m) => m.memberId}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Members' }, LAZY_CHUNK_LOADED);
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect([...(onSelectionChange.mock.calls[0]![0] as Set<string>)]).toHaveLength(1);
    await expectNoAxeViolations();
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
