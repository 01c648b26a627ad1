import {
  ApiError,
  backoffice,
  basket,
  billing,
  customer,
  dev,
  order,
  support,
  type BackofficeSearchResult,
  type Order,
} from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, creditNotes, customers, inquiries, orders, payments, refunds, tickets } from '../src/db/schema';
import { VIEW_AS_TTL_S } from '../src/auth/tokens';
import { customerCsv } from '../src/services/customerSearch';
import { EXPORT_BATCH } from '../src/services/keyset';
import { startTestServer, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';
import { createStaff, createUser, expectError, failure, rowCount, send, type TestUser } from './users';

/**
 * The back-office's customers: one search box over customers, orders, subscriptions, payments and
 * tickets; the customer list and its CSV exports; the customer page with its timeline and notes;
 * and viewing the portal as a customer with a read-only token. Support staff and up only.
 */
const BASE = '/api/v1/lnf/backoffice';
const GSTIN = '27AAPFU0939F1ZV';

let server: TestServer;
let staff: TestUser;
let alice: TestUser;
let bob: TestUser;
let aliceId: string;
let bobId: string;
let placed: { reference: string; subscriptionId: string };
let paid: Order;
let ticketNumber: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  staff = await createStaff(server, 'sam.support@test.local', 'support');
  alice = await createUser(server, 'zubeida.backoffice@test.local');
  bob = await createUser(server, 'bala.backoffice@test.local');

  // Alice buys and pays (a payment, its tax invoice), registers for GST, and raises a ticket.
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const request = orderRequest(b.id, alice.email, {
    customer: { fullName: 'Zubeida Qureshi', mobileNumber: '9123456789' },
  });
  const p = await order.place(alice.client, request);
  placed = { reference: p.reference, subscriptionId: p.subscriptionId! };
  paid = await order.confirmPayment(
    alice.client,
    await dev.testCheckout(alice.client, testCard(placed.subscriptionId)),
  );
  aliceId = (await customer.getByEmail(alice.client, alice.email)).id;
  await customer.updateGstin(alice.client, aliceId, GSTIN);
  ticketNumber = (
    await support.raiseTicket(alice.client, {
      projectKey: 'LNF',
      reporterName: 'Zubeida Qureshi',
      priorityName: 'High',
      issueTypeName: 'Bug',
      labels: ['billing'],
      summary: 'Invoice shows the wrong state',
      description: 'My invoice says Telangana; we are in Maharashtra.',
    })
  ).ticketNumber;
  await server.services.db.insert(inquiries).values({
    firstName: 'Zubeida',
    lastName: 'Qureshi',
    businessName: 'Qureshi Traders',
    websiteUrl: '',
    email: alice.email.toUpperCase(),
    mobile: '9123456789',
    country: 'IN',
    description: 'A demo of payroll for 12 people, please.',
  });

  // Bob placed an order he has not paid.
  const bb = await basket.create(bob.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  await order.place(bob.client, orderRequest(bb.id, bob.email, { customer: { fullName: 'Bala Krishnan' } }));
  bobId = (await customer.getByEmail(bob.client, bob.email)).id;
});
afterAll(() => server?.stop());

/** Every result of a search, page by page with `limit`; also answers how many pages it took. */
async function searchAll(q: string, limit = 20) {
  const results: BackofficeSearchResult[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await backoffice.search(staff.client, { q, limit, after });
    expect(page.results.length).toBeLessThanOrEqual(limit);
    results.push(...page.results);
    after = page.next;
    pages++;
  } while (after && pages < 50);
  return { results, pages };
}

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : 0),
  );

/** An extra customer straight into the table (no account unless `userId` is given). */
async function insertCustomer(values: { name: string; email: string; mobile?: string; userId?: string }) {
  const [row] = await server.services.db
    .insert(customers)
    .values({ mobile: '9000000000', businessCategory: 'retail', ...values })
    .returning();
  return row!;
}

describe('GET backoffice/search', () => {
  it('finds a customer by a GSTIN prefix in lower case, by email prefix and by phone', async () => {
    expect((await searchAll('27aapfu0')).results).toContainEqual(
      expect.objectContaining({ kind: 'customer', id: aliceId, customerId: aliceId, matched: 'gstin' }),
    );
    expect((await searchAll('ZUBEIDA.BACK')).results).toContainEqual(
      expect.objectContaining({ kind: 'customer', id: aliceId, matched: 'email' }),
    );
    const byPhone = (await searchAll('91234 567')).results;
    expect(byPhone).toContainEqual(expect.objectContaining({ kind: 'customer', id: aliceId, matched: 'mobile' }));
    // Kept as ten digits, found with the country code too; one kept with +91, found without it.
    expect((await searchAll('+91 91234')).results).toContainEqual(
      expect.objectContaining({ kind: 'customer', id: aliceId, matched: 'mobile' }),
    );
    const { id: withCode } = await insertCustomer({
      name: 'Kiran Code',
      email: 'kiran.code@test.local',
      mobile: '+918887776665',
    });
    expect((await searchAll('88877 766')).results).toContainEqual(
      expect.objectContaining({ kind: 'customer', id: withCode, matched: 'mobile' }),
    );
    // Found by name first, so not again by email: one result per record.
    const byName = (await searchAll('zubeida')).results.filter((r) => r.id === aliceId);
    expect(byName).toEqual([expect.objectContaining({ matched: 'name', title: 'Zubeida Qureshi' })]);
  });

  it('finds the order, subscription, payment and ticket, each mapped to its customer', async () => {
    const payment = paid.payments[0]!;
    const cases = [
      { q: placed.reference.slice(0, 14).toLowerCase(), kind: 'order', title: placed.reference },
      { q: placed.subscriptionId.slice(0, 10), kind: 'subscription', title: placed.subscriptionId },
      { q: payment.transactionId.slice(0, 10).toUpperCase(), kind: 'payment', title: payment.transactionId },
      { q: ticketNumber.toLowerCase(), kind: 'ticket', title: ticketNumber },
    ];
    for (const c of cases) {
      const { results } = await searchAll(c.q);
      expect(results, c.q).toContainEqual(
        expect.objectContaining({ kind: c.kind, title: c.title, customerId: aliceId }),
      );
    }
  });

  it('matches %, _ and \\ literally', async () => {
    const percent = await insertCustomer({ name: '100% Pure Foods', email: 'pure@foods.test' });
    const plain = await insertCustomer({ name: '1000 Acres Farms', email: 'acres@farms.test' });
    const underscore = await insertCustomer({ name: 'a_c Traders', email: 'ac@traders.test' });
    const abc = await insertCustomer({ name: 'abc Traders', email: 'abc@traders.test' });
    const ids = async (q: string) => (await searchAll(q)).results.map((r) => r.id);
    expect(await ids('100%')).toEqual([percent.id]);
    expect(await ids('100')).toEqual(expect.arrayContaining([percent.id, plain.id]));
    expect(await ids('a_c')).toEqual([underscore.id]);
    expect(await ids('ab')).toContain(abc.id);
    expect(await ids('a\\')).toEqual([]);
  });

  it('pages by cursor: a small limit returns every result exactly once', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 6; i++)
      made.push((await insertCustomer({ name: `Pagetest ${i}`, email: `pagetest.${i}@test.local` })).id);
    // Found by email only, after those found by name.
    for (let i = 7; i <= 9; i++)
      made.push((await insertCustomer({ name: `Other ${i}`, email: `pagetest.${i}@test.local` })).id);
    const { results, pages } = await searchAll('pagetest', 2);
    expect(pages).toBe(5);
    expect(results.map((r) => r.id).sort()).toEqual([...made].sort());
    expect(results.map((r) => r.matched)).toEqual([...Array(6).fill('name'), ...Array(3).fill('email')]);
  });

  it('answers 400 for fewer than 2 characters or a cursor it did not give, 401 and 403 for non-staff', async () => {
    await expectError(await send(server, 'GET', `${BASE}/search?q=z`, { token: staff.token }), 400, 'at least 2');
    await expectError(await send(server, 'GET', `${BASE}/search?q=%20z%20`, { token: staff.token }), 400, 'at least 2');
    await expectError(await send(server, 'GET', `${BASE}/search`, { token: staff.token }), 400, 'at least 2');
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu&after=nonsense`, { token: staff.token }), 400);
    const forged = Buffer.from(JSON.stringify([0, 'zu', "x'; drop table customers; --"])).toString('base64url');
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu&after=${forged}`, { token: staff.token }), 400);
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu&limit=0`, { token: staff.token }), 400);
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu%00`, { token: staff.token }), 400, 'NUL');
    await expectError(await send(server, 'GET', `${BASE}/customers?q=zu%00`, { token: staff.token }), 400, 'NUL');
    const nul = Buffer.from(JSON.stringify([0, 'zu\0', crypto.randomUUID()])).toString('base64url');
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu&after=${nul}`, { token: staff.token }), 400);
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu`), 401);
    await expectError(await send(server, 'GET', `${BASE}/search?q=zu`, { token: alice.token }), 403);
  });
});

describe('GET backoffice/customers', () => {
  it('pages by cursor in the order asked, and narrows by a prefix', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await backoffice.customers(staff.client, { limit: 4, sort: 'name', direction: 'asc', after });
      seen.push(...page.results.map((r) => r.name.toLowerCase()));
      after = page.next;
    } while (after);
    expect(seen).toHaveLength(await rowCount(server, customers));
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const newest = await backoffice.customers(staff.client, { limit: 100 });
    const times = newest.results.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const narrowed = await backoffice.customers(staff.client, { q: 'BALA' });
    expect(narrowed.results.map((r) => r.id)).toEqual([bobId]);
    await expectError(await send(server, 'GET', `${BASE}/customers?sort=email`, { token: staff.token }), 400);
    await expectError(await send(server, 'GET', `${BASE}/customers`, { token: bob.token }), 403);
  });
});

describe('GET backoffice/customers/{id}', () => {
  it('holds every section of the customer', async () => {
    const payment = paid.payments[0]!;
    const [paymentRow] = await server.services.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, payment.transactionId));
    // A processed refund of the payment with its credit note, as the refunds service leaves them.
    const [refund] = await server.services.db
      .insert(refunds)
      .values({
        paymentId: paymentRow!.id,
        transactionId: payment.transactionId,
        orderId: paid.id,
        amountPaise: 50_000,
        status: 'processed',
        reason: 'Charged twice',
        requestedBy: 'fin@test.local',
        processedAt: new Date(),
      })
      .returning();
    await server.services.db.insert(creditNotes).values({
      number: 'CN/26-27/000001',
      financialYear: '2026-27',
      sequence: 1,
      refundId: refund!.id,
      invoiceNumber: payment.invoiceNumber!,
      orderId: paid.id,
      placeOfSupply: 'Telangana',
      taxablePaise: 42_373,
      cgstPaise: 3_814,
      sgstPaise: 3_813,
      igstPaise: 0,
      totalPaise: 50_000,
      gstRate: 18,
      details: {
        buyerName: 'Zubeida Qureshi',
        buyerEmail: alice.email,
        buyerGstin: null,
        billingAddress: {},
        placeOfSupplyState: 'Telangana',
        description: 'HR Essential',
        orderReference: placed.reference,
        reason: 'Charged twice',
      },
    });

    const page = await backoffice.customer(staff.client, aliceId);
    expect(page.profile).toMatchObject({
      id: aliceId,
      name: 'Zubeida Qureshi',
      email: alice.email,
      gstin: GSTIN,
      user: { id: alice.id, email: alice.email },
      erased: false,
    });
    expect(page.addresses.map((a) => a.type)).toEqual(['Primary']);
    expect(page.subscriptions).toEqual([
      expect.objectContaining({
        id: placed.subscriptionId,
        plan: 'hr_essential',
        cardLast4: '1111',
        cancelAtPeriodEnd: false,
        orderReference: placed.reference,
      }),
    ]);
    expect(page.subscriptions[0]!.nextChargeAt).not.toBeNull();
    expect(page.orders).toEqual([expect.objectContaining({ reference: placed.reference, total: paid.totalPrice })]);
    expect(page.payments).toEqual([
      expect.objectContaining({
        transactionId: payment.transactionId,
        amount: payment.amount,
        cardLast4: '1111',
        refunds: [expect.objectContaining({ amount: 500, status: 'processed', creditNoteNumber: 'CN/26-27/000001' })],
      }),
    ]);
    expect(page.invoices).toEqual([
      expect.objectContaining({ number: payment.invoiceNumber, transactionId: payment.transactionId }),
    ]);
    expect(page.creditNotes).toEqual([
      expect.objectContaining({ number: 'CN/26-27/000001', invoiceNumber: payment.invoiceNumber, total: 500 }),
    ]);
    expect(page.tickets).toEqual([expect.objectContaining({ number: ticketNumber, status: expect.any(String) })]);
    expect(page.leads).toEqual([expect.objectContaining({ kind: 'inquiry', name: 'Zubeida Qureshi' })]);
    const actions = page.timeline.entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['LOGIN', 'PLACE_ORDER', 'CONFIRM_PAYMENT', 'UPDATE_GSTIN']));
    expect(actions).toContain('RAISE_TICKET');
    expect(page.timeline.capped).toBe(false);
    // Bob's rows are not Alice's.
    expect(page.timeline.entries.some((e) => e.actor === bob.email)).toBe(false);
  });

  it('shows a note added on the timeline, newest first, and audits it', async () => {
    const note = await backoffice.addNote(staff.client, aliceId, '  Called: she will resend the GST certificate.  ');
    expect(note).toMatchObject({ author: staff.email, body: 'Called: she will resend the GST certificate.' });
    const page = await backoffice.customer(staff.client, aliceId);
    expect(page.notes[0]).toEqual(note);
    expect(page.timeline.entries[0]).toMatchObject({ kind: 'note', id: note.id, actor: staff.email, body: note.body });
    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ADD_STAFF_NOTE'), eq(auditLogs.key, aliceId)));
    expect(row).toMatchObject({
      actor: staff.email,
      outcome: 'SUCCESS',
      data: { customerId: aliceId, noteId: note.id },
    });

    const path = `${BASE}/customers/${aliceId}/notes`;
    await expectError(
      await send(server, 'POST', path, { token: staff.token, body: { body: '   ' } }),
      400,
      'some text',
    );
    await expectError(await send(server, 'POST', path, { token: staff.token, body: { body: 'x'.repeat(2001) } }), 400);
    await expectError(await send(server, 'POST', path, { token: staff.token, body: { body: 'a\u0000b' } }), 400, 'NUL');
    await expectError(await send(server, 'POST', path, { token: alice.token, body: { body: 'Mine' } }), 403);
    await expectError(await send(server, 'POST', path, { body: { body: 'Anyone' } }), 401);
  });

  it('caps the timeline at 200 entries and says so', async () => {
    await server.services.db.insert(auditLogs).values(
      Array.from({ length: 230 }, (_, i) => ({
        actor: bob.email,
        module: 'user',
        action: 'LOGIN',
        key: bob.email,
        outcome: 'SUCCESS',
        detail: `login ${i}`,
      })),
    );
    const page = await backoffice.customer(staff.client, bobId);
    expect(page.timeline).toMatchObject({ capped: true, limit: 200 });
    expect(page.timeline.entries).toHaveLength(200);
  });

  it('answers 400 for an id that is not one and 404 for one that names nobody', async () => {
    await expectError(await send(server, 'GET', `${BASE}/customers/42`, { token: staff.token }), 400, 'UUID');
    await expectError(
      await send(server, 'GET', `${BASE}/customers/${crypto.randomUUID()}`, { token: staff.token }),
      404,
    );
    await expectError(await send(server, 'GET', `${BASE}/customers/${aliceId}`, { token: alice.token }), 403);
  });
});

describe('POST backoffice/customers/{id}/view-as', () => {
  it("reads the customer's portal as them, writes nothing, opens no staff page, and expires in 15 minutes", async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await backoffice.viewAs(staff.client, aliceId, 'She cannot find her invoice');
    expect(answer.customer).toEqual({ id: aliceId, email: alice.email, name: 'Zubeida Qureshi' });
    const claims = JSON.parse(Buffer.from(answer.accessToken.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      exp: number;
      act: { sub: string; email: string };
    };
    expect(claims.sub).toBe(alice.id);
    expect(claims.act).toEqual({ sub: staff.id, email: staff.email });
    expect(claims.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + VIEW_AS_TTL_S);
    expect(claims.exp).toBeGreaterThanOrEqual(before + VIEW_AS_TTL_S);
    expect(VIEW_AS_TTL_S).toBe(15 * 60);
    expect(new Date(answer.expiresAt).getTime()).toBe(claims.exp * 1000);

    const as = server.client(answer.accessToken);
    expect((await billing.list(as)).map((s) => s.id)).toContain(placed.subscriptionId);

    const ticketsBefore = await rowCount(server, tickets);
    const raise = await send(server, 'POST', '/api/v1/lnf/portal/support/ticket', {
      token: answer.accessToken,
      body: {
        projectKey: 'LNF',
        reporterName: 'Staff',
        priorityName: 'High',
        issueTypeName: 'Bug',
        labels: [],
        summary: 'Made by staff',
        description: 'Should not exist',
      },
    });
    const refused = await expectError(raise, 403, 'Viewing as a customer is read-only');
    expect(refused.error).toBe('read_only');
    expect(await rowCount(server, tickets)).toBe(ticketsBefore);
    const gstin = await send(server, 'PUT', `/api/v1/lnf/portal/customer/${aliceId}/gstin`, {
      token: answer.accessToken,
      body: { gstin: '' },
    });
    expect((await expectError(gstin, 403)).error).toBe('read_only');
    expect((await customer.getByEmail(alice.client, alice.email)).gstin).toBe(GSTIN);

    // A read that is audited names the staff member behind the customer.
    expect((await send(server, 'GET', '/api/v1/lnf/portal/privacy/export', { token: answer.accessToken })).status).toBe(
      200,
    );
    const [exported] = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'EXPORT_DATA'));
    expect(exported).toMatchObject({ actor: alice.email, data: { viewAsBy: staff.email } });

    expect(await status(backoffice.search(as, { q: 'zu' }))).toBe(403);
    expect(await status(backoffice.customer(as, aliceId))).toBe(403);
    await expectError(await send(server, 'GET', '/api/v1/lnf/admin/notifications', { token: answer.accessToken }), 403);

    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'VIEW_AS_CUSTOMER'), eq(auditLogs.outcome, 'SUCCESS')));
    expect(row).toMatchObject({ actor: staff.email, key: aliceId });
    expect(row!.data).toMatchObject({ reason: 'She cannot find her invoice', customerId: aliceId, userId: alice.id });
  });

  it('refuses a customer without an account (409), a staff account (403), a short reason, and non-staff', async () => {
    const noAccount = await insertCustomer({ name: 'Walk In', email: 'walkin@test.local' });
    const path = (id: string) => `${BASE}/customers/${id}/view-as`;
    const reason = { reason: 'Checking their page' };
    await expectError(
      await send(server, 'POST', path(noAccount.id), { token: staff.token, body: reason }),
      409,
      'no portal account',
    );
    const colleague = await createStaff(server, 'fin.colleague@test.local', 'finance');
    const staffCustomer = await insertCustomer({ name: 'Fin', email: colleague.email, userId: colleague.id });
    await expectError(
      await send(server, 'POST', path(staffCustomer.id), { token: staff.token, body: reason }),
      403,
      'staff account',
    );
    await expectError(
      await send(server, 'POST', path(aliceId), { token: staff.token, body: { reason: '  ok  ' } }),
      400,
    );
    await expectError(await send(server, 'POST', path(aliceId), { token: staff.token, body: {} }), 400, 'reason');
    await expectError(
      await send(server, 'POST', path(aliceId), { token: staff.token, body: { reason: 'why\u0000' } }),
      400,
      'NUL',
    );
    await expectError(await send(server, 'POST', path(aliceId), { token: bob.token, body: reason }), 403);
    await expectError(await send(server, 'POST', path(aliceId), { body: reason }), 401);
  });
});

describe('CSV exports', () => {
  it('streams every customer with a header, quoted fields and formula injection guarded', async () => {
    const hostile = ['=HYPERLINK("http://evil.test","x")', '+91 cmd', '-2+3', '@SUM(A1)', 'Rao, "Asha"\nTraders'];
    await server.services.db.insert(customers).values([
      ...hostile.map((name, i) => ({ name, email: `hostile.${i}@test.local`, mobile: '', businessCategory: 'x' })),
      ...Array.from({ length: 2 * EXPORT_BATCH }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk.${i}@test.local`,
        mobile: '9000000000',
        businessCategory: 'retail',
      })),
    ]);
    const total = await rowCount(server, customers);

    const res = await send(server, 'GET', `${BASE}/customers.csv`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lnf-customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Streamed: no length known in advance, the body arrives in several chunks.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);

    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'id,name,email,mobile,gstin,business_category,website,marketing_preference,created_at,user_id,erased',
    );
    // One record per customer: the quoted line break inside one name is not a record.
    expect(text.match(/^[0-9a-f]{8}-[0-9a-f-]{27},/gm)).toHaveLength(total);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"",""x"")",hostile.0@test.local,`);
    expect(text).toContain(",'+91 cmd,hostile.1@");
    expect(text).toContain(",'-2+3,hostile.2@");
    expect(text).toContain(",'@SUM(A1),hostile.3@");
    expect(text).toContain(',"Rao, ""Asha""\nTraders",hostile.4@');
    expect(text).toContain(`,${alice.email},9123456789,${GSTIN},`);

    const [audit] = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'EXPORT_CUSTOMERS'));
    expect(audit).toMatchObject({ actor: staff.email, outcome: 'SUCCESS' });
  });

  it('reads the export in keyset batches: one chunk per batch, every row once', async () => {
    const chunks: string[] = [];
    for await (const chunk of customerCsv(server.services.db)) chunks.push(chunk);
    const total = await rowCount(server, customers);
    expect(chunks).toHaveLength(Math.ceil(total / EXPORT_BATCH));
    const ids = chunks.join('').match(/^[0-9a-f]{8}-[0-9a-f-]{27}(?=,)/gm)!;
    expect(new Set(ids).size).toBe(total);
  });

  it('streams every order, and refuses customers and anonymous callers', async () => {
    const res = await send(server, 'GET', `${BASE}/orders.csv`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'reference,date_ordered,status,name,email,mobile,total_inr,plans,billing_state,customer_id,order_id',
    );
    expect(lines).toHaveLength(1 + (await rowCount(server, orders)));
    expect(lines.find((l) => l.startsWith(placed.reference))).toContain(`,${aliceId},${paid.id}`);
    await expectError(await send(server, 'GET', `${BASE}/customers.csv`, { token: alice.token }), 403);
    await expectError(await send(server, 'GET', `${BASE}/orders.csv`), 401);
    expect((await failure<ApiError>(backoffice.exportOrders(bob.client))).status).toBe(403);
  });
});
