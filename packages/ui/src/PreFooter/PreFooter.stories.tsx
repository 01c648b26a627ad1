import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Download, Mail } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { PreFooter } from './PreFooter';

const meta = {
  title: 'Patterns/PreFooter',
  component: PreFooter,
  args: {
    heading: 'Ready to run your business on one platform?',
    text: 'Talk to us about your team, your processes and the plan that fits.',
    actions: <ButtonLink href="#schedule-demo">Schedule Demo</ButtonLink>,
    links: [
      {
        href: '#download-brochure',
        icon: <Download />,
        title: 'Download brochure',
        text: 'Every product on two pages.',
      },
      { href: '#schedule-demo', icon: <CalendarCheck />, title: 'Schedule a demo', text: 'A 30-minute walkthrough.' },
      { href: '#contact', icon: <Mail />, title: 'Contact us', text: 'We reply within one working day.' },
    ],
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    heading: { control: 'text' },
    text: { control: 'text' },
    actions: { control: false },
    links: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The band above the site footer with a closing message and next steps.',
          '',
          '**Do**',
          '',
          '- Keep the `heading` to one line and the `text` to one sentence.',
          '- Offer one or two clear actions.',
          '- Use the same PreFooter across pages of a layout.',
          '',
          "**Don't**",
          '',
          "- Don't repeat the footer's links here.",
          "- Don't put forms in it.",
          "- Don't stack it with a CtaBand right above.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link', { name: 'Download brochure' });
    await expect(card).toHaveAccessibleDescription('Every product on two pages.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await expect(card.matches(':focus-visible')).toBe(true);
  },
};

export const WithoutLinks: Story = { args: { links: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
