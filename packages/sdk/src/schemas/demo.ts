import {
  array,
  boolean,
  enums,
  integer,
  literal,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { QueryInteger, text } from './common';

/**
 * Demo slot booking: after the demo request form the visitor picks a 30-minute slot of LNF's sales
 * availability (working hours in IST), and reschedules or cancels it from the link in the mail.
 */

/** The zone the availability is kept in: India has no daylight saving, so IST is always UTC+05:30. */
export const DEMO_TIME_ZONE = 'Asia/Kolkata';
/** Every demo is this long, and the availability's hours sit on this grid. */
export const DEMO_SLOT_MINUTES = 30;

/** Minutes after midnight of an `HH:MM` time; NaN when it is not one. */
export function minutesOfDay(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

const Time = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * When sales give demos (`GET`/`PUT backoffice/demo-availability`): ISO weekdays (1 Monday .. 7
 * Sunday) and hours in IST, the notice a booking needs and how far ahead one may book.
 */
export const DemoAvailability = refine(
  object({
    weekdays: refine(
      array(size(integer(), 1, 7)),
      'weekdays',
      (days) => new Set(days).size === days.length || 'Each weekday may appear once',
    ),
    startTime: Time,
    endTime: Time,
    slotMinutes: literal(DEMO_SLOT_MINUTES),
    minNoticeHours: size(integer(), 0, 72),
    horizonDays: size(integer(), 1, 60),
  }),
  'hours',
  (a) => {
    const start = minutesOfDay(a.startTime);
    const end = minutesOfDay(a.endTime);
    if (start % a.slotMinutes !== 0 || end % a.slotMinutes !== 0)
      return `Start and end times must be on the ${a.slotMinutes}-minute grid (:00 or :30)`;
    return start < end || 'The start time must be before the end time';
  },
);
export type DemoAvailability = Infer<typeof DemoAvailability>;

/** The availability until staff change it: Monday to Friday, 10:00 to 18:00 IST, 4 hours' notice, two weeks ahead. */
export const DEFAULT_DEMO_AVAILABILITY: DemoAvailability = {
  weekdays: [1, 2, 3, 4, 5],
  startTime: '10:00',
  endTime: '18:00',
  slotMinutes: DEMO_SLOT_MINUTES,
  minNoticeHours: 4,
  horizonDays: 14,
};

/** One bookable time: ISO 8601 UTC instants. */
export const DemoSlot = type({ startsAt: string(), endsAt: string() });
export type DemoSlot = Infer<typeof DemoSlot>;

/** `GET portal/customer/demo-slots` answer: every free slot, soonest first. */
export const DemoSlots = type({ timeZone: literal(DEMO_TIME_ZONE), slotMinutes: integer(), slots: array(DemoSlot) });
export type DemoSlots = Infer<typeof DemoSlots>;

/** Query of `GET portal/customer/demo-slots`: how many days ahead (default the availability's horizon). */
export const DemoSlotsQuery = object({ days: optional(size(QueryInteger, 1, 60)) });
export type DemoSlotsQuery = Infer<typeof DemoSlotsQuery>;

/** An IANA time zone this runtime knows (`Europe/London`), as `Intl.DateTimeFormat` takes it. */
export const TimeZoneName = refine(text(64), 'TimeZone', (zone) => {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return `'${zone}' is not a time zone`;
  }
});

/** An instant as ISO 8601 text. */
const Instant = refine(
  text(40),
  'Instant',
  (value) =>
    (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) || 'Expected an ISO 8601 date and time',
);

/** Body of `POST portal/customer/demo-bookings`: the token the inquiry answered, the slot, the visitor's zone. */
export const DemoBookingRequest = object({ bookingToken: text(200), startsAt: Instant, timeZone: TimeZoneName });
export type DemoBookingRequest = Infer<typeof DemoBookingRequest>;

/** Body of `POST portal/customer/demo-bookings/{manageToken}/reschedule`. */
export const DemoRescheduleRequest = object({ startsAt: Instant, timeZone: TimeZoneName });
export type DemoRescheduleRequest = Infer<typeof DemoRescheduleRequest>;

export const DEMO_BOOKING_STATUSES = ['BOOKED', 'CANCELLED'] as const;
export type DemoBookingStatus = (typeof DEMO_BOOKING_STATUSES)[number];

/** A demo booking; `manageToken` only in the answer that creates it (the mail's link carries it after). */
export const DemoBooking = type({
  id: string(),
  startsAt: string(),
  endsAt: string(),
  status: enums(DEMO_BOOKING_STATUSES),
  timeZone: string(),
  name: string(),
  businessName: string(),
  manageToken: optional(string()),
});
export type DemoBooking = Infer<typeof DemoBooking>;

/** A demo request's booking as the leads inbox shows it: its latest, null when none was made. */
export const LeadBooking = type({ startsAt: string(), status: enums(DEMO_BOOKING_STATUSES) });
export type LeadBooking = Infer<typeof LeadBooking>;

/** How many days `GET backoffice/demo-bookings` lists from its `from`. */
export const DEMO_BOOKINGS_DAYS = 14;

/** Query of `GET backoffice/demo-bookings`: the instant the 14 days start at (default now). */
export const BackofficeDemoBookingsQuery = object({ from: optional(Instant) });
export type BackofficeDemoBookingsQuery = Infer<typeof BackofficeDemoBookingsQuery>;

/**
 * A demo booking as staff see it: the time, the lead's name, email and company, and whether a
 * booked demo falls outside the availability's current weekdays and hours (staff changed them
 * after it was booked: the booking stays, and sales follow up).
 */
export const BackofficeDemoBooking = type({
  id: string(),
  /** The demo request's reference (the lead's, kind `inquiry`). */
  reference: string(),
  startsAt: string(),
  endsAt: string(),
  status: enums(DEMO_BOOKING_STATUSES),
  timeZone: string(),
  name: string(),
  email: string(),
  company: string(),
  outsideHours: boolean(),
});
export type BackofficeDemoBooking = Infer<typeof BackofficeDemoBooking>;

/** `GET backoffice/demo-bookings` answer: the bookings starting in [from, to), soonest first. */
export const BackofficeDemoBookings = type({
  from: string(),
  to: string(),
  bookings: array(BackofficeDemoBooking),
  /** Whether more bookings start in the window than the answer holds. */
  truncated: boolean(),
});
export type BackofficeDemoBookings = Infer<typeof BackofficeDemoBookings>;
