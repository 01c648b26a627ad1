import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField, type SearchResult } from './SearchField';

const records: SearchResult[] = [
  { id: 'c_101', kind: 'customer', title: 'Asha Rao', subtitle: 'asha@raotextiles.in · Rao Textiles' },
  { id: 'c_102', kind: 'customer', title: 'Ravi Kumar', subtitle: 'ravi@kumarlogistics.in · Kumar Logistics' },
  { id: 'c_103', kind: 'customer', title: 'Ashwin Mehta', subtitle: 'ashwin@mehta.co · Mehta & Co' },
  { id: 'o_1042', kind: 'order', title: 'ORD-1042 · Asha Rao', subtitle: '₹14,160 · Paid · 9 Mar 2026' },
  { id: 'o_1057', kind: 'order', title: 'ORD-1057 · Ravi Kumar', subtitle: '₹42,480 · Pending · 12 Mar 2026' },
  { id: 'i_88', kind: 'invoice', title: 'INV/2025-26/0088', subtitle: 'Asha Rao · ₹14,160' },
];
const kindLabels = { customer: 'Customers', order: 'Orders', invoice: 'Invoices' };

/** What a search endpoint would answer for `query`. */
const search = (query: string) => {
  const needle = query.trim().toLowerCase();
  return needle ? records.filter((r) => `${r.title} ${r.subtitle}`.toLowerCase().includes(needle)) : [];
};

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  parameters: {
    docs: {
      description: {
        component: [
          'A search box that lists results as people type, grouped by kind, and opens the one they choose.',
          '',
          '**Do**',
          '',
          '- Fetch on `onInputChange` (debounced by the app) and pass `items` and `isLoading`.',
          '- Give every result a `title` people recognise and a `subtitle` that tells look-alikes apart.',
          '- Name the kinds with `kindLabels`: "Customers", "Orders".',
          '- Navigate in `onSelect`; the field empties itself.',
          '',
          "**Don't**",
          '',
          "- Don't filter `items` again in the component: it shows them as given.",
          "- Don't use it to pick a value for a form; that is a ComboBox.",
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Search',
    placeholder: 'Name, email or order number',
    items: [],
    kindLabels,
    onSelect: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    placeholder: { control: 'text' },
    items: { control: false },
    kindLabels: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem', minHeight: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results straight from the data, as people type; arrow keys and Enter open one. */
export const Playground: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    return (
      <SearchField
        {...args}
        items={search(query)}
        inputValue={query}
        onInputChange={(value) => {
          args.onInputChange?.(value);
          setQuery(value);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'asha');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(records[0]);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The list open on results of three kinds. */
export const Results: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'as');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(3));
  },
};

/** While the app fetches: a spinner in the field, 'Searching…' in the list and to screen readers. */
export const Searching: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    return <SearchField {...args} items={[]} isLoading={query !== ''} inputValue={query} onInputChange={setQuery} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'asha');
    await waitFor(() => expect(body.getByRole('listbox')).toHaveTextContent('Searching…'));
  },
};

export const NoMatches: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zebra');
    await waitFor(() => expect(body.getByRole('listbox')).toHaveTextContent('No matches for “zebra”'));
  },
};

/** Escape closes the list and keeps the text; a second Escape empties the field. */
export const EscapeToClear: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'ravi');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('ravi');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/**
 * As an app wires it: the text is debounced (250 ms) before a fetch (here 400 ms); `isLoading`
 * covers both, so the list says 'Searching…' until the answer for the latest text arrives.
 */
export const DebouncedFetch: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const [answer, setAnswer] = useState<{ query: string; items: SearchResult[] }>({ query: '', items: [] });
    useEffect(() => {
      if (!query.trim()) return;
      const timer = setTimeout(() => setAnswer({ query, items: search(query) }), 650);
      return () => clearTimeout(timer);
    }, [query]);
    const current = answer.query === query;
    return (
      <SearchField
        {...args}
        items={current ? answer.items : []}
        isLoading={!current && query.trim() !== ''}
        inputValue={query}
        onInputChange={setQuery}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'ORD');
    await expect(await body.findByRole('option', { name: /^ORD-1057/ }, { timeout: 5000 })).toBeVisible();
  },
};

/** In a header, without a visible label: `aria-label` names it. */
export const HiddenLabel: Story = {
  args: { label: undefined, 'aria-label': 'Search customers, orders and invoices' },
  render: Playground.render,
};

export const WithDescription: Story = {
  args: { description: 'Searches customers, orders and invoices.' },
  render: Playground.render,
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The dark theme, as the toolbar's Theme switch shows it. */
export const Dark: Story = {
  ...Results,
  globals: { theme: 'dark' },
};
