import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingSubscription } from '@lnf/sdk';

const api = vi.hoisted(() => ({ act: vi.fn() }));

vi.mock('../../../lib/api', () => ({ client: {} }));
// The table of payments measures itself (ResizeObserver, which jsdom lacks); the panel is the subject here.
vi.mock('./ChargesTable', () => ({ ChargesTable: () => null }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return { ...sdk, billing: { ...sdk.billing, act: api.act } };
});

const { SubscriptionPanel } = await import('./SubscriptionPanel');

const base: BillingSubscription = {
  id: 'sub_old',
  orderId: 'o1',
  orderReference: 'LNF-1',
  plan: 'hr_essential',
  planLabel: 'LNF Professional Essential',
  renewalTerm: 'MONTHLY',
  status: 'active',
  amount: 3538.82,
  gstAmount: 539.82,
  currentPeriodStart: '2026-03-01',
  currentPeriodEnd: '2026-04-01',
  nextChargeOn: '2026-04-01',
  cancelAtPeriodEnd: false,
  card: { brand: 'Visa', last4: '1111' },
  paymentFailed: false,
  planUpdatable: false,
  replaces: null,
  awaitingAuthorisation: false,
  scheduledChange: null,
  provider: 'test',
  charges: [],
  allowedActions: ['change-plan', 'update-card', 'pause', 'cancel'],
};

const fresh: BillingSubscription = {
  ...base,
  id: 'sub_new',
  status: 'created',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  nextChargeOn: '2026-04-01',
  card: null,
  replaces: 'sub_old',
  awaitingAuthorisation: true,
  allowedActions: ['authorise'],
};

function show(sub: BillingSubscription, more: Partial<Parameters<typeof SubscriptionPanel>[0]> = {}) {
  const onAuthorise = vi.fn();
  render(
    <SubscriptionPanel
      sub={sub}
      authorisation={null}
      onAuthorise={onAuthorise}
      onSettled={() => undefined}
      onOpen={() => undefined}
      resumeCardChange={{ current: null }}
      {...more}
    />,
  );
  return { panel: screen.getByRole('region', { name: new RegExp(`^${sub.planLabel}`) }), onAuthorise };
}

afterEach(() => {
  cleanup();
  api.act.mockReset();
});

describe('a subscription on the Billing page', () => {
  it('ending with its period offers a new subscription from that day, never to keep it', async () => {
    api.act.mockResolvedValue(fresh);
    const { panel, onAuthorise } = show({
      ...base,
      cancelAtPeriodEnd: true,
      nextChargeOn: null,
      allowedActions: ['update-card', 'resubscribe'],
    });
    expect(within(panel).getByText('None: ends with this period')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Keep subscription' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Subscribe again from 1 Apr 2026' }));
    await act(async () => undefined);
    expect(api.act).toHaveBeenCalledWith({}, 'sub_old', 'resubscribe');
    expect(onAuthorise).toHaveBeenCalledWith(fresh);
  });

  it('paid upfront reads Active while Razorpay still calls it authenticated; authorised and unpaid reads Scheduled', () => {
    const charge = {
      transactionId: 'pay_1',
      amount: 3538.82,
      currency: 'INR',
      kind: 'cycle' as const,
      createdAt: '2026-03-01T10:00:00Z',
      invoiceNumber: 'LNF/25-26/000001',
      cardLast4: '1111',
    };
    const { panel } = show({ ...base, status: 'authenticated', charges: [charge] });
    expect(within(panel).getByText('Active')).toBeTruthy();
    expect(within(panel).queryByText(/^Starts on/)).toBeNull();
    cleanup();
    const later = show({
      ...fresh,
      status: 'authenticated',
      awaitingAuthorisation: false,
      allowedActions: ['change-plan', 'update-card', 'cancel'],
    });
    expect(within(later.panel).getByText('Scheduled')).toBeTruthy();
    expect(within(later.panel).getByText('Starts on 1 Apr 2026.')).toBeTruthy();
  });

  it('already replaced says by what, and offers nothing more', () => {
    const { panel } = show(
      { ...base, cancelAtPeriodEnd: true, nextChargeOn: null, allowedActions: ['update-card'] },
      { replacement: fresh },
    );
    expect(within(panel).getByText('Replaced by LNF Professional Essential from 1 Apr 2026.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Subscribe again/ })).toBeNull();
  });

  it('awaiting authorisation says when it starts and what the check costs', () => {
    const { panel, onAuthorise } = show(fresh, { replaced: { ...base, cancelAtPeriodEnd: true } });
    expect(within(panel).getByText('Starts on 1 Apr 2026 · waiting for your authorisation')).toBeTruthy();
    expect(
      within(panel).getByText(/a ₹5 check that is refunded .* Nothing else is charged until 1 Apr 2026\./),
    ).toBeTruthy();
    for (const name of ['Update card', 'Change plan', 'Cancel subscription'])
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Authorise' }));
    expect(onAuthorise).toHaveBeenCalledWith(fresh);
  });

  it('halted says what a restart costs, and restarts then authorises', async () => {
    const restarted = { ...fresh, nextChargeOn: new Date().toISOString().slice(0, 10) };
    api.act.mockResolvedValue(restarted);
    const { panel, onAuthorise } = show({
      ...base,
      status: 'halted',
      paymentFailed: true,
      nextChargeOn: null,
      allowedActions: ['restart'],
    });
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Razorpay stopped retrying. Restart your subscription: ₹3,538.82 is charged now and a new period starts today. This one ends when the new one is paid.',
    );
    expect(within(panel).queryByRole('button', { name: 'Update card' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Restart subscription' }));
    await act(async () => undefined);
    expect(api.act).toHaveBeenCalledWith({}, 'sub_old', 'restart');
    expect(onAuthorise).toHaveBeenCalledWith(restarted);
  });

  it('restarted says the new one charges the amount now', () => {
    const restarted = { ...fresh, nextChargeOn: new Date().toISOString() };
    const { panel } = show(restarted, { replaced: { ...base, status: 'halted', paymentFailed: true } });
    expect(within(panel).getByText('Authorising pays ₹3,538.82 now and starts a new period today.')).toBeTruthy();
  });

  it('offers exactly the actions the server allows, whatever the status says', () => {
    const { panel } = show({ ...base, allowedActions: ['pause'] });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pause']);
    cleanup();
    const ended = show({ ...base, status: 'cancelled', allowedActions: ['resubscribe'] });
    expect(
      within(ended.panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Subscribe again']);
    cleanup();
    const none = show({ ...base, status: 'completed', allowedActions: [] });
    expect(within(none.panel).queryAllByRole('button')).toEqual([]);
  });

  it('pending keeps the card update that pays the renewal', () => {
    const { panel } = show({ ...base, status: 'pending', paymentFailed: true, allowedActions: ['update-card'] });
    expect(within(panel).getByRole('alert').textContent).toMatch(/^The last renewal payment failed\. Update your card/);
    expect(within(panel).getByRole('button', { name: 'Update card' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Restart subscription' })).toBeNull();
  });
});
