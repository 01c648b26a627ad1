import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeButton } from './NativeButton';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/NativeButton',
  component: NativeButton,
  parameters: {
    docs: {
      description: {
        component: [
          "Button's look on a plain `<button>`, without React Aria, for a first view that hydrates.",
          '',
          '**Do**',
          '',
          "- Use it where a press only runs a function and the control is in a page's first view (the site header's Login), so the page loads none of React Aria for it.",
          '- Name it with its visible label, as Button.',
          '',
          "**Don't**",
          '',
          "- Don't use it inside React Aria's triggers (DialogTrigger, MenuTrigger) or for a pending state — use Button.",
          "- Don't use it to go somewhere — use ButtonLink.",
        ].join('\n'),
      },
    },
  },
  args: { children: 'Login', variant: 'ghost', size: 'sm', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'destructive', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary', size: 'md', children: 'Get started' } };
export const Disabled: Story = { args: { isDisabled: true } };

type NativeButtonState = ForcedState | 'default' | 'disabled';

/**
 * Every variant and size in every state. Button's CSS reads React Aria's state attributes as well
 * as `:hover`, `:active` and `:focus-visible`, so setting `data-hovered`, `data-focus-visible` and
 * `data-pressed` on the `<button>` draws what a pointer or the keyboard would; disabled is the prop.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<NativeButtonState>
      caption="NativeButton: variants x sizes x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Pressed', state: 'pressed' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={(['primary', 'secondary', 'ghost'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => ({
          label: `${variant} ${size}`,
          render: (state: NativeButtonState) => (
            <Forced state={state === 'default' || state === 'disabled' ? undefined : state} selector="button">
              <NativeButton variant={variant} size={size} isDisabled={state === 'disabled'}>
                Login
              </NativeButton>
            </Forced>
          ),
        })),
      )}
    />
  ),
};
