import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const items = [
  { title: 'Book a demo', text: 'Tell us about your team; we show you Acme on your own use cases.' },
  { title: 'Choose a plan', text: 'Monthly, quarterly or yearly, for the number of users you have.' },
  { title: 'Import your data', text: 'We move your projects, files and history over with you.' },
  { title: 'Go live', text: 'Your team logs in; our support desk stays a ticket away.' },
];

const meta = {
  title: 'Patterns/Steps',
  component: Steps,
  args: {
    eyebrow: 'How it works',
    heading: 'Up and running in four steps',
    lead: 'Most teams go live within two weeks.',
    items,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    items: { control: false },
    heading: { control: 'text' },
    lead: { control: 'text' },
    eyebrow: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A numbered sequence that explains a process, such as how getting started works.',
          '',
          '**Do**',
          '',
          '- Keep to three to five steps, each with a short title and one sentence.',
          '- Write step titles as actions.',
          '- Set `headingLevel` to fit the page outline.',
          '',
          "**Don't**",
          '',
          "- Don't use it as a progress indicator for a form.",
          "- Don't put actions inside the steps.",
          "- Don't use it for unordered features — use FeatureGrid.",
        ].join('\n'),
      },
    },
  },
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

/** Steps whose texts differ in length: every number and title stays on one line across the row. */
export const UnevenText: Story = {
  args: {
    items: [
      { title: 'Call', text: 'A short one.' },
      {
        title: 'Plan',
        text: 'A much longer description that wraps over three or four lines at this width, as real copy often does.',
      },
      { title: 'Migrate', text: 'Two lines of text at most, in the middle of the row.' },
      { title: 'Go live', text: 'Done.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
    const titles = canvas.getAllByRole('heading', { level: 3 });
    const items = canvas.getAllByRole('listitem');
    // In a row (from 1024 px) the titles share a line; in a column each sits beside its number.
    if (new Set(items.map(top)).size === 1) {
      await expect(new Set(titles.map(top)).size, titles.map(top).join(', ')).toBe(1);
    } else {
      for (const item of items) {
        const number = item.querySelector('[aria-hidden]')!;
        await expect(Math.abs(top(within(item).getByRole('heading')) - top(number))).toBeLessThan(16);
      }
    }
  },
};
