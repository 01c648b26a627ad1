import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { HeroIllustration } from '../test/fixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Patterns/Hero',
  component: Hero,
  args: {
    eyebrow: 'All-in-one business software',
    heading: 'Run people, payroll and accounts on one platform',
    lead: 'LNF People 360 covers the whole employee lifecycle with automation, analytics and an interface your team will actually use.',
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
    illustration: <HeroIllustration />,
  },
  argTypes: {
    heading: { control: 'text' },
    lead: { control: 'text' },
    eyebrow: { control: 'text' },
    note: { control: 'text' },
    actions: { control: false },
    illustration: { control: false },
  },
  parameters: { layout: 'fullscreen' },
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
