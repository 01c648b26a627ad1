import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type DemoSlot } from '@lnf/sdk';
import { scheduleDemo } from '../../content/schedule-demo';

const copy = scheduleDemo.booking;

const api = vi.hoisted(() => ({ slots: vi.fn(), book: vi.fn(), reschedule: vi.fn() }));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return { ...sdk, demo: { ...sdk.demo, slots: api.slots, book: api.book, reschedule: api.reschedule } };
});

const { default: DemoSlotPicker } = await import('./DemoSlotPicker');

const TAKEN = 'That time has just been booked by someone else. Please choose another.';
const slot = (startsAt: string): DemoSlot => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
});

/**
 * The server's free slots (UTC instants; sales' hours are IST, so 10:00 IST is 04:30 UTC): Thursday
 * 3 December 2026 from 10:00 IST, and Friday 4 December at 10:00 IST. A booked slot leaves the list.
 */
let free: DemoSlot[];
beforeEach(() => {
  free = ['2026-12-03T04:30:00.000Z', '2026-12-03T05:00:00.000Z', '2026-12-03T10:00:00.000Z'].map(slot);
  free.push(slot('2026-12-04T04:30:00.000Z'));
  api.slots.mockImplementation(async () => ({ timeZone: 'Asia/Kolkata', slotMinutes: 30, slots: free.map((s) => s) }));
  api.book.mockImplementation(async (_c: unknown, body: { startsAt: string; timeZone: string }) => {
    free = free.filter((s) => s.startsAt !== body.startsAt);
    return {
      id: 'b1',
      startsAt: body.startsAt,
      endsAt: slot(body.startsAt).endsAt,
      status: 'BOOKED',
      timeZone: body.timeZone,
      name: 'Ravi Kumar',
      businessName: 'Kumar Textiles',
      manageToken: 'manage-1',
    };
  });
});

afterEach(async () => {
  cleanup();
  await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
  vi.clearAllMocks();
  await mutate(() => true, undefined, { revalidate: false });
});

function show(timeZone: string) {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <DemoSlotPicker action={{ kind: 'book', bookingToken: 'booking-token' }} timeZone={timeZone} />
      </main>
    </SWRConfig>,
  );
}

const timeGroup = () => screen.getByRole('radiogroup', { name: /^Time on / });
const times = () =>
  within(timeGroup())
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent ?? r.getAttribute('aria-label'));

/** axe on the page; colour contrast needs a real layout, which the e2e test checks. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the demo slot picker', () => {
  it('labels the slots in the visitor’s zone, books the chosen instant with the token, and focuses the confirmation', async () => {
    const user = userEvent.setup();
    show('Europe/London');
    const days = await screen.findByRole('radiogroup', { name: copy.dayLabel });
    expect(within(days).getByRole('radio', { name: 'Thu 3 Dec' })).toHaveProperty('checked', true);
    expect(within(days).getByRole('radio', { name: 'Fri 4 Dec' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Time on Thursday 3 December' })).toBeTruthy();
    expect(times()).toEqual(['4:30 am', '5:00 am', '10:00 am']);
    // The zone line is the group's description.
    expect(timeGroup().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Times are in your time zone, Europe/London. 10:00 am IST is 4:30 am here.')).toBeTruthy();
    await expectNoAxeViolations();

    // Nothing chosen: the group says so and the server is not asked.
    await user.click(screen.getByRole('button', { name: copy.book }));
    expect(await screen.findByText(copy.chooseTime)).toBeTruthy();
    expect(api.book).not.toHaveBeenCalled();

    // By keyboard: the first time, then the next with an arrow key, then the button.
    within(timeGroup()).getByRole('radio', { name: '4:30 am' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    expect(within(timeGroup()).getByRole('radio', { name: '5:00 am' })).toHaveProperty('checked', true);
    expect(screen.queryByText(copy.chooseTime)).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: copy.book }));
    await user.keyboard('{Enter}');

    const done = await screen.findByRole('status', { name: copy.bookedTitle });
    expect(api.book).toHaveBeenCalledWith(
      {},
      { bookingToken: 'booking-token', startsAt: '2026-12-03T05:00:00.000Z', timeZone: 'Europe/London' },
    );
    expect(done.textContent).toContain(
      'Your demo is booked for Thursday 3 December, 5:00 am (Europe/London). We have emailed you a calendar invite.',
    );
    await waitFor(() => expect(document.activeElement).toBe(done));
    // The booking's own page, as the mail's link: the answer carried its manage token.
    expect(within(done).getByRole('link', { name: copy.manageLink }).getAttribute('href')).toBe(
      '/demo-booking/manage-1',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await expectNoAxeViolations();
  });

  it('moves a booking from its manage page without linking to the page it is on', async () => {
    const user = userEvent.setup();
    api.reschedule.mockImplementation(async (_c: unknown, _token: string, body: { startsAt: string }) => ({
      id: 'b1',
      startsAt: body.startsAt,
      endsAt: slot(body.startsAt).endsAt,
      status: 'BOOKED',
      timeZone: 'Europe/London',
      name: 'Ravi Kumar',
      businessName: 'Kumar Textiles',
    }));
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <main>
          <DemoSlotPicker action={{ kind: 'reschedule', manageToken: 'manage-1' }} timeZone="Europe/London" />
        </main>
      </SWRConfig>,
    );
    await screen.findByRole('radiogroup', { name: copy.dayLabel });
    await user.click(within(timeGroup()).getByRole('radio', { name: '5:00 am' }));
    await user.click(screen.getByRole('button', { name: copy.reschedule }));
    const done = await screen.findByRole('status', { name: copy.movedTitle });
    expect(api.reschedule).toHaveBeenCalledWith({}, 'manage-1', {
      startsAt: '2026-12-03T05:00:00.000Z',
      timeZone: 'Europe/London',
    });
    expect(within(done).queryByRole('link')).toBeNull();
  });

  it('groups the slots by the visitor’s own day: 10:00 IST is the evening before in New York', async () => {
    show('America/New_York');
    const days = await screen.findByRole('radiogroup', { name: copy.dayLabel });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Wed 2 Dec', 'Thu 3 Dec']);
    expect(times()).toEqual(['11:30 pm']);
    expect(
      screen.getByText(
        'Times are in your time zone, America/New_York. 10:00 am IST is Wednesday 2 December, 11:30 pm here.',
      ),
    ).toBeTruthy();
  });

  it('says so in IST itself, without a conversion', async () => {
    show('Asia/Kolkata');
    await screen.findByRole('radiogroup', { name: copy.dayLabel });
    expect(times()).toEqual(['10:00 am', '10:30 am', '3:30 pm']);
    expect(screen.getByText('Times are in your time zone, Asia/Kolkata (IST).')).toBeTruthy();
  });

  it('shows the race’s message, reloads the slots without the taken one, and books another', async () => {
    const user = userEvent.setup();
    show('Europe/London');
    await screen.findByRole('radiogroup', { name: copy.dayLabel });
    // Someone else books 4:30 am first.
    api.book.mockImplementationOnce(async (_c: unknown, body: { startsAt: string }) => {
      free = free.filter((s) => s.startsAt !== body.startsAt);
      throw new ApiError('demo.book', 409, TAKEN);
    });
    await user.click(within(timeGroup()).getByRole('radio', { name: '4:30 am' }));
    await user.click(screen.getByRole('button', { name: copy.book }));

    expect((await screen.findByRole('alert')).textContent).toBe(TAKEN);
    await waitFor(() => expect(times()).toEqual(['5:00 am', '10:00 am']));
    expect(api.slots).toHaveBeenCalledTimes(2);
    expect(within(timeGroup()).queryByRole('radio', { checked: true })).toBeNull();
    await expectNoAxeViolations();

    await user.click(within(timeGroup()).getByRole('radio', { name: '10:00 am' }));
    await user.click(screen.getByRole('button', { name: copy.book }));
    expect(await screen.findByRole('status', { name: copy.bookedTitle })).toBeTruthy();
    expect(api.book).toHaveBeenLastCalledWith(
      {},
      { bookingToken: 'booking-token', startsAt: '2026-12-03T10:00:00.000Z', timeZone: 'Europe/London' },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s sentence when this request already has a demo', async () => {
    const user = userEvent.setup();
    const already = 'You already have a demo booked. Use the link in your confirmation email to change it.';
    api.book.mockRejectedValueOnce(new ApiError('demo.book', 409, already));
    show('Europe/London');
    await screen.findByRole('radiogroup', { name: copy.dayLabel });
    await user.click(within(timeGroup()).getByRole('radio', { name: '5:00 am' }));
    await user.click(screen.getByRole('button', { name: copy.book }));
    expect((await screen.findByRole('alert')).textContent).toBe(already);
  });
});
