import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, DEFAULT_DEMO_AVAILABILITY, type BackofficeDemoBookings, type DemoAvailability } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  availability: vi.fn(),
  setAvailability: vi.fn(),
  bookings: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  permissions: new Set<string>(),
}));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('../../state/auth', () => ({
  useAuth: () => ({ can: (p: string) => api.permissions.has(p), user: { id: 'staff-1' } }),
}));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    demo: { ...sdk.demo, availability: api.availability, setAvailability: api.setAvailability, bookings: api.bookings },
    // A staff member with a second factor: the page itself opens (shared/SecondFactorGate).
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

const { default: DemoAvailabilityPage } = await import('./DemoAvailability');

/** Thursday 3 December 2026, 10:00 IST (04:30 UTC), booked before the hours moved to 11:00; and 15:00 IST. */
const answer: BackofficeDemoBookings = {
  from: '2026-12-01T00:00:00.000Z',
  to: '2026-12-15T00:00:00.000Z',
  truncated: false,
  bookings: [
    {
      id: 'b1',
      reference: 'r1',
      startsAt: '2026-12-03T04:30:00.000Z',
      endsAt: '2026-12-03T05:00:00.000Z',
      status: 'BOOKED',
      timeZone: 'Europe/London',
      name: 'Priya Raman',
      email: 'priya@raman-textiles.in',
      company: 'Raman Textiles',
      outsideHours: true,
    },
    {
      id: 'b2',
      reference: 'r2',
      startsAt: '2026-12-03T09:30:00.000Z',
      endsAt: '2026-12-03T10:00:00.000Z',
      status: 'CANCELLED',
      timeZone: 'Asia/Kolkata',
      name: 'Ravi Kumar',
      email: 'ravi@kumar.in',
      company: 'Kumar Stores',
      outsideHours: false,
    },
  ],
};
const current: DemoAvailability = { ...DEFAULT_DEMO_AVAILABILITY, startTime: '11:00' };

beforeEach(() => {
  api.availability.mockResolvedValue(current);
  api.bookings.mockResolvedValue(answer);
});

afterEach(async () => {
  cleanup();
  await Promise.allSettled(
    [api.availability, api.setAvailability, api.bookings].flatMap((fn) => fn.mock.results.map((r) => r.value)),
  );
  vi.clearAllMocks();
  api.permissions.clear();
  await mutate(() => true, undefined, { revalidate: false });
});

function show(...permissions: string[]) {
  for (const p of ['customers.read', ...permissions]) api.permissions.add(p);
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <DemoAvailabilityPage />
      </main>
    </SWRConfig>,
  );
  return screen.findByRole('table', { name: 'Weekly hours' });
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the demo availability page', () => {
  it('shows support staff the week, the notice and the bookings, read-only, flagging one outside the hours', async () => {
    const week = await show();
    expect(rows(week)).toEqual([
      'DayHours (IST)',
      'Monday11:00 to 18:00',
      'Tuesday11:00 to 18:00',
      'Wednesday11:00 to 18:00',
      'Thursday11:00 to 18:00',
      'Friday11:00 to 18:00',
      'SaturdayNo demos',
      'SundayNo demos',
    ]);
    expect(screen.getByText('4 hours')).toBeTruthy();
    expect(screen.getByText('14 days')).toBeTruthy();
    expect(screen.getByText('30 minutes')).toBeTruthy();

    const booked = await screen.findByRole('table', { name: 'Booked demos, next 14 days' });
    const priya = (await within(booked).findByRole('rowheader', { name: 'Thu, 3 Dec, 10:00 am IST' })).closest('tr')!;
    for (const text of [
      'Priya Raman',
      'priya@raman-textiles.in',
      'Raman Textiles',
      'Booked',
      'Outside the current hours',
    ])
      expect(within(priya).getByText(text)).toBeTruthy();
    const ravi = within(booked).getByRole('rowheader', { name: 'Thu, 3 Dec, 3:00 pm IST' }).closest('tr')!;
    expect(within(ravi).getByText('Cancelled')).toBeTruthy();
    expect(within(ravi).queryByText('Outside the current hours')).toBeNull();
    expect(screen.getByText(/1 booked demo is outside the current hours/)).toBeTruthy();

    // Not an admin: nothing to change.
    expect(screen.queryByRole('form', { name: 'Change the availability' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save availability' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    await expectNoAxeViolations();
  });

  it('lets an admin change the hours, sending the whole availability', async () => {
    const user = userEvent.setup();
    const saved = { ...current, weekdays: [1, 2, 3, 4, 5, 6], startTime: '09:30', minNoticeHours: 2 };
    api.setAvailability.mockResolvedValue(saved);
    await show('config.manage');
    const form = screen.getByRole('form', { name: 'Change the availability' });
    const weekdays = within(form).getByRole('group', { name: 'Weekdays' });
    expect(within(weekdays).getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', true);
    expect(within(weekdays).getByRole('checkbox', { name: 'Saturday' })).toHaveProperty('checked', false);
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Saturday' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Start (IST)' }), '09:30');
    const notice = within(form).getByRole('textbox', { name: 'Notice (hours)' });
    await user.clear(notice);
    await user.type(notice, '2');
    await expectNoAxeViolations();
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));

    await waitFor(() => expect(api.toastSuccess).toHaveBeenCalledWith('Demo availability saved'));
    expect(api.setAvailability).toHaveBeenCalledWith({}, { ...saved, slotMinutes: 30 });
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Weekly hours' }))[6]).toBe('Saturday09:30 to 18:00'),
    );
    // The bookings are asked again: their flags follow the new hours.
    await waitFor(() => expect(api.bookings).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s 400 at the field it names, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await show('config.manage');
    const form = screen.getByRole('form', { name: 'Change the availability' });
    const days = within(form).getByRole('textbox', { name: 'Days ahead' });
    await user.clear(days);
    await user.type(days, '90');
    api.setAvailability.mockRejectedValueOnce(
      new ApiError(
        'demo.setAvailability',
        400,
        "Invalid field 'horizonDays': Expected a number between `1` and `60` but received `90`",
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));
    const reason = 'Expected a number between `1` and `60` but received `90`';
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    const described = (days.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).toContain(reason);
    expect(api.setAvailability).toHaveBeenCalledWith({}, expect.objectContaining({ horizonDays: 90 }));
    expect((days as HTMLInputElement).value).toBe('90');
    expect(api.toastError).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(days));

    // The hours' own rule (start before end) belongs to the end time.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'End (IST)' }), '10:00');
    api.setAvailability.mockRejectedValueOnce(
      new ApiError('demo.setAvailability', 400, 'The start time must be before the end time'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));
    const end = within(form).getByRole('combobox', { name: 'End (IST)' });
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The start time must be before the end time')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
