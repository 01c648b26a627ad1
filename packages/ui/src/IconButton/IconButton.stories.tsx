import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  parameters: {
    docs: {
      description: {
        component: [
          'A square button holding one icon, for compact, well-known actions in toolbars and headers.',
          '',
          '**Do**',
          '',
          '- Always give it an `aria-label` that says the action ("Close", "Delete file").',
          '- Add a Tooltip with the same words when the icon is not obvious.',
          '- Use `ghost` in toolbars and `secondary` when it needs a border.',
          '',
          "**Don't**",
          '',
          "- Don't use it for the main action of a view — use Button with a label.",
          "- Don't use an icon whose meaning is unclear without text.",
          "- Don't use it to navigate — use Link.",
        ].join('\n'),
      },
    },
  },
  args: { 'aria-label': 'Close', children: <X />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', 'aria-label': 'Open menu', children: <Menu /> } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--lnf-space-3)', alignItems: 'center' }}>
      <IconButton {...args} size="sm" aria-label="Delete small">
        <Trash2 />
      </IconButton>
      <IconButton {...args} size="md" aria-label="Delete medium">
        <Trash2 />
      </IconButton>
      <IconButton {...args} size="lg" aria-label="Delete large">
        <Trash2 />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

type IconButtonState = ForcedState | 'default' | 'disabled';

/**
 * Every variant and size in every state. Hover, focus-visible and pressed are drawn by setting
 * React Aria's state attributes (what the CSS reads); disabled is the real prop.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<IconButtonState>
      caption="IconButton: variants x sizes x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Pressed', state: 'pressed' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={(['ghost', 'secondary'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => ({
          label: `${variant} ${size}`,
          render: (state: IconButtonState) => (
            <Forced state={state === 'default' || state === 'disabled' ? undefined : state}>
              <IconButton variant={variant} size={size} aria-label="Close" isDisabled={state === 'disabled'}>
                <X />
              </IconButton>
            </Forced>
          ),
        })),
      )}
    />
  ),
};
