import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: {
    docs: {
      description: {
        component: [
          'Previous and Next for a list the server pages by key (keyset pagination): it passes on the opaque cursors the server returns, so no page numbers are needed.',
          '',
          '**Do**',
          '',
          '- Pass `previousCursor` / `nextCursor` from the last answer and load the page `onChange` gives.',
          '- Set `isLoading` while the page loads: the pressed button shows a spinner and keeps focus.',
          '- Show `page` (and `pageCount` when a total is known) if the app counts pages.',
          '- Give each pager on a page its own `aria-label`.',
          '',
          "**Don't**",
          '',
          "- Don't count the rows of a large table only to show a page count; 'Page 3' is enough.",
          "- Don't keep the old page when the page size changes: go back to the first one.",
        ].join('\n'),
      },
    },
  },
  args: {
    previousCursor: 'cursor-1',
    nextCursor: 'cursor-3',
    onChange: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onPageSizeChange: fn(),
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
    pageSize: { control: false },
    pageSizeOptions: { control: false },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both buttons enabled, page size chosen from a select; the keyboard reaches every part. */
export const Playground: Story = {
  args: { page: 2, pageSize: 25, pageSizeOptions: [10, 25, 50, 100] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('cursor-3', 'next');
    await expect(args.onNext).toHaveBeenCalled();
  },
};

export const FirstPage: Story = { args: { previousCursor: null, page: 1 } };

/** Next is disabled on the last page; with `pageCount` the status reads 'Page 9 of 9'. */
export const LastPageOfKnownTotal: Story = { args: { nextCursor: null, page: 9, pageCount: 9 } };

/** Without `page`, only the buttons: the list does not know where it is, and need not. */
export const CursorsOnly: Story = {};

/** While a page loads: the pressed button is pending, the other ignores presses. */
export const Loading: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    return (
      <Pagination
        {...args}
        isLoading={loading}
        onNext={() => {
          args.onNext?.();
          setLoading(true);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: /Next/ });
    await userEvent.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
  },
};

/** The page-size select: the browser's own, so phones show their picker. */
export const PageSize: Story = {
  args: { page: 1, previousCursor: null, pageSize: 25, pageSizeOptions: [10, 25, 50, 100] },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveDisplayValue('25');
    await userEvent.selectOptions(select, '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
  },
};

const customers = Array.from({ length: 23 }, (_, i) => `Customer ${String(i + 1).padStart(2, '0')}`);

/**
 * Keyset paging as an app does it: each answer carries the cursor of its neighbours (here the
 * first and last ids, base64 as a server might encode them); the pager passes them back.
 */
export const KeysetList: Story = {
  parameters: { controls: { disable: true } },
  render: function Render() {
    const size = 5;
    const [start, setStart] = useState(0);
    const encode = (index: number) => btoa(`after:${index}`);
    const decode = (cursor: string) => Number(atob(cursor).slice('after:'.length));
    return (
      <div style={{ display: 'grid', gap: 'var(--lnf-space-3)', maxInlineSize: '32rem' }}>
        <ul aria-label="Customers" style={{ margin: 0 }}>
          {customers.slice(start, start + size).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <Pagination
          aria-label="Customer pages"
          previousCursor={start > 0 ? encode(start - size) : null}
          nextCursor={start + size < customers.length ? encode(start + size) : null}
          onChange={(cursor) => setStart(decode(cursor))}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: /Next/ });
    for (let i = 0; i < 4; i++) await userEvent.click(next);
    await expect(canvas.getByText('Customer 23')).toBeVisible();
    await expect(next).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Previous/ })).toHaveFocus());
  },
};

/** The dark theme, as the toolbar's Theme switch shows it. */
export const Dark: Story = {
  args: { page: 2, pageCount: 9, pageSize: 25, pageSizeOptions: [10, 25, 50, 100] },
  globals: { theme: 'dark' },
};
