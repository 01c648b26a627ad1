import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '@lnf/ui';
import type { InAppNotificationList, LoggedUser } from '@lnf/sdk';

const api = vi.hoisted(() => ({ list: vi.fn(), markRead: vi.fn(), markAllRead: vi.fn(), toastError: vi.fn() }));

vi.mock('../lib/api', () => ({ client: {} }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    notifications: { ...sdk.notifications, list: api.list, markRead: api.markRead, markAllRead: api.markAllRead },
  };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, error: api.toastError } };
});

const { HeaderBell } = await import('./HeaderBell');

const list: InAppNotificationList = {
  items: [
    {
      id: 'n1',
      title: 'Payment received for order LNF-1',
      body: 'Payment of ₹3,538.82 received for order LNF-1.',
      href: '/order-confirmation/o1',
      createdAt: '2026-03-10T04:30:00.000Z',
      readAt: null,
    },
    {
      id: 'n2',
      title: 'New reply on ticket LNF-7',
      body: 'Support replied on ticket LNF-7.',
      href: '/customer-support',
      createdAt: '2026-03-09T04:30:00.000Z',
      readAt: null,
    },
  ],
  unreadCount: 2,
};

let users = 0;

/** The bell of a user of its own: the marks write swr's global cache, as the app's do. */
function show() {
  const navigate = vi.fn();
  const user = { id: `u${++users}`, email: 'asha@example.com', name: 'Asha Rao' } as LoggedUser;
  render(
    <RouterProvider navigate={navigate}>
      <HeaderBell user={user} />
    </RouterProvider>,
  );
  return navigate;
}

/** The bell by its name, also while its open popover hides the rest of the page from the tree. */
const bell = (name: string) => screen.findByRole('button', { name, hidden: true });

/** A promise the test settles, to look at the bell while the server has not answered. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

async function open() {
  fireEvent.click(await bell('Notifications, 2 unread'));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('HeaderBell', () => {
  beforeEach(() => {
    api.list.mockResolvedValue(list);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('marks an opened notice read before the server answers, and follows its link on the client', async () => {
    const navigate = show();
    const marking = deferred<unknown>();
    api.markRead.mockReturnValue(marking.promise);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('link', { name: /Payment received for order LNF-1/ }));
    expect(api.markRead).toHaveBeenCalledWith({}, 'n1');
    expect(navigate).toHaveBeenCalledWith('/order-confirmation/o1');
    await bell('Notifications, 1 unread');
    marking.resolve({ ...list.items[0], readAt: '2026-03-10T05:00:00.000Z' });
    await waitFor(() => expect(api.markRead).toHaveBeenCalledOnce());
    await bell('Notifications, 1 unread');
  });

  it('marks all read at once with Mark all as read', async () => {
    show();
    api.markAllRead.mockResolvedValue({ updated: 2 });
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(api.markAllRead).toHaveBeenCalledOnce();
    await bell('Notifications');
    expect(within(dialog).queryByText('Unread')).toBeNull();
  });

  it('puts the count back and says so when the server refuses', async () => {
    show();
    api.markRead.mockRejectedValue(new Error('offline'));
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('link', { name: /New reply on ticket LNF-7/ }));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledOnce());
    await bell('Notifications, 2 unread');
  });
});
