import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import type { Funnel as FunnelAnswer } from '@lnf/sdk';

const api = vi.hoisted(() => ({ funnel: vi.fn() }));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('../../state/auth', () => ({ useAuth: () => ({ can: () => true, user: { id: 'sup-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    backoffice: { ...sdk.backoffice, funnel: api.funnel },
    // A support member with a second factor: the page itself opens (shared/SecondFactorGate).
    secondFactor: {
      ...sdk.secondFactor,
      status: async () => ({ totp: { enabled: true, confirmedAt: null }, recoveryCodesLeft: 10, required: true }),
    },
  };
});

const { default: Funnel } = await import('./Funnel');

const answer: FunnelAnswer = {
  weeks: [
    { week: '2026-W47', start: '2026-11-16', visits: 120, demoRequests: 9, signUps: 4, paid: 1 },
    { week: '2026-W48', start: '2026-11-23', visits: 1500, demoRequests: 12, signUps: 6, paid: 2 },
  ],
  sources: [
    { path: '/our-plans', visits: 800, demoRequests: 10, signUps: 5, paid: 2 },
    { path: '/', visits: 820, demoRequests: 11, signUps: 5, paid: 1 },
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
      <Funnel />
    </SWRConfig>,
  );
  return screen.findByRole('row', { name: '23 Nov 1,500' });
}

describe('the funnel page', () => {
  it('shows this week, each chart with its table, and the landing pages', async () => {
    api.funnel.mockResolvedValue(answer);
    await show();
    expect(api.funnel).toHaveBeenCalledWith({}, { weeks: 12 });
    expect(within(screen.getByRole('group', { name: /Visits this week/ })).getByText('1,500')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Paid this week/ })).getByText('2')).toBeTruthy();
    const steps = screen.getByRole('table', { name: 'Demo requests, sign-ups and first payments, by week' });
    expect(within(steps).getByRole('row', { name: '16 Nov 9 4 1' })).toBeTruthy();
    const pages = screen.getByRole('table', { name: 'Funnel by landing page' });
    expect(
      within(pages)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Landing pageVisitsDemo requestsSign-upsPaidVisit to paid',
      '/our-plans8001052' + '0.3%',
      '/8201151' + '0.1%',
    ]);
    const result = await axe.run(document.body, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('asks for the period chosen', async () => {
    api.funnel.mockResolvedValue(answer);
    await show();
    const period = screen.getByRole('combobox', { name: 'Period' });
    fireEvent.change(period, { target: { value: '26' } });
    await waitFor(() => expect(api.funnel).toHaveBeenLastCalledWith({}, { weeks: 26 }));
    expect(period).toHaveProperty('value', '26');
  });
});
