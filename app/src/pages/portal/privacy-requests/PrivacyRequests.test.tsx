import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type PrivacyRequest } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  staffList: vi.fn(),
  acknowledge: vi.fn(),
  resolve: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('../../../state/auth', () => ({ useAuth: () => ({ isAdmin: true, user: { id: 'staff-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    privacy: { ...sdk.privacy, staffList: api.staffList, acknowledge: api.acknowledge, resolve: api.resolve },
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

const { default: PrivacyRequests } = await import('./PrivacyRequests');

const late: PrivacyRequest = {
  reference: 'PR-2026-0A1B2C3D',
  kind: 'grievance',
  status: 'OPEN',
  email: 'asha@example.com',
  detail: { text: 'You mailed me after I withdrew.' },
  createdAt: '2026-02-01T10:00:00.000Z',
  acknowledgeBy: '2026-02-03T10:00:00.000Z',
  // 18:30 UTC is already the next day in India.
  dueAt: '2026-03-09T18:30:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  response: null,
  acknowledgementOverdue: true,
  overdue: true,
};
const onTime: PrivacyRequest = {
  ...late,
  reference: 'PR-2026-ZZZZZZZZ',
  kind: 'correction',
  status: 'ACKNOWLEDGED',
  acknowledgedAt: '2026-03-01T10:00:00.000Z',
  dueAt: '2026-03-30T10:00:00.000Z',
  acknowledgementOverdue: false,
  overdue: false,
};

function show() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <PrivacyRequests />
    </SWRConfig>,
  );
  return screen.findByRole('table', { name: 'Open privacy requests' });
}

describe('PrivacyRequests', () => {
  afterEach(async () => {
    cleanup();
    // Every call the page made has answered (its answer is in swr's cache by then); then the cache
    // is cleared, as a session's end does (clearServerData), so the next test reads its own.
    await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('lists open requests with their deadlines in India, saying in words which are overdue', async () => {
    api.staffList.mockResolvedValue([late, onTime]);
    const table = await show();
    expect(api.staffList).toHaveBeenCalledWith({}, 'open');
    const lateRow = (await within(table).findByRole('rowheader', { name: late.reference })).closest('tr')!;
    for (const text of ['Grievance', 'asha@example.com', 'Open', '10 Mar 2026, 12:00:00 am'])
      expect(within(lateRow).getByText(text, { exact: false })).toBeTruthy();
    expect(within(lateRow).getAllByText('Overdue')).toHaveLength(2);
    const onTimeRow = within(table).getByRole('rowheader', { name: onTime.reference }).closest('tr')!;
    expect(within(onTimeRow).getByText('Acknowledged')).toBeTruthy();
    expect(within(onTimeRow).queryByText('Overdue')).toBeNull();
    // Only an open request can be acknowledged; any can be answered.
    expect(within(onTimeRow).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    expect(within(onTimeRow).getByRole('button', { name: `Answer ${onTime.reference}` })).toBeTruthy();
  });

  it('acknowledges one, and says why when the server refuses', async () => {
    api.staffList.mockResolvedValue([late]);
    api.acknowledge.mockResolvedValueOnce({
      ...late,
      status: 'ACKNOWLEDGED',
      acknowledgedAt: '2026-03-02T10:00:00.000Z',
    });
    const table = await show();
    fireEvent.click(await within(table).findByRole('button', { name: `Acknowledge ${late.reference}` }));
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith(`Acknowledged ${late.reference}`));
    expect(api.acknowledge).toHaveBeenCalledWith({}, late.reference);

    api.acknowledge.mockRejectedValueOnce(
      new ApiError('privacy.acknowledge', 409, `Request ${late.reference} is already COMPLETED`),
    );
    fireEvent.click(await within(table).findByRole('button', { name: `Acknowledge ${late.reference}` }));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith(`Request ${late.reference} is already COMPLETED`));
  });

  it('answers one with the words the customer reads; the answered request leaves the list', async () => {
    api.staffList.mockResolvedValueOnce([late, onTime]).mockResolvedValue([onTime]);
    api.resolve.mockResolvedValueOnce({ ...late, status: 'COMPLETED', response: 'We stopped the mails.' });
    const table = await show();
    fireEvent.click(await within(table).findByRole('button', { name: `Answer ${late.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: `Answer ${late.reference}` });
    expect(within(dialog).getByText('You mailed me after I withdrew.')).toBeTruthy();
    // Nothing is sent without an answer.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Write the answer the customer will read')).toBeTruthy();
    expect(api.resolve).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer to the customer' }), {
      target: { value: 'We stopped the mails.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith(`Answered ${late.reference}`));
    expect(api.resolve).toHaveBeenCalledWith({}, late.reference, {
      status: 'COMPLETED',
      response: 'We stopped the mails.',
    });
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: late.reference })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
