import { createHmac } from 'node:crypto';
import { support, type Ticket } from '@lnf/sdk';
import { and, eq, like } from 'drizzle-orm';
import { createCloudClient, isAuthError, isNotFoundError } from 'jira.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JiraTracker, portalReplyId } from '../src/adapters/tickets';
import { auditLogs, notifications, ticketReplies, tickets } from '../src/db/schema';
import { writeAudit } from '../src/services/audit';
import { closeResolvedTickets } from '../src/services/ticketConversations';
import { adfPlainText, startJiraStandin, type JiraStandin } from '../src/standin/jira';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, type TestUser } from './users';

const EMAIL = 'bot@lnf.example';
const TOKEN = 'jira-api-token';
const SECRET = 'jira-webhook-secret-0123456789';
const STATUSES = ['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed', 'Done'];
const adf = (text: string) => ({
  type: 'doc' as const,
  version: 1 as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('the Jira stand-in, driven by jira.js', () => {
  let jira: JiraStandin;
  beforeAll(async () => {
    jira = await startJiraStandin({ email: EMAIL, apiToken: TOKEN });
  });
  afterAll(() => jira?.close());
  // 'throw': an answer of a shape jira.js's schemas (from Jira's v3 specification) do not describe fails the test.
  const client = (apiToken = TOKEN) =>
    createCloudClient({ host: jira.url, auth: { type: 'basic', email: EMAIL, apiToken }, onSchemaMismatch: 'throw' });

  it('creates an issue, comments in ADF, and transitions it by id', async () => {
    const jc = client();
    const issue = await jc.issues.createIssue({
      fields: {
        project: { key: 'LNF' },
        summary: 'Payslips',
        issuetype: { name: 'Bug' },
        description: adf('Wrong month'),
      },
    });
    expect(issue).toMatchObject({ key: 'LNF-1', id: expect.any(String), self: expect.any(String) });
    const comment = await jc.issueComments.addComment({ issueIdOrKey: issue.key, body: adf('Looking') });
    expect(comment).toMatchObject({ id: expect.any(String), body: adf('Looking'), jsdPublic: true });
    const { transitions = [] } = await jc.issues.getTransitions({ issueIdOrKey: issue.key });
    const resolve = transitions.find((t) => t.to?.name === 'Resolved')!;
    await jc.issues.doTransition({ issueIdOrKey: issue.key, transition: { id: resolve.id } });
    expect(jira.issues.get(issue.key)!.fields.status.name).toBe('Resolved');
  });

  it('answers /myself with the API account, the author of what the API does', async () => {
    const jc = client();
    const me = await jc.myself.getCurrentUser();
    expect(me).toMatchObject({ accountId: jira.bot.accountId, accountType: 'app', displayName: 'LNF Portal' });
    expect(me.emailAddress).toBe(EMAIL);
    const comment = await jc.issueComments.addComment({ issueIdOrKey: 'LNF-1', body: adf('By the bot') });
    expect(comment.author?.accountId).toBe(me.accountId);
    const refused = await client('wrong')
      .myself.getCurrentUser()
      .catch((e: unknown) => e);
    expect(isAuthError(refused)).toBe(true);
  });

  it("answers 404 with Jira's error collection for an unknown issue, and 401 without valid credentials", async () => {
    const missing = await client()
      .issueComments.addComment({ issueIdOrKey: 'NOPE-9', body: adf('x') })
      .catch((e: unknown) => e);
    expect(isNotFoundError(missing)).toBe(true);
    expect((missing as { body: unknown }).body).toEqual({
      errorMessages: ['Issue does not exist or you do not have permission to see it.'],
      errors: {},
    });
    const refused = await client('wrong')
      .issues.getTransitions({ issueIdOrKey: 'LNF-1' })
      .catch((e: unknown) => e);
    expect(isAuthError(refused)).toBe(true);
  });

  it('refuses a plain-text comment body on v3 (ADF only) with a 400', async () => {
    const res = await fetch(`${jira.url}/rest/api/3/issue/LNF-1/comment`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ body: 'plain' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorMessages: [], errors: { comment: 'Comment body is not valid!' } });
  });
});

describe('JiraTracker against the stand-in', () => {
  let jira: JiraStandin;
  let tracker: JiraTracker;
  beforeAll(async () => {
    jira = await startJiraStandin({ email: EMAIL, apiToken: TOKEN });
    tracker = new JiraTracker({ baseUrl: jira.url, email: EMAIL, apiToken: TOKEN });
  });
  afterAll(() => jira?.close());

  it('creates, comments (marked with the reply id), transitions and removes a comment', async () => {
    const created = await tracker.create({
      projectKey: 'LNF',
      summary: 'Mirrored',
      description: 'A description',
      issueType: 'Bug',
      priority: 'High',
      labels: ['pay roll'],
      reporter: 'Asha',
    });
    expect(created).toMatchObject({ key: 'LNF-1' });
    const issue = jira.issues.get('LNF-1')!;
    expect(issue.fields.labels).toEqual(['pay_roll']);
    const replyId = crypto.randomUUID();
    const { id } = (await tracker.comment('LNF-1', { replyId, body: 'Hello', author: 'Staff', internal: false }))!;
    const comment = issue.comments.find((c) => c.id === id)!;
    expect(comment.properties).toContainEqual({ key: 'lnf.reply', value: { id: replyId } });
    expect(portalReplyId(adfPlainText(comment.body))).toBe(replyId);
    await tracker.transition('LNF-1', 'In Progress');
    expect(issue.fields.status.name).toBe('In Progress');
    await tracker.deleteComment('LNF-1', id);
    expect(issue.comments).toEqual([]);
    await expect(tracker.comment('NOPE-1', { replyId, body: 'x', author: 'S', internal: false })).rejects.toThrow(
      /refused the request \(404\)/,
    );
  });

  it("reads the API account's id once", async () => {
    const asked = () => jira.requests.filter((r) => r.path === '/rest/api/3/myself').length;
    expect(await tracker.accountId()).toBe(jira.bot.accountId);
    expect(await tracker.accountId()).toBe(jira.bot.accountId);
    expect(asked()).toBe(1);
    const wrong = new JiraTracker({ baseUrl: jira.url, email: EMAIL, apiToken: 'wrong' });
    await expect(wrong.accountId()).rejects.toThrow(/refused the request \(401\)/);
    await expect(wrong.accountId()).rejects.toThrow(/refused the request \(401\)/);
    expect(asked()).toBe(3);
  });
});

describe('Jira back into the portal', () => {
  let jira: JiraStandin;
  let server: TestServer;
  let admin: string;
  let user: TestUser;

  beforeAll(async () => {
    jira = await startJiraStandin({ email: EMAIL, apiToken: TOKEN, statuses: STATUSES });
    server = await startTestServer({
      rateLimits: false,
      jira: { baseUrl: jira.url, email: EMAIL, apiToken: TOKEN, webhookSecret: SECRET },
    });
    jira.registerWebhook({
      url: `${server.url}/api/webhooks/jira`,
      secret: SECRET,
      events: ['comment_created', 'jira:issue_updated'],
    });
    admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
    user = await createUser(server, 'jira.mirror@test.local');
  });
  afterAll(async () => {
    await server?.stop();
    await jira?.close();
  });

  const raise = async () =>
    (await support.raiseTicket(user.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      summary: 'Mirrored both ways',
      description: 'From the portal',
    })) as Ticket & { externalKey: string };
  const repliesOf = (reference: string) =>
    server.services.db.select().from(ticketReplies).where(eq(ticketReplies.ticketReference, reference));
  /** The channels one notice went out on: the customer's mail and bell, or none. */
  const notices = async (event: string, entity: string) =>
    (
      await server.services.db
        .select()
        .from(notifications)
        .where(like(notifications.eventKey, `${event}:${entity}%`))
    )
      .map((n) => n.channel)
      .sort();
  const ONE_NOTICE = ['email', 'in_app'];
  const statusOf = async (reference: string) =>
    (await server.services.db.select().from(tickets).where(eq(tickets.reference, reference)))[0]!.status;
  const post = (body: string, signature?: string) =>
    fetch(`${server.url}/api/webhooks/jira`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature': signature } : {}) },
      body,
    });
  const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

  it('a comment made in Jira becomes one staff reply and one notice; delivered again, nothing more', async () => {
    const t = await raise();
    jira.commentAs(t.externalKey, 'Priya Jira', 'We found the cause.\n\nA fix ships tonight.');
    await jira.settled();
    const delivery = jira.deliveries.find((d) => d.event === 'comment_created' && d.body.includes(t.externalKey))!;
    expect(delivery.status).toBe(200);
    const rows = await repliesOf(t.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      authorName: 'Priya Jira',
      authorRole: 'staff',
      authorId: null,
      internal: false,
      body: 'We found the cause.\n\nA fix ships tonight.',
    });
    expect(await notices('ticket.replied', rows[0]!.id)).toEqual(ONE_NOTICE);
    const customerView = await support.replies(user.client, t.reference);
    expect(customerView.map((r) => r.authorName)).toEqual(['Priya Jira']);

    expect(await jira.redeliver(delivery)).toBe(200);
    expect(await repliesOf(t.reference)).toHaveLength(1);
    expect(await notices('ticket.replied', '')).toEqual(ONE_NOTICE);
  });

  it("the portal's own reply coming back from Jira is ignored", async () => {
    const t = await raise();
    const mine = await support.reply(server.client(admin), t.reference, { body: 'From the portal' });
    await jira.settled();
    const echoes = jira.deliveries.filter((d) => d.body.includes(t.externalKey) && d.body.includes('From the portal'));
    expect(echoes.map((d) => d.event).sort()).toEqual(['comment_created', 'jira:issue_updated']);
    expect(echoes.every((d) => d.status === 200)).toBe(true);
    const rows = await repliesOf(t.reference);
    expect(rows.map((r) => r.id)).toEqual([mine.id]);
  });

  it('an internal Jira Service Management comment becomes an internal note, told to nobody', async () => {
    const t = await raise();
    jira.commentAs(t.externalKey, 'Priya Jira', 'Customer is on the old plan', { jsdPublic: false });
    await jira.settled();
    const [row] = await repliesOf(t.reference);
    expect(row).toMatchObject({ internal: true, authorRole: 'staff' });
    expect(await notices('ticket.replied', row!.id)).toEqual([]);
    expect(await support.replies(user.client, t.reference)).toEqual([]);
  });

  it('refuses a delivery without a valid signature (401) and writes nothing', async () => {
    const t = await raise();
    const body = JSON.stringify({
      timestamp: Date.now(),
      webhookEvent: 'comment_created',
      comment: { id: '999001', body: 'Forged', author: { displayName: 'Mallory' } },
      issue: { key: t.externalKey },
    });
    for (const signature of [undefined, sign(`${body} `), 'sha256=00', sign(body).replace('sha256=', '')]) {
      const res = await post(body, signature);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBeNull();
    }
    expect(await repliesOf(t.reference)).toEqual([]);
    const forged = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'JIRA_WEBHOOK'), eq(auditLogs.detail, 'bad signature')));
    expect(forged.length).toBeGreaterThanOrEqual(4);
  });

  it("a move to 'Resolved' in Jira moves the ticket and tells the customer", async () => {
    const t = await raise();
    jira.moveAs(t.externalKey, 'Priya Jira', 'Resolved');
    await jira.settled();
    expect(await statusOf(t.reference)).toBe('Resolved');
    expect(await notices('ticket.status_changed', t.reference)).toEqual(ONE_NOTICE);
    const [move] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'CHANGE_STATUS'), eq(auditLogs.key, t.reference)));
    expect(move).toMatchObject({ actor: 'jira', detail: expect.stringContaining(`(from Jira ${t.externalKey})`) });
    // Delivered again: already there, nothing changes.
    const delivery = jira.deliveries.filter((d) => d.body.includes(t.externalKey)).at(-1)!;
    expect(await jira.redeliver(delivery)).toBe(200);
    expect(await notices('ticket.status_changed', t.reference)).toEqual(ONE_NOTICE);
  });

  it('a move to a status the portal does not have answers 200, changes nothing and is audited', async () => {
    const t = await raise();
    jira.moveAs(t.externalKey, 'Priya Jira', 'Done');
    await jira.settled();
    const delivery = jira.deliveries.filter((d) => d.body.includes(t.externalKey)).at(-1)!;
    expect(delivery.status).toBe(200);
    expect(await statusOf(t.reference)).toBe('Open');
    const [ignored] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'JIRA_WEBHOOK'), eq(auditLogs.key, t.reference)));
    expect(ignored).toMatchObject({ outcome: 'FAILURE', detail: expect.stringContaining("to 'Done'") });
  });

  it("the portal's own move coming back changes nothing; an unknown issue answers 200", async () => {
    const t = await raise();
    await support.updateWorkflow(server.client(admin), t.reference, { status: 'In Progress' });
    await jira.settled();
    const echo = jira.deliveries.filter((d) => d.body.includes(t.externalKey)).at(-1)!;
    expect(echo.status).toBe(200);
    expect(await statusOf(t.reference)).toBe('In Progress');
    expect(await notices('ticket.status_changed', t.reference)).toEqual(ONE_NOTICE);

    const body = JSON.stringify({
      timestamp: Date.now(),
      webhookEvent: 'comment_created',
      comment: { id: '999002', body: 'Elsewhere', author: { displayName: 'Priya Jira' } },
      issue: { key: 'OTHER-1' },
    });
    const res = await post(body, sign(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ignored' });
    expect(await server.services.db.select().from(ticketReplies).where(eq(ticketReplies.externalId, '999002'))).toEqual(
      [],
    );
  });
});

describe("Jira's echoes of the portal's own changes", () => {
  let jira: JiraStandin;
  let server: TestServer;
  let admin: string;
  let user: TestUser;
  const jiraOptions = { baseUrl: '', email: EMAIL, apiToken: TOKEN };

  beforeAll(async () => {
    jira = await startJiraStandin({ email: EMAIL, apiToken: TOKEN });
    jiraOptions.baseUrl = jira.url;
    server = await startTestServer({ rateLimits: false, jira: { ...jiraOptions, webhookSecret: SECRET } });
    jira.registerWebhook({
      url: `${server.url}/api/webhooks/jira`,
      secret: SECRET,
      events: ['comment_created', 'jira:issue_updated'],
    });
    // The hard case: each echo arrives before the portal has written the change it echoes.
    jira.deliverBeforeAnswer(true);
    admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
    user = await createUser(server, 'jira.echo@test.local');
  });
  afterAll(async () => {
    await server?.stop();
    await jira?.close();
  });

  const raise = async () =>
    (await support.raiseTicket(user.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      summary: 'Echoed',
      description: 'From the portal',
    })) as Ticket & { externalKey: string };
  const auditOf = async (reference: string) =>
    (await server.services.db.select().from(auditLogs).where(eq(auditLogs.key, reference))).map((r) => ({
      action: r.action,
      actor: r.actor,
      outcome: r.outcome,
      detail: r.detail,
    }));
  const moves = async (reference: string) =>
    (await auditOf(reference)).filter((r) => ['CHANGE_STATUS', 'AUTO_CLOSE_TICKET'].includes(r.action));
  const statusNotices = async (reference: string) =>
    (
      await server.services.db
        .select()
        .from(notifications)
        .where(
          and(like(notifications.eventKey, `ticket.status_changed:${reference}%`), eq(notifications.channel, 'email')),
        )
    ).map((n) => (n.payload as { to: string }).to);
  const echoesOf = (key: string) =>
    jira.deliveries.filter((d) => d.body.includes(`"key":"${key}"`) && d.body.includes(jira.bot.accountId));

  it("a staff move through the portal, echoed first, is the portal's: one audit row, one notice", async () => {
    const t = await raise();
    await support.updateWorkflow(server.client(admin), t.reference, { status: 'In Progress' });
    await jira.settled();
    const echo = echoesOf(t.externalKey).at(-1)!;
    expect(echo.status).toBe(200);
    expect(
      await (
        await server.services.db.select().from(tickets).where(eq(tickets.reference, t.reference))
      )[0]!.status,
    ).toBe('In Progress');
    expect(await moves(t.reference)).toEqual([
      {
        action: 'CHANGE_STATUS',
        actor: ADMIN.email,
        outcome: 'SUCCESS',
        detail: `${t.ticketNumber}: Open -> In Progress`,
      },
    ]);
    expect(await statusNotices(t.reference)).toEqual(['In Progress']);
    expect((await auditOf(t.reference)).filter((r) => r.action === 'JIRA_WEBHOOK')).toEqual([]);
  });

  it("a customer's reply reopening a Resolved ticket, echoed first, leaves one move and no 'ignored' row", async () => {
    const t = await raise();
    await support.updateWorkflow(server.client(admin), t.reference, { status: 'Resolved' });
    await support.reply(user.client, t.reference, { body: 'Still broken' });
    await jira.settled();
    expect(echoesOf(t.externalKey).every((d) => d.status === 200)).toBe(true);
    expect((await support.getTicket(user.client, t.reference)).status).toBe('Open');
    expect((await moves(t.reference)).map((m) => [m.actor, m.detail])).toEqual([
      [ADMIN.email, `${t.ticketNumber}: Open -> Resolved`],
      [user.email, `${t.ticketNumber}: Resolved -> Open (customer replied)`],
    ]);
    expect((await auditOf(t.reference)).filter((r) => r.action === 'JIRA_WEBHOOK')).toEqual([]);
    expect(await statusNotices(t.reference)).toEqual(['Resolved']);
  });

  it("the auto-close, echoed first, is the job's own move: audited once as AUTO_CLOSE_TICKET", async () => {
    const t = await raise();
    await support.updateWorkflow(server.client(admin), t.reference, { status: 'Resolved' });
    const closed = await closeResolvedTickets(
      {
        db: server.services.db,
        tracker: new JiraTracker(jiraOptions),
        audit: (entry, tx) => writeAudit(tx ?? server.services.db, entry, 'system', ''),
      },
      new Date(Date.now() + 8 * 86_400_000),
    );
    await jira.settled();
    expect(closed).toBeGreaterThanOrEqual(1);
    expect((await moves(t.reference)).map((m) => [m.action, m.detail])).toEqual([
      ['CHANGE_STATUS', `${t.ticketNumber}: Open -> Resolved`],
      ['AUTO_CLOSE_TICKET', `${t.ticketNumber}: Resolved -> Closed (no reply for 7 days)`],
    ]);
    expect(await statusNotices(t.reference)).toEqual(['Resolved', 'Closed']);
  });

  it("an echo delivered again after a later move changes nothing and leaves no 'ignored' row", async () => {
    const t = await raise();
    await support.updateWorkflow(server.client(admin), t.reference, { status: 'In Progress' });
    await support.updateWorkflow(server.client(admin), t.reference, { status: 'Waiting on customer' });
    await jira.settled();
    const first = echoesOf(t.externalKey).find((d) => d.body.includes('"toString":"In Progress"'))!;
    expect(await jira.redeliver(first)).toBe(200);
    expect((await support.getTicket(user.client, t.reference)).status).toBe('Waiting on customer');
    expect(await moves(t.reference)).toHaveLength(2);
    expect((await auditOf(t.reference)).filter((r) => r.action === 'JIRA_WEBHOOK')).toEqual([]);
  });

  it('a move and a comment by another Jira user still apply', async () => {
    const t = await raise();
    jira.moveAs(t.externalKey, 'Priya Jira', 'Resolved');
    jira.commentAs(t.externalKey, 'Priya Jira', 'Fixed on our side.');
    await jira.settled();
    expect((await support.getTicket(user.client, t.reference)).status).toBe('Resolved');
    expect(await moves(t.reference)).toEqual([
      {
        action: 'CHANGE_STATUS',
        actor: 'jira',
        outcome: 'SUCCESS',
        detail: `${t.ticketNumber}: Open -> Resolved (from Jira ${t.externalKey})`,
      },
    ]);
    expect((await support.replies(user.client, t.reference)).map((r) => r.authorName)).toEqual(['Priya Jira']);
  });
});
