import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError, type DemoBooking } from '@lnf/sdk';
import { scheduleDemo } from '../../content/schedule-demo';

const copy = scheduleDemo.manage;

const api = vi.hoisted(() => ({ slots: vi.fn(), get: vi.fn(), reschedule: vi.fn(), cancel: vi.fn() }));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return { ...sdk, demo: { ...sdk.demo, ...api } };
});

const { default: DemoBookingPage, DemoBookingView } = await import('./DemoBooking');

const NOT_FOUND = 'There is no such demo booking.';
const CANCELLED = 'This demo was cancelled. Please request a demo again to book another time.';

/** The server's side as its contract says: one booking under 'manage-1'; moving a cancelled one is a 409. */
let booking: DemoBooking;
beforeEach(() => {
  booking = {
    id: 'b1',
    startsAt: '2026-12-03T04:30:00.000Z',
    endsAt: '2026-12-03T05:00:00.000Z',
    status: 'BOOKED',
    timeZone: 'Europe/London',
    name: 'Ravi Kumar',
    businessName: 'Kumar Textiles',
  };
  const known = (token: string) => {
    if (token !== 'manage-1') throw new ApiError('demo.get', 404, NOT_FOUND);
  };
  api.get.mockImplementation(async (_c: unknown, token: string) => (known(token), { ...booking }));
  api.slots.mockImplementation(async () => ({
    timeZone: 'Asia/Kolkata',
    slotMinutes: 30,
    slots: ['2026-12-04T04:30:00.000Z', '2026-12-04T05:00:00.000Z'].map((startsAt) => ({
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    })),
  }));
  api.reschedule.mockImplementation(
    async (_c: unknown, token: string, body: { startsAt: string; timeZone: string }) => {
      known(token);
      if (booking.status === 'CANCELLED') throw new ApiError('demo.reschedule', 409, CANCELLED);
      booking = { ...booking, startsAt: body.startsAt, timeZone: body.timeZone };
      return { ...booking };
    },
  );
  api.cancel.mockImplementation(async (_c: unknown, token: string) => {
    known(token);
    booking = { ...booking, status: 'CANCELLED' };
    return { ...booking };
  });
});

afterEach(async () => {
  cleanup();
  await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
  vi.clearAllMocks();
  await mutate(() => true, undefined, { revalidate: false });
});

function show(token = 'manage-1') {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <DemoBookingView manageToken={token} timeZone="Europe/London" />
      </main>
    </SWRConfig>,
  );
}

/** axe on the page; colour contrast needs a real layout, which the e2e test checks. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('/demo-booking/:token', () => {
  it('reads the token from the address and shows the time in the visitor’s zone and in IST', async () => {
    const location = memoryLocation({ path: '/demo-booking/manage-1' });
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <Router hook={location.hook}>
          <main>
            <Route path="/demo-booking/:token" component={DemoBookingPage} />
          </main>
        </Router>
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith({}, 'manage-1'));
    expect(await screen.findByText('Thursday 3 December, 10:00 am IST')).toBeTruthy();
  });

  it('moves the demo to another time with the picker', async () => {
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Thursday 3 December, 4:30 am (Europe/London)')).toBeTruthy();
    expect(screen.getByText('Thursday 3 December, 10:00 am IST')).toBeTruthy();
    expect(screen.getByText('Demo with Kumar Textiles')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: copy.change }));
    const times = await screen.findByRole('radiogroup', { name: 'Time on Friday 4 December' });
    await user.click(within(times).getByRole('radio', { name: '5:00 am' }));
    await user.click(screen.getByRole('button', { name: scheduleDemo.booking.reschedule }));

    const done = await screen.findByRole('status', { name: scheduleDemo.booking.movedTitle });
    expect(done.textContent).toContain('Your demo is now on Friday 4 December, 5:00 am (Europe/London).');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(api.reschedule).toHaveBeenCalledWith({}, 'manage-1', {
      startsAt: '2026-12-04T05:00:00.000Z',
      timeZone: 'Europe/London',
    });
    // The booking above shows the new time at once.
    expect(screen.getByText('Friday 4 December, 5:00 am (Europe/London)')).toBeTruthy();
    expect(screen.getByText('Friday 4 December, 10:30 am IST')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('cancels after asking once more by keyboard, then says the demo is cancelled and offers no picker', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByText('Thursday 3 December, 4:30 am (Europe/London)');

    // Keeping it changes nothing.
    await user.click(screen.getByRole('button', { name: copy.cancel }));
    let dialog = await screen.findByRole('alertdialog', { name: copy.cancelTitle });
    expect(within(dialog).getByText(/The demo on Thursday 3 December, 4:30 am is cancelled/)).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: copy.dontCancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.cancel).not.toHaveBeenCalled();

    screen.getByRole('button', { name: copy.cancel }).focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: copy.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: copy.confirmCancel }));

    const cancelled = await screen.findByRole('status', { name: copy.cancelled });
    expect(cancelled.textContent).toContain(copy.cancelledNow);
    // The button that opened the dialog is gone: focus goes to the message instead.
    await waitFor(() => expect(document.activeElement).toBe(cancelled));
    expect(api.cancel).toHaveBeenCalledWith({}, 'manage-1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: copy.change })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.cancel })).toBeNull();
    expect(screen.getByRole('link', { name: copy.requestAgain }).getAttribute('href')).toBe('/schedule-demo');
    await expectNoAxeViolations();
  });

  it('says a cancelled booking is cancelled when the link is opened again', async () => {
    booking = { ...booking, status: 'CANCELLED' };
    show();
    expect(await screen.findByRole('status', { name: copy.cancelled })).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.change })).toBeNull();
  });

  it('says an unknown link is not valid any more, without a crash or a retry loop', async () => {
    show('forgotten');
    expect(await screen.findByText(copy.invalid)).toBeTruthy();
    expect(screen.getByText(copy.invalidText)).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
