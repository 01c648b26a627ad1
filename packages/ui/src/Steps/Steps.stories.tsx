import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const items = [
  { title: 'Book a demo', text: 'Tell us about your team; we show you LNF on your own use cases.' },
  { title: 'Choose a plan', text: 'Monthly, quarterly or yearly, for the number of users you have.' },
  { title: 'Import your data', text: 'We move employee records and balances over with you.' },
  { title: 'Go live', text: 'Your team logs in; our support desk stays a ticket away.' },
];

const meta = {
  title: 'Marketing/Steps',
  component: Steps,
  args: { eyebrow: 'How it works', heading: 'Up and running in four steps', lead: 'Most teams go live within two weeks.', items },
  argTypes: { items: { control: false }, heading: { control: 'text' }, lead: { control: 'text' }, eyebrow: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const ThreeSteps: Story = { args: { items: items.slice(0, 3) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
