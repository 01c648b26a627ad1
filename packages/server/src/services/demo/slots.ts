import { DEFAULT_DEMO_AVAILABILITY, DemoAvailability, minutesOfDay, type DemoSlot } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { is } from 'superstruct';
import type { Db, Tx } from '../../db';
import { configurations } from '../../db/schema';

/**
 * Sales' availability and the slot grid it makes. IST has no daylight saving: a wall-clock time in
 * India is always UTC+05:30, so the grid is plain arithmetic, with no time zone library.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** IST's offset from UTC. */
export const IST_OFFSET_MS = 330 * MINUTE;

/** Where the availability is kept: the configurations table, under a service of its own (not public). */
const CONFIG = { serviceName: 'demo', configKey: 'availability' } as const;

/** The stored availability, or the default when staff never set one (or it no longer validates). */
export async function readAvailability(db: Db | Tx): Promise<DemoAvailability> {
  const [row] = await db
    .select({ value: configurations.configData })
    .from(configurations)
    .where(and(eq(configurations.serviceName, CONFIG.serviceName), eq(configurations.configKey, CONFIG.configKey)));
  return row && is(row.value, DemoAvailability) ? row.value : DEFAULT_DEMO_AVAILABILITY;
}

/** Replaces the stored availability, in the caller's transaction. */
export async function writeAvailability(tx: Tx, value: DemoAvailability): Promise<void> {
  await tx
    .insert(configurations)
    .values({ ...CONFIG, configData: value })
    .onConflictDoUpdate({
      target: [configurations.serviceName, configurations.configKey],
      set: { configData: value },
    });
}

/** ISO weekday (1 Monday .. 7 Sunday) of an IST calendar day given as its UTC-midnight instant. */
const isoWeekday = (dayUtc: number) => ((new Date(dayUtc).getUTCDay() + 6) % 7) + 1;

/**
 * Every slot start of the availability in [from, to), soonest first, as instants: each IST day's
 * working hours cut into `slotMinutes` pieces, on the availability's weekdays.
 */
export function gridStarts(a: DemoAvailability, from: number, to: number): number[] {
  const first = Math.floor((from + IST_OFFSET_MS) / DAY) * DAY;
  const start = minutesOfDay(a.startTime) * MINUTE;
  const end = minutesOfDay(a.endTime) * MINUTE;
  const step = a.slotMinutes * MINUTE;
  const out: number[] = [];
  for (let day = first; day - IST_OFFSET_MS < to; day += DAY) {
    if (!a.weekdays.includes(isoWeekday(day))) continue;
    for (let t = start; t + step <= end; t += step) {
      const at = day + t - IST_OFFSET_MS;
      if (at >= from && at < to) out.push(at);
    }
  }
  return out;
}

/** The window a visitor may book in: from the notice to `days` ahead of `now`. */
export function bookingWindow(a: DemoAvailability, now: number, days = a.horizonDays) {
  return { from: now + a.minNoticeHours * HOUR, to: now + days * DAY };
}

/** Whether `at` starts a slot of the availability that may be booked at `now` (free or not). */
export function isBookable(a: DemoAvailability, at: number, now: number): boolean {
  const { from, to } = bookingWindow(a, now);
  if (at < from || at >= to) return false;
  return gridStarts(a, at, at + 1).includes(at);
}

export const slotOf = (at: number, a: Pick<DemoAvailability, 'slotMinutes'>): DemoSlot => ({
  startsAt: new Date(at).toISOString(),
  endsAt: new Date(at + a.slotMinutes * MINUTE).toISOString(),
});
