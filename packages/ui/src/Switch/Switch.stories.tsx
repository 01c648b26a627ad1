import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from '../Form/Form';
import { Switch } from './Switch';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

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
  args: { label: 'Email notifications', name: 'notifications', onChange: fn() },
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
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(within(canvasElement).getByText('Email notifications'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** A setting that starts on (`defaultSelected`). */
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
  args: { description: 'A summary of activity, once a week.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'A summary of activity, once a week.',
    );
  },
};

export const Required: Story = { args: { label: 'Keep me signed in', isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Turn this on to get security alerts.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Turn this on to get security alerts.',
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
    <Form aria-label="Preferences" validationErrors={{ notifications: 'Could not save this preference.' }}>
      <Switch {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Could not save this preference.',
    );
  },
};

type SwitchState = ForcedState | 'default' | 'invalid' | 'disabled' | 'read-only';

/**
 * Off and on, in every state. Hover and focus-visible are drawn by setting React Aria's state
 * attributes (what the CSS reads); invalid, disabled and read-only are the real props. No Pressed
 * column: a pressed switch draws as a hovered one.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<SwitchState>
      caption="Switch: values x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Read-only', state: 'read-only' },
      ]}
      rows={[
        { label: 'Off', selected: false, description: undefined },
        { label: 'On', selected: true, description: undefined },
        { label: 'With description', selected: true, description: 'Once a week.' },
      ].map(({ label, selected, description }) => ({
        label,
        render: (state) => (
          <Forced
            state={
              state === 'default' || state === 'invalid' || state === 'disabled' || state === 'read-only'
                ? undefined
                : state
            }
          >
            <Switch
              label="Notifications"
              defaultSelected={selected}
              description={description}
              isInvalid={state === 'invalid'}
              errorMessage="Could not save."
              isDisabled={state === 'disabled'}
              isReadOnly={state === 'read-only'}
            />
          </Forced>
        ),
      }))}
    />
  ),
};
