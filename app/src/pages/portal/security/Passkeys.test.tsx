import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type Passkey } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  registrationOptions: vi.fn(),
  register: vi.fn(),
  rename: vi.fn(),
  remove: vi.fn(),
  startRegistration: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/api', () => ({ client: {}, session: {} }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: api.startRegistration }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  const { list, registrationOptions, register, rename, remove } = api;
  return { ...sdk, passkeys: { ...sdk.passkeys, list, registrationOptions, register, rename, remove } };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, success: api.toastSuccess, error: api.toastError } };
});

const { default: Passkeys } = await import('./Passkeys');

const laptop: Passkey = {
  id: 'cred-1',
  name: 'Work laptop',
  deviceType: 'singleDevice',
  backedUp: false,
  transports: ['internal'],
  createdAt: '2026-03-09T04:30:00.000Z',
  lastUsedAt: null,
};
const options = { challenge: 'c'.repeat(43), rp: { name: 'LNF', id: 'localhost' } };
const registration = { id: 'cred-2', rawId: 'cred-2', type: 'public-key' };

let shown = 0;
function show(passkeys: Passkey[]) {
  api.list.mockResolvedValue({ passkeys });
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <Passkeys userId={`u${++shown}`} />
      </main>
    </SWRConfig>,
  );
}

/** axe on the rendered section; colour contrast needs a real layout, which the e2e test checks. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('Passkeys', () => {
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('adds a named passkey by keyboard: the browser is asked with the server’s options', async () => {
    show([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No passkeys yet')).toBeTruthy();
    await expectNoAxeViolations();
    // A name first.
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Give the passkey a name, like "Work laptop".')).toBeTruthy();
    expect(api.registrationOptions).not.toHaveBeenCalled();
    api.registrationOptions.mockResolvedValue(options);
    api.startRegistration.mockResolvedValue(registration);
    api.register.mockResolvedValue({ ...laptop, id: 'cred-2', name: 'Phone' });
    await user.click(screen.getByRole('textbox', { name: 'Passkey name' }));
    await user.keyboard(' Phone {Enter}');
    await waitFor(() => expect(api.register).toHaveBeenCalledWith({}, 'Phone', registration));
    expect(api.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.toastSuccess).toHaveBeenCalledWith('Passkey added: Phone');
  });

  it('says so when the browser prompt is closed, and registers nothing', async () => {
    show([]);
    const user = userEvent.setup();
    api.registrationOptions.mockResolvedValue(options);
    api.startRegistration.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await user.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'Phone{Enter}');
    await waitFor(() =>
      expect(api.toastError).toHaveBeenCalledWith('No passkey was used: the prompt was closed or timed out.'),
    );
    expect(api.register).not.toHaveBeenCalled();
  });

  it('lists, renames and removes with the password; each button names its passkey', async () => {
    show([laptop]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Passkeys' });
    expect(await within(table).findByText('Work laptop')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Rename Work laptop' }));
    const rename = screen.getByRole('form', { name: 'Rename Work laptop' });
    api.rename.mockResolvedValue({ ...laptop, name: 'Old laptop' });
    const field = within(rename).getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.type(field, 'Old laptop{Enter}');
    await waitFor(() => expect(api.rename).toHaveBeenCalledWith({}, 'cred-1', 'Old laptop'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rename Work laptop' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    const remove = screen.getByRole('form', { name: 'Remove Work laptop' });
    await user.click(within(remove).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(remove).findByText('Enter your password.')).toBeTruthy();
    await expectNoAxeViolations();
    api.remove.mockRejectedValueOnce(new ApiError('passkeys.remove', 400, 'The password is not right'));
    await user.type(within(remove).getByLabelText('Password'), 'Wrong#1{Enter}');
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('The password is not right'));
    api.remove.mockResolvedValue({ message: 'The passkey was removed' });
    await user.type(within(remove).getByLabelText('Password'), 'Secret#1{Enter}');
    await waitFor(() => expect(api.remove).toHaveBeenLastCalledWith({}, 'cred-1', { password: 'Secret#1' }));
    expect(api.toastSuccess).toHaveBeenCalledWith('Passkey removed: Work laptop');
  });
});
