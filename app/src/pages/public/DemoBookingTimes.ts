import { DEMO_TIME_ZONE, type DemoSlot } from '@lnf/sdk';

/**
 * How demo times read: in the visitor's own zone (the browser's), with India's beside them where
 * the two differ, since sales give demos in IST. en-GB gives '3:30 pm' and 'Thursday 3 December'.
 */

/** The browser's time zone, e.g. 'Europe/London'; IST when the runtime cannot tell. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEMO_TIME_ZONE;
  } catch {
    return DEMO_TIME_ZONE;
  }
}

type Kind = 'time' | 'day' | 'date' | 'key';
const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  date: { weekday: 'long', day: 'numeric', month: 'long' },
  // A sortable calendar date (YYYY-MM-DD), to group slots by the visitor's day.
  key: {},
};

const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: Kind, timeZone: string): Intl.DateTimeFormat {
  const id = `${kind}:${timeZone}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : 'en-GB', { ...OPTIONS[kind], timeZone });
    formats.set(id, f);
  }
  return f;
}

/** '3:30 pm' */
export const timeIn = (iso: string, timeZone: string) => format('time', timeZone).format(new Date(iso));
/** 'Thu 3 Dec', a day button's label */
export const dayIn = (iso: string, timeZone: string) => format('day', timeZone).format(new Date(iso));
/** 'Thursday 3 December' */
export const dateIn = (iso: string, timeZone: string) => format('date', timeZone).format(new Date(iso));
/** 'Thursday 3 December, 3:30 pm' */
export const whenIn = (iso: string, timeZone: string) => `${dateIn(iso, timeZone)}, ${timeIn(iso, timeZone)}`;

/** Whether an instant reads the same (date and time) in the zone as in IST. */
export const sameAsIst = (iso: string, timeZone: string) => whenIn(iso, timeZone) === whenIn(iso, DEMO_TIME_ZONE);

/** A day of free slots in the visitor's zone: its key (YYYY-MM-DD), its label and its slots. */
export interface SlotDay {
  key: string;
  label: string;
  slots: DemoSlot[];
}

/** The slots grouped by the visitor's calendar day, in order (an IST working day may span two of theirs). */
export function slotDays(slots: readonly DemoSlot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const key = format('key', timeZone).format(new Date(slot.startsAt));
    const day = days.get(key) ?? { key, label: dayIn(slot.startsAt, timeZone), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * The line under the picker: which zone the times are in and, where it is not IST, what the day's
 * first IST time is there ('Times are in your time zone, Europe/London. 10:00 am IST is 4:30 am here.').
 */
export function zoneNote(timeZone: string, example: string | undefined): string {
  if (!example || sameAsIst(example, timeZone)) return `Times are in your time zone, ${timeZone} (IST).`;
  const here = sameDay(example, timeZone) ? timeIn(example, timeZone) : whenIn(example, timeZone);
  return `Times are in your time zone, ${timeZone}. ${timeIn(example, DEMO_TIME_ZONE)} IST is ${here} here.`;
}

const sameDay = (iso: string, timeZone: string) =>
  format('key', timeZone).format(new Date(iso)) === format('key', DEMO_TIME_ZONE).format(new Date(iso));
