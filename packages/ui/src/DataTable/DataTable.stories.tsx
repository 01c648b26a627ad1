import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { LAZY_CHUNK_LOADED } from '../test/lazy';

// Sample data, as an app defines its own: the table draws whatever columns it is given.
interface FileRow {
  id: string;
  name: string;
  owner: string;
  modified: string;
  kind: string;
  size: number;
}

const owners = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson'];
const kinds = ['Document', 'Spreadsheet', 'Image'];
const files: FileRow[] = Array.from({ length: 27 }, (_, i) => ({
  id: `file-${i + 1}`,
  name: `Draft ${i + 1}.${['txt', 'csv', 'png'][i % 3]}`,
  owner: owners[i % owners.length]!,
  modified: new Date(Date.UTC(2026, i % 12, (i % 27) + 1)).toISOString(),
  kind: kinds[i % 3]!,
  size: [1200, 48_000, 5_300_000, 730, 96_000, 2_100_000, 15_400][i % 7]! * ((i % 3) + 1),
}));

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const sizeFormat = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

const fileColumns: DataTableColumn<FileRow>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'owner', name: 'Owner', allowsSorting: true },
  {
    id: 'modified',
    name: 'Modified',
    allowsSorting: true,
    render: (f) => dayFormat.format(new Date(f.modified)),
    sortValue: (f) => Date.parse(f.modified),
  },
  { id: 'kind', name: 'Kind' },
  { id: 'size', name: 'Size', align: 'end', allowsSorting: true, render: (f) => sizeFormat.format(f.size / 1000) },
];

interface PersonRow {
  email: string;
  name: string;
  role: string;
  team: string;
  bio: string;
}

const people: PersonRow[] = [
  {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 'Analyst',
    team: 'Engines',
    bio: 'Wrote the first published algorithm for a machine, with notes longer than the paper they annotate.',
  },
  { email: 'grace@example.com', name: 'Grace Hopper', role: 'Rear admiral', team: 'Compilers', bio: 'Nanoseconds.' },
  {
    email: 'alan@example.com',
    name: 'Alan Turing',
    role: 'Mathematician',
    team: 'Theory',
    bio: 'Asked whether machines can think, and how we would tell.',
  },
];

const peopleColumns: DataTableColumn<PersonRow>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'role', name: 'Role', allowsSorting: true },
  { id: 'team', name: 'Team', allowsSorting: true },
  { id: 'bio', name: 'Bio', wrap: true },
  // A computed column: not a field of the row, so it renders the row itself.
  {
    id: 'actions',
    name: 'Actions',
    render: (p) => (
      <Button size="sm" variant="secondary" aria-label={`Message ${p.name}`}>
        Message
      </Button>
    ),
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  parameters: {
    docs: {
      description: {
        component: [
          'Shows records in rows and columns that people can sort, page through and, when enabled, select or open.',
          '',
          '**Do**',
          '',
          '- Always name it with a `caption` (or an `aria-label`).',
          "- Mark the column that names each row with `isRowHeader`, and align numbers with `align: 'end'`.",
          '- Pass `isLoading` and an `emptyText` so people know whether data is coming.',
          '',
          "**Don't**",
          '',
          "- Don't use it for page layout or for a list of cards.",
          "- Don't put buttons in every cell; use `onRowAction` or one actions column.",
          "- Don't turn on `selectionMode` unless there is something to do with the selection.",
        ].join('\n'),
      },
    },
  },
  args: {
    caption: 'Files',
    columns: fileColumns,
    rows: files,
    pageSize: 10,
    onSortChange: fn(),
    onPageChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    caption: { control: 'text' },
    emptyText: { control: 'text' },
    pageSize: { control: { type: 'number', min: 1 } },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
} satisfies Meta<typeof DataTable<FileRow>>;

export default meta;
type Story = StoryObj<Meta<typeof DataTable<FileRow>>>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Files' })).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
  },
};

/** Pressing a header sorts by it, then the other way; text with numbers sorts naturally. */
export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Draft 1.txt');
    await expect(canvas.getAllByRole('rowheader')[1]).toHaveTextContent('Draft 2.csv');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Draft 27.png');
  },
};

export const DefaultSort: Story = {
  args: { defaultSortDescriptor: { column: 'modified', direction: 'descending' } },
};

/** An end-aligned column: its header sits at the end like its cells, the arrow after the label. */
export const EndAligned: Story = {
  args: { defaultSortDescriptor: { column: 'size', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Size/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const button = within(header).getByRole('button');
    const label = button.firstElementChild!;
    const arrow = label.lastElementChild!;
    await expect(arrow.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().left);
    const inset = parseFloat(getComputedStyle(header).paddingRight) + parseFloat(getComputedStyle(button).paddingRight);
    await expect(header.getBoundingClientRect().right - arrow.getBoundingClientRect().right).toBeCloseTo(inset, 0);
  },
};

/** Keyboard: Tab reaches each sort button; Enter sorts. */
export const Keyboard: Story = {
  args: { rows: files.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Owner' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No files yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files yet')).toBeVisible();
  },
};

/**
 * An empty wide table in a narrow column (a phone): the message stays in the visible part of the
 * scrolling region instead of being centred across columns off to the right.
 */
export const EmptyNarrow: Story = {
  args: {
    rows: [],
    emptyText: 'No files yet',
    columns: [
      ...fileColumns,
      { id: 'folder', name: 'Folder', render: () => '' },
      { id: 'sharedWith', name: 'Shared with', render: () => '' },
    ],
  },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Files' });
    const message = canvas.getByText('No files yet');
    await waitFor(() => {
      expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      const box = region.getBoundingClientRect();
      const text = message.getBoundingClientRect();
      expect(text.width).toBeGreaterThan(0);
      expect(text.left).toBeGreaterThanOrEqual(box.left);
      expect(text.right).toBeLessThanOrEqual(box.right);
      expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
    });
  },
};

export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Server paging: `total`, `page` and `onPageChange`; the app fetches each page. */
export const ServerPaging: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [loading, setLoading] = useState(false);
    useEffect(() => {
      setLoading(true);
      const timer = setTimeout(() => setLoading(false), 300);
      return () => clearTimeout(timer);
    }, [page]);
    return (
      <DataTable
        {...args}
        rows={files.slice((page - 1) * 5, page * 5)}
        total={files.length}
        pageSize={5}
        page={page}
        onPageChange={setPage}
        isLoading={loading}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Page 2 of 6')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Draft 6.png' })).toBeInTheDocument());
  },
};

/** On a phone the table scrolls sideways inside a labelled region that takes keyboard focus. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Files' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A wrapping column and a computed actions column (any id, with its own `render`). */
export const People: Story = {
  render: () => <DataTable caption="People" columns={peopleColumns} rows={people} getRowId={(p) => p.email} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await expect(canvas.getByRole('button', { name: 'Message Ada Lovelace' })).toBeInTheDocument();
  },
};

/**
 * Rows with an action: `onRowAction` makes the table a React Aria keyboard grid (loaded on first
 * use). Arrow keys move by row and cell; Enter runs the action.
 */
export const RowAction: Story = {
  args: { rows: files.slice(0, 5), onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Files' }, LAZY_CHUNK_LOADED);
    // The lazily loaded grid builds its collection after it mounts: Tab only once its rows are
    // there, or focus lands on the grid before it has a row to move to.
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
    await userEvent.tab();
    await expect(grid).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRowAction).toHaveBeenCalledWith('file-1'));
  },
};

/** Selectable rows: a `selectionMode` makes the table a keyboard grid; Space selects a row. */
export const Selection: Story = {
  args: { rows: files.slice(0, 5), selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Files' }, LAZY_CHUNK_LOADED);
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};
