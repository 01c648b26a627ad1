import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, UserRound } from 'lucide-react';
import { RouterProvider } from '../internal/router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { MegaMenu } from '../MegaMenu/MegaMenu';
import { Menu, MenuItem } from '../Menu/Menu';
import { SampleLogo, sampleProducts as productEntries } from '../test/sampleSite';
import { Header } from './Header';
import { HeaderNavLink } from './HeaderNavLink';

const loggedOutNav = (
  <>
    <MegaMenu label="Products" entries={productEntries} />
    <HeaderNavLink href="#our-plans">Pricing</HeaderNavLink>
    <HeaderNavLink href="#technology">Technology</HeaderNavLink>
    <HeaderNavLink href="#about">About Us</HeaderNavLink>
    <HeaderNavLink href="#contact">Contact Us</HeaderNavLink>
  </>
);

const loggedOutMobileNav = (
  <>
    <MegaMenu label="Products" entries={productEntries} variant="inline" />
    <HeaderNavLink href="#our-plans">Pricing</HeaderNavLink>
    <HeaderNavLink href="#technology">Technology</HeaderNavLink>
    <HeaderNavLink href="#about">About Us</HeaderNavLink>
    <HeaderNavLink href="#contact">Contact Us</HeaderNavLink>
  </>
);

const loggedOutActions = (
  <>
    <Button variant="ghost" onPress={fn()}>
      Login
    </Button>
    <ButtonLink href="#schedule-demo">Schedule Demo</ButtonLink>
  </>
);

const meta = {
  title: 'Patterns/Header',
  component: Header,
  args: {
    logo: <SampleLogo />,
    homeLabel: 'Acme home',
    homeHref: '#',
    nav: loggedOutNav,
    mobileNav: loggedOutMobileNav,
    actions: loggedOutActions,
    navLabel: 'Main',
    menuLabel: 'Menu',
    shadowThreshold: 50,
    onMenuOpenChange: fn(),
  },
  argTypes: {
    logo: { control: false },
    nav: { control: false },
    mobileNav: { control: false },
    actions: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The site's sticky header with the logo, navigation and actions, collapsing into a menu below 1024 px.",
          '',
          '**Do**',
          '',
          '- Keep the navigation to a handful of top-level links.',
          '- Pass a `mobileNav` when the small-screen menu needs a different shape.',
          "- Mark the current page's link as current.",
          '',
          "**Don't**",
          '',
          "- Don't put more than one or two actions in it.",
          "- Don't hide the logo's home link.",
          "- Don't use it inside pages as a section header.",
        ].join('\n'),
      },
    },
  },
  // Client routing as the app does it, so following a link does not unload the story.
  decorators: [(Story) => <RouterProvider navigate={fn()}>{Story()}</RouterProvider>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Acme home' })).toHaveAttribute('href', '#');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeVisible();
    // Below 1024 px only: at desktop width the toggle is not rendered for anyone.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const LoggedOut: Story = {};

export const LoggedIn: Story = {
  args: {
    nav: (
      <>
        <HeaderNavLink href="#dashboard" isCurrent>
          Dashboard
        </HeaderNavLink>
        <HeaderNavLink href="#our-plans">Our Plans</HeaderNavLink>
        <HeaderNavLink href="#audit-logs">Audit logs</HeaderNavLink>
      </>
    ),
    mobileNav: undefined,
    actions: (
      <Menu label="Ada Lovelace" icon={<UserRound />} onAction={fn()}>
        <MenuItem id="logout" icon={<LogOut />}>
          Logout
        </MenuItem>
      </Menu>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
  },
};

export const ProductsOpen: Story = {
  decorators: [(Story) => <div style={{ minBlockSize: '40rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Products' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Products' })).toBeVisible());
  },
};

/** Past 50 px of scroll the header gains its shadow. */
export const Scrolled: Story = {
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '200vh' }}>
        {Story()}
        <p style={{ padding: 'var(--lnf-space-8)' }}>Page content scrolls under the sticky header.</p>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView as Window;
    const header = within(canvasElement).getByRole('banner');
    win.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
    win.scrollTo(0, 120);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    await expect(header.getBoundingClientRect().top).toBe(0);
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
  decorators: [(Story) => <div style={{ minBlockSize: '50rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(nav).toBeVisible());
    await expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(nav);
    await userEvent.click(within(nav).getByRole('button', { name: 'Products' }));
    await expect(within(nav).getByRole('link', { name: 'Acme Wiki' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schedule Demo' })).toBeVisible();
  },
};

export const MobileMenuEscape: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Products' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
