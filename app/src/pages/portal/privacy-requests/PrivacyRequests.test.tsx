import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type PrivacyRequest } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  staffList: vi.fn(),
  acknowledge: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('../../../state/auth', () => ({ useAuth: () => ({ isAdmin: true, user: { id: 'staff-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    privacy: { ...sdk.privacy, staffList: api.staffList, acknowledge: api.acknowledge },
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

// jsdom has no ResizeObserver, which the table measures its columns with; sizes do not matter here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

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
    // Only an open request can be acknowledged.
    expect(within(onTimeRow).queryByRole('button')).toBeNull();
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
});
