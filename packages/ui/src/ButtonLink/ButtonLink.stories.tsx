import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  parameters: {
    docs: {
      description: {
        component: [
          'A real link that looks like a Button, for calls to action that take people to another page.',
          '',
          '**Do**',
          '',
          '- Use it when pressing goes somewhere (`href`), so it works without JavaScript and opens in a new tab.',
          '- Keep to one `primary` call to action per section.',
          '- Make the label say where it leads ("Schedule demo").',
          '',
          "**Don't**",
          '',
          "- Don't use it for actions on the current page (submit, open a dialog) — use Button.",
          "- Don't use it for links inside running text — use Link.",
          "- Don't put two primary ButtonLinks side by side.",
        ].join('\n'),
      },
    },
  },
  args: { href: '#schedule-demo', children: 'Schedule Demo', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Schedule Demo' });
    await expect(link).toHaveAttribute('href', '#schedule-demo');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Contact Us' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Pricing' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithIcon: Story = { args: { variant: 'secondary', icon: <Download />, children: 'Download brochure' } };

type ButtonLinkState = ForcedState | 'default' | 'disabled';

/**
 * Every variant and size in every state. ButtonLink is a native `<a>` (no React Aria): Button's
 * CSS reads React Aria's state attributes as well as `:hover`, `:active` and `:focus-visible`, so
 * setting `data-hovered`, `data-focus-visible` and `data-pressed` on the `<a>` draws what a
 * pointer or the keyboard would; disabled is the real prop.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<ButtonLinkState>
      caption="ButtonLink: variants x sizes x states"
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
          render: (state: ButtonLinkState) => (
            <Forced state={state === 'default' || state === 'disabled' ? undefined : state} selector="a">
              <ButtonLink variant={variant} size={size} href="#schedule-demo" isDisabled={state === 'disabled'}>
                Schedule Demo
              </ButtonLink>
            </Forced>
          ),
        })),
      )}
    />
  ),
};
