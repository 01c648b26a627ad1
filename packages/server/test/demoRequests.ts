import { captcha, customer, demo, dev } from '@lnf/sdk';
import { expect } from 'vitest';
import type { TestServer } from './harness';

/** Demo requests and free slots for the tests of what staff and the privacy centre see of bookings. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let n = 0;

/**
 * A demo request made through `POST inquiry` with a verified captcha, as the visitor typed it
 * (`email` keeps its case): its email, reference and booking token.
 */
export async function demoRequest(server: TestServer, email = `visitor${++n}.${Date.now().toString(36)}@shop.in`) {
  const { token } = await dev.localCaptchaToken(server.client());
  expect((await captcha.verify(server.client(), token)).success).toBe(true);
  const saved = await customer.submitInquiry(server.client(), {
    firstName: 'Meera',
    lastName: 'Nair',
    businessName: 'Nair Spices',
    websiteUrl: 'https://nair-spices.in',
    email,
    mobile: '+91 98450 12345',
    country: 'IN',
    description: 'A demo of payroll, please.',
    status: 'CREATED',
    recaptchaToken: token,
  });
  return { email, reference: saved.reference, bookingToken: saved.bookingToken! };
}

/** Free slot starts, leaving out any within a minute of the notice (it could pass before the booking arrives). */
export const freeStarts = async (server: TestServer) =>
  (await demo.slots(server.client())).slots
    .map((s) => s.startsAt)
    .filter((s) => Date.parse(s) > Date.now() + 4 * HOUR + MINUTE);

/** Books `startsAt` for a new demo request; answers the request and the booking (with its manage token). */
export async function bookedDemo(server: TestServer, startsAt: string, email?: string) {
  const request = await demoRequest(server, email);
  const booking = await demo.book(server.client(), {
    bookingToken: request.bookingToken,
    startsAt,
    timeZone: 'Asia/Kolkata',
  });
  return { ...request, booking, manageToken: booking.manageToken! };
}

/** The hour and minute of an instant in IST ('10:00'). */
export const istClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
