import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuItem } from '../Menu/Menu';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { FilterBar, type FilterBarItem } from './FilterBar';

const applied: FilterBarItem[] = [
  { id: 'status', label: 'Status: Paid' },
  { id: 'plan', label: 'Plan: HR Essential' },
  { id: 'city', label: 'City: Hyderabad' },
];

/** Filters a person can add, by field. */
const available: FilterBarItem[] = [
  ...applied,
  { id: 'term', label: 'Renewal: Annually' },
  { id: 'gst', label: 'GSTIN: present' },
];

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  parameters: {
    docs: {
      description: {
        component: [
          'The filters applied to a list, as removable tags, with "Clear all" and a slot for adding filters.',
          '',
          '**Do**',
          '',
          '- Write each tag as field and value, "Status: Paid", so it reads alone.',
          '- Keep the filters in the URL or app state and pass them as `items`; remove them in `onRemove`.',
          '- Put the control that adds a filter in `children`: a Menu of fields, or a NativeSelect per field for a plain choice of values.',
          '',
          "**Don't**",
          '',
          "- Don't use it for choices the person has not made yet; it shows what is applied.",
          "- Don't hide the list's result count: the app should say how many rows the filters leave.",
        ].join('\n'),
      },
    },
  },
  args: { items: applied, onRemove: fn(), onClearAll: fn() },
  argTypes: {
    items: { control: false },
    label: { control: 'text' },
    emptyText: { control: 'text' },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters in app state: remove one with its × or Delete, add one from the menu, or clear them all. */
export const Playground: Story = {
  decorators: [(Story) => <div style={{ minHeight: '16rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    const unused = available.filter((filter) => !items.some((item) => item.id === filter.id));
    return (
      <FilterBar
        {...args}
        items={items}
        onRemove={(ids) => {
          args.onRemove(ids);
          setItems((current) => current.filter((item) => !ids.includes(item.id)));
        }}
        onClearAll={() => {
          args.onClearAll?.();
          setItems([]);
        }}
      >
        <Menu
          label="Add filter"
          icon={<Plus aria-hidden />}
          placement="bottom start"
          isDisabled={unused.length === 0}
          onAction={(id) => setItems((current) => [...current, available.find((filter) => filter.id === id)!])}
        >
          {unused.map((filter) => (
            <MenuItem key={filter.id} id={filter.id}>
              {filter.label}
            </MenuItem>
          ))}
        </Menu>
      </FilterBar>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Plan: HR Essential' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(['plan']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Removed filter Plan: HR Essential'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Keyboard: Tab to each tag's remove button, Delete (or Enter) to remove; focus moves to the next tag. */
export const KeyboardRemoval: Story = {
  render: Playground.render,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Status: Paid' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(['plan']);
    // Focus moves to the next tag's remove button, inside the bar.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Remove /));
    await expect(canvas.getByRole('group', { name: 'Filters' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await expect(canvas.queryByText('Plan: HR Essential')).not.toBeInTheDocument();
  },
};

/** After 'Clear all': the empty list says so and keeps focus. */
export const Cleared: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Filters' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('All filters cleared');
  },
};

export const Empty: Story = { args: { items: [] } };

const statuses = [
  { id: 'paid', label: 'Paid' },
  { id: 'due', label: 'Due' },
];
const cities = [
  { id: 'hyderabad', label: 'Hyderabad' },
  { id: 'pune', label: 'Pune' },
];

/**
 * One NativeSelect per field in the slot, as a back-office list filters: choosing a value applies
 * it as a tag, removing the tag sets its select back to 'Any'. The browser's own selects add no
 * listbox or overlay code to the page.
 */
export const WithSelectFilters: Story = {
  args: { items: [] },
  render: function Render(args) {
    const [chosen, setChosen] = useState<Record<'status' | 'city', string>>({ status: '', city: '' });
    const fields = { status: { label: 'Status', items: statuses }, city: { label: 'City', items: cities } };
    const items = (Object.keys(fields) as (keyof typeof fields)[])
      .filter((field) => chosen[field])
      .map((field) => ({
        id: field,
        label: `${fields[field].label}: ${fields[field].items.find((item) => item.id === chosen[field])!.label}`,
      }));
    const set = (field: keyof typeof fields, value: string) => setChosen((current) => ({ ...current, [field]: value }));
    return (
      <FilterBar
        {...args}
        items={items}
        onRemove={(ids) => {
          args.onRemove(ids);
          for (const id of ids) set(id as keyof typeof fields, '');
        }}
        onClearAll={() => setChosen({ status: '', city: '' })}
      >
        {(Object.keys(fields) as (keyof typeof fields)[]).map((field) => (
          <NativeSelect
            key={field}
            label={fields[field].label}
            items={fields[field].items}
            placeholder="Any"
            value={chosen[field]}
            onChange={(value) => set(field, value)}
          />
        ))}
      </FilterBar>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(status, 'Paid');
    await expect(await canvas.findByText('Status: Paid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Status: Paid' }));
    await waitFor(() => expect(status).toHaveValue(''));
    await expect(canvas.queryByText('Status: Paid')).not.toBeInTheDocument();
  },
};

/** Long labels and many tags wrap onto further rows; a label too long for the row is cut with an ellipsis. */
export const ManyFilters: Story = {
  args: {
    items: [
      ...available,
      { id: 'created', label: 'Created: 1 Apr 2026 – 31 Mar 2027' },
      { id: 'company', label: 'Company: Lakshmi Narasimha Fabrication and Engineering Private Limited, Hyderabad' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
};

export const CustomLabel: Story = { args: { label: 'Showing', clearAllLabel: 'Reset' } };

/** The dark theme, as the toolbar's Theme switch shows it. */
export const Dark: Story = { globals: { theme: 'dark' } };
