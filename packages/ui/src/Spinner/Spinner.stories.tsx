import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: [
          'An indeterminate progress indicator for a wait of unknown length.',
          '',
          '**Do**',
          '',
          '- Give it a `label` that says what is loading.',
          '- Pick the `size` to match the text or control next to it.',
          "- Use a Button's `isPending` instead when the wait follows a press.",
          '',
          "**Don't**",
          '',
          "- Don't show it for waits under a second.",
          "- Don't show several spinners in one view.",
          "- Don't use it in place of a Skeleton for content areas.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Loading plans', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div
      style={{ display: 'flex', gap: 'var(--lnf-space-4)', alignItems: 'center', color: 'var(--lnf-color-fg-accent)' }}
    >
      <Spinner {...args} size="sm" label="Small" />
      <Spinner {...args} size="md" label="Medium" />
      <Spinner {...args} size="lg" label="Large" />
    </div>
  ),
};

export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
