import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { ApiError, type ConsentList, type DataSummary, type PrivacyRequest } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  consents: vi.fn(),
  consentHistory: vi.fn(),
  grant: vi.fn(),
  withdraw: vi.fn(),
  summary: vi.fn(),
  exportData: vi.fn(),
  requests: vi.fn(),
  createRequest: vi.fn(),
  nominee: vi.fn(),
  reauthenticate: vi.fn(),
  saveFile: vi.fn(),
  logout: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('../../../lib/saveFile', () => ({ saveFile: api.saveFile }));
// Each test signs in as a user of its own, so swr's cache (keyed by user) never carries one test's
// answers, or its requests still in flight, into the next.
const session = vi.hoisted(() => ({ userId: 'u0' }));
vi.mock('../../../state/auth', () => ({
  useAuth: () => ({ user: { id: session.userId, email: 'asha@example.com' }, isAdmin: false, logout: api.logout }),
}));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  const { consents, consentHistory, grant, withdraw, summary, exportData, requests, createRequest, nominee } = api;
  const calls = { consents, consentHistory, grant, withdraw, summary, exportData, requests, createRequest, nominee };
  return {
    ...sdk,
    privacy: { ...sdk.privacy, ...calls },
    billing: { ...sdk.billing, list: () => Promise.resolve([]) },
    account: { ...sdk.account, reauthenticate: api.reauthenticate },
  };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, success: api.toastSuccess, error: api.toastError } };
});

const { default: PrivacyCentre } = await import('./PrivacyCentre');

const consents: ConsentList = {
  noticeVersion: '2025-04-01',
  purposes: [
    {
      purpose: 'marketing_email',
      granted: true,
      noticeVersion: '2025-04-01',
      source: 'signup',
      // 18:30 UTC is already the next day in India.
      since: '2026-03-09T18:30:00.000Z',
    },
    { purpose: 'analytics_cookies', granted: false, noticeVersion: null, source: null, since: null },
  ],
};
const summary: DataSummary = {
  generatedAt: '2026-03-10T04:30:00.000Z',
  categories: [
    {
      category: 'Account',
      records: 1,
      purpose: 'To create and secure your account and sign you in.',
      retention: 'While your account is active; erased on request.',
    },
  ],
  sharedWith: ['Email delivery'],
};
const grievance: PrivacyRequest = {
  reference: 'PR-2026-0A1B2C3D',
  kind: 'grievance',
  status: 'OPEN',
  email: 'asha@example.com',
  detail: { text: 'You mailed me after I withdrew.' },
  createdAt: '2026-02-01T10:00:00.000Z',
  acknowledgeBy: '2026-02-03T10:00:00.000Z',
  dueAt: '2026-03-09T18:30:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  response: null,
  acknowledgementOverdue: true,
  overdue: true,
};

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function show() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <PrivacyCentre />
      </main>
    </SWRConfig>,
  );
  await screen.findByRole('switch', { name: 'Marketing email' });
  await screen.findByRole('heading', { name: 'Account 1 record' });
  await screen.findByRole('rowheader', { name: grievance.reference });
}

describe('PrivacyCentre', () => {
  beforeEach(() => {
    api.consents.mockResolvedValue(consents);
    api.summary.mockResolvedValue(summary);
    api.requests.mockResolvedValue([grievance]);
    api.nominee.mockResolvedValue(null);
    window.history.replaceState(null, '', '/privacy-centre');
    session.userId = `u${Number(session.userId.slice(1)) + 1}`;
  });

  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows each consent and since when; by keyboard, turning one off is one call, and the ledger opens', async () => {
    await show();
    const marketing = screen.getByRole('switch', { name: 'Marketing email' });
    const analytics = screen.getByRole('switch', { name: 'Analytics cookies' });
    expect((marketing as HTMLInputElement).checked).toBe(true);
    expect((analytics as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Given 10 Mar 2026, 12:00:00 am, on the privacy notice of 2025-04-01.')).toBeTruthy();
    expect(screen.getByText('Off: you have not given consent.')).toBeTruthy();
    expect(screen.getByText(/version 2025-04-01/)).toBeTruthy();
    await expectNoAxeViolations();

    api.withdraw.mockResolvedValue({
      ...consents.purposes[0],
      granted: false,
      source: 'privacy-centre',
      since: '2026-03-11T04:30:00.000Z',
    });
    // By keyboard alone: Space on the focused switch, Enter on the History button.
    const user = userEvent.setup();
    marketing.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.toastSuccess).toHaveBeenCalledWith('Marketing email: consent withdrawn, from now on'),
    );
    expect(api.withdraw).toHaveBeenCalledExactlyOnceWith({}, 'marketing_email');
    expect(api.grant).not.toHaveBeenCalled();
    expect((marketing as HTMLInputElement).checked).toBe(false);
    await screen.findByText('Withdrawn 11 Mar 2026, 10:00:00 am, on the privacy notice of 2025-04-01.');

    expect(api.consentHistory).not.toHaveBeenCalled();
    api.consentHistory.mockResolvedValue([
      {
        purpose: 'marketing_email',
        granted: false,
        noticeVersion: '2025-04-01',
        source: 'privacy-centre',
        createdAt: '2026-03-11T04:30:00.000Z',
      },
    ]);
    screen.getByRole('button', { name: 'History' }).focus();
    await user.keyboard('{Enter}');
    const ledger = await screen.findByRole('table', { name: 'Consent history' });
    const row = (await within(ledger).findByRole('rowheader', { name: '11 Mar 2026, 10:00:00 am' })).closest('tr')!;
    for (const text of ['Marketing email', 'Withdrawn', 'Privacy centre', '2025-04-01'])
      expect(within(row).getByText(text)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("says so in the server's words when a consent change is refused, and shows the old state", async () => {
    await show();
    api.grant.mockRejectedValue(new ApiError('privacy.grant', 400, 'source must be one of privacy-centre'));
    const analytics = screen.getByRole('switch', { name: 'Analytics cookies' });
    fireEvent.click(analytics);
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('source must be one of privacy-centre'));
    await waitFor(() => expect((analytics as HTMLInputElement).checked).toBe(false));
  });

  it('holds the analytics choice on this device at once, in the cookie notice’s cookie', async () => {
    const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('lnf-cookie-consent='));
    document.cookie = 'lnf-cookie-consent=; Max-Age=0; Path=/';
    localStorage.setItem('lnf:visitor', 'visitor-1');
    await show();
    const analytics = screen.getByRole('switch', { name: 'Analytics cookies' });
    const state = { ...consents.purposes[1]!, noticeVersion: '2025-04-01', source: 'privacy-centre' as const };

    // Refused: the device keeps no consent the ledger does not have.
    api.grant.mockRejectedValueOnce(new ApiError('privacy.grant', 503, 'Unavailable'));
    fireEvent.click(analytics);
    await waitFor(() => expect(api.toastError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((analytics as HTMLInputElement).checked).toBe(false));
    expect(cookie()).toBeUndefined();

    api.grant.mockResolvedValueOnce({ ...state, granted: true, since: '2026-03-11T04:30:00.000Z' });
    fireEvent.click(analytics);
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith('Analytics cookies: consent given'));
    expect(api.grant).toHaveBeenLastCalledWith({}, 'analytics_cookies');
    expect(cookie()).toBe('lnf-cookie-consent=1');
    expect(localStorage.getItem('lnf:visitor')).toBe('visitor-1');

    api.withdraw.mockResolvedValueOnce({ ...state, granted: false, since: '2026-03-11T05:30:00.000Z' });
    fireEvent.click(analytics);
    // At once, before the server answers: the funnel sends nothing more from here.
    expect(cookie()).toBe('lnf-cookie-consent=0');
    expect(localStorage.getItem('lnf:visitor')).toBeNull();
    await waitFor(() =>
      expect(api.toastSuccess).toHaveBeenCalledWith('Analytics cookies: consent withdrawn, from now on'),
    );
    expect(cookie()).toBe('lnf-cookie-consent=0');
    document.cookie = 'lnf-cookie-consent=; Max-Age=0; Path=/';
  });

  it('shows what is held and why, and downloads it as one dated ZIP', async () => {
    await show();
    const held = screen.getByRole('list', { name: 'Data we hold about you' });
    const account = within(held).getByRole('heading', { name: 'Account 1 record' }).closest('li')!;
    for (const text of [
      'To create and secure your account and sign you in.',
      'While your account is active; erased on request.',
    ])
      expect(within(account).getByText(text)).toBeTruthy();
    expect(screen.getByText('Email delivery')).toBeTruthy();
    const zip = new Blob(['PK'], { type: 'application/zip' });
    api.exportData.mockResolvedValue(zip);
    fireEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(api.saveFile).toHaveBeenCalledTimes(1));
    expect(api.saveFile.mock.calls[0]![0]).toBe(zip);
    expect(api.saveFile.mock.calls[0]![1]).toMatch(/^lnf-data-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it('lists requests with their deadlines in India and overdue in words; asks for a correction', async () => {
    await show();
    const table = screen.getByRole('table', { name: 'Your privacy requests' });
    const row = within(table).getByRole('rowheader', { name: grievance.reference }).closest('tr')!;
    for (const text of ['Grievance', 'Open', '3 Feb 2026, 3:30:00 pm', '10 Mar 2026, 12:00:00 am'])
      expect(within(row).getByText(text, { exact: false })).toBeTruthy();
    expect(within(row).getAllByText('Overdue')).toHaveLength(2);

    const form = screen.getByRole('form', { name: 'Ask for a correction' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    expect(await within(form).findByText('Choose the field to correct')).toBeTruthy();
    expect(within(form).getByText('Say what it should say')).toBeTruthy();
    expect(api.createRequest).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: /Field/ }));
    await user.click(await screen.findByRole('option', { name: 'Last name' }));
    await user.type(within(form).getByRole('textbox', { name: 'What it should say' }), 'Rao');
    api.createRequest.mockResolvedValue({ ...grievance, reference: 'PR-2026-CORRECT1', kind: 'correction' });
    await user.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    await waitFor(() =>
      expect(api.toastSuccess).toHaveBeenCalledWith(
        'Request PR-2026-CORRECT1 received. We will acknowledge it by 3 Feb 2026, 3:30:00 pm (IST).',
      ),
    );
    expect(api.createRequest).toHaveBeenCalledWith({}, { kind: 'correction', detail: { fields: { lastName: 'Rao' } } });
    await waitFor(() => expect(api.requests).toHaveBeenCalledTimes(2));
  });

  it("raises a grievance, and shows the server's words when it refuses one", async () => {
    await show();
    const form = screen.getByRole('form', { name: 'Raise a grievance' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your grievance' }), {
      target: { value: 'You mailed me after I withdrew.' },
    });
    api.createRequest.mockRejectedValue(new ApiError('privacy.createRequest', 400, 'detail.text is too long'));
    fireEvent.click(within(form).getByRole('button', { name: 'Raise the grievance' }));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('detail.text is too long'));
    expect(api.createRequest).toHaveBeenCalledWith(
      {},
      { kind: 'grievance', detail: { text: 'You mailed me after I withdrew.' } },
    );
  });

  it('sets the nominee, then shows them', async () => {
    await show();
    const form = await screen.findByRole('form', { name: 'Nominee' });
    fireEvent.change(within(form).getByRole('textbox', { name: "Nominee's name" }), { target: { value: 'Ravi Rao' } });
    fireEvent.change(within(form).getByRole('textbox', { name: "Nominee's email" }), {
      target: { value: 'Ravi@Example.com' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /Relationship to you/ }), {
      target: { value: 'Brother' },
    });
    api.createRequest.mockResolvedValue({ ...grievance, kind: 'nomination', status: 'COMPLETED' });
    api.nominee.mockResolvedValue({
      name: 'Ravi Rao',
      email: 'ravi@example.com',
      relationship: 'Brother',
      updatedAt: '2026-03-11T04:30:00.000Z',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save nominee' }));
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith('Ravi Rao is your nominee'));
    expect(api.createRequest).toHaveBeenCalledWith(
      {},
      { kind: 'nomination', detail: { name: 'Ravi Rao', email: 'ravi@example.com', relationship: 'Brother' } },
    );
    await screen.findByText('ravi@example.com');
    expect(screen.getByRole('button', { name: 'Change nominee' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Nominee' })).toBeNull();
  });

  it("deletes the account only with the account's email and password; a 409 in the server's words; then signs out", async () => {
    await show();
    api.reauthenticate.mockResolvedValue({ reauthenticatedAt: '', validUntil: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account' });
    expect(within(dialog).getByText(/for 8 years from their date/)).toBeTruthy();
    await expectNoAxeViolations();

    const email = within(dialog).getByRole('textbox', { name: 'Type your email to confirm' });
    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Type asha@example.com, the email you sign in with')).toBeTruthy();
    expect(api.createRequest).not.toHaveBeenCalled();

    // The password proves the owner is at the keyboard; a wrong one stops before the request.
    fireEvent.change(email, { target: { value: 'Asha@Example.com' } });
    const password = within(dialog).getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'not-it' } });
    api.reauthenticate.mockRejectedValueOnce(
      new ApiError('account.reauthenticate', 400, 'The password is not correct'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The password is not correct');
    expect(api.createRequest).not.toHaveBeenCalled();
    fireEvent.change(password, { target: { value: 'Asha-Pass-1' } });

    const refusal = 'Cancel your subscriptions before erasing the account: sub_1 still renew';
    api.createRequest.mockRejectedValueOnce(new ApiError('privacy.createRequest', 409, refusal));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(api.logout).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/privacy-centre');

    api.createRequest.mockResolvedValueOnce({ ...grievance, kind: 'erasure', status: 'COMPLETED' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.createRequest).toHaveBeenLastCalledWith(
      {},
      { kind: 'erasure', detail: { confirmEmail: 'asha@example.com' } },
    );
    expect(api.reauthenticate).toHaveBeenLastCalledWith({}, { password: 'Asha-Pass-1' });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(api.toastSuccess).toHaveBeenCalledWith('Your account has been deleted. You have been signed out.');
  });
});
