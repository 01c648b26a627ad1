import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from '../Form/Form';
import { NumberField } from './NumberField';

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
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
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

/** Spec: 1-10 users for most plans; the stepper stops at the limits. */
export const AtMaximum: Story = {
  args: { defaultValue: 10, description: '1 to 10 users on this plan.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Users' })).toHaveAccessibleDescription(
      '1 to 10 users on this plan.',
    );
  },
};

export const Currency: Story = {
  args: {
    label: 'Amount',
    name: 'amount',
    defaultValue: 2999,
    minValue: 0,
    maxValue: undefined,
    formatOptions: { style: 'currency', currency: 'INR' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Amount' })).toHaveValue('₹2,999.00');
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
