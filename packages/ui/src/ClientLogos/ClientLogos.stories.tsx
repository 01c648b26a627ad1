import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clientLogos } from '../test/fixtures';
import { ClientLogos } from './ClientLogos';

const meta = {
  title: 'Patterns/ClientLogos',
  component: ClientLogos,
  args: { heading: 'Trusted by growing teams across India', logos: clientLogos, headingLevel: 2 },
  argTypes: {
    logos: { control: false },
    heading: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A row of client logos under a short heading, as social proof on a marketing page.',
          '',
          '**Do**',
          '',
          "- Give every logo the client's name as its accessible text.",
          '- Use logos of the same visual weight and size.',
          '- Keep the heading short and factual.',
          '',
          "**Don't**",
          '',
          "- Don't link the logos unless they lead somewhere useful.",
          "- Don't show more logos than fit in two rows on a phone.",
          "- Don't use logos you have no permission to show.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ClientLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Trusted by growing teams across India' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(clientLogos.length);
    await expect(items[0]).toHaveTextContent('Deccan Retail');
  },
};

export const FewLogos: Story = { args: { logos: clientLogos.slice(0, 3) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
