import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Select, SelectItem } from './Select';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

/** Sample options: billing periods and their labels. */
const periods = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'QUARTERLY', label: 'Quarterly' },
  { id: 'ANNUALLY', label: 'Yearly' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single choice from a short list, opened from a button.',
          '',
          '**Do**',
          '',
          '- Use it for roughly 5–15 options.',
          '- Give it a visible `label` and a `placeholder` when nothing is chosen yet.',
          '- Sort options the way people expect (alphabetical, by size, by time).',
          '',
          "**Don't**",
          '',
          "- Don't use it when people need to search — use ComboBox.",
          "- Don't use it for two or three options — use RadioGroup.",
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
  // A field-wide frame with room below for the open list; the Overview table brings its own.
  decorators: [
    (Story, { name }) =>
      name === 'Overview' ? Story() : <div style={{ maxWidth: '20rem', minHeight: '14rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Billing period/ }));
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Quarterly' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('QUARTERLY');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Billing period/ })).toHaveTextContent('Quarterly');
  },
};

/** Arrow keys open the list and move through options; Enter chooses and focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Billing period/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Monthly' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ANNUALLY');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: 'MONTHLY' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Billing period/ }));
    const option = await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Monthly' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'You can change this at renewal.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Billing period/ })).toHaveAccessibleDescription(
      'You can change this at renewal.',
    );
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a billing period.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Billing period/ });
    await expect(trigger).toHaveAccessibleDescription('Choose a billing period.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ANNUALLY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Billing period/ })).toBeDisabled();
  },
};

/** Hand-written options as children, for content beyond a label. */
export const WithChildren: Story = {
  args: { label: 'Issue type', name: 'issueType', items: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="Bug">Bug</SelectItem>
      <SelectItem id="Task">Task</SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Issue type/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
  },
};

function TicketForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(new FormData(event.currentTarget).get('period') ? {} : { period: 'Billing period is required.' });
  };
  return (
    <Form aria-label="Plan" validationErrors={errors} onSubmit={onSubmit}>
      <Select label="Billing period" name="period" items={periods} />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

/** A Form's `validationErrors` show on the Select with the same `name`. */
export const InForm: Story = {
  render: () => <TicketForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Billing period is required.')).toBeVisible();
  },
};

type SelectState = ForcedState | 'default' | 'invalid' | 'disabled';

/**
 * Placeholder and chosen value, in every state. Hover and focus-visible are drawn by setting
 * React Aria's state attributes (what the CSS reads); invalid and disabled are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<SelectState>
      caption="Select: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Placeholder', value: null },
        { label: 'Chosen', value: 'QUARTERLY' },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          <Forced state={state === 'default' || state === 'invalid' || state === 'disabled' ? undefined : state}>
            <Select
              label="Billing period"
              items={periods}
              defaultSelectedKey={value ?? undefined}
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
