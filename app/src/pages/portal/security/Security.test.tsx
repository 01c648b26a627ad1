import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type AccountSession } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  sessions: vi.fn(),
  signOutSession: vi.fn(),
  signOutOtherSessions: vi.fn(),
  signInHistory: vi.fn(),
  changePassword: vi.fn(),
  requestEmailChange: vi.fn(),
  verifyEmailChange: vi.fn(),
  refresh: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/api', () => ({ client: {}, session: { refresh: api.refresh } }));
vi.mock('../../../state/auth', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'asha@example.com' }, isAdmin: false }),
}));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  const { toastSuccess, toastError, refresh, ...calls } = api;
  void toastSuccess;
  void toastError;
  void refresh;
  return { ...sdk, account: { ...sdk.account, ...calls } };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, success: api.toastSuccess, error: api.toastError } };
});

const { default: Security } = await import('./Security');

const here: AccountSession = {
  id: 's-here',
  device: 'Desktop · Windows 10',
  browser: 'Chrome 131',
  ipPrefix: '203.0.113.0/24',
  method: 'password',
  createdAt: '2026-03-09T04:30:00.000Z',
  lastUsedAt: '2026-03-09T10:00:00.000Z',
  current: true,
};
const phone: AccountSession = {
  ...here,
  id: 's-phone',
  device: 'Mobile · iOS 17.4',
  browser: 'Safari 17',
  ipPrefix: '198.51.100.0/24',
  // 18:30 UTC is already the next day in India.
  lastUsedAt: '2026-03-09T18:30:00.000Z',
  current: false,
};

function show() {
  api.sessions.mockResolvedValue({ sessions: [here, phone] });
  api.signInHistory.mockResolvedValue({
    content: [
      {
        time: '2026-03-09T10:00:00.000Z',
        outcome: 'SUCCESS',
        browser: 'Chrome on Windows',
        ipPrefix: '203.0.113.0/24',
        secondFactor: null,
      },
      {
        time: '2026-03-09T09:00:00.000Z',
        outcome: 'FAILURE',
        browser: null,
        ipPrefix: '192.0.2.0/24',
        secondFactor: null,
      },
    ],
    totalElements: 2,
    page: 0,
    size: 10,
  });
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <Security />
      </main>
    </SWRConfig>,
  );
  return screen.findByRole('table', { name: 'Sessions' });
}

/** axe on the rendered page; colour contrast needs a real layout, which the e2e test checks. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('Security', () => {
  afterEach(async () => {
    cleanup();
    // Every call the page made has answered (its answer is in swr's cache by then); then the cache
    // is cleared, as a session's end does (clearServerData), so the next test reads its own.
    await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('lists the sessions in India’s time, marks this browser, and signs another out', async () => {
    const table = await show();
    const mine = (await within(table).findByRole('rowheader', { name: 'Chrome 131 on Desktop · Windows 10' })).closest(
      'tr',
    )!;
    expect(within(mine).getByText('This browser')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    const other = within(table).getByRole('rowheader', { name: 'Safari 17 on Mobile · iOS 17.4' }).closest('tr')!;
    expect(within(other).getByText('198.51.100.0/24')).toBeTruthy();
    expect(within(other).getByText('10 Mar 2026, 12:00:00 am')).toBeTruthy();
    await expectNoAxeViolations();

    api.signOutSession.mockResolvedValue({ message: 'Session signed out' });
    api.sessions.mockResolvedValue({ sessions: [here] });
    fireEvent.click(within(other).getByRole('button', { name: /^Sign out Safari 17 on Mobile · iOS 17\.4/ }));
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith('Signed out: Safari 17 on Mobile · iOS 17.4'));
    expect(api.signOutSession).toHaveBeenCalledWith({}, 's-phone');
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: /Safari/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the sign-in history with failures', async () => {
    await show();
    const history = await screen.findByRole('table', { name: 'Sign-in history' });
    expect(await within(history).findByText('Wrong password')).toBeTruthy();
    expect(within(history).getByText('Chrome on Windows')).toBeTruthy();
  });

  it('checks the password form before calling, then changes it and signs the others out', async () => {
    await show();
    const form = screen.getByRole('form', { name: 'Change password' });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is required')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    api.changePassword.mockResolvedValue({ message: 'Password changed' });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'Old-Pass-1' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'New-Pass-2' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), { target: { value: 'New-Pass-2' } });
    expect(
      (within(form).getByRole('checkbox', { name: 'Sign out every other session' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(api.changePassword).toHaveBeenCalledWith(
        {},
        { currentPassword: 'Old-Pass-1', newPwd: 'New-Pass-2', confirmPwd: 'New-Pass-2', signOutOthers: true },
      ),
    );
    await waitFor(() =>
      expect(api.toastSuccess).toHaveBeenCalledWith('Password changed. Your other sessions were signed out.'),
    );
  });

  it('says in the server’s words why the current password was refused', async () => {
    await show();
    api.changePassword.mockRejectedValue(
      new ApiError('account.changePassword', 400, 'The current password is not correct'),
    );
    const form = screen.getByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'New-Pass-2' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), { target: { value: 'New-Pass-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('The current password is not correct'));
  });

  it('changes the email with the code sent to the new address, and refreshes the session', async () => {
    await show();
    const form = screen.getByRole('form', { name: 'Change email' });
    api.requestEmailChange.mockResolvedValue({ message: 'A code was sent' });
    fireEvent.change(within(form).getByLabelText('New email'), { target: { value: 'Asha.New@Example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.requestEmailChange).toHaveBeenCalledWith({}, 'asha.new@example.com'));
    const code = await within(form).findByRole('group', { name: 'Code' });
    await expectNoAxeViolations();
    api.verifyEmailChange.mockResolvedValue({ message: 'ok', email: 'asha.new@example.com' });
    const cells = within(code).getAllByRole('textbox');
    fireEvent.paste(cells[0]!, { clipboardData: { getData: () => '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(api.verifyEmailChange).toHaveBeenCalledWith({}, 'asha.new@example.com', '123456'));
    await waitFor(() =>
      expect(api.toastSuccess).toHaveBeenCalledWith(expect.stringContaining('Your email is now asha.new@example.com')),
    );
    expect(api.refresh).toHaveBeenCalled();
  });
});
