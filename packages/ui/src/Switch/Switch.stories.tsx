import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from '../Form/Form';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off setting that takes effect as soon as it is toggled.',
          '',
          '**Do**',
          '',
          '- Write the `label` as the setting\'s name ("Email notifications").',
          '- Apply the change at once and show when it fails.',
          '- Use `description` to say what the setting does.',
          '',
          "**Don't**",
          '',
          "- Don't use it in forms submitted with a button — use Checkbox.",
          '- Don\'t change the label with the state ("On"/"Off").',
          "- Don't use it for choices between two options that are not on/off — use RadioGroup.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Marketing emails', name: 'marketingPreference', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Marketing emails' });
    await userEvent.click(within(canvasElement).getByText('Marketing emails'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Spec: marketingPreference defaults to true. */
export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: { description: 'Product news, at most once a month.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Product news, at most once a month.',
    );
  },
};

export const Required: Story = { args: { label: 'Keep me signed in', isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Turn this on to receive your receipts.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Turn this on to receive your receipts.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const InForm: Story = {
  render: (args) => (
    <Form aria-label="Preferences" validationErrors={{ marketingPreference: 'Could not save this preference.' }}>
      <Switch {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Could not save this preference.',
    );
  },
};
