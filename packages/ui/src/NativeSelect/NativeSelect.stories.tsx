import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { NativeSelect } from './NativeSelect';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

/** Sample options: billing periods and their labels. */
const periods = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'QUARTERLY', label: 'Quarterly' },
  { id: 'ANNUALLY', label: 'Yearly' },
];

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  parameters: {
    docs: {
      description: {
        component: [
          "A labelled single choice on the browser's own `<select>`, in Select's look.",
          '',
          '**Do**',
          '',
          '- Use it for a plain choice of text options: list filters, a page size, a role.',
          "- Prefer it on pages that must stay light or are used on phones: the list is the platform's own picker and costs no JavaScript.",
          '- Give it a `placeholder` when "nothing chosen" is a valid state (an "Any status" filter).',
          '',
          "**Don't**",
          '',
          "- Don't use it when options need icons, descriptions or custom rendering — use Select.",
          "- Don't use it when people need to search — use ComboBox.",
          "- Don't trigger navigation on change.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Billing period', name: 'period', items: periods, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    items: { control: false },
  },
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxWidth: '20rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Billing period' });
    await userEvent.selectOptions(select, 'Quarterly');
    await expect(args.onChange).toHaveBeenLastCalledWith('QUARTERLY');
    await expect(select).toHaveDisplayValue('Quarterly');
  },
};

/**
 * Tab reaches the field with a focus ring. The keys that change the choice are the browser's own
 * (the component test presses them in Chromium); Storybook's user-event does not emulate them.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Billing period' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(select).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** An empty first option for "nothing chosen", as a filter's "Any period". */
export const WithPlaceholder: Story = {
  args: { placeholder: 'Any period' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Billing period' })).toHaveValue('');
  },
};

export const WithDescription: Story = {
  args: { description: 'You can change this at renewal.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Billing period' })).toHaveAccessibleDescription(
      'You can change this at renewal.',
    );
  },
};

export const Required: Story = { args: { isRequired: true, placeholder: 'Select an item' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a billing period.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Billing period' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a billing period.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ANNUALLY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Billing period' })).toBeDisabled();
  },
};

function PlanForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(new FormData(event.currentTarget).get('period') ? {} : { period: 'Billing period is required.' });
  };
  return (
    <Form aria-label="Plan" validationErrors={errors} onSubmit={onSubmit}>
      <NativeSelect label="Billing period" name="period" items={periods} placeholder="Select an item" />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

/** A Form's `validationErrors` show on the NativeSelect with the same `name`. */
export const InForm: Story = {
  render: () => <PlanForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Billing period is required.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Billing period' })).toBeInvalid();
  },
};

/** The dark theme, as the toolbar's Theme switch shows it. */
export const Dark: Story = {
  args: { defaultValue: 'QUARTERLY', description: 'You can change this at renewal.' },
  globals: { theme: 'dark' },
};

type NativeSelectState = ForcedState | 'default' | 'invalid' | 'disabled';

/**
 * Placeholder and chosen value, in every state. Hover and focus-visible are drawn by setting the
 * state attributes the CSS reads beside `:hover` and `:focus-visible`; invalid and disabled are
 * the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<NativeSelectState>
      caption="NativeSelect: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Placeholder', value: undefined },
        { label: 'Chosen', value: 'QUARTERLY' },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          <Forced
            state={state === 'default' || state === 'invalid' || state === 'disabled' ? undefined : state}
            selector="select"
          >
            <NativeSelect
              label="Billing period"
              items={periods}
              placeholder={value ? undefined : 'Select an item'}
              defaultValue={value}
              isInvalid={state === 'invalid'}
              errorMessage="Choose a billing period."
              isDisabled={state === 'disabled'}
            />
          </Forced>
        ),
      }))}
    />
  ),
};
