import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import type { SecondFactorStatus } from '@lnf/sdk';

const api = vi.hoisted(() => ({ status: vi.fn<() => Promise<SecondFactorStatus>>() }));

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('../../../state/auth', () => ({ useAuth: () => ({ isAdmin: true, user: { id: 'staff-1' } }) }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return { ...sdk, secondFactor: { ...sdk.secondFactor, status: api.status } };
});

const { withSecondFactor } = await import('./SecondFactorGate');
const StaffPage = withSecondFactor(() => <h1>Audit logs table</h1>, 'Audit logs');
const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StaffPage />
    </SWRConfig>,
  );
const status = (required: boolean, enabled: boolean): SecondFactorStatus => ({
  totp: { enabled, confirmedAt: enabled ? '2026-11-01T10:00:00.000Z' : null },
  recoveryCodesLeft: enabled ? 10 : 0,
  required,
});

afterEach(cleanup);

describe('withSecondFactor', () => {
  it('sends staff without a second factor to the Security page, and shows nothing of the page', async () => {
    api.status.mockResolvedValue(status(true, false));
    show();
    expect(await screen.findByText('Set up a second factor first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set one up on the Security page' }).getAttribute('href')).toBe(
      '/security',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Audit logs' })).toBeTruthy();
    expect(screen.queryByText('Audit logs table')).toBeNull();
  });

  it('opens the page for staff with one, and where the server requires none', async () => {
    api.status.mockResolvedValue(status(true, true));
    show();
    expect(await screen.findByText('Audit logs table')).toBeTruthy();
    cleanup();
    api.status.mockResolvedValue(status(false, false));
    show();
    expect(await screen.findByText('Audit logs table')).toBeTruthy();
  });
});
