import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import axe from 'axe-core';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { RouterProvider } from '../internal/router';
import { expectNoAxeViolations } from '../test/axe';
import { NotificationBell, type NotificationBellProps, type NotificationItem } from './NotificationBell';

const notifications: NotificationItem[] = [
  {
    id: 'n1',
    title: 'Payment failed',
    body: 'Your card was declined.',
    timestamp: '2026-03-10T04:30:00Z',
    href: '/billing',
  },
  { id: 'n2', title: 'Ticket #42 answered', timestamp: '2026-03-09T10:00:00Z', href: '/tickets/42' },
  { id: 'n3', title: 'Invoice ready', timestamp: '2026-03-01T06:00:00Z', href: '/invoices/7', read: true },
];

function Bell(props: Partial<NotificationBellProps>) {
  const [items, setItems] = useState(notifications);
  return (
    <NotificationBell
      notifications={items}
      timeZone="Asia/Kolkata"
      onMarkAllRead={() => setItems((all) => all.map((n) => ({ ...n, read: true })))}
      {...props}
    />
  );
}

describe('NotificationBell', () => {
  it('names the bell with the unread count and shows it on the badge', () => {
    const { unmount } = render(<Bell />);
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    unmount();
    render(<Bell unreadCount={120} />);
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  });

  it('has no badge and a plain name when nothing is unread', () => {
    render(<Bell notifications={notifications.map((n) => ({ ...n, read: true }))} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('opens by keyboard, moves focus inside, and returns it to the bell on Escape', async () => {
    render(<Bell />);
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.tab();
    expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('marks unread items in words and links each to its page', async () => {
    render(
      <I18nProvider locale="en-IN">
        <Bell defaultOpen />
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/billing', '/tickets/42', '/invoices/7']);
    expect(links[0]).toHaveAccessibleName('Unread Payment failed Your card was declined. 10 Mar 2026, 10:00 am');
    expect(links[2]).toHaveAccessibleName(/^Invoice ready/);
    expect(links[0]!.closest('li')).toHaveAttribute('data-unread');
    expect(links[2]!.closest('li')).not.toHaveAttribute('data-unread');
  });

  it('calls onOpen with the id, closes, and routes through RouterProvider', async () => {
    const onOpen = vi.fn();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Bell onOpen={onOpen} />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByRole('link', { name: /Ticket #42/ }));
    expect(onOpen).toHaveBeenCalledWith('n2');
    expect(navigate).toHaveBeenCalledWith('/tickets/42');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks all as read, keeping focus in the dialog', async () => {
    render(<Bell defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(dialog).toHaveFocus();
    expect(within(dialog).queryByText('Unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('shows the empty and loading states', async () => {
    const { unmount } = render(<Bell notifications={[]} defaultOpen />);
    // Visible once the popover has faded in.
    await waitFor(() => expect(screen.getByText("You're all caught up")).toBeVisible());
    unmount();
    render(<Bell isLoading notifications={[]} defaultOpen messages={{ loading: 'Fetching' }} />);
    const dialog = await screen.findByRole('dialog');
    const spinner = within(dialog).getByRole('progressbar', { name: 'Fetching' });
    await waitFor(() => expect(spinner).toBeVisible());
    expect(spinner.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('takes replacement strings and Hindi from the I18nProvider', async () => {
    const { unmount } = render(<Bell messages={{ labelUnread: 'Alerts ({count} new)' }} />);
    expect(screen.getByRole('button', { name: 'Alerts (2 new)' })).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="hi-IN">
        <Bell defaultOpen />
      </I18nProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सूचनाएँ, 2 अपठित', hidden: true })).toBeInTheDocument();
  });

  it('hands the bell to ref and has no axe violations closed and open', async () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Bell ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await expectNoAxeViolations();
    await userEvent.click(ref.current!);
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });

  it("open on a page, leaves nothing outside a landmark or the dialog (axe's 'region' rule)", async () => {
    render(
      <>
        <header>
          <Bell />
        </header>
        <main>
          <h1>Dashboard</h1>
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // React Aria's hidden Dismiss buttons, for screen readers without an Escape key, are the dialog's own.
    expect(within(dialog).getAllByRole('button', { name: 'Dismiss', hidden: true })).toHaveLength(2);
    const result = await axe.run(document, { runOnly: ['region'], resultTypes: ['violations'] });
    expect(result.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });
});
