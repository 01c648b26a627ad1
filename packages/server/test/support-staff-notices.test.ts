import { notifications as bell, support, type Ticket } from '@lnf/sdk';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP, PORTAL_GROUP } from '../src/auth/tokens';
import { notifications, users } from '../src/db/schema';
import { supportStaffUsers } from '../src/services/supportStaff';
import { ADMIN, type TestServer } from './harness';
import { createUser, serverWithTwoCustomers, type TestUser } from './users';

/**
 * Staff hear of what customers write (docs/notifications.md: `ticket.raised`,
 * `ticket.customer_replied`): the assignee, or every support staff user while there is none; mail
 * and bell, one notice per reply per staff member, never for staff's own replies or notes.
 */

let server: TestServer;
let admin: string;
let adminId: string;
let a: TestUser;
let priya: TestUser;

beforeAll(async () => {
  ({ server, admin, a } = await serverWithTwoCustomers('asha.notices@test.local', 'binu.notices@test.local'));
  adminId = (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  // A second staff member: a user put in the admin group, whose token then carries it.
  const user = await createUser(server, 'priya.staff@test.local');
  await server.services.db
    .update(users)
    .set({ groups: [PORTAL_GROUP, ADMIN_GROUP] })
    .where(eq(users.id, user.id));
  const token = (await server.login(user.email, user.password)).access_token;
  priya = { ...user, token, client: server.client(token) };
});
afterAll(() => server?.stop());

const staff = () => server.client(admin);
const raise = (who: TestUser, summary: string) =>
  support.raiseTicket(who.client, {
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'High',
    issueTypeName: 'Bug',
    summary,
    description: 'Payslips for March show February amounts.',
  });
/** The notices of an event on an entity: [channel, recipient, template], sorted. */
const noticesOf = async (event: string, entity: string) =>
  (
    await server.services.db
      .select()
      .from(notifications)
      .where(like(notifications.eventKey, `${event}:${entity}%`))
  )
    .map((n) => [n.channel, n.toAddress, n.template, n.eventKey])
    .sort();
const both = (event: string, entity: string, who: { id: string; email: string }) => [
  ['email', who.email, 'ticket-customer-reply', `${event}:${entity}/${who.id}:email`],
  ['in_app', who.id, 'ticket-customer-reply', `${event}:${entity}/${who.id}:in_app`],
];
const adminUser = () => ({ id: adminId, email: ADMIN.email });

describe('staff notices of customers', () => {
  let ticket: Ticket;

  it('lists the support staff from the users table: the admin group, not customers', async () => {
    expect((await supportStaffUsers(server.services.db)).map((u) => u.email).sort()).toEqual(
      [ADMIN.email, priya.email].sort(),
    );
  });

  it('a customer raising a ticket tells every staff user, by mail and bell', async () => {
    ticket = await raise(a, 'Payslips show last month');
    expect(await noticesOf('ticket.raised', ticket.reference)).toEqual(
      [
        ...both('ticket.raised', ticket.reference, adminUser()),
        ...both('ticket.raised', ticket.reference, priya),
      ].sort(),
    );
  });

  it("a customer's reply on an unassigned ticket tells every staff user, once per reply per recipient", async () => {
    const reply = await support.reply(a.client, ticket.reference, { body: 'Any news?' });
    const expected = [
      ...both('ticket.customer_replied', reply.id, adminUser()),
      ...both('ticket.customer_replied', reply.id, priya),
    ].sort();
    expect(await noticesOf('ticket.customer_replied', reply.id)).toEqual(expected);
    const [mail] = await server.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `ticket.customer_replied:${reply.id}/${priya.id}:email`));
    expect(mail!.payload).toEqual({
      reference: ticket.reference,
      ticketNumber: ticket.ticketNumber,
      summary: 'Payslips show last month',
      customer: expect.any(String),
      body: 'Any news?',
      raised: false,
      attachments: 0,
    });
    // A second reply is a second notice to each; the first stays one.
    const again = await support.reply(a.client, ticket.reference, { body: 'Hello?' });
    expect(await noticesOf('ticket.customer_replied', again.id)).toHaveLength(4);
    expect(await noticesOf('ticket.customer_replied', reply.id)).toEqual(expected);
  });

  it('a ticket raised with files tells staff once, of the ticket: its files are not a reply to announce', async () => {
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'payslip.pdf');
    const withFiles = await support.raiseTicket(a.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      summary: 'Payslip attached',
      description: 'The March payslip is attached.',
      files: [pdf],
    });
    const [opening] = await support.replies(a.client, withFiles.reference);
    expect(opening!.attachments).toHaveLength(1);
    expect(await noticesOf('ticket.raised', withFiles.reference)).toHaveLength(4);
    expect(await noticesOf('ticket.customer_replied', opening!.id)).toEqual([]);
  });

  it("the staff member's bell links to the ticket on the support page", async () => {
    await expect
      .poll(
        async () =>
          (await bell.list(priya.client)).items.filter(
            (i) => i.href === `/customer-support?ticket=${ticket.ticketNumber}` && /replied on ticket/.test(i.body),
          ).length,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
  });

  it("an assigned ticket's customer reply tells only the assignee", async () => {
    await support.updateWorkflow(staff(), ticket.reference, { assignee: priya.id });
    const reply = await support.reply(a.client, ticket.reference, { body: 'Assigned now?' });
    expect(await noticesOf('ticket.customer_replied', reply.id)).toEqual(
      both('ticket.customer_replied', reply.id, priya).sort(),
    );
  });

  it('staff replies and internal notes tell no staff', async () => {
    const before = (await noticesOf('ticket.customer_replied', '')).length;
    const note = await support.reply(staff(), ticket.reference, { body: 'Checking payroll', internal: true });
    const answer = await support.reply(priya.client, ticket.reference, { body: 'Fixed tonight.' });
    for (const r of [note, answer]) expect(await noticesOf('ticket.customer_replied', r.id)).toEqual([]);
    expect(await noticesOf('ticket.customer_replied', '')).toHaveLength(before);
  });

  it('a ticket raised by staff tells no staff', async () => {
    const own = await raise(priya, 'Raised by staff');
    expect(await noticesOf('ticket.raised', own.reference)).toEqual([]);
  });
});
