import { account, ApiError, basket, billing, dev, order, privacy, support } from '@lnf/sdk';
import { eq, like, or } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  consents,
  customers,
  loginSessions,
  notifications,
  orders,
  privacyRequests,
  taxInvoices,
  tickets,
  users,
} from '../src/db/schema';
import { PRIVACY_NOTICE_VERSION } from '../src/services/privacy';
import type { TestServer } from './harness';
import { orderRequest } from './orders';
import { createUser, failure, serverWithTwoCustomers, type TestUser } from './users';

/** The privacy centre (docs/privacy.md): consent ledger, rights as requests with a clock, export, erasure. */

let server: TestServer;
let admin: string;
let a: TestUser;
let b: TestUser;
const staff = () => server.client(admin);

beforeAll(async () => {
  ({ server, admin, a, b } = await serverWithTwoCustomers('asha.privacy@test.local', 'bala.privacy@test.local'));
});
afterAll(() => server?.stop());

const HOUR = 3_600_000;

/** The parts of the export's data.json the test reads. */
interface ExportData {
  profile: Record<string, unknown>;
  orders: { id: string }[];
  payments: { cardLast4: string | null }[];
  taxInvoices: unknown[];
  tickets: { reference: string; replies: { body: string }[] }[];
  consents: unknown[];
  privacyRequests: { kind: string }[];
}

describe('consent ledger', () => {
  it('starts with nothing granted, grants and withdraws in one call each, on the notice version', async () => {
    const before = await privacy.consents(a.client);
    expect(before.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(before.purposes.map((p) => [p.purpose, p.granted])).toEqual([
      ['marketing_email', false],
      ['analytics_cookies', false],
    ]);
    const granted = await privacy.grant(a.client, 'marketing_email');
    expect(granted).toMatchObject({ purpose: 'marketing_email', granted: true, noticeVersion: '2025-04-01' });
    expect((await privacy.consents(a.client)).purposes[0]!.granted).toBe(true);
    const withdrawn = await privacy.withdraw(a.client, 'marketing_email');
    expect(withdrawn.granted).toBe(false);
    // Effective at once: the very next read says withdrawn.
    expect((await privacy.consents(a.client)).purposes[0]!.granted).toBe(false);
    const history = await privacy.consentHistory(a.client);
    expect(history.map((h) => [h.purpose, h.granted, h.source])).toEqual([
      ['marketing_email', false, 'privacy-centre'],
      ['marketing_email', true, 'privacy-centre'],
    ]);
    // Bala's ledger is his own.
    expect(await privacy.consentHistory(b.client)).toEqual([]);
    const audited = await server.services.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.actor, a.email));
    expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['GRANT_CONSENT', 'WITHDRAW_CONSENT']));
  });

  it('appends rows and never rewrites them; an unknown purpose is not found', async () => {
    await privacy.grant(a.client, 'analytics_cookies', 'cookie-notice');
    const rows = await server.services.db.select().from(consents).where(eq(consents.userId, a.id));
    expect(rows.length).toBe(3);
    const res = await server.raw('/api/v1/lnf/portal/privacy/consents/telemarketing/grant', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});

describe('requests with a clock', () => {
  it('a grievance is acknowledged within 48 hours and answered within 30 days; the customer sees the clock', async () => {
    const g = await privacy.createRequest(a.client, {
      kind: 'grievance',
      detail: { text: 'You mailed me after I withdrew.' },
    });
    expect(g).toMatchObject({ kind: 'grievance', status: 'OPEN', overdue: false, acknowledgementOverdue: false });
    expect(g.reference).toMatch(/^PR-\d{4}-[0-9A-Z]{8}$/);
    const created = Date.parse(g.createdAt);
    expect(Date.parse(g.acknowledgeBy) - created).toBe(48 * HOUR);
    expect(Date.parse(g.dueAt) - created).toBe(30 * 24 * HOUR);
    expect((await privacy.requests(a.client)).map((r) => r.reference)).toContain(g.reference);
    expect((await privacy.requests(b.client)).map((r) => r.reference)).not.toContain(g.reference);
  });

  it('staff list open requests, most urgent first, with breaches flagged; customers may not', async () => {
    const late = await privacy.createRequest(b.client, {
      kind: 'correction',
      detail: { fields: { lastName: 'Balasubramanian' }, note: 'Spelling' },
    });
    // Made 31 days ago: past both its acknowledgement and its answer.
    const past = new Date(Date.now() - 31 * 24 * HOUR);
    await server.services.db
      .update(privacyRequests)
      .set({
        createdAt: past,
        acknowledgeBy: new Date(past.getTime() + 48 * HOUR),
        dueAt: new Date(past.getTime() + 30 * 24 * HOUR),
      })
      .where(eq(privacyRequests.reference, late.reference));
    const open = await privacy.staffList(staff());
    expect(open[0]).toMatchObject({ reference: late.reference, overdue: true, acknowledgementOverdue: true });
    expect(open.every((r) => r.status === 'OPEN' || r.status === 'ACKNOWLEDGED')).toBe(true);
    const refused = await failure<ApiError>(privacy.staffList(a.client));
    expect(refused.status).toBe(403);

    const acked = await privacy.acknowledge(staff(), late.reference);
    expect(acked).toMatchObject({ status: 'ACKNOWLEDGED', acknowledgementOverdue: false, overdue: true });
    const done = await privacy.resolve(staff(), late.reference, { status: 'COMPLETED', response: 'Corrected.' });
    expect(done).toMatchObject({ status: 'COMPLETED', response: 'Corrected.', overdue: false });
    expect((await privacy.requests(b.client)).find((r) => r.reference === late.reference)?.response).toBe('Corrected.');
    // Told by mail and on the bell when it was made and when it was answered.
    const notices = await server.services.db
      .select({ event: notifications.event, channel: notifications.channel, to: notifications.toAddress })
      .from(notifications)
      .where(like(notifications.eventKey, `%:${late.reference}:%`));
    expect(notices.map((n) => `${n.event} ${n.channel}`).sort()).toEqual([
      'privacy.request_received email',
      'privacy.request_received in_app',
      'privacy.request_resolved email',
      'privacy.request_resolved in_app',
    ]);
    expect(notices.find((n) => n.channel === 'email')!.to).toBe(b.email);
    expect((await privacy.staffList(staff())).map((r) => r.reference)).not.toContain(late.reference);
    const again = await failure<ApiError>(
      privacy.resolve(staff(), late.reference, { status: 'REJECTED', response: 'x' }),
    );
    expect(again.status).toBe(409);
    const actions = await server.services.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.key, late.reference));
    expect(actions.map((r) => r.action).sort()).toEqual(
      ['ACKNOWLEDGE_PRIVACY_REQUEST', 'PRIVACY_REQUEST', 'RESOLVE_PRIVACY_REQUEST'].sort(),
    );
  });

  it('a nomination is recorded at once and read back', async () => {
    const r = await privacy.createRequest(a.client, {
      kind: 'nomination',
      detail: { name: 'Ravi Rao', email: 'Ravi@Example.in', relationship: 'Brother' },
    });
    expect(r.status).toBe('COMPLETED');
    expect(await privacy.nominee(a.client)).toMatchObject({ name: 'Ravi Rao', email: 'ravi@example.in' });
    expect(await privacy.nominee(b.client)).toBeNull();
  });
});

describe('access: summary and export', () => {
  it('answers an access request at once, and exports every record with the PDFs in one ZIP', async () => {
    const c = await createUser(server, 'chitra.export@test.local');
    const bk = await basket.create(c.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(c.client, orderRequest(bk.id, c.email));
    await order.confirmPayment(
      c.client,
      await dev.testCheckout(c.client, {
        subscriptionId: placed.subscriptionId!,
        cardNumber: '4111111111111111',
        cardHolderName: 'Chitra',
        expiry: '12/30',
        cvv: '123',
      }),
    );
    const ticket = await support.raiseTicket(c.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      labels: [],
      summary: 'Invoice question',
      description: 'Where is my invoice?',
    });
    await support.replyWithFiles(c.client, ticket.reference, {
      body: 'Attached',
      files: [new File(['%PDF-1.4\n%%EOF\n'], 'proof.pdf')],
    });
    await support.reply(staff(), ticket.reference, { body: 'Customer seems confused', internal: true });

    const access = await privacy.createRequest(c.client, { kind: 'access', detail: {} });
    expect(access.status).toBe('COMPLETED');
    expect(access.response).toMatch(/Orders, subscriptions, payments and tax invoices: \d+ record/);
    const summary = await privacy.summary(c.client);
    expect(summary.categories.find((x) => x.category.startsWith('Support'))!.records).toBeGreaterThanOrEqual(2);

    const zip = await privacy.exportData(c.client);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['data.json']!)) as ExportData;
    expect(data.profile.email).toBe(c.email);
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.orders.map((o: { id: string }) => o.id)).toContain(placed.orderId);
    expect(data.payments[0]!.cardLast4).toBe('1111');
    expect(JSON.stringify(data.payments)).not.toContain('4111111111111111');
    expect(data.taxInvoices).toHaveLength(1);
    const t = data.tickets.find((x: { reference: string }) => x.reference === ticket.reference);
    expect(t!.replies.map((r: { body: string }) => r.body)).toContain('Attached');
    expect(JSON.stringify(data)).not.toContain('Customer seems confused');
    expect(data.consents).toEqual([]);
    expect(data.privacyRequests.map((r: { kind: string }) => r.kind)).toContain('access');
    const names = Object.keys(files);
    expect(names.filter((n) => n.startsWith('receipts/') && n.endsWith('.pdf'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('tax-invoices/') && n.endsWith('.pdf'))).toHaveLength(1);
    const attachment = names.find((n) => n.startsWith(`attachments/${ticket.reference}/`))!;
    expect(strFromU8(files[attachment]!)).toContain('%PDF-1.4');
    expect(strFromU8(files[names.find((n) => n.startsWith('tax-invoices/'))!]!.slice(0, 5))).toBe('%PDF-');
    const exported = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'EXPORT_DATA'));
    expect(exported.map((r) => r.actor)).toContain(c.email);
  });
});

describe('erasure', () => {
  it('refuses while a subscription renews, then pseudonymises the account and keeps its tax invoices', async () => {
    const d = await createUser(server, 'devi.erase@test.local');
    const bk = await basket.create(d.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(d.client, orderRequest(bk.id, d.email, { customer: { fullName: 'Devi Iyer' } }));
    await order.confirmPayment(
      d.client,
      await dev.testCheckout(d.client, {
        subscriptionId: placed.subscriptionId!,
        cardNumber: '4111111111111111',
        cardHolderName: 'Devi Iyer',
        expiry: '12/30',
        cvv: '123',
      }),
    );
    const ticket = await support.raiseTicket(d.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'Low',
      issueTypeName: 'Bug',
      labels: [],
      summary: 'My phone is 98450 12345',
      description: 'Call me',
    });
    await privacy.grant(d.client, 'marketing_email');
    const wrong = await failure<ApiError>(
      privacy.createRequest(d.client, { kind: 'erasure', detail: { confirmEmail: 'someone@else.in' } }),
    );
    expect(wrong.status).toBe(400);
    const live = await failure<ApiError>(
      privacy.createRequest(d.client, { kind: 'erasure', detail: { confirmEmail: d.email } }),
    );
    expect(live.status).toBe(409);
    expect(live.message).toBe(
      'Cancel your subscription on the Billing page before erasing the account: 1 subscription still renews',
    );
    // The provider's ids are ours, not the customer's words.
    expect(live.message).not.toContain(placed.subscriptionId!);
    // The cancel the portal offers (at the period's end) is enough: nothing renews any more.
    await billing.act(d.client, placed.subscriptionId!, 'cancel');

    // A sign-in older than five minutes must be proven again first: erasure cannot be undone.
    const db = server.services.db;
    await db
      .update(loginSessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(loginSessions.userId, d.id));
    const stale = await failure<ApiError>(
      privacy.createRequest(d.client, { kind: 'erasure', detail: { confirmEmail: d.email } }),
    );
    expect([stale.status, (stale.body as { error?: string }).error]).toEqual([403, 'reauthentication_required']);
    expect((await failure<ApiError>(account.reauthenticate(d.client, { password: 'not-the-password' }))).status).toBe(
      400,
    );
    await account.reauthenticate(d.client, { password: d.password });

    const erased = await privacy.createRequest(d.client, { kind: 'erasure', detail: { confirmEmail: d.email } });
    expect(erased).toMatchObject({ kind: 'erasure', status: 'COMPLETED', email: d.email });

    const [user] = await db.select().from(users).where(eq(users.id, d.id));
    expect(user).toMatchObject({
      email: `erased-${d.id}@erased.invalid`,
      firstName: 'Erased',
      mobileNumber: null,
      groups: [],
    });
    expect(user!.erasedAt).toBeInstanceOf(Date);
    // The security log keeps its rows for their 180 days, naming the placeholder.
    const naming = await db
      .select()
      .from(auditLogs)
      .where(or(eq(auditLogs.actor, d.email), eq(auditLogs.key, d.email)));
    expect(naming).toEqual([]);
    // Signed out everywhere, and no way back in.
    const reuse = await failure<ApiError>(privacy.consents(d.client));
    expect(reuse.status).toBe(401);
    expect((await failure<ApiError>(server.login(d.email, d.password))).status).toBe(401);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.userId, d.id))).toSatisfy(
      (rows: { endedAt: Date | null }[]) => rows.every((r) => r.endedAt !== null),
    );
    // Kept for the GST law, the person pseudonymised.
    const [o] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(o).toMatchObject({ email: `erased-${d.id}@erased.invalid`, mobile: '' });
    expect(o!.details?.name).toBe('Erased customer');
    const invoices = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, placed.orderId));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.details.buyerEmail).toBe(`erased-${d.id}@erased.invalid`);
    expect(invoices[0]!.details.buyerName).toBe('Devi Iyer');
    const [cust] = await db.select().from(customers).where(eq(customers.userId, d.id));
    expect(cust).toMatchObject({ name: 'Erased customer', mobile: '', marketingPreference: false });
    // Not kept by any law: gone.
    expect(await db.select().from(tickets).where(eq(tickets.reference, ticket.reference))).toEqual([]);
    const ledger = await db.select().from(consents).where(eq(consents.userId, d.id)).orderBy(consents.createdAt);
    expect(ledger.at(-1)).toMatchObject({ purpose: 'marketing_email', granted: false, source: 'erasure' });
    // The address may sign up again: it names nobody now.
    const again = await createUser(server, d.email);
    expect(again.id).not.toBe(d.id);
  });
});
