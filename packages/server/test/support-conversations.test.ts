import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ApiError, firstResponseDue, holidaySet, notifications as bell, support, type Ticket } from '@lnf/sdk';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTracker } from '../src/adapters/tickets';
import { auditLogs, configurations, notifications, ticketReplies, tickets } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import { writeAudit } from '../src/services/audit';
import { clearConfigCache } from '../src/services/configuration';
import { closeResolvedTickets } from '../src/services/ticketConversations';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, expectError, failure, rowCount, send, serverWithTwoCustomers, type TestUser, XSS } from './users';

const BASE = '/api/v1/lnf/portal/support';
const DAY = 86_400_000;

let server: TestServer;
let admin: string;
let adminId: string;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ({ server, admin, a, b } = await serverWithTwoCustomers('asha.conv@test.local', 'binu.conv@test.local'));
  adminId = (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
});
afterAll(() => server?.stop());

const raise = (who: TestUser | string, summary = 'Payslips show last month') =>
  support.raiseTicket(typeof who === 'string' ? server.client(who) : who.client, {
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'High',
    issueTypeName: 'Bug',
    labels: ['payroll'],
    summary,
    description: 'Since the 1st, payslips for March show February amounts.',
  });
const staff = () => server.client(admin);
const replyRows = (reference: string) =>
  server.services.db.select().from(ticketReplies).where(eq(ticketReplies.ticketReference, reference));
const noticesOf = (event: string, entity: string) =>
  server.services.db
    .select()
    .from(notifications)
    .where(like(notifications.eventKey, `${event}:${entity}%`));
const job = (now: Date) =>
  closeResolvedTickets(
    {
      db: server.services.db,
      tracker: new DatabaseTracker(),
      audit: (entry, tx) => writeAudit(tx ?? server.services.db, entry, 'system', ''),
    },
    now,
  );

describe('replies', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await raise(a);
  });

  it('a customer and staff reply; the conversation is oldest first and the ticket says who waits', async () => {
    expect(ticket).toMatchObject({ assignee: null, lastReplyAt: null, awaitingStaff: true });
    const mine = await support.reply(a.client, ticket.reference, { body: '  Any news?  ' });
    expect(mine).toMatchObject({
      authorRole: 'customer',
      body: 'Any news?',
      internal: false,
      authorName: 'Test asha.conv',
    });
    const theirs = await support.reply(staff(), ticket.reference, { body: 'Looking into it.\n\nPlease wait.' });
    expect(theirs).toMatchObject({ authorRole: 'staff', internal: false });
    const list = await support.replies(a.client, ticket.reference);
    expect(list.map((r) => r.id)).toEqual([mine.id, theirs.id]);
    const now = await support.getTicket(a.client, ticket.reference);
    expect(now).toMatchObject({ awaitingStaff: false, lastReplyAt: theirs.createdAt, status: 'Open' });
    await support.reply(a.client, ticket.reference, { body: 'Thanks' });
    expect((await support.getTicket(a.client, ticket.reference)).awaitingStaff).toBe(true);
    const [log] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'REPLY_TICKET'), eq(auditLogs.key, ticket.reference)));
    expect(log).toMatchObject({ module: 'support', actor: a.email, detail: `${ticket.ticketNumber}: customer reply` });
  });

  it('stores script-looking text verbatim, as text', async () => {
    const r = await support.reply(a.client, ticket.reference, { body: XSS });
    expect((await support.replies(a.client, ticket.reference)).find((x) => x.id === r.id)?.body).toBe(XSS);
  });

  it('a staff public reply queues one email and one in-app notice, and the bell rings', async () => {
    const r = await support.reply(staff(), ticket.reference, { body: 'Fixed in the next payroll run.' });
    const rows = await noticesOf('ticket.replied', r.id);
    expect(rows.map((n) => [n.channel, n.template, n.toAddress]).sort()).toEqual([
      ['email', 'ticket-reply', a.email],
      ['in_app', 'ticket-reply', a.id],
    ]);
    await expect
      .poll(
        async () =>
          (await bell.list(a.client)).items.some((i) => i.href === `/customer-support?ticket=${ticket.ticketNumber}`),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });

  it('an internal note is for staff only: not in the customer list, no notice, no change of who waits', async () => {
    const before = await support.getTicket(a.client, ticket.reference);
    const note = await support.reply(staff(), ticket.reference, {
      body: 'Customer is on the old plan',
      internal: true,
    });
    expect(note.internal).toBe(true);
    expect((await support.replies(a.client, ticket.reference)).map((r) => r.id)).not.toContain(note.id);
    expect((await support.replies(staff(), ticket.reference)).map((r) => r.id)).toContain(note.id);
    expect(await noticesOf('ticket.replied', note.id)).toEqual([]);
    expect(await support.getTicket(a.client, ticket.reference)).toEqual(before);
  });

  it('a customer may not write an internal note (400), and nothing is written', async () => {
    const before = await rowCount(server, ticketReplies);
    await expectError(
      await send(server, 'POST', `${BASE}/ticket/${ticket.reference}/replies`, {
        token: a.token,
        body: { body: 'secret', internal: true },
      }),
      400,
      /Only support staff/,
    );
    expect(await rowCount(server, ticketReplies)).toBe(before);
  });

  it("a reply to another customer's ticket answers 404 and writes nothing", async () => {
    const theirs = await raise(b, 'Binu’s ticket');
    const before = await rowCount(server, ticketReplies);
    const error = await failure<ApiError>(support.reply(a.client, theirs.reference, { body: 'Hijack' }));
    expect(error.status).toBe(404);
    expect((await failure<ApiError>(support.replies(a.client, theirs.reference))).status).toBe(404);
    expect(await rowCount(server, ticketReplies)).toBe(before);
    expect(await support.getTicket(b.client, theirs.reference)).toEqual(theirs);
  });

  it.each([
    ['an empty body', { body: '' }, /body/],
    ['a blank body', { body: '   \n ' }, /body/],
    ['10,001 characters', { body: 'x'.repeat(10_001) }, /body/],
    ['an unknown field', { body: 'hi', html: '<b>hi</b>' }, /Unknown field 'html'/],
    ['a wrong type', { body: 'hi', internal: 'yes' }, /internal/],
  ])('refuses %s with 400, changing nothing', async (_what, body, message) => {
    const before = [await rowCount(server, ticketReplies), await support.getTicket(a.client, ticket.reference)];
    await expectError(
      await send(server, 'POST', `${BASE}/ticket/${ticket.reference}/replies`, { token: a.token, body }),
      400,
      message,
    );
    expect([await rowCount(server, ticketReplies), await support.getTicket(a.client, ticket.reference)]).toEqual(
      before,
    );
  });

  it('takes 10,000 characters', async () => {
    expect((await support.reply(a.client, ticket.reference, { body: 'y'.repeat(10_000) })).body).toHaveLength(10_000);
  });

  it('a Closed ticket takes no reply (409), from the customer or staff', async () => {
    const t = await raise(a, 'To be closed');
    await support.changeStatus(a.client, t.reference, 'Closed');
    for (const client of [a.client, staff()]) {
      const error = await failure<ApiError>(support.reply(client, t.reference, { body: 'Hello?' }));
      expect([error.status, error.message]).toEqual([409, 'This ticket is closed']);
    }
    expect(await replyRows(t.reference)).toEqual([]);
  });

  it.each(['Resolved', 'Waiting on customer'])('a customer reply reopens a %s ticket', async (status) => {
    const t = await raise(a, `Reopen from ${status}`);
    await support.updateWorkflow(staff(), t.reference, { status });
    await support.reply(staff(), t.reference, { body: 'Done?', internal: true });
    expect((await support.getTicket(a.client, t.reference)).status).toBe(status);
    await support.reply(a.client, t.reference, { body: 'Still broken.' });
    expect(await support.getTicket(a.client, t.reference)).toMatchObject({ status: 'Open', awaitingStaff: true });
  });
});

describe('the staff workflow', () => {
  it('moves a ticket along Open, In Progress, Waiting on customer, Resolved, Closed, and tells the customer', async () => {
    const t = await raise(a, 'Workflow');
    for (const status of ['In Progress', 'Waiting on customer', 'Resolved', 'Closed'])
      expect((await support.updateWorkflow(staff(), t.reference, { status })).status).toBe(status);
    const moved = await noticesOf('ticket.status_changed', t.reference);
    expect(moved.filter((n) => n.channel === 'email')).toHaveLength(4);
    expect(moved.filter((n) => n.channel === 'in_app')).toHaveLength(4);
    const logs = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'TICKET_WORKFLOW'), eq(auditLogs.key, t.reference)));
    expect(logs).toHaveLength(4);
  });

  it('refuses moves the workflow does not allow (409), and anything on a Closed ticket', async () => {
    const t = await raise(a, 'Refusals');
    await support.updateWorkflow(staff(), t.reference, { status: 'Resolved' });
    const back = await failure<ApiError>(support.updateWorkflow(staff(), t.reference, { status: 'Open' }));
    expect(back.status).toBe(409);
    expect(back.message).toMatch(/cannot move from 'Resolved' to 'Open'/);
    await support.updateWorkflow(staff(), t.reference, { status: 'Closed' });
    for (const change of [{ status: 'In Progress' }, { assignee: adminId }]) {
      const error = await failure<ApiError>(support.updateWorkflow(staff(), t.reference, change));
      expect([error.status, error.message]).toEqual([409, 'This ticket is closed']);
    }
    // The customer's own close is no way out either.
    expect((await failure<ApiError>(support.changeStatus(staff(), t.reference, 'Open'))).status).toBe(409);
  });

  it('assigns a staff user and unassigns; a customer is no assignee', async () => {
    const t = await raise(a, 'Assign me');
    const assigned = await support.updateWorkflow(staff(), t.reference, { assignee: adminId });
    expect(assigned.assignee).toEqual({ id: adminId, name: 'LNF Admin' });
    expect((await support.getTicket(a.client, t.reference)).assignee).toEqual({ id: adminId, name: 'LNF Admin' });
    await expectError(
      await send(server, 'PATCH', `${BASE}/ticket/${t.reference}/workflow`, { token: admin, body: { assignee: a.id } }),
      400,
      /support staff/,
    );
    expect((await support.updateWorkflow(staff(), t.reference, { assignee: null })).assignee).toBeNull();
  });

  it.each([
    ['an empty change', {}, 400, /Nothing to change/],
    ['an unknown status', { status: 'Teleported' }, 400, /Status 'Teleported' is not allowed/],
    ['a malformed assignee', { assignee: 'admin' }, 400, /assignee/],
    ['an unknown field', { status: 'In Progress', priority: 'Low' }, 400, /Unknown field 'priority'/],
  ])('refuses %s', async (_what, body, status, message) => {
    const t = await raise(a, 'Bad workflow input');
    await expectError(
      await send(server, 'PATCH', `${BASE}/ticket/${t.reference}/workflow`, { token: admin, body }),
      status,
      message,
    );
    expect(await support.getTicket(a.client, t.reference)).toEqual(t);
  });

  it('is for staff only: the customer gets 403 on their own ticket', async () => {
    const t = await raise(a, 'Customer tries workflow');
    expect(
      (await failure<ApiError>(support.updateWorkflow(a.client, t.reference, { status: 'Resolved' }))).status,
    ).toBe(403);
    expect((await failure<ApiError>(support.queue(a.client))).status).toBe(403);
  });
});

describe('auto-close', () => {
  it('closes a Resolved ticket after 7 days without a reply, telling the customer', async () => {
    const t = await raise(a, 'Auto close');
    const resolved = await support.updateWorkflow(staff(), t.reference, { status: 'Resolved' });
    expect(resolved.status).toBe('Resolved');
    const [row] = await server.services.db.select().from(tickets).where(eq(tickets.reference, t.reference));
    const at = row!.statusChangedAt.getTime();
    await job(new Date(at + 7 * DAY - 60_000));
    expect((await support.getTicket(a.client, t.reference)).status).toBe('Resolved');
    expect(await job(new Date(at + 7 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await support.getTicket(a.client, t.reference)).status).toBe('Closed');
    const [log] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'AUTO_CLOSE_TICKET'), eq(auditLogs.key, t.reference)));
    expect(log).toMatchObject({
      actor: 'system',
      detail: `${t.ticketNumber}: Resolved -> Closed (no reply for 7 days)`,
    });
    const notices = await noticesOf('ticket.status_changed', t.reference);
    expect(notices.some((n) => (n.payload as { to?: string }).to === 'Closed' && n.channel === 'email')).toBe(true);
  });

  it('a staff reply restarts the 7 days; other statuses never close by themselves', async () => {
    const t = await raise(a, 'Still talking');
    await support.updateWorkflow(staff(), t.reference, { status: 'Resolved' });
    const waiting = await raise(a, 'Waiting forever');
    await support.updateWorkflow(staff(), waiting.reference, { status: 'Waiting on customer' });
    const [row] = await server.services.db.select().from(tickets).where(eq(tickets.reference, t.reference));
    const at = row!.statusChangedAt.getTime();
    await server.services.db
      .update(tickets)
      .set({ lastReplyAt: new Date(at + 3 * DAY) })
      .where(eq(tickets.reference, t.reference));
    await job(new Date(at + 7 * DAY));
    expect((await support.getTicket(a.client, t.reference)).status).toBe('Resolved');
    await job(new Date(at + 10 * DAY));
    expect((await support.getTicket(a.client, t.reference)).status).toBe('Closed');
    await job(new Date(at + 100 * DAY));
    expect((await support.getTicket(a.client, waiting.reference)).status).toBe('Waiting on customer');
  });
});

describe('GET portal/support/queue', () => {
  it('sets the first response due from business hours at raising (no plan: 24 h)', async () => {
    const t = await raise(a, 'Due check');
    const [row] = await server.services.db.select().from(tickets).where(eq(tickets.reference, t.reference));
    expect(row!.firstResponseDue).toEqual(firstResponseDue(row!.createdAt, 24));
  });

  it("skips the support configuration's holidays: the queue shows the ticket due after them", async () => {
    // The next fortnight of India's dates, all holidays: the 24 business hours start after them.
    const today = Date.now() + 330 * 60_000;
    const days = Array.from({ length: 14 }, (_, i) => new Date(today + i * DAY).toISOString().slice(0, 10));
    await server.services.db
      .insert(configurations)
      .values({ serviceName: 'support', configKey: 'holidays', configData: days });
    await clearConfigCache(server.services);
    try {
      const t = await raise(a, 'Raised before the holidays');
      const [row] = await server.services.db.select().from(tickets).where(eq(tickets.reference, t.reference));
      const due = row!.firstResponseDue!;
      expect(due).toEqual(firstResponseDue(row!.createdAt, 24, holidaySet(days)));
      expect(due.getTime()).toBeGreaterThan(firstResponseDue(row!.createdAt, 24).getTime());
      // Not before the day after the last holiday.
      expect(due.getTime()).toBeGreaterThan(Date.parse(`${days.at(-1)!}T00:00:00+05:30`) + DAY);
      const q = await support.queue(staff(), { limit: 100 });
      const item = q.items.find((i) => i.ticket.reference === t.reference)!;
      expect(item).toMatchObject({ firstResponseDue: due.toISOString(), breached: false });
    } finally {
      await server.services.db
        .delete(configurations)
        .where(and(eq(configurations.serviceName, 'support'), eq(configurations.configKey, 'holidays')));
      await clearConfigCache(server.services);
    }
  });

  it('lists open tickets soonest due first, with breached and the first staff reply', async () => {
    const [late, answered, later] = [await raise(a, 'Q late'), await raise(b, 'Q answered'), await raise(a, 'Q later')];
    const closed = await raise(a, 'Q closed');
    await support.changeStatus(a.client, closed.reference, 'Closed');
    const now = Date.now();
    const setDue = (ref: string, ms: number) =>
      server.services.db
        .update(tickets)
        .set({ firstResponseDue: new Date(ms) })
        .where(eq(tickets.reference, ref));
    // Far in the past, so these three come before every other ticket of this file.
    await setDue(late.reference, now - 300 * DAY);
    await setDue(answered.reference, now - 200 * DAY);
    await setDue(later.reference, now + 300 * DAY);
    await server.services.db
      .update(tickets)
      .set({ firstStaffReplyAt: new Date(now - 250 * DAY) })
      .where(eq(tickets.reference, answered.reference));
    const q = await support.queue(staff(), { limit: 100 });
    const refs = q.items.map((i) => i.ticket.reference);
    expect(refs.slice(0, 2)).toEqual([late.reference, answered.reference]);
    expect(refs.at(-1)).toBe(later.reference);
    expect(refs).not.toContain(closed.reference);
    const item = (ref: string) => q.items.find((i) => i.ticket.reference === ref)!;
    expect(item(late.reference)).toMatchObject({ breached: true, firstStaffReplyAt: null });
    expect(item(answered.reference)).toMatchObject({ breached: false });
    expect(item(answered.reference).firstStaffReplyAt).toBe(new Date(now - 250 * DAY).toISOString());
    expect(item(later.reference).breached).toBe(false);
    expect(q.total).toBe(await server.services.db.$count(tickets, sql`${tickets.status} <> 'Closed'`));
    const page = await support.queue(staff(), { limit: 1, offset: 1 });
    expect(page.items.map((i) => i.ticket.reference)).toEqual([answered.reference]);
    expect(page).toMatchObject({ limit: 1, offset: 1, total: q.total });
  });

  it.each(['limit=101', 'limit=0', 'offset=-1', 'limit=ten', 'sort=due'])('refuses %s with 400', async (query) => {
    await expectError(await send(server, 'GET', `${BASE}/queue?${query}`, { token: admin }), 400);
  });
});

describe("migration 0012's status list update", () => {
  it("adds 'Waiting on customer' after 'In Progress' to a stored list, once", async () => {
    const file = readFileSync(join(MIGRATIONS_DIR, '0012_support_conversations.sql'), 'utf8');
    const update = file.split('--> statement-breakpoint').find((st) => st.includes('UPDATE "configurations"'))!;
    const where = and(eq(configurations.serviceName, 'support'), eq(configurations.configKey, 'status'));
    const read = async () =>
      (await server.services.db.select().from(configurations).where(where))[0]!.configData as string[];
    const seeded = await read();
    expect(seeded).toEqual(['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed']);
    try {
      await server.services.db
        .update(configurations)
        .set({ configData: ['Open', 'In Progress', 'Resolved', 'Closed', 'Escalated'] })
        .where(where);
      await server.services.db.execute(sql.raw(update));
      await server.services.db.execute(sql.raw(update));
      expect(await read()).toEqual(['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed', 'Escalated']);
    } finally {
      await server.services.db.update(configurations).set({ configData: seeded }).where(where);
    }
  });
});

interface JiraCall {
  method: string;
  url: string;
  body: unknown;
}

/** A small Jira stand-in: issues, transitions and comments; `beforeComment` runs before a comment is answered. */
async function jiraStandIn() {
  const calls: JiraCall[] = [];
  const comments = new Map<string, unknown>();
  let next = 1;
  const hooks: { beforeComment: () => Promise<void> } = { beforeComment: async () => {} };
  const transitions = ['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed'].map((name, i) => ({
    id: String(11 + i * 10),
    name,
    to: { name },
  }));
  const http: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', async () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      calls.push({ method: req.method!, url: req.url!, body });
      const reply = (status: number, json?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/rest/api/3/issue') return reply(201, { id: '1', key: `LNF-${next++}` });
      if (url.endsWith('/transitions')) return req.method === 'GET' ? reply(200, { transitions }) : reply(204);
      if (req.method === 'POST' && url.endsWith('/comment')) {
        await hooks.beforeComment();
        const id = String(5000 + next++);
        comments.set(id, body);
        return reply(201, { id });
      }
      const del = /\/comment\/(\d+)$/.exec(url);
      if (req.method === 'DELETE' && del) {
        comments.delete(del[1]!);
        return reply(204);
      }
      return reply(404, { errorMessages: ['no'] });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    calls,
    comments,
    hooks,
    close: () => new Promise<void>((r) => http.close(() => r())),
  };
}

describe('with Jira', () => {
  let jira: Awaited<ReturnType<typeof jiraStandIn>>;
  let withJira: TestServer;
  let adminJ: string;
  let user: TestUser;

  beforeAll(async () => {
    jira = await jiraStandIn();
    withJira = await startTestServer({
      rateLimits: false,
      jira: { baseUrl: jira.url, email: 'bot@lnf.example', apiToken: 'jira-api-token' },
    });
    adminJ = (await withJira.login(ADMIN.email, ADMIN.password)).access_token;
    user = await createUser(withJira, 'jira.conv@test.local');
  });
  afterAll(async () => {
    await withJira?.stop();
    await jira?.close();
  });

  const raiseJ = () =>
    support.raiseTicket(user.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      summary: 'Mirrored',
      description: 'Mirrored to Jira',
    });

  it('mirrors a reply as a comment (internal notes marked) and keeps the comment id on the reply', async () => {
    const t = (await raiseJ()) as Ticket & { externalKey: string };
    const r = await support.reply(withJira.client(adminJ), t.reference, { body: 'Checking', internal: true });
    const call = jira.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: `/rest/api/3/issue/${t.externalKey}/comment` });
    expect((call.body as { properties: unknown }).properties).toEqual([
      { key: 'lnf.reply', value: { id: r.id } },
      { key: 'sd.public.comment', value: { internal: true } },
    ]);
    const [row] = await withJira.services.db.select().from(ticketReplies).where(eq(ticketReplies.id, r.id));
    expect(jira.comments.has(row!.externalId!)).toBe(true);
  });

  it('moves the Jira issue on a workflow change and on a reopening reply', async () => {
    const t = (await raiseJ()) as Ticket & { externalKey: string };
    await support.updateWorkflow(withJira.client(adminJ), t.reference, { status: 'Resolved' });
    expect(jira.calls.at(-1)).toMatchObject({ method: 'POST', body: { transition: { id: '41' } } });
    await support.reply(user.client, t.reference, { body: 'Not fixed' });
    expect(jira.calls.at(-1)).toMatchObject({ method: 'POST', body: { transition: { id: '11' } } });
  });

  it('takes the comment back when the reply cannot be written', async () => {
    const t = await raiseJ();
    const before = jira.comments.size;
    jira.hooks.beforeComment = async () => {
      await withJira.services.db.update(tickets).set({ status: 'Closed' }).where(eq(tickets.reference, t.reference));
    };
    try {
      const error = await failure<ApiError>(support.reply(user.client, t.reference, { body: 'Too late' }));
      expect(error.status).toBe(409);
    } finally {
      jira.hooks.beforeComment = async () => {};
    }
    expect(jira.calls.at(-1)?.method).toBe('DELETE');
    expect(jira.comments.size).toBe(before);
    expect(
      await withJira.services.db.select().from(ticketReplies).where(eq(ticketReplies.ticketReference, t.reference)),
    ).toEqual([]);
  });
});
