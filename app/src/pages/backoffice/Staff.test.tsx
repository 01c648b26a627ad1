import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type StaffMember } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  invite: vi.fn(),
  changeRole: vi.fn(),
  remove: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('../../state/auth', () => ({ useAuth: () => ({ isAdmin: true, user: { id: 'admin-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    backofficeStaff: { list: api.list, invite: api.invite, changeRole: api.changeRole, remove: api.remove },
    // An admin with a second factor: the page itself opens (shared/SecondFactorGate).
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

const { default: Staff } = await import('./Staff');

const me: StaffMember = {
  id: 'admin-1',
  email: 'farah@lnf.example',
  firstName: 'Farah',
  lastName: 'Khan',
  role: 'admin',
  secondFactor: true,
  status: 'active',
  lastSignInAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const meera: StaffMember = {
  ...me,
  id: 'staff-2',
  email: 'meera@lnf.example',
  firstName: 'Meera',
  lastName: 'Nair',
  role: 'support',
  secondFactor: false,
  status: 'invited',
  lastSignInAt: null,
};

function show() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <Staff />
    </SWRConfig>,
  );
  return screen.findByRole('table', { name: 'Staff' });
}

const type = (form: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

describe('Staff', () => {
  afterEach(async () => {
    cleanup();
    await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('lists staff with role, status and second factor; the admin’s own row cannot be changed', async () => {
    api.list.mockResolvedValue({ staff: [me, meera] });
    const table = await show();
    const meeraRow = (await within(table).findByRole('rowheader', { name: 'Meera Nair' })).closest('tr')!;
    for (const text of ['meera@lnf.example', 'Invited', 'Not yet'])
      expect(within(meeraRow).getByText(text)).toBeTruthy();
    expect(within(meeraRow).getByRole('button', { name: 'Remove access' })).toBeTruthy();
    const myRow = within(table).getByRole('rowheader', { name: 'Farah Khan' }).closest('tr')!;
    expect(within(myRow).getByText('You')).toBeTruthy();
    expect(within(myRow).getByText('Active')).toBeTruthy();
    expect(within(myRow).queryByRole('button')).toBeNull();
  });

  it('invites a member, and says why when the email has an account', async () => {
    api.list.mockResolvedValue({ staff: [me] });
    await show();
    const form = screen.getByRole('form', { name: 'Invite staff' });
    fireEvent.click(within(form).getByRole('button', { name: 'Invite staff' }));
    expect(await within(form).findByText('Enter their work email')).toBeTruthy();
    expect(api.invite).not.toHaveBeenCalled();

    api.invite.mockResolvedValueOnce(meera);
    type(form, 'Email', ' meera@lnf.example ');
    type(form, 'First name', 'Meera');
    type(form, 'Last name', 'Nair');
    const role = within(form).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveProperty('value', 'support');
    fireEvent.change(role, { target: { value: 'finance' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Invite staff' }));
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith('Invitation mailed to meera@lnf.example'));
    expect(api.invite).toHaveBeenCalledWith(
      {},
      {
        email: 'meera@lnf.example',
        firstName: 'Meera',
        lastName: 'Nair',
        role: 'finance',
      },
    );
    // The form starts again from its defaults.
    await waitFor(() => expect(role).toHaveProperty('value', 'support'));

    const taken =
      'chandra@example.com already has an LNF account: change its role in the staff list, or use another email';
    api.invite.mockRejectedValueOnce(new ApiError('backofficeStaff.invite', 409, taken));
    type(form, 'Email', 'chandra@example.com');
    type(form, 'First name', 'Chandra');
    type(form, 'Last name', 'Rao');
    fireEvent.click(within(form).getByRole('button', { name: 'Invite staff' }));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith(taken));
  });

  it('changes another member’s role in their row', async () => {
    api.list
      .mockResolvedValueOnce({ staff: [me, meera] })
      .mockResolvedValue({ staff: [me, { ...meera, role: 'finance' }] });
    api.changeRole.mockResolvedValueOnce({ ...meera, role: 'finance' });
    const table = await show();
    const row = (await within(table).findByRole('rowheader', { name: 'Meera Nair' })).closest('tr')!;
    const role = within(row).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveProperty('value', 'support');
    fireEvent.change(role, { target: { value: 'finance' } });
    await waitFor(() =>
      expect(api.toastSuccess).toHaveBeenCalledWith('meera@lnf.example is now finance; their sessions were signed out'),
    );
    expect(api.changeRole).toHaveBeenCalledWith({}, meera.id, { role: 'finance' });
    await waitFor(() => expect(within(row).getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'finance'));
    // The admin's own role is text, not a choice.
    const myRow = within(table).getByRole('rowheader', { name: 'Farah Khan' }).closest('tr')!;
    expect(within(myRow).queryByRole('combobox')).toBeNull();
  });

  it('removes access only after a second press that names the member', async () => {
    api.list.mockResolvedValueOnce({ staff: [me, meera] }).mockResolvedValue({ staff: [me] });
    api.remove.mockResolvedValueOnce({ message: 'Staff access removed' });
    const table = await show();
    const row = (await within(table).findByRole('rowheader', { name: 'Meera Nair' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove access' }));
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Meera' }));
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith('meera@lnf.example no longer has staff access'));
    expect(api.remove).toHaveBeenCalledWith({}, meera.id);
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Meera Nair' })).toBeNull());
  });
});
