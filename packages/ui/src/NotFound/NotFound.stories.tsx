import type { Meta, StoryObj } from '@storybook/react-vite';
import { Compass } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

/** The spec's texts (section 2, Not-found page) come in as args; the component holds none. */
const meta = {
  title: 'Patterns/NotFound',
  component: NotFound,
  args: {
    heading: 'Oops! Page not found',
    description: 'The page you are looking for may have been moved or deleted.',
    homeHref: '#',
    homeLabel: 'Go To Home',
  },
  argTypes: { heading: { control: 'text' }, description: { control: 'text' }, illustration: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The page for addresses that do not exist: 404, a heading, why, and a way back home.',
          '',
          '**Do**',
          '',
          '- Say plainly that the page could not be found.',
          '- Always offer the way home.',
          '- Suggest where the person might have meant to go, when you know.',
          '',
          "**Don't**",
          '',
          "- Don't blame the person for the address.",
          "- Don't redirect away automatically.",
          "- Don't use it for server errors — use ErrorPage.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Go To Home' });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await expect(home.matches(':focus-visible')).toBe(true);
  },
};

export const WithIllustration: Story = {
  args: {
    illustration: (
      <span
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          inlineSize: '4.5rem',
          blockSize: '4.5rem',
          borderRadius: 'var(--lnf-radius-full)',
          background: 'var(--lnf-color-bg-accent-muted)',
          color: 'var(--lnf-color-fg-accent)',
        }}
      >
        <Compass size={36} aria-hidden />
      </span>
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
