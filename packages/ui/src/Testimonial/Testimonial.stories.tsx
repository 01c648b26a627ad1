import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Testimonial } from './Testimonial';

const meta = {
  title: 'Patterns/Testimonial',
  component: Testimonial,
  parameters: {
    docs: {
      description: {
        component: [
          'A customer quote with its attribution, to back up a claim on a marketing page.',
          '',
          '**Do**',
          '',
          "- Use a real quote with the person's name and role.",
          '- Keep quotes to two or three sentences.',
          '- Use `variant="feature"` for one prominent quote and `card` in a group.',
          '',
          "**Don't**",
          '',
          "- Don't invent or edit quotes beyond trimming.",
          "- Don't put several `feature` testimonials on one page.",
          "- Don't leave out the attribution.",
        ].join('\n'),
      },
    },
  },
  args: {
    quote:
      'We ran our first project on Acme two weeks after signing. Our team finally works from one system instead of five spreadsheets.',
    name: 'Jordan Lee',
    jobTitle: 'Head of Operations, Northwind Traders',
    avatar: 'JL',
    variant: 'card',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['card', 'feature'] },
    quote: { control: 'text' },
    jobTitle: { control: 'text' },
    avatar: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '60rem', marginInline: 'auto' }}>{Story()}</div>],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure).toHaveTextContent('Jordan Lee');
    await expect(figure.querySelector('blockquote')).toHaveTextContent('first project');
  },
};

export const Card: Story = { args: { variant: 'card' } };

export const Feature: Story = { args: { variant: 'feature' } };

export const WithoutAvatar: Story = { args: { avatar: undefined } };

export const Mobile: Story = {
  args: { variant: 'feature' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
