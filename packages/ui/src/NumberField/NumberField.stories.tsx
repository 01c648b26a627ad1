import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from '../Form/Form';
import { NumberField } from './NumberField';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled number input with locale-aware formatting and stepper buttons.',
          '',
          '**Do**',
          '',
          '- Set `minValue`, `maxValue` and `step` to match what is allowed.',
          '- Use `formatOptions` for units, currency or percentages.',
          '- Say the unit in the `label` or `description` when it is not formatted in.',
          '',
          "**Don't**",
          '',
          "- Don't use it for numbers that are not quantities (phone numbers, codes) — use TextField.",
          "- Don't use it for very large ranges people must step through.",
          "- Don't hide the label.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Users', name: 'users', defaultValue: 1, minValue: 1, maxValue: 10, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxWidth: '16rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Users' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('4');
  },
};

/** The stepper stops at the limits: at `maxValue` the increase button is disabled. */
export const AtMaximum: Story = {
  args: { defaultValue: 10, description: 'Between 1 and 10 users.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Users' })).toHaveAccessibleDescription('Between 1 and 10 users.');
  },
};

export const Currency: Story = {
  args: {
    label: 'Amount',
    name: 'amount',
    defaultValue: 2999,
    minValue: 0,
    maxValue: undefined,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Amount' })).toHaveValue('€2,999.00');
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Users/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose between 1 and 10 users.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Users' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose between 1 and 10 users.');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const WithoutStepper: Story = { args: { hideStepper: true } };

export const InForm: Story = {
  render: (args) => (
    <Form aria-label="Basket" validationErrors={{ users: 'Users is required.' }}>
      <NumberField {...args} defaultValue={undefined} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Users' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Users is required.');
  },
};

type NumberFieldState = ForcedState | 'default' | 'invalid' | 'disabled' | 'read-only';

/**
 * Empty and filled, in every state. Hover and focus are drawn by setting React Aria's state
 * attributes on the field's group (the frame the CSS styles; a pointer over the field does not
 * hover the steppers); invalid, disabled and read-only are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<NumberFieldState>
      caption="NumberField: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focused', state: 'focus-within' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Read-only', state: 'read-only' },
      ]}
      rows={[
        { label: 'Empty', value: undefined },
        { label: 'Filled', value: 3 },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          // Six columns within 1280 px: each field a fixed 10rem.
          <div style={{ inlineSize: '10rem' }}>
            <Forced
              state={state === 'hovered' || state === 'focus-within' ? state : undefined}
              selector="[role='group']"
            >
              <NumberField
                label="Users"
                defaultValue={value}
                minValue={1}
                maxValue={10}
                isInvalid={state === 'invalid'}
                errorMessage="Choose between 1 and 10."
                isDisabled={state === 'disabled'}
                isReadOnly={state === 'read-only'}
              />
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};
