import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Menu, MenuItem, MenuSeparator } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  parameters: {
    docs: {
      description: {
        component: [
          'A button that opens a list of actions, such as an account menu.',
          '',
          '**Do**',
          '',
          '- Write items as short verbs ("Rename", "Log out").',
          '- Use `tone="danger"` on a MenuItem that removes something, and place it last.',
          '- Group related items with MenuSeparator.',
          '',
          "**Don't**",
          '',
          "- Don't use it for navigation between pages — use links or a MegaMenu.",
          "- Don't use it for choosing a value — use Select.",
          "- Don't hide the main action of a view inside a menu.",
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Ada Lovelace',
    onAction: fn(),
    children: (
      <>
        <MenuItem id="profile" icon={<UserRound />}>
          Profile
        </MenuItem>
        <MenuItem id="dashboard" icon={<LayoutDashboard />}>
          Dashboard
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogOut />}>
          Logout
        </MenuItem>
      </>
    ),
  },
  argTypes: {
    label: { control: 'text' },
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
    children: { control: false },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minBlockSize: '14rem' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu).toHaveAccessibleName('Ada Lovelace');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('logout');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('logout');
  },
};

export const WithIcon: Story = { args: { icon: <UserRound /> } };

export const LongName: Story = { args: { label: 'Venkata Subrahmanya Lakshmi Narasimha' } };

/** Items with `href` render real links (client routing through React Aria's RouterProvider). */
export const WithLinks: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <MenuItem href="#dashboard">Dashboard</MenuItem>
        <MenuItem href="#our-plans">Our Plans</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" tone="danger" icon={<LogOut />}>
          Logout
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const link = within(menu).getByRole('menuitem', { name: 'Dashboard' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#dashboard');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ada Lovelace' })).toBeDisabled();
  },
};
