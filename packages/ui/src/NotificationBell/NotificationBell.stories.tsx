import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RouterProvider } from '../internal/router';
import { NotificationBell, type NotificationBellProps, type NotificationItem } from './NotificationBell';

const navigate = fn();

const at = (day: number, hour: number, minute: number) => new Date(Date.UTC(2026, 2, day, hour, minute)).toISOString();

const latest: NotificationItem[] = [
  {
    id: 'n1',
    title: 'Payment failed',
    body: 'Your card ending 4242 was declined for the March invoice. Update the card to keep the plan active.',
    timestamp: at(12, 4, 30),
    href: '#billing',
  },
  {
    id: 'n2',
    title: 'Ticket #1042 has a reply',
    body: 'Vikram from Support: "I have removed the three seats and issued a corrected invoice."',
    timestamp: at(11, 9, 5),
    href: '#tickets/1042',
  },
  {
    id: 'n3',
    title: 'Seat added',
    body: 'A seat was added by your HR integration.',
    timestamp: at(10, 6, 0),
    href: '#seats',
  },
  { id: 'n4', title: 'Invoice INV-2026-0301 is ready', timestamp: at(1, 6, 0), href: '#invoices/0301', read: true },
  { id: 'n5', title: 'Welcome to the team plan', timestamp: at(1, 5, 0), href: '#plan', read: true },
];

const allRead = latest.map((n) => ({ ...n, read: true }));

/** The app's side: it keeps the list and marks items read when they are opened, or all at once. */
function WithState(args: NotificationBellProps) {
  const [items, setItems] = useState(args.notifications);
  return (
    <NotificationBell
      {...args}
      notifications={items}
      onOpen={(id) => {
        args.onOpen?.(id);
        setItems((all) => all.map((n) => (n.id === id ? { ...n, read: true } : n)));
      }}
      onMarkAllRead={() => {
        args.onMarkAllRead?.();
        setItems((all) => all.map((n) => ({ ...n, read: true })));
      }}
    />
  );
}

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  parameters: {
    docs: {
      description: {
        component: [
          'A bell with an unread count that opens the latest notifications in a popover.',
          '',
          '**Do**',
          '',
          "- Mark a notification read in `onOpen`, and pass the server's count in `unreadCount` when the list holds only the latest.",
          '- Write titles that say what happened ("Payment failed"), with the detail in `body`.',
          '- Link every notification to the page where the person can act on it.',
          '',
          "**Don't**",
          '',
          "- Don't use it for messages that need an answer now: use an Alert or a toast.",
          "- Don't put actions other than links inside a notification.",
        ].join('\n'),
      },
    },
  },
  args: {
    notifications: latest,
    timeZone: 'Asia/Kolkata',
    placement: 'bottom end',
    isLoading: false,
    isDisabled: false,
    onOpen: fn(),
    onMarkAllRead: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    notifications: { control: 'object' },
    unreadCount: { control: 'number' },
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
    emptyState: { control: false },
  },
  render: (args) => <WithState {...args} />,
  // The bell at the end of a bar, with room below for the open popover; client routing as the app
  // does it (wouter), so following a notification does not unload the story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minBlockSize: '34rem' }}>
          {Story()}
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: opened from the keyboard, focus moves in, Escape closes and focus returns to the bell. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

export const ThreeUnreadOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAccessibleName(/^Unread Payment failed/);
    await expect(links[3]).toHaveAccessibleName(/^Invoice INV-2026-0301 is ready/);
  },
};

/** Opening one calls `onOpen` with its id and closes the popover; the app marks it read. */
export const OpenANotification: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await body.findByRole('link', { name: /Ticket #1042/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('n2');
    await expect(navigate).toHaveBeenCalledWith('#tickets/1042');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

/** 'Mark all as read' empties the count; focus stays in the dialog, then Escape returns it to the bell. */
export const MarkAllAsRead: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
    await expect(bell).toHaveAccessibleName('Notifications');
  },
};

export const NoneUnread: Story = {
  args: { notifications: allRead, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

/** The server counts 120 unread: the badge and the button's name say 99+. */
export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const Empty: Story = {
  args: { notifications: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // Visible once the popover has faded in.
    await waitFor(() => expect(within(dialog).getByText("You're all caught up")).toBeVisible());
  },
};

export const Loading: Story = {
  args: { notifications: [], isLoading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Loading notifications' })).toBeVisible(),
    );
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
