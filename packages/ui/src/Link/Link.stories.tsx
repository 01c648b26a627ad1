import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: {
    docs: {
      description: {
        component: [
          'Takes people to another page or place, inside text or on its own.',
          '',
          '**Do**',
          '',
          '- Use `inline` inside running text, `standalone` for a link on its own line.',
          '- Write link text that makes sense out of context ("Read the privacy policy").',
          '- Say when a link opens in a new tab or downloads a file.',
          '',
          "**Don't**",
          '',
          "- Don't use a Link for actions on the current page — use Button.",
          '- Don\'t write "click here".',
          "- Don't style a Link as a button — use ButtonLink.",
        ].join('\n'),
      },
    },
  },
  args: { href: '#privacy-policy', children: 'Privacy Policy' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '#privacy-policy');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

export const Inline: Story = {
  render: (args) => (
    <p>
      By continuing you accept our <Link {...args}>Privacy Policy</Link> and{' '}
      <Link {...args} href="#terms-and-service">
        Terms of Service
      </Link>
      .
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'more...', href: '#about' } };

export const Subtle: Story = { args: { variant: 'subtle' } };

export const Disabled: Story = { args: { isDisabled: true } };

type LinkState = ForcedState | 'default' | 'disabled';

/**
 * Every variant in every state. Link is a native `<a>` (no React Aria): its CSS reads React Aria's
 * state attributes as well as `:hover` and `:focus-visible`, so setting `data-hovered` and
 * `data-focus-visible` on the `<a>` draws what a pointer or the keyboard would; disabled is the
 * real prop. No Pressed column: the CSS gives a pressed link no look of its own.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<LinkState>
      caption="Link: variants x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={(['inline', 'standalone', 'subtle'] as const).map((variant) => ({
        label: variant,
        render: (state) => (
          <Forced state={state === 'default' || state === 'disabled' ? undefined : state} selector="a">
            <Link variant={variant} href="#privacy-policy" isDisabled={state === 'disabled'}>
              Privacy Policy
            </Link>
          </Forced>
        ),
      }))}
    />
  ),
};
