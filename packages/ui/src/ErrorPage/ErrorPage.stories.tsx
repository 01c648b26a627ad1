import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Patterns/ErrorPage',
  component: ErrorPage,
  args: {
    statusCode: 500,
    message: 'Something went wrong on our side',
    description: 'Please try again in a moment.',
    homeHref: '#',
    homeLabel: 'Go To Home',
  },
  argTypes: { message: { control: 'text' }, description: { control: 'text' }, actions: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The body of an error page: a status code, what went wrong and a way back home.',
          '',
          '**Do**',
          '',
          '- Say in plain words what happened and what the person can do.',
          '- Always keep the way home (`homeHref`, `homeLabel`).',
          '- Add `actions` such as "Try again" when retrying can help.',
          '',
          "**Don't**",
          '',
          "- Don't show stack traces or internal error codes.",
          "- Don't blame the person.",
          "- Don't use it for a 404 — use NotFound.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong on our side');
    await expect(canvas.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '#');
  },
};

/** The generic error page for an unmatched route (spec: 404 'This page could not be found'). */
export const NotFound404: Story = {
  name: '404',
  args: { statusCode: 404, message: 'This page could not be found', description: undefined },
};

export const ServerError: Story = { args: { statusCode: 500, message: 'Unknown middleware' } };

export const WithActions: Story = {
  args: {
    actions: (
      <ButtonLink href="#contact" size="lg" variant="secondary">
        Contact Us
      </ButtonLink>
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
