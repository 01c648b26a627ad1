import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieNotice } from './CookieNotice';

/** Each story starts without the cookie, so the notice shows; the story's own name keeps runs apart. */
const cookieName = 'lnf-cookie-consent-story';

function clearCookie() {
  document.cookie = `${cookieName}=; Max-Age=0; Path=/`;
}

const meta = {
  title: 'Components/CookieNotice',
  component: CookieNotice,
  args: {
    'aria-label': 'Cookie notice',
    children: 'This website uses cookies to ensure you get the best experience on our website.',
    acceptLabel: 'Got it!',
    cookieName,
    maxAgeDays: 365,
    onAccept: fn(),
  },
  argTypes: { children: { control: 'text' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A non-modal notice at the bottom of the screen that the site uses cookies, remembered in a cookie once accepted.',
          '',
          '**Do**',
          '',
          '- Keep the text to one or two sentences with a link to the full policy.',
          '- Use `secondaryAction` when people must be able to reject or open settings.',
          '- Render it once per layout, near the end of the page.',
          '',
          "**Don't**",
          '',
          "- Don't block the page or move focus to it.",
          "- Don't use it for other announcements — use an Alert.",
          "- Don't set cookies it is asking about before the person chooses.",
        ].join('\n'),
      },
    },
  },
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(region).toBeVisible());
    await expect(document.activeElement).not.toBe(within(region).getByRole('button'));
  },
};

export const Accept: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Cookie notice' });
    await userEvent.click(within(region).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(region).not.toBeInTheDocument());
    await expect(document.cookie).toContain(`${cookieName}=1`);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** A quieter Reject before 'Got it!': it remembers the refusal (value `0`) and hides the notice. */
export const WithReject: Story = {
  args: { secondaryAction: { label: 'Reject', kind: 'reject', onPress: fn() } },
  play: async ({ args, canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(region).toBeVisible());
    // Keyboard order follows reading order: Reject, then Got it!
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Reject' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Got it!' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).not.toBeInTheDocument());
    await expect(document.cookie).toContain(`${cookieName}=0`);
    await expect(args.secondaryAction?.onPress).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Accept and reject as equals (`equalWeight`): the same variant and size, so refusing is as easy as accepting. */
export const EqualChoice: Story = {
  args: {
    equalWeight: true,
    acceptLabel: 'Accept',
    secondaryAction: { label: 'Reject', kind: 'reject', onPress: fn() },
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(region).toBeVisible());
    const reject = within(region).getByRole('button', { name: 'Reject' });
    const accept = within(region).getByRole('button', { name: 'Accept' });
    await expect(reject.dataset.variant).toBe(accept.dataset.variant);
    await expect(reject.dataset.size).toBe(accept.dataset.size);
    await expect(getComputedStyle(reject).backgroundColor).toBe(getComputedStyle(accept).backgroundColor);
  },
};

/** A settings button hands over to the app's own dialog; the notice stays until a choice is made. */
export const WithSettings: Story = {
  args: { secondaryAction: { label: 'Cookie settings', kind: 'settings', onPress: fn() } },
  play: async ({ args, canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(region).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: 'Cookie settings' }));
    await expect(args.secondaryAction?.onPress).toHaveBeenCalledTimes(1);
    await expect(region).toBeInTheDocument();
    await expect(document.cookie).not.toContain(`${cookieName}=`);
  },
};

export const AlreadyAccepted: Story = {
  beforeEach: () => {
    document.cookie = `${cookieName}=1; Max-Age=60; Path=/`;
  },
  play: async ({ canvasElement }) => {
    // The story has rendered and its effects (the cookie read) have run: a notice would be there.
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(region).toBeVisible());
  },
};
