import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, LogOut, Trash2, UserRound } from 'lucide-react';
import { Menu as AriaMenu } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Menu, MenuItem, MenuSeparator } from './Menu';
import styles from './Menu.module.css';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

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
  // The trigger at the end of a bar, with room below for the open menu; the Overview brings its own layout.
  decorators: [
    (Story, { name }) =>
      name === 'Overview' ? (
        Story()
      ) : (
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

export const LongName: Story = { args: { label: 'Alexandra Montgomery-Fitzwilliam de la Cruz' } };

/** Items with `href` render real links (client routing through @lnf/ui's RouterProvider). */
export const WithLinks: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <MenuItem href="#dashboard">Dashboard</MenuItem>
        <MenuItem href="#settings">Settings</MenuItem>
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

type TriggerState = ForcedState | 'default' | 'disabled';
type ItemState = ForcedState | 'default' | 'disabled';

/**
 * The trigger and the items, each in every state. Hover, focus-visible and pressed are drawn by
 * setting React Aria's state attributes (what the CSS reads); disabled is the real prop. The items
 * are shown in an open menu's frame without the trigger; a menu item under the pointer is its
 * focused item, so the items' Hover column is React Aria's `focused` state.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    // Room below the last row for the menu frame's shadow.
    <div style={{ display: 'grid', gap: 'var(--lnf-space-6)', paddingBlockEnd: 'var(--lnf-space-6)' }}>
      <StateGrid<TriggerState>
        caption="Menu trigger: variants x states"
        columns={[
          { label: 'Default', state: 'default' },
          { label: 'Hover', state: 'hovered' },
          { label: 'Focus visible', state: 'focus-visible' },
          { label: 'Pressed', state: 'pressed' },
          { label: 'Disabled', state: 'disabled' },
        ]}
        rows={[
          { label: 'Name', icon: undefined },
          { label: 'Name and icon', icon: <UserRound /> },
        ].map(({ label, icon }) => ({
          label,
          render: (state) => (
            <Forced state={state === 'default' || state === 'disabled' ? undefined : state}>
              <Menu label="Ada Lovelace" icon={icon} isDisabled={state === 'disabled'}>
                <MenuItem id="profile">Profile</MenuItem>
              </Menu>
            </Forced>
          ),
        }))}
      />
      <StateGrid<ItemState>
        caption="Menu items: tones x states"
        columns={[
          { label: 'Default', state: 'default' },
          { label: 'Hover', state: 'focused' },
          { label: 'Focus visible', state: 'focus-visible' },
          { label: 'Pressed', state: 'pressed' },
          { label: 'Disabled', state: 'disabled' },
        ]}
        rows={[
          { label: 'Plain', text: 'Rename', icon: undefined, tone: 'default' as const },
          { label: 'With icon', text: 'Profile', icon: <UserRound />, tone: 'default' as const },
          { label: 'Danger', text: 'Delete', icon: <Trash2 />, tone: 'danger' as const },
        ].map(({ label, text, icon, tone }) => ({
          label,
          render: (state) => (
            <div className={styles.Popover} style={{ minInlineSize: '10rem' }}>
              <Forced
                state={state === 'default' || state === 'disabled' ? undefined : state}
                selector="[role='menuitem']"
              >
                <AriaMenu aria-label={`${label} item, ${state}`} className={styles.Menu}>
                  <MenuItem id={text} icon={icon} tone={tone} isDisabled={state === 'disabled'}>
                    {text}
                  </MenuItem>
                </AriaMenu>
              </Forced>
            </div>
          ),
        }))}
      />
    </div>
  ),
};
