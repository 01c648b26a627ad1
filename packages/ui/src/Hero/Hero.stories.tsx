import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { SampleDashboard } from '../test/sampleSite';
import { Hero } from './Hero';

const meta = {
  title: 'Patterns/Hero',
  component: Hero,
  args: {
    eyebrow: 'All-in-one business software',
    heading: 'Run projects, docs and billing on one platform',
    lead: 'Acme Projects covers the whole project lifecycle with automation, analytics and an interface your team will actually use.',
    actions: (
      <>
        <ButtonLink href="#schedule-demo" size="lg">
          Schedule Demo
        </ButtonLink>
        <ButtonLink href="#our-plans" size="lg" variant="secondary">
          See pricing
        </ButtonLink>
      </>
    ),
    note: 'Set up in days, not months.',
    illustration: <SampleDashboard />,
  },
  argTypes: {
    heading: { control: 'text' },
    lead: { control: 'text' },
    eyebrow: { control: 'text' },
    note: { control: 'text' },
    actions: { control: false },
    illustration: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The opening section of a marketing page: heading, lead text and calls to action.',
          '',
          '**Do**',
          '',
          "- Use one `heading` (the page's `h1`) and a one-sentence `lead`.",
          '- Keep `actions` to one primary and at most one secondary.',
          '- Keep a decorative `illustration` hidden from assistive technology (empty alt).',
          '',
          "**Don't**",
          '',
          "- Don't use more than one Hero on a page.",
          "- Don't put forms or long lists in it.",
          "- Don't put essential information only in the illustration.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(canvas.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Schedule Demo' })).toBeVisible();
  },
};

export const TextOnly: Story = { args: { illustration: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Minimal: Story = {
  args: { eyebrow: undefined, note: undefined, illustration: undefined, actions: undefined },
};
