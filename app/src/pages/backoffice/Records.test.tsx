import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BackofficeAuditRow, BackofficeOrderRow } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  orders: vi.fn(),
  payments: vi.fn(),
  auditLogs: vi.fn(),
  exportCsv: vi.fn(),
  saveFile: vi.fn(),
  customer: vi.fn(),
  /** Whether the signed-in staff member is an admin (may read audit logs). */
  admin: false,
}));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('../../lib/saveFile', () => ({ saveFile: api.saveFile }));
vi.mock('../../state/auth', () => ({
  useAuth: () => ({ user: { id: 'staff-1' }, can: (p: string) => api.admin || p !== 'staff.manage' }),
}));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  const empty = async () => ({ results: [], next: null });
  return {
    ...sdk,
    backofficeLists: {
      orders: api.orders,
      payments: api.payments,
      subscriptions: empty,
      invoices: empty,
      tickets: empty,
      auditLogs: api.auditLogs,
      exportCsv: api.exportCsv,
    },
    backoffice: { ...sdk.backoffice, customer: api.customer },
    // Staff with a second factor: the page itself opens (shared/SecondFactorGate).
    secondFactor: {
      ...sdk.secondFactor,
      status: async () => ({ totp: { enabled: true, confirmedAt: null }, recoveryCodesLeft: 10, required: true }),
    },
  };
});

const { default: Records } = await import('./Records');

const order = (n: number, extra: Partial<BackofficeOrderRow> = {}): BackofficeOrderRow => ({
  id: `o-${n}`,
  reference: `LNF-2026-${String(n).padStart(4, '0')}`,
  dateOrdered: '2026-11-25T10:00:00.000Z',
  status: 'PAID',
  name: `Buyer ${n}`,
  email: `buyer${n}@shop.example`,
  total: 1000 + n,
  customerId: `c-${n}`,
  ...extra,
});

function show(path = '/backoffice/records') {
  render(
    <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map() }}>
      <Router hook={memoryLocation({ path }).hook}>
        <Records />
      </Router>
    </SWRConfig>,
  );
  return screen.findByRole('table', { name: 'Orders' });
}

/** The query of the newest call to a list. */
const lastQuery = (fn: typeof api.orders) => fn.mock.calls.at(-1)![1] as Record<string, unknown>;

describe('Records', () => {
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    api.admin = false;
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('lists orders newest first, each linked to its customer where it has one', async () => {
    api.orders.mockResolvedValue({ results: [order(1), order(2, { customerId: null })], next: null });
    const table = await show();
    const linked = await within(table).findByRole('link', { name: 'LNF-2026-0001' });
    expect(linked.getAttribute('href')).toBe('/backoffice/customers/c-1');
    expect(within(table).getByText('LNF-2026-0002').closest('a')).toBeNull();
    expect(within(table).getByText('Buyer 1')).toBeTruthy();
    expect(lastQuery(api.orders)).toEqual({ sort: 'dateOrdered', direction: 'desc', limit: 25 });
    // Audit logs are the admin's: a support member has no tab for them.
    expect(screen.queryByRole('tab', { name: 'Audit logs' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Tickets' })).toBeTruthy();
  });

  it('asks the server for the order a header sets, from the first page again', async () => {
    api.orders.mockResolvedValue({ results: [order(1)], next: 'c2' });
    const table = await show();
    await within(table).findByText('LNF-2026-0001');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Orders pages' })).getByRole('button', { name: /Next/ }),
    );
    await waitFor(() => expect(lastQuery(api.orders)).toMatchObject({ after: 'c2' }));
    fireEvent.click(within(table).getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastQuery(api.orders)).toEqual({ sort: 'total', direction: 'asc', limit: 25 }));
    fireEvent.click(within(table).getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastQuery(api.orders)).toEqual({ sort: 'total', direction: 'desc', limit: 25 }));
  });

  it('pages by cursor: Next sends the cursor, Previous goes back to the page before', async () => {
    api.orders.mockImplementation(async (_c: unknown, q: { after?: string }) =>
      q.after === 'c2' ? { results: [order(3)], next: null } : { results: [order(1), order(2)], next: 'c2' },
    );
    const table = await show();
    await within(table).findByText('LNF-2026-0001');
    const pages = screen.getByRole('navigation', { name: 'Orders pages' });
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await within(table).findByText('LNF-2026-0003')).toBeTruthy();
    expect(lastQuery(api.orders)).toMatchObject({ after: 'c2' });
    expect(within(pages).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: /Previous/ }));
    expect(await within(table).findByText('LNF-2026-0001')).toBeTruthy();
  });

  it('filters by status and downloads the CSV with the same filters and order', async () => {
    api.orders.mockResolvedValue({ results: [order(1)], next: null });
    api.exportCsv.mockResolvedValue(new Blob(['reference\r\n']));
    await show();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'PAYMENT_FAILED' } });
    await waitFor(() =>
      expect(lastQuery(api.orders)).toEqual({
        status: 'PAYMENT_FAILED',
        sort: 'dateOrdered',
        direction: 'desc',
        limit: 25,
      }),
    );
    expect(screen.getByText('Status: Payment failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(api.saveFile).toHaveBeenCalled());
    expect(api.exportCsv).toHaveBeenCalledWith({}, 'orders', {
      status: 'PAYMENT_FAILED',
      sort: 'dateOrdered',
      direction: 'desc',
    });
  });

  it('shows an admin the audit logs', async () => {
    api.admin = true;
    api.orders.mockResolvedValue({ results: [], next: null });
    const row: BackofficeAuditRow = {
      id: '42',
      time: '2026-11-25T10:00:00.000Z',
      actor: 'asha@shop.example',
      module: 'order',
      action: 'PLACE_ORDER',
      key: 'LNF-2026-0001',
      outcome: 'SUCCESS',
      ip: '203.0.113.9',
      detail: null,
      data: null,
    };
    api.auditLogs.mockResolvedValue({ results: [row], next: null });
    await show();
    fireEvent.click(screen.getByRole('tab', { name: 'Audit logs' }));
    const table = await screen.findByRole('table', { name: 'Audit logs' });
    expect(await within(table).findByText('PLACE_ORDER')).toBeTruthy();
    expect(lastQuery(api.auditLogs)).toEqual({ sort: 'time', direction: 'desc', limit: 25 });
  });
  it("shows one customer's records from their page's link, named, until the tag is removed", async () => {
    const user = userEvent.setup();
    api.orders.mockResolvedValue({ results: [order(1)], next: null });
    api.customer.mockResolvedValue({ profile: { name: 'Asha Rao', erased: false } });
    await show('/backoffice/records?customer=c-1');
    await waitFor(() => expect(lastQuery(api.orders)).toMatchObject({ customer: 'c-1' }));
    // The tag names the customer, as their page does.
    await screen.findByText('Customer: Asha Rao');
    expect(api.customer).toHaveBeenCalledWith({}, 'c-1');
    await user.click(screen.getByRole('button', { name: 'Remove Customer: Asha Rao' }));
    await waitFor(() => expect(lastQuery(api.orders)).not.toHaveProperty('customer'));
  });

  it('filters audit logs by module, action and actor, each applied with Enter, not while typing', async () => {
    const user = userEvent.setup();
    api.admin = true;
    api.orders.mockResolvedValue({ results: [], next: null });
    api.auditLogs.mockResolvedValue({ results: [], next: null });
    await show();
    await user.click(screen.getByRole('tab', { name: 'Audit logs' }));
    await waitFor(() => expect(api.auditLogs).toHaveBeenCalled());
    const panel = screen.getByRole('tabpanel', { name: 'Audit logs' });
    await user.type(within(panel).getByRole('textbox', { name: 'Module' }), 'auth');
    // An exact match on half a word would only empty the list.
    expect(api.auditLogs.mock.calls.some(([, q]) => (q as { module?: string }).module !== undefined)).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery(api.auditLogs)).toMatchObject({ module: 'auth' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Actor (email)' }), 'admin@lnf.example{Enter}');
    await waitFor(() => expect(lastQuery(api.auditLogs)).toMatchObject({ module: 'auth', actor: 'admin@lnf.example' }));
    expect(within(panel).getByText('Module: auth')).toBeTruthy();
    // Removing the tag empties its field too.
    await user.click(within(panel).getByRole('button', { name: 'Remove Module: auth' }));
    await waitFor(() => expect(lastQuery(api.auditLogs)).not.toHaveProperty('module'));
    expect(within(panel).getByRole('textbox', { name: 'Module' })).toHaveProperty('value', '');
  });
});
