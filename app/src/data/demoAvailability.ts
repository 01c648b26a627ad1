import { ApiError, demo, type DemoAvailability } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * When sales give demos, and the demos booked (docs/backoffice.md, 'Demo availability'): every
 * staff member reads both; admins change the availability. The same for every staff member.
 */

export const backofficeDemoAvailabilityKey = () => ['backoffice-demo-availability'] as const;
/** The bookings of the next 14 days: the server's window always starts now. */
export const backofficeDemoBookingsKey = () => ['backoffice-demo-bookings'] as const;

/** The weekdays, hours in IST, notice and horizon that slots are offered on. */
export function useDemoAvailability() {
  return useApi(backofficeDemoAvailabilityKey(), (c) => demo.availability(c), toastOnError('demo.availability'));
}

/** The bookings starting in the next 14 days, soonest first, each flagged when outside the current hours. */
export function useDemoBookings() {
  return useApi(backofficeDemoBookingsKey(), (c) => demo.bookings(c), toastOnError('demo.bookings'));
}

/** A field of the availability form, or `form` for what belongs to none. */
export type AvailabilityField = keyof DemoAvailability | 'form';
export type AvailabilityErrors = Partial<Record<AvailabilityField, string>>;

const FIELDS: readonly AvailabilityField[] = [
  'weekdays',
  'startTime',
  'endTime',
  'slotMinutes',
  'minNoticeHours',
  'horizonDays',
];

/**
 * The server's 400 sentence, at the field it names: `Invalid field 'minNoticeHours': Expected…`
 * (its reason), `Field 'x' is required`, or the whole-form rules on the hours (the start before
 * the end, both on the grid), which belong to the times.
 */
export function availabilityErrors(message: string): AvailabilityErrors {
  const named = /^(?:Invalid field '([\w]+)[^']*': (.+)|Field '([\w]+)[^']*' is required)$/s.exec(message);
  const field = (named?.[1] ?? named?.[3]) as AvailabilityField | undefined;
  if (field && FIELDS.includes(field)) return { [field]: named![2] ?? 'Required' };
  if (/before the end time/i.test(message)) return { endTime: message };
  if (/start and end times/i.test(message)) return { startTime: message };
  return { form: message };
}

/** What saving answered: the availability as stored, or the server's reasons at their fields; null after a toast. */
export type SaveAvailability = { saved: DemoAvailability } | { errors: AvailabilityErrors } | null;

/**
 * Replaces the availability (admins). Bookings already made stay as they are; the list of them
 * is asked again, as their flags (outside the hours) follow the new hours.
 */
export async function saveDemoAvailability(value: unknown): Promise<SaveAvailability> {
  try {
    // The form sends what was entered; the server's rules decide (a 400 names the field).
    const saved = await demo.setAvailability(client, value as DemoAvailability);
    await mutate(backofficeDemoAvailabilityKey(), saved, { revalidate: false });
    toast.success('Demo availability saved');
    return { saved };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { errors: availabilityErrors(error.message) };
    toast.error(refusal('demo.setAvailability', error));
    void mutate(backofficeDemoAvailabilityKey());
    return null;
  } finally {
    void mutate(backofficeDemoBookingsKey());
  }
}
