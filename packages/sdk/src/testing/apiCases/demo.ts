import * as demo from '../../api/demo';
import type { Case } from './shared';

const booking = {
  id: 'b7c1d2e3-0000-4000-8000-000000000001',
  startsAt: '2026-12-03T04:30:00.000Z',
  endsAt: '2026-12-03T05:00:00.000Z',
  status: 'BOOKED',
  timeZone: 'Europe/London',
  name: 'Priya Raman',
  businessName: 'Raman Textiles',
};
const availability = {
  weekdays: [1, 2, 3, 4, 5],
  startTime: '10:00',
  endTime: '18:00',
  slotMinutes: 30 as const,
  minNoticeHours: 4,
  horizonDays: 14,
};
const manage = 'mAnAgE_tOkEn';

/** Demo slot booking: the visitor's slots and booking, and staff's availability. */
export const demoCases: Case[] = [
  {
    name: 'demo.slots',
    run: (c) => demo.slots(c, 7),
    method: 'GET',
    path: '/api/v1/lnf/portal/customer/demo-slots',
    query: { days: '7' },
    bearer: false,
    answer: {
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      slots: [{ startsAt: booking.startsAt, endsAt: booking.endsAt }],
    },
  },
  {
    name: 'demo.book',
    run: (c) => demo.book(c, { bookingToken: 'tok', startsAt: booking.startsAt, timeZone: 'Europe/London' }),
    method: 'POST',
    path: '/api/v1/lnf/portal/customer/demo-bookings',
    body: { bookingToken: 'tok', startsAt: booking.startsAt, timeZone: 'Europe/London' },
    bearer: false,
    answer: { ...booking, manageToken: manage },
  },
  {
    name: 'demo.get',
    run: (c) => demo.get(c, manage),
    method: 'GET',
    path: `/api/v1/lnf/portal/customer/demo-bookings/${manage}`,
    bearer: false,
    answer: booking,
  },
  {
    name: 'demo.reschedule',
    run: (c) => demo.reschedule(c, manage, { startsAt: '2026-12-04T05:00:00.000Z', timeZone: 'Asia/Kolkata' }),
    method: 'POST',
    path: `/api/v1/lnf/portal/customer/demo-bookings/${manage}/reschedule`,
    body: { startsAt: '2026-12-04T05:00:00.000Z', timeZone: 'Asia/Kolkata' },
    bearer: false,
    answer: { ...booking, startsAt: '2026-12-04T05:00:00.000Z', endsAt: '2026-12-04T05:30:00.000Z' },
  },
  {
    name: 'demo.cancel',
    run: (c) => demo.cancel(c, manage),
    method: 'POST',
    path: `/api/v1/lnf/portal/customer/demo-bookings/${manage}/cancel`,
    bearer: false,
    answer: { ...booking, status: 'CANCELLED' },
  },
  {
    name: 'demo.availability',
    run: (c) => demo.availability(c),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/demo-availability',
    bearer: true,
    answer: availability,
  },
  {
    name: 'demo.setAvailability',
    run: (c) => demo.setAvailability(c, { ...availability, weekdays: [1, 2, 3] }),
    method: 'PUT',
    path: '/api/v1/lnf/backoffice/demo-availability',
    body: { ...availability, weekdays: [1, 2, 3] },
    bearer: true,
    answer: { ...availability, weekdays: [1, 2, 3] },
  },
  {
    name: 'demo.bookings',
    run: (c) => demo.bookings(c, { from: '2026-12-01T00:00:00.000Z' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/demo-bookings',
    query: { from: '2026-12-01T00:00:00.000Z' },
    bearer: true,
    answer: {
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-15T00:00:00.000Z',
      bookings: [
        {
          id: booking.id,
          reference: 'a1b2c3d4-0000-4000-8000-000000000002',
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          status: 'BOOKED',
          timeZone: booking.timeZone,
          name: booking.name,
          email: 'priya@raman-textiles.in',
          company: booking.businessName,
          outsideHours: false,
        },
      ],
      truncated: false,
    },
  },
];
