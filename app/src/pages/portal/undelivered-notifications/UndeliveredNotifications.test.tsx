import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type OutboxNotification } from '@lnf/sdk';

const api = vi.hoisted(() => ({ listOutbox: vi.fn(), resend: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('../../../state/auth', () => ({ useAuth: () => ({ isAdmin: true, user: { id: 'staff-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    notifications: { ...sdk.notifications, listOutbox: api.listOutbox, resend: api.resend },
    // Staff with a second factor: the page itself opens (shared/SecondFactorGate).
    secondFactor: {
      ...sdk.secondFactor,
      status: async () => ({ totp: { enabled: true, confirmedAt: null }, recoveryCodesLeft: 10, required: true }),
    },
  };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, success: api.toastSuccess, error: api.toastError } };
});

const { default: UndeliveredNotifications } = await import('./UndeliveredNotifications');

const dead: OutboxNotification = {
  id: 'n1',
  eventKey: 'card.updated:sub_1:email',
  event: 'card.updated',
  channel: 'email',
  to: 'asha@example.com',
  template: 'card-updated',
  status: 'dead',
  attempts: 8,
  lastError: 'SMTP 550 mailbox unavailable',
  // 18:30 UTC is already the next day in India.
  nextAttemptAt: '2026-03-09T18:30:00.000Z',
  createdAt: '2026-03-09T10:00:00.000Z',
  sentAt: null,
};

/**
 * The page on swr's global cache, which the resend updates as the app's does; without
 * de-duplication, so each test's page asks for its own list.
 */
function show() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <UndeliveredNotifications />
    </SWRConfig>,
  );
  return screen.findByRole('table', { name: 'Undelivered notifications' });
}

describe('UndeliveredNotifications', () => {
  afterEach(async () => {
    cleanup();
    // Every call the page made has answered (its answer is in swr's cache by then); then the cache
    // is cleared, as a session's end does (clearServerData), so the next test reads its own.
    await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it("keeps the row and says why when the server refuses, in the server's words", async () => {
    api.listOutbox.mockResolvedValue([dead]);
    api.resend.mockRejectedValue(
      new ApiError('notifications.resend', 409, 'This notification is queued, not dead: there is nothing to resend'),
    );
    const table = await show();
    fireEvent.click(await within(table).findByRole('button', { name: /^Resend card\.updated/ }));
    await waitFor(() =>
      expect(api.toastError).toHaveBeenCalledWith('This notification is queued, not dead: there is nothing to resend'),
    );
    expect(api.toastSuccess).not.toHaveBeenCalled();
    expect(within(table).getByRole('rowheader', { name: 'card.updated' })).toBeTruthy();
  });

  it('lists each dead letter with its last attempt in India, and resends one', async () => {
    api.listOutbox.mockResolvedValueOnce([dead]).mockResolvedValue([]);
    api.resend.mockResolvedValue({ id: 'n1', eventKey: dead.eventKey });
    const table = await show();
    const row = (await within(table).findByRole('rowheader', { name: 'card.updated' })).closest('tr')!;
    for (const text of ['asha@example.com', 'Email', '8', 'SMTP 550 mailbox unavailable', '10 Mar 2026, 12:00:00 am']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(api.listOutbox).toHaveBeenCalledWith({}, 'dead');

    fireEvent.click(within(row).getByRole('button', { name: 'Resend card.updated to asha@example.com' }));
    await screen.findByText('No undelivered notifications');
    expect(api.resend).toHaveBeenCalledWith({}, 'n1');
    expect(api.toastSuccess).toHaveBeenCalledWith('Queued to send again: card.updated to asha@example.com');
    // Gone at once, and the list asked again, which agrees.
    await waitFor(() => expect(api.listOutbox).toHaveBeenCalledTimes(2));
  });
});
