import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, support, type Ticket } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adfDocument } from '../src/adapters/tickets';
import { auditLogs, tickets } from '../src/db/schema';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, failure, rowCount, send, serverWithTwoCustomers, SQLI, type TestUser, XSS } from './users';

const BASE = '/api/v1/lnf/portal/support';

let server: TestServer;
let admin: string;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ({ server, admin, a, b } = await serverWithTwoCustomers('anita.support@test.local', 'bala.support@test.local'));
});
afterAll(() => server?.stop());

const newTicket = (over: Partial<support.NewTicket> = {}): support.NewTicket => ({
  projectKey: 'LNF',
  reporterName: 'Customer',
  priorityName: 'High',
  issueTypeName: 'Bug',
  labels: ['payroll', 'billing'],
  summary: 'Payslips show last month',
  description: 'Since the 1st, payslips for March show February amounts.',
  ...over,
});

const query = (t: Record<string, string>) => `?${new URLSearchParams(t).toString()}`;
const ticketQuery = (over: Record<string, string> = {}) =>
  query({
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'High',
    issueTypeName: 'Task',
    labels: 'access',
    summary: 'Cannot log in',
    description: 'The login says invalid.',
    ...over,
  });

async function expectError(res: Response, status: number, message?: RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { status: number; error: string; message: string };
  expect(body.status).toBe(status);
  if (message) expect(body.message).toMatch(message);
}

describe('POST portal/support/ticket', () => {
  let first: Ticket;

  it('raises a ticket with the next number of its project, status Open', async () => {
    first = await support.raiseTicket(a.client, newTicket());
    expect(first).toMatchObject({
      title: 'Payslips show last month',
      summary: 'Payslips show last month',
      description: 'Since the 1st, payslips for March show February amounts.',
      priority: 'High',
      reporter: 'Customer',
      status: 'Open',
      issueType: 'Bug',
      labels: ['payroll', 'billing'],
      projectKey: 'LNF',
    });
    expect(first.ticketNumber).toMatch(/^LNF-\d+$/);
    expect(first.reference).toMatch(/^[0-9a-f-]{36}$/);
    const second = await support.raiseTicket(a.client, newTicket({ labels: [] }));
    expect(Number(second.ticketNumber.split('-')[1])).toBe(Number(first.ticketNumber.split('-')[1]) + 1);
    expect(second.labels).toEqual([]);
    const [log] = await server.services.db.select().from(auditLogs).where(eq(auditLogs.key, first.reference));
    expect(log).toMatchObject({ module: 'support', action: 'RAISE_TICKET', actor: a.email, outcome: 'SUCCESS' });
  });

  it('numbers tickets uniquely and without gaps under concurrency', async () => {
    const raised = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        support.raiseTicket(i % 2 ? a.client : b.client, newTicket({ summary: `Parallel ${i}` })),
      ),
    );
    const numbers = raised.map((t) => Number(t.ticketNumber.split('-')[1])).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });

  it('answers 401 anonymous; an admin may raise tickets too', async () => {
    expect((await failure<ApiError>(support.raiseTicket(server.client(), newTicket()))).status).toBe(401);
    expect((await support.raiseTicket(server.client(admin), newTicket({ reporterName: 'LNF Support' }))).reporter).toBe(
      'LNF Support',
    );
  });

  it.each([
    ['an unknown project', { projectKey: 'HR' }, /Project key 'HR' is not allowed/],
    ['an unknown priority', { priorityName: 'Urgent' }, /Priority 'Urgent' is not allowed/],
    ['an unknown label', { labels: 'payroll,hacking' }, /Label 'hacking' is not allowed/],
    ['an unknown issue type', { issueTypeName: 'Story' }, /issueTypeName/],
    ['a missing summary', { summary: '' }, /Summary is required/],
    ['a SQL-looking project key', { projectKey: SQLI }, /Project key/],
    ['an unknown parameter', { admin: 'true' }, /Unknown field 'admin'/],
  ])('refuses %s with 400 and stores nothing', async (_what, over, message) => {
    const before = await rowCount(server, tickets);
    await expectError(
      await send(server, 'POST', `${BASE}/ticket${ticketQuery(over)}`, { token: a.token }),
      400,
      message,
    );
    expect(await rowCount(server, tickets)).toBe(before);
  });

  it('refuses a missing parameter with 400', async () => {
    const q = new URLSearchParams(ticketQuery().slice(1));
    q.delete('description');
    await expectError(await send(server, 'POST', `${BASE}/ticket?${q}`, { token: a.token }), 400, /description/);
  });

  it('stores SQL-looking and script text verbatim', async () => {
    const t = await support.raiseTicket(a.client, newTicket({ summary: SQLI, description: XSS }));
    expect(t.summary).toBe(SQLI);
    expect(t.description).toBe(XSS);
    expect((await support.getTicket(a.client, t.reference)).description).toBe(XSS);
  });
});

describe('reading, editing and closing tickets', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await support.raiseTicket(a.client, newTicket({ summary: 'Leave balance wrong' }));
  });

  it('GET answers the owner and an admin, by reference or ticket number', async () => {
    expect(await support.getTicket(a.client, ticket.reference)).toEqual(ticket);
    expect((await support.getTicket(a.client, ticket.ticketNumber)).reference).toBe(ticket.reference);
    expect((await support.getTicket(server.client(admin), ticket.reference)).reference).toBe(ticket.reference);
  });

  it("GET answers 401 anonymous, 404 another customer's ticket as an unknown one", async () => {
    expect((await failure<ApiError>(support.getTicket(server.client(), ticket.reference))).status).toBe(401);
    expect((await failure<ApiError>(support.getTicket(b.client, ticket.reference))).status).toBe(404);
    expect((await failure<ApiError>(support.getTicket(b.client, ticket.ticketNumber))).status).toBe(404);
    expect((await failure<ApiError>(support.getTicket(a.client, crypto.randomUUID()))).status).toBe(404);
    expect((await failure<ApiError>(support.getTicket(a.client, SQLI))).status).toBe(404);
  });

  it('PUT lets the owner edit, keeps other fields, and the title follows the summary', async () => {
    const updated = await support.updateTicket(a.client, ticket.ticketNumber, {
      summary: 'Leave balance is 2 days short',
      labels: ['other'],
    });
    expect(updated).toMatchObject({
      summary: 'Leave balance is 2 days short',
      title: 'Leave balance is 2 days short',
      labels: ['other'],
      priority: 'High',
      description: ticket.description,
    });
    const byAdmin = await support.updateTicket(server.client(admin), ticket.ticketNumber, { priority: 'Low' });
    expect(byAdmin.priority).toBe('Low');
    const [log] = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'UPDATE_TICKET'));
    expect(log).toMatchObject({ module: 'support', key: ticket.reference });
  });

  it('PUT answers 401 anonymous and 404 another customer, changing nothing', async () => {
    const before = await support.getTicket(a.client, ticket.reference);
    expect(
      (await failure<ApiError>(support.updateTicket(server.client(), ticket.ticketNumber, { summary: 'x' }))).status,
    ).toBe(401);
    expect(
      (await failure<ApiError>(support.updateTicket(b.client, ticket.ticketNumber, { summary: 'pwned' }))).status,
    ).toBe(404);
    expect(await support.getTicket(a.client, ticket.reference)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"summary":', /Malformed JSON body/],
    ['an empty body', {}, /Nothing to update/],
    ['a wrong type', { labels: 'billing' }, /labels/],
    ['an unknown field', { status: 'Closed' }, /Unknown field 'status'/],
    ['an unknown priority', { priority: 'Urgent' }, /Priority 'Urgent' is not allowed/],
    ['an unknown label', { labels: ['billing', SQLI] }, /Label/],
    ['an empty summary', { summary: '' }, /summary/],
  ])('PUT refuses %s with 400 and changes nothing', async (_what, body, message) => {
    const before = await support.getTicket(a.client, ticket.reference);
    await expectError(
      await send(server, 'PUT', `${BASE}/ticket/${ticket.ticketNumber}`, { token: a.token, body }),
      400,
      message,
    );
    expect(await support.getTicket(a.client, ticket.reference)).toEqual(before);
  });

  it('PATCH: a customer may only close their own ticket', async () => {
    expect((await failure<ApiError>(support.changeStatus(a.client, ticket.reference, 'Resolved'))).status).toBe(403);
    expect((await failure<ApiError>(support.changeStatus(b.client, ticket.reference, 'Closed'))).status).toBe(404);
    expect((await failure<ApiError>(support.changeStatus(server.client(), ticket.reference, 'Closed'))).status).toBe(
      401,
    );
    expect(await support.getTicket(a.client, ticket.reference)).toMatchObject({ status: 'Open', closed: false });
    expect(await support.changeStatus(a.client, ticket.reference, 'Closed')).toMatchObject({
      status: 'Closed',
      closed: true,
    });
  });

  it('PATCH: an admin moves a ticket along the workflow, but never out of Closed', async () => {
    // The ticket above is Closed now: Closed is final (the domain's ticketTransitionRefusal).
    const closed = await failure<ApiError>(support.changeStatus(server.client(admin), ticket.reference, 'In Progress'));
    expect([closed.status, closed.message]).toEqual([409, 'This ticket is closed']);
    const open = await support.raiseTicket(a.client, newTicket({ summary: 'Payslip PDF is blank' }));
    expect((await support.changeStatus(server.client(admin), open.reference, 'In Progress')).status).toBe(
      'In Progress',
    );
    // Resolved is not closed: the customer may still update or close it (the domain's isClosedTicket).
    expect(await support.changeStatus(server.client(admin), open.reference, 'Resolved')).toMatchObject({
      status: 'Resolved',
      closed: false,
    });
    const logs = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'CHANGE_STATUS'));
    expect(logs.map((l) => l.detail)).toContain(`${open.ticketNumber}: In Progress -> Resolved`);
  });

  it.each([
    ['an unknown status', { status: 'Done' }, /Status 'Done' is not allowed/],
    ['a lowercase status', { status: 'closed' }, /Status 'closed' is not allowed/],
    ['a missing status', {}, /status/],
    ['a wrong type', { status: 3 }, /status/],
    ['malformed JSON', 'status=Closed', /Malformed JSON body/],
  ])('PATCH refuses %s with 400 and changes nothing', async (_what, body, message) => {
    const before = await support.getTicket(a.client, ticket.reference);
    await expectError(await send(server, 'PATCH', `${BASE}/${ticket.reference}`, { token: admin, body }), 400, message);
    expect(await support.getTicket(a.client, ticket.reference)).toEqual(before);
  });

  it('PATCH on an unknown reference answers 404', async () => {
    expect(
      (await failure<ApiError>(support.changeStatus(server.client(admin), crypto.randomUUID(), 'Closed'))).status,
    ).toBe(404);
  });
});

describe('GET portal/support/tickets', () => {
  it('answers an admin every ticket and a customer only their own, newest first', async () => {
    const all = await support.listTickets(server.client(admin));
    expect(all.length).toBe(await rowCount(server, tickets));
    const mine = await support.listTickets(a.client);
    const theirs = await support.listTickets(b.client);
    expect(mine.length + theirs.length).toBeLessThan(all.length); // the admin raised one too
    const owners = await server.services.db
      .select({ reference: tickets.reference, userId: tickets.userId })
      .from(tickets);
    const ownerOf = new Map(owners.map((o) => [o.reference, o.userId]));
    expect(mine.every((t) => ownerOf.get(t.reference) === a.id)).toBe(true);
    expect(theirs.every((t) => ownerOf.get(t.reference) === b.id)).toBe(true);
    const times = all.map((t) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 401 anonymous', async () => {
    expect((await failure<ApiError>(support.listTickets(server.client()))).status).toBe(401);
  });
});

describe('adfDocument', () => {
  it('makes one paragraph per block with hard breaks for single newlines', () => {
    expect(adfDocument('Line one\nline two\n\nSecond para')).toEqual({
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Line one' }, { type: 'hardBreak' }, { type: 'text', text: 'line two' }],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second para' }] },
      ],
    });
  });
});

interface JiraCall {
  method: string;
  url: string;
  auth: string;
  body: unknown;
}

/** A stand-in for Jira Cloud: checks basic auth and the body shape, answers like Jira. */
async function jiraStandIn(email: string, token: string) {
  const calls: JiraCall[] = [];
  const expected = `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
  let next = 100;
  let failCreate = false;
  const statuses = new Map<string, string>();
  const transitions = [
    { id: '11', name: 'To Do', to: { name: 'Open' } },
    { id: '21', name: 'Start progress', to: { name: 'In Progress' } },
    { id: '31', name: 'Resolve', to: { name: 'Resolved' } },
    { id: '41', name: 'Close', to: { name: 'Closed' } },
  ];
  const http: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', body });
      const reply = (status: number, json?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (req.headers.authorization !== expected)
        return reply(401, { errorMessages: ['Client must be authenticated'] });
      if (req.method === 'POST' && req.url === '/rest/api/3/issue') {
        if (failCreate) return reply(500, { errorMessages: ['Internal error'] });
        // The tracker's JSON, read field by field below.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const f = (body as { fields?: Record<string, any> })?.fields;
        const ok =
          f &&
          typeof f.project?.key === 'string' &&
          typeof f.summary === 'string' &&
          f.description?.type === 'doc' &&
          f.description?.version === 1 &&
          Array.isArray(f.description?.content) &&
          ['Bug', 'Task'].includes(f.issuetype?.name) &&
          typeof f.priority?.name === 'string' &&
          Array.isArray(f.labels) &&
          f.labels.every((l: unknown) => typeof l === 'string' && !/\s/.test(l));
        if (!ok) return reply(400, { errors: { fields: 'bad shape' } });
        const key = `${f.project.key}-${next}`;
        statuses.set(key, 'Open');
        return reply(201, { id: String(10_000 + next++), key, self: `http://jira/rest/api/3/issue/${key}` });
      }
      const m = /^\/rest\/api\/3\/issue\/([A-Z]+-\d+)(\/transitions)?$/.exec(req.url ?? '');
      if (!m || !statuses.has(m[1]!)) return reply(404, { errorMessages: ['Issue does not exist'] });
      if (m[2] && req.method === 'GET') return reply(200, { transitions });
      if (m[2] && req.method === 'POST') {
        const t = transitions.find((x) => x.id === (body as { transition?: { id?: string } })?.transition?.id);
        if (!t) return reply(400, { errorMessages: ['bad transition'] });
        statuses.set(m[1]!, t.to.name);
        return reply(204);
      }
      if (!m[2] && req.method === 'PUT') return reply(204);
      return reply(405, {});
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    statuses,
    setFailCreate: (v: boolean) => (failCreate = v),
    close: () => new Promise<void>((r) => http.close(() => r())),
  };
}

describe('JiraTracker against a Jira stand-in', () => {
  let jira: Awaited<ReturnType<typeof jiraStandIn>>;
  let withJira: TestServer;
  let adminJ: string;
  let user: TestUser;

  beforeAll(async () => {
    jira = await jiraStandIn('bot@lnf.example', 'jira-api-token');
    withJira = await startTestServer({
      rateLimits: false,
      jira: { baseUrl: `${jira.url}/`, email: 'bot@lnf.example', apiToken: 'jira-api-token' },
    });
    adminJ = (await withJira.login(ADMIN.email, ADMIN.password)).access_token;
    user = await createUser(withJira, 'jira.user@test.local');
  });
  afterAll(async () => {
    await withJira?.stop();
    await jira?.close();
  });

  it('opens the issue with basic auth and the v3 body, and keeps Jira’s key', async () => {
    const t = await support.raiseTicket(user.client, newTicket({ description: 'First line\n\nSecond para' }));
    const call = jira.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/rest/api/3/issue');
    expect(call.auth).toBe(`Basic ${Buffer.from('bot@lnf.example:jira-api-token').toString('base64')}`);
    expect(call.body).toEqual({
      fields: {
        project: { key: 'LNF' },
        summary: 'Payslips show last month',
        description: {
          type: 'doc',
          version: 1,
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'First line' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'Second para' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'Reported by: Customer' }] },
          ],
        },
        issuetype: { name: 'Bug' },
        priority: { name: 'High' },
        labels: ['payroll', 'billing'],
      },
    });
    expect(t.ticketNumber).toBe('LNF-1');
    expect((t as Ticket & { externalKey: string }).externalKey).toBe('LNF-100');
  });

  it('moves the Jira issue through its transitions when the status changes', async () => {
    const t = await support.raiseTicket(user.client, newTicket());
    const key = (t as Ticket & { externalKey: string }).externalKey;
    await support.changeStatus(withJira.client(adminJ), t.reference, 'In Progress');
    const [get, post] = jira.calls.slice(-2);
    expect(get).toMatchObject({ method: 'GET', url: `/rest/api/3/issue/${key}/transitions` });
    expect(post).toMatchObject({
      method: 'POST',
      url: `/rest/api/3/issue/${key}/transitions`,
      body: { transition: { id: '21' } },
    });
    expect(jira.statuses.get(key)).toBe('In Progress');
    await support.changeStatus(user.client, t.reference, 'Closed');
    expect(jira.statuses.get(key)).toBe('Closed');
  });

  it('sends field edits to Jira', async () => {
    const t = await support.raiseTicket(user.client, newTicket());
    await support.updateTicket(user.client, t.ticketNumber, { priority: 'Low', summary: 'New summary' });
    expect(jira.calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { fields: { priority: { name: 'Low' }, summary: 'New summary' } },
    });
  });

  it('a Jira failure answers 502 and stores no ticket', async () => {
    const before = await rowCount(withJira, tickets);
    jira.setFailCreate(true);
    try {
      const error = await failure<ApiError>(support.raiseTicket(user.client, newTicket()));
      expect(error.status).toBe(502);
      expect(error.message).toMatch(/ticket tracker/);
    } finally {
      jira.setFailCreate(false);
    }
    expect(await rowCount(withJira, tickets)).toBe(before);
  });

  it('wrong Jira credentials answer 502, never leaking the token', async () => {
    const bad = await startTestServer({
      rateLimits: false,
      jira: { baseUrl: jira.url, email: 'bot@lnf.example', apiToken: 'wrong-token' },
    });
    try {
      const u = await createUser(bad, 'jira.bad@test.local');
      const res = await send(bad, 'POST', `${BASE}/ticket${ticketQuery()}`, { token: u.token });
      expect(res.status).toBe(502);
      const text = await res.text();
      expect(text).not.toContain('wrong-token');
      expect(await rowCount(bad, tickets)).toBe(0);
    } finally {
      await bad.stop();
    }
  });
});
