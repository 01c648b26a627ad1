import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Patterns/CtaBand',
  component: CtaBand,
  args: {
    heading: 'See Acme on your own data',
    text: 'A 30-minute walkthrough with a product specialist, tailored to your team.',
    actions: (
      <>
        <ButtonLink href="#schedule-demo" size="lg">
          Schedule Demo
        </ButtonLink>
        <ButtonLink href="#download-brochure" size="lg" variant="secondary" icon={<Download />}>
          Download brochure
        </ButtonLink>
      </>
    ),
    tone: 'accent',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    tone: { control: 'inline-radio', options: ['accent', 'dark'] },
    heading: { control: 'text' },
    text: { control: 'text' },
    actions: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A full-width call-to-action band between page sections.',
          '',
          '**Do**',
          '',
          '- Use a short `heading` and one line of `text` that says why to act.',
          '- Give it one primary action, with at most one secondary beside it.',
          '- Use `tone="dark"` when the band follows a light accent section.',
          '',
          "**Don't**",
          '',
          "- Don't put more than one band in a row.",
          "- Don't use it for forms or long content.",
          "- Don't repeat the same call to action as the section just above.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'See Acme on your own data' });
    await expect(within(region).getByRole('link', { name: 'Schedule Demo' })).toBeVisible();
  },
};

export const Accent: Story = { args: { tone: 'accent' } };

export const Dark: Story = { args: { tone: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
