import { ApiError, demo, messageFor, type DemoBooking } from '@lnf/sdk';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { useApi } from './useApi';

/**
 * Demo slot booking (docs/api.md, 'Demo bookings'): the free 30-minute slots, and a booking as its
 * manage link names it. Anonymous: the booking token of the demo request, or the manage token of the
 * mail's link, is the credential.
 */

/** The free slots: the same for every visitor. */
export const demoSlotsKey = () => ['demo-slots'] as const;
/** One booking, by the manage token of the mail's link. */
export const demoBookingKey = (manageToken: string) => ['demo-booking', manageToken] as const;

/** Every free slot from the notice to the availability's horizon, soonest first. */
export function useDemoSlots() {
  // A slot just taken by someone else must not be offered again from an old answer.
  return useApi(demoSlotsKey(), (c) => demo.slots(c), { revalidateOnMount: true, minDelayMs: 0 });
}

/** The booking a manage token names; a 404 (an unknown link) is the page's to say, not a toast. */
export function useDemoBooking(manageToken: string) {
  return useApi(demoBookingKey(manageToken), (c) => demo.get(c, manageToken), { shouldRetryOnError: false });
}

/** Loads the free slots again (after a refusal: the chosen one may have gone). */
export const reloadDemoSlots = () => mutate(demoSlotsKey());

/** Whether the error is the server's 404: the link's token names no booking. */
export const isUnknownBooking = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The sentence to show for a failed booking call: the server's own for a refusal it explains (the
 * slot taken meanwhile, a demo already booked, an expired token), else `fallback` (503 says so).
 */
export function demoRefusal(call: string, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message.trim())
    return error.message;
  return error instanceof ApiError && error.status === 503 ? messageFor(call, error) : fallback;
}

/** Books the slot starting at `startsAt` with the demo request's token; the answer carries the manage token. */
export const bookDemo = (bookingToken: string, startsAt: string, timeZone: string) =>
  demo.book(client, { bookingToken, startsAt, timeZone });

/** Moves a booking to another free slot; the manage page shows the answer at once. */
export async function rescheduleDemo(manageToken: string, startsAt: string, timeZone: string): Promise<DemoBooking> {
  const booking = await demo.reschedule(client, manageToken, { startsAt, timeZone });
  await mutate(demoBookingKey(manageToken), booking, { revalidate: false });
  return booking;
}

/** Cancels a booking (again: the same answer); the manage page shows the answer at once. */
export async function cancelDemo(manageToken: string): Promise<DemoBooking> {
  const booking = await demo.cancel(client, manageToken);
  await mutate(demoBookingKey(manageToken), booking, { revalidate: false });
  return booking;
}
