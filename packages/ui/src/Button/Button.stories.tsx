import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Download } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component: [
          'Triggers an action on the current page: submit a form, open a dialog, save or delete something.',
          '',
          '**Do**',
          '',
          '- Use one `primary` Button per view, for its main action; put `secondary` beside it.',
          '- Write the label as a verb that says what happens ("Save changes").',
          '- Use `isPending` while the action runs, instead of disabling the button.',
          '',
          "**Don't**",
          '',
          "- Don't use a Button to navigate to another page — use ButtonLink or Link.",
          "- Don't use `destructive` for anything that does not remove or end something.",
          "- Don't leave a Button without a visible label — use IconButton with an `aria-label`.",
        ].join('\n'),
      },
    },
  },
  args: { children: 'Request Demo', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'destructive', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request Demo' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

/** For actions that end or remove something (cancel a subscription); pair it with a way back. */
export const Destructive: Story = { args: { variant: 'destructive', children: 'Cancel subscription' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Login' } };

export const LinkVariant: Story = { name: 'Link', args: { variant: 'link', children: 'Forgot Password?' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--lnf-space-3)', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <Download />, children: 'Download brochure', variant: 'secondary' },
};

export const IconAfterText: Story = {
  args: {
    children: (
      <>
        Get started <ArrowRight aria-hidden size="1.15em" />
      </>
    ),
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Submitting' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request Demo' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request Demo' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

type ButtonState = ForcedState | 'default' | 'disabled' | 'pending';

/**
 * Every variant in every state. Hover, focus-visible and pressed are drawn by setting React
 * Aria's state attributes (what the CSS reads); disabled and pending are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<ButtonState>
      caption="Button: variants x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Pressed', state: 'pressed' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Pending', state: 'pending' },
      ]}
      rows={(['primary', 'secondary', 'destructive', 'ghost', 'link'] as const).map((variant) => ({
        label: variant,
        render: (state) => (
          <Forced state={state === 'default' || state === 'disabled' || state === 'pending' ? undefined : state}>
            <Button variant={variant} isDisabled={state === 'disabled'} isPending={state === 'pending'}>
              Save
            </Button>
          </Forced>
        ),
      }))}
    />
  ),
};
