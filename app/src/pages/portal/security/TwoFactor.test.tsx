import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type SecondFactorStatus } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  status: vi.fn(),
  start: vi.fn(),
  confirm: vi.fn(),
  regenerateRecoveryCodes: vi.fn(),
  disable: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/api', () => ({ client: {}, session: {} }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  const { toastSuccess, toastError, ...calls } = api;
  void toastSuccess;
  void toastError;
  return { ...sdk, secondFactor: { ...sdk.secondFactor, ...calls } };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, success: api.toastSuccess, error: api.toastError } };
});

const { default: TwoFactor } = await import('./TwoFactor');

const off: SecondFactorStatus = { totp: { enabled: false, confirmedAt: null }, recoveryCodesLeft: 0, required: false };
const on: SecondFactorStatus = {
  totp: { enabled: true, confirmedAt: '2026-03-09T04:30:00.000Z' },
  recoveryCodesLeft: 10,
  required: false,
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i + 2}k`);
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/LNF:asha%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=LNF',
  qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+',
};

let shown = 0;
/** Each test its own user: a status revalidated after a test ends lands in another's cache key. */
function show(state: SecondFactorStatus) {
  api.status.mockResolvedValue(state);
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <TwoFactor userId={`u${++shown}`} />
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

describe('TwoFactor', () => {
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('enrols by keyboard: QR code and key as text, the first code, then the recovery codes once', async () => {
    show(off);
    const user = userEvent.setup();
    const set = await screen.findByRole('button', { name: 'Set up authenticator app' });
    await expectNoAxeViolations();
    api.start.mockResolvedValue(enrolment);
    set.focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Set up authenticator app' });
    expect(within(form).getByRole('img', { name: 'QR code for your authenticator app' })).toHaveProperty(
      'src',
      enrolment.qrSvg,
    );
    expect(within(form).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await expectNoAxeViolations();
    // A wrong code is refused by the server and toasted; the cells empty for another try.
    api.confirm.mockRejectedValueOnce(new ApiError('secondFactor.confirm', 400, 'That code is not right'));
    await user.click(within(form).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('That code is not right'));
    api.confirm.mockResolvedValue({ recoveryCodes: codes });
    api.status.mockResolvedValue(on);
    await user.click(within(form).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.confirm).toHaveBeenLastCalledWith({}, '123456'));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeTruthy();
  });

  it('tells staff they must set one up', async () => {
    show({ ...off, required: true });
    expect(await screen.findByText('Your account needs a second factor')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('makes new recovery codes with a current code', async () => {
    show({ ...on, recoveryCodesLeft: 2 });
    const user = userEvent.setup();
    expect(await screen.findByText('Few recovery codes left')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await expectNoAxeViolations();
    api.regenerateRecoveryCodes.mockResolvedValue({ recoveryCodes: codes });
    await user.keyboard('654321');
    await user.click(within(form).getByRole('button', { name: 'Generate new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(api.regenerateRecoveryCodes).toHaveBeenCalledWith({}, '654321');
  });

  it('turns off with the password and a code or a recovery code; every field is labelled', async () => {
    show(on);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-factor authentication' });
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await within(form).findByText('Enter your password.')).toBeTruthy();
    expect(api.disable).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    api.disable.mockResolvedValue({ message: 'The authenticator app is turned off' });
    api.status.mockResolvedValue(off);
    await user.type(within(form).getByLabelText('Password'), 'Secret#1');
    await user.type(within(form).getByLabelText('Code from the app or a recovery code'), 'ABCDE-FGHJK');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await waitFor(() =>
      expect(api.disable).toHaveBeenCalledWith({}, { password: 'Secret#1', recoveryCode: 'ABCDE-FGHJK' }),
    );
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
  });
});
