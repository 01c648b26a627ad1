import { ApiError, backofficeLeads, demo, privacy } from '@lnf/sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookings, demoBookingTokens, inquiries, leadNotes, leadStates, notifications } from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { bookedDemo, freeStarts } from './demoRequests';
import { createStaff, createUser, failure, type TestUser } from './users';

/**
 * A customer's demo bookings in the privacy centre: the export carries the bookings of the demo
 * requests sent from their address (in whatever case it was typed), and erasure deletes them
 * with the requests, their mails and sales' notes, freeing the slot.
 */

let server: TestServer;
let support: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false, outboxPollMs: 100 });
  support = await createStaff(server, 'sita.support@lnf.example', 'support');
});
afterAll(() => server?.stop());

/** The parts of the export's data.json the test reads. */
interface ExportData {
  enquiries: { reference: string }[];
  demoBookings: Record<string, unknown>[];
}

async function exported(user: TestUser): Promise<ExportData> {
  const zip = await privacy.exportData(user.client);
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  return JSON.parse(strFromU8(files['data.json']!)) as ExportData;
}

describe("a customer's demo bookings", () => {
  let customer: TestUser;
  let first: Awaited<ReturnType<typeof bookedDemo>>;
  let second: Awaited<ReturnType<typeof bookedDemo>>;
  let someoneElse: Awaited<ReturnType<typeof bookedDemo>>;

  beforeAll(async () => {
    customer = await createUser(server, 'meera.nair@nair-spices.in');
    const [a, b, c] = (await freeStarts(server)).slice(-3) as [string, string, string];
    // The form keeps the address as typed: the account's, in another case.
    first = await bookedDemo(server, a, 'Meera.Nair@Nair-Spices.in');
    second = await bookedDemo(server, b, 'meera.nair@nair-spices.in');
    await demo.cancel(server.client(), second.manageToken);
    someoneElse = await bookedDemo(server, c, 'ravi@nair-spices.in');
    await backofficeLeads.addNote(support.client, 'inquiry', first.reference, 'Called Meera on her mobile');
    await backofficeLeads.update(support.client, 'inquiry', first.reference, { status: 'contacted' });
  });

  it('are in the export beside the demo requests, without the manage token', async () => {
    const data = await exported(customer);
    expect(data.enquiries.map((e) => e.reference).sort()).toEqual([first.reference, second.reference].sort());
    expect(data.demoBookings).toEqual([
      {
        id: first.booking.id,
        enquiry: first.reference,
        startsAt: first.booking.startsAt,
        endsAt: first.booking.endsAt,
        status: 'BOOKED',
        timeZone: 'Asia/Kolkata',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ id: second.booking.id, enquiry: second.reference, status: 'CANCELLED' }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('manageTokenHash');
    expect(text).not.toContain(first.manageToken);
    expect(text).not.toContain(someoneElse.booking.id);
    const summary = await privacy.summary(customer.client);
    expect(
      summary.categories.find((c) => c.category === 'Enquiries, demo bookings and contact messages')!.records,
    ).toBe(4);
  });

  it('are deleted by erasure with their requests, mails and notes; the slot is free again', async () => {
    const refs = [first.reference, second.reference];
    const mailsTo = () =>
      server.services.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(sql`lower(${notifications.toAddress}) = 'meera.nair@nair-spices.in'`);
    expect((await mailsTo()).length).toBeGreaterThanOrEqual(4);
    expect(await freeStarts(server)).not.toContain(first.booking.startsAt);

    const erased = await privacy.createRequest(customer.client, {
      kind: 'erasure',
      detail: { confirmEmail: customer.email },
    });
    expect(erased.status).toBe('COMPLETED');

    const db = server.services.db;
    expect(await db.select().from(demoBookings).where(inArray(demoBookings.inquiryReference, refs))).toEqual([]);
    expect(await db.select().from(demoBookingTokens).where(inArray(demoBookingTokens.inquiryReference, refs))).toEqual(
      [],
    );
    expect(await db.select().from(inquiries).where(inArray(inquiries.reference, refs))).toEqual([]);
    expect(await db.select().from(leadNotes).where(inArray(leadNotes.reference, refs))).toEqual([]);
    expect(await db.select().from(leadStates).where(inArray(leadStates.reference, refs))).toEqual([]);
    expect(await mailsTo()).toEqual([]);
    expect(await freeStarts(server)).toContain(first.booking.startsAt);
    expect((await failure<ApiError>(demo.get(server.client(), first.manageToken))).status).toBe(404);
    // Another visitor's booking from the same company stays.
    const [kept] = await db.select().from(demoBookings).where(eq(demoBookings.id, someoneElse.booking.id));
    expect(kept!.status).toBe('BOOKED');
  });
});
