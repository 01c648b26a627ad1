import type { ApiClient } from '../client';
import {
  BackofficeDemoBookings,
  DemoAvailability,
  DemoBooking,
  DemoSlots,
  type BackofficeDemoBookingsQuery,
  type DemoBookingRequest,
  type DemoRescheduleRequest,
} from '../schemas/demo';

/** Demo slot booking: the visitor's slots and booking (anonymous), and staff's availability. */

const managePath = (manageToken: string) => `portal/customer/demo-bookings/${encodeURIComponent(manageToken)}`;

/** `GET portal/customer/demo-slots?days=` (anonymous): every free slot from the notice to `days` ahead. */
export async function slots(client: ApiClient, days?: number): Promise<DemoSlots> {
  return client.request({
    call: 'demo.slots',
    service: 'customer',
    method: 'GET',
    path: 'portal/customer/demo-slots',
    auth: false,
    query: days === undefined ? {} : { days },
    schema: DemoSlots,
  });
}

/** `POST portal/customer/demo-bookings` (anonymous; the inquiry's booking token): the booking with its manage token. */
export async function book(client: ApiClient, body: DemoBookingRequest): Promise<DemoBooking> {
  return client.request({
    call: 'demo.book',
    service: 'customer',
    method: 'POST',
    path: 'portal/customer/demo-bookings',
    auth: false,
    body,
    schema: DemoBooking,
  });
}

/** `GET portal/customer/demo-bookings/{manageToken}` (anonymous; the mail's link): the booking. */
export async function get(client: ApiClient, manageToken: string): Promise<DemoBooking> {
  return client.request({
    call: 'demo.get',
    service: 'customer',
    method: 'GET',
    path: managePath(manageToken),
    auth: false,
    schema: DemoBooking,
  });
}

/** `POST portal/customer/demo-bookings/{manageToken}/reschedule`: moves the booking to another free slot. */
export async function reschedule(
  client: ApiClient,
  manageToken: string,
  body: DemoRescheduleRequest,
): Promise<DemoBooking> {
  return client.request({
    call: 'demo.reschedule',
    service: 'customer',
    method: 'POST',
    path: `${managePath(manageToken)}/reschedule`,
    auth: false,
    body,
    schema: DemoBooking,
  });
}

/** `POST portal/customer/demo-bookings/{manageToken}/cancel`: cancels it (again: the same answer). */
export async function cancel(client: ApiClient, manageToken: string): Promise<DemoBooking> {
  return client.request({
    call: 'demo.cancel',
    service: 'customer',
    method: 'POST',
    path: `${managePath(manageToken)}/cancel`,
    auth: false,
    schema: DemoBooking,
  });
}

/** `GET backoffice/demo-availability` (staff): when sales give demos. */
export async function availability(client: ApiClient): Promise<DemoAvailability> {
  return client.request({
    call: 'demo.availability',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/demo-availability',
    schema: DemoAvailability,
  });
}

/** `PUT backoffice/demo-availability` (admin: config.manage): replaces the availability; answers it. */
export async function setAvailability(client: ApiClient, body: DemoAvailability): Promise<DemoAvailability> {
  return client.request({
    call: 'demo.setAvailability',
    service: 'backoffice',
    method: 'PUT',
    path: 'backoffice/demo-availability',
    body,
    schema: DemoAvailability,
  });
}

/**
 * `GET backoffice/demo-bookings?from=` (staff: customers.read): the bookings starting in the 14
 * days from `from` (default now), booked and cancelled, soonest first, each with its lead and
 * whether it falls outside the current availability.
 */
export async function bookings(
  client: ApiClient,
  query: BackofficeDemoBookingsQuery = {},
): Promise<BackofficeDemoBookings> {
  return client.request({
    call: 'demo.bookings',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/demo-bookings',
    query: query.from === undefined ? {} : { from: query.from },
    schema: BackofficeDemoBookings,
  });
}
