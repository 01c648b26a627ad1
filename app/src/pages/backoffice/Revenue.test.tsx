import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import type { RevenueMonth, RevenueOverview } from '@lnf/sdk';

const api = vi.hoisted(() => ({ overview: vi.fn(), refresh: vi.fn(), toastError: vi.fn() }));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('../../state/auth', () => ({ useAuth: () => ({ can: () => true, user: { id: 'fin-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    backofficeRevenue: { overview: api.overview, refresh: api.refresh },
    // A finance member with a second factor: the page itself opens (shared/SecondFactorGate).
    secondFactor: {
      ...sdk.secondFactor,
      status: async () => ({ totp: { enabled: true, confirmedAt: null }, recoveryCodesLeft: 10, required: true }),
    },
  };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, error: api.toastError } };
});

const { default: Revenue } = await import('./Revenue');

const month = (m: string, over: Partial<RevenueMonth> = {}): RevenueMonth => ({
  month: m,
  mrrPaise: 0,
  newPaise: 0,
  expansionPaise: 0,
  contractionPaise: 0,
  churnPaise: 0,
  activeByPlan: {},
  failedRenewals: 0,
  recoveredRenewals: 0,
  refunds: 0,
  refundedPaise: 0,
  computedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});
const overview: RevenueOverview = {
  currentMonth: '2026-11',
  months: [
    month('2026-09', { mrrPaise: 20_000_000, newPaise: 20_000_000, activeByPlan: { hr_essential: 10 } }),
    month('2026-10', {
      mrrPaise: 40_000_000,
      newPaise: 25_000_000,
      churnPaise: 5_000_000,
      activeByPlan: { hr_essential: 14, payroll_pro: 3 },
      failedRenewals: 2,
    }),
    month('2026-11', {
      mrrPaise: 50_000_000,
      newPaise: 8_000_000,
      expansionPaise: 4_000_000,
      contractionPaise: 2_000_000,
      activeByPlan: { hr_essential: 15, payroll_pro: 4 },
      recoveredRenewals: 1,
      refunds: 1,
      refundedPaise: 118_000,
    }),
  ],
};

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await mutate(() => true, undefined, { revalidate: false });
});

function show() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <Revenue />
    </SWRConfig>,
  );
  // The figures are in once the MRR table has the current month.
  return screen.findByRole('row', { name: 'Nov 2026 ₹5,00,000' });
}

describe('the revenue overview page', () => {
  it('shows this month’s figures, each chart with its table, and subscriptions by plan', async () => {
    api.overview.mockResolvedValue(overview);
    await show();
    expect(api.overview).toHaveBeenCalledWith({}, { months: 12 });
    const mrr = screen.getByRole('group', { name: /^MRR/ });
    expect(within(mrr).getByText('₹5,00,000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /New MRR this month/ })).getByText('₹1,20,000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Lost MRR this month/ })).getByText('₹20,000')).toBeTruthy();
    const line = screen.getByRole('table', { name: 'MRR at the end of each month' });
    expect(within(line).getByRole('row', { name: 'Oct 2026 ₹4,00,000' })).toBeTruthy();
    const movement = screen.getByRole('table', { name: 'How MRR moved each month' });
    // Losses are negative in the chart and its table; a month without any shows ₹0, never -₹0.
    expect(within(movement).getByRole('row', { name: 'Oct 2026 ₹2,50,000 ₹0 ₹0 -₹50,000' })).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Active subscriptions by plan' });
    expect(
      within(plans)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlanActive subscriptions', 'LNF Professional Essential15', 'payroll pro4']);
    expect(screen.getByRole('table', { name: 'Refunded each month (GST included)' })).toBeTruthy();
    const result = await axe.run(document.body, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('computes this month again on request', async () => {
    api.overview.mockResolvedValue(overview);
    api.refresh.mockResolvedValue(overview);
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh this month' }));
    await waitFor(() => expect(api.refresh).toHaveBeenCalledWith({}, { months: 12 }));
    await waitFor(() => expect(api.overview).toHaveBeenCalledTimes(2));
  });

  it('shows the period chosen, and asks for that many months', async () => {
    api.overview.mockResolvedValue(overview);
    await show();
    expect(api.overview).toHaveBeenLastCalledWith({}, { months: 12 });
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveProperty('value', '12');
    fireEvent.change(period, { target: { value: '24' } });
    await waitFor(() => expect(api.overview).toHaveBeenLastCalledWith({}, { months: 24 }));
    expect(period).toHaveProperty('value', '24');
  });
});
