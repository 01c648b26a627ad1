import type { Meta, StoryObj } from '@storybook/react-vite';
import { Circle, CircleAlert, CircleCheck, CircleX, Info as InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';
import { StateGrid } from '../test/StateGrid';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component: [
          'A short, static status label in one of five tones.',
          '',
          '**Do**',
          '',
          '- Keep the text to one or two words that carry the meaning on their own.',
          '- Map your own status values to a `tone` in one place, so each status always has the same colour.',
          '- Use `size="sm"` inside dense tables and lists.',
          '',
          "**Don't**",
          '',
          "- Don't make a badge clickable — use a Button or Link.",
          "- Don't rely on the tone alone; the text must say the status.",
          "- Don't use it for counts that change live without announcing them.",
        ].join('\n'),
      },
    },
  },
  args: { children: 'New', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Neutral: Story = { args: { tone: 'neutral', children: 'Draft' } };
export const Info: Story = { args: { tone: 'info', children: 'In progress' } };
export const Success: Story = { args: { tone: 'success', children: 'Paid' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };
export const Small: Story = { args: { size: 'sm', tone: 'info', children: 'New' } };
export const WithIcon: Story = { args: { tone: 'success', icon: <CircleCheck />, children: 'Resolved' } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--lnf-space-2)', flexWrap: 'wrap' }}>
      <Badge {...args} tone="neutral">
        Open
      </Badge>
      <Badge {...args} tone="info">
        In progress
      </Badge>
      <Badge {...args} tone="success">
        Resolved
      </Badge>
      <Badge {...args} tone="warning">
        Pending
      </Badge>
      <Badge {...args} tone="danger">
        Rejected
      </Badge>
    </div>
  ),
};

const tones: { tone: BadgeTone; label: string; icon: ReactNode }[] = [
  { tone: 'neutral', label: 'Draft', icon: <Circle /> },
  { tone: 'info', label: 'In progress', icon: <InfoIcon /> },
  { tone: 'success', label: 'Resolved', icon: <CircleCheck /> },
  { tone: 'warning', label: 'Pending', icon: <CircleAlert /> },
  { tone: 'danger', label: 'Rejected', icon: <CircleX /> },
];

/** Every tone in both sizes, with and without an icon. A badge is static: it has no interaction states. */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<{ size: 'sm' | 'md'; withIcon: boolean }>
      caption="Badge: tones x sizes"
      columns={[
        { label: 'Small', state: { size: 'sm', withIcon: false } },
        { label: 'Medium', state: { size: 'md', withIcon: false } },
        { label: 'Small, icon', state: { size: 'sm', withIcon: true } },
        { label: 'Medium, icon', state: { size: 'md', withIcon: true } },
      ]}
      rows={tones.map(({ tone, label, icon }) => ({
        label: tone,
        render: ({ size, withIcon }) => (
          <Badge tone={tone} size={size} icon={withIcon ? icon : undefined}>
            {label}
          </Badge>
        ),
      }))}
    />
  ),
};
