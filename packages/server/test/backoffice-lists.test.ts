import {
  backofficeLists,
  basket,
  customer,
  dev,
  order,
  planLabel,
  support,
  type BackofficeOrderRow,
  type Order,
} from '@lnf/sdk';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, creditNotes, orders, payments, refunds, tickets } from '../src/db/schema';
import {
  AUDIT_LIST,
  INVOICE_LISTS,
  ORDER_LIST,
  PAYMENT_LIST,
  SUBSCRIPTION_LIST,
  TICKET_LIST,
} from '../src/services/backofficeLists';
import { firstPageSql, recordsCsv } from '../src/services/recordList';
import { startTestServer, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';
import { createStaff, createUser, expectError, send, type TestUser } from './users';

/**
 * The back-office's record lists: orders, payments, subscriptions, invoices (and credit notes),
 * tickets and audit logs, each keyset-paged in the order asked, filtered by status, IST days and
 * customer, exported as streamed CSV with the same filters, read from an index, and refused to
 * anyone the list is not for.
 */
const BASE = '/api/v1/lnf/backoffice';

let server: TestServer;
let staff: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let aliceId: string;
let paid: Order;
let subscriptionId: string;
let ticketNumber: string;
let creditNoteNumber: string;

/** Orders made straight into the table: the same total and time, so only the id orders them. */
const TIED = 7;
const TIED_AT = new Date('2026-06-15T06:30:00.000Z');
/** 2026-03-02 00:10 in India, still 2026-03-01 in UTC. */
const IST_EARLY = new Date('2026-03-01T18:40:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  staff = await createStaff(server, 'sam.lists@test.local', 'support');
  admin = await createStaff(server, 'ada.lists@test.local', 'admin');
  alice = await createUser(server, 'asha.lists@test.local');
  bob = await createUser(server, 'bala.lists@test.local');

  // Alice buys and pays (a payment, a subscription, a tax invoice) and raises a ticket.
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const placed = await order.place(
    alice.client,
    orderRequest(b.id, alice.email, { customer: { fullName: 'Asha Rao' } }),
  );
  subscriptionId = placed.subscriptionId!;
  paid = await order.confirmPayment(alice.client, await dev.testCheckout(alice.client, testCard(subscriptionId)));
  aliceId = (await customer.getByEmail(alice.client, alice.email)).id;
  ticketNumber = (
    await support.raiseTicket(alice.client, {
      projectKey: 'LNF',
      reporterName: 'Asha Rao',
      priorityName: 'High',
      issueTypeName: 'Bug',
      labels: [],
      summary: 'Invoice shows the wrong state',
      description: 'It says Telangana.',
    })
  ).ticketNumber;

  // Bob placed an order he has not paid.
  const bb = await basket.create(bob.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  await order.place(bob.client, orderRequest(bb.id, bob.email, { customer: { fullName: 'Bala Iyer' } }));

  const db = server.services.db;
  const template = { basketId: b.id, status: 'CANCELLED', mobile: '9000000000', billingAddress: {}, lineItems: [] };
  await db.insert(orders).values([
    ...Array.from({ length: TIED }, (_, i) => ({
      ...template,
      reference: `LNF-TIED-${i}`,
      email: `tied.${i}@lists.test`,
      totalPaise: 500_00,
      dateOrdered: TIED_AT,
    })),
    { ...template, reference: 'LNF-IST-EARLY', email: 'early@lists.test', totalPaise: 1, dateOrdered: IST_EARLY },
  ]);

  // A processed refund of Alice's payment and its credit note, as the refunds service leaves them.
  const payment = paid.payments[0]!;
  const [paymentRow] = await db.select().from(payments).where(eq(payments.transactionId, payment.transactionId));
  const [refund] = await db
    .insert(refunds)
    .values({
      paymentId: paymentRow!.id,
      transactionId: payment.transactionId,
      orderId: paid.id,
      amountPaise: 500_00,
      status: 'processed',
      reason: 'Charged twice',
      requestedBy: 'fin@test.local',
      processedAt: new Date(),
    })
    .returning();
  creditNoteNumber = 'CN/26-27/000001';
  await db.insert(creditNotes).values({
    number: creditNoteNumber,
    financialYear: '2026-27',
    sequence: 1,
    refundId: refund!.id,
    invoiceNumber: payment.invoiceNumber!,
    orderId: paid.id,
    placeOfSupply: 'Telangana',
    taxablePaise: 423_73,
    cgstPaise: 38_14,
    sgstPaise: 38_13,
    igstPaise: 0,
    totalPaise: 500_00,
    gstRate: 18,
    details: {
      buyerName: 'Asha Rao',
      buyerEmail: alice.email,
      buyerGstin: null,
      billingAddress: {},
      placeOfSupplyState: 'Telangana',
      description: 'HR Essential',
      orderReference: paid.reference,
      reason: 'Charged twice',
    },
  });
});
afterAll(() => server?.stop());

type Page<T> = { results: T[]; next: string | null };

/** Every row of a list, page by page; also answers how many pages it took. */
async function everyPage<T>(read: (after: string | null) => Promise<Page<T>>) {
  const rows: T[] = [];
  let after: string | null = null;
  for (let pages = 1; pages <= 200; pages++) {
    const page = await read(after);
    rows.push(...page.results);
    if (!page.next) return { rows, pages };
    after = page.next;
  }
  throw new Error('the list never ended');
}

/** Every order as the database holds it, in (value, id) order as PostgreSQL sorts uuids and numbers. */
async function ordersBy(sort: 'dateOrdered' | 'total', direction: 'asc' | 'desc') {
  const rows = await server.services.db
    .select({
      id: orders.id,
      at: sql<string>`to_char(${orders.dateOrdered}, 'YYYYMMDDHH24MISSUS')`,
      total: orders.totalPaise,
    })
    .from(orders);
  const value = (r: (typeof rows)[number]) => (sort === 'total' ? r.total : r.at);
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .sort(
      (a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((r) => r.id);
}

const get = (path: string, user: TestUser = staff) => send(server, 'GET', `${BASE}/${path}`, { token: user.token });
const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('GET backoffice/orders', () => {
  it('pages every order exactly once in each order asked, ties broken by id', async () => {
    for (const sort of ['dateOrdered', 'total'] as const)
      for (const direction of ['asc', 'desc'] as const) {
        const { rows, pages } = await everyPage((after) =>
          backofficeLists.orders(staff.client, { sort, direction, limit: 3, after }),
        );
        const expected = await ordersBy(sort, direction);
        expect(
          rows.map((r) => r.id),
          `${sort} ${direction}`,
        ).toEqual(expected);
        expect(pages).toBe(Math.ceil(expected.length / 3));
      }
  });

  it("shows each order's customer and total, and narrows by status and customer", async () => {
    const { rows } = await everyPage((after) => backofficeLists.orders(staff.client, { status: 'PAID', after }));
    expect(rows).toEqual([
      expect.objectContaining<Partial<BackofficeOrderRow>>({
        id: paid.id,
        reference: paid.reference,
        status: 'PAID',
        name: 'Asha Rao',
        email: alice.email,
        total: paid.totalPrice,
        customerId: aliceId,
      }),
    ]);
    const mine = await backofficeLists.orders(staff.client, { customer: aliceId });
    expect(mine.results.map((r) => r.id)).toEqual([paid.id]);
    const cancelled = await backofficeLists.orders(staff.client, { status: 'CANCELLED', limit: 100 });
    expect(cancelled.results).toHaveLength(TIED + 1);
  });

  it('reads from and to as whole days in India, both inclusive', async () => {
    const refs = async (from: string, to: string) =>
      (await backofficeLists.orders(staff.client, { from, to })).results.map((r) => r.reference);
    expect(await refs('2026-03-02', '2026-03-02')).toEqual(['LNF-IST-EARLY']);
    expect(await refs('2026-03-01', '2026-03-01')).toEqual([]);
    expect(await refs('2026-02-01', '2026-06-15')).toHaveLength(TIED + 1);
    expect(await refs('2026-06-16', '2026-06-16')).toEqual([]);
  });

  it('answers 400 for a cursor it did not give, of another order or list, and for bad filters', async () => {
    const first = await backofficeLists.orders(staff.client, { limit: 2 });
    const next = first.next!;
    const bad = async (path: string, message?: string) => expectError(await get(path), 400, message);
    await bad(`orders?after=nonsense`, "'after' is not a cursor this list gave");
    await bad(`orders?after=${next}&sort=total`, 'start again');
    await bad(`orders?after=${next}&direction=asc`, 'start again');
    await bad(`payments?after=${next}`, 'start again');
    const [code, , id] = JSON.parse(Buffer.from(next, 'base64url').toString()) as [number, string, string];
    await bad(`orders?after=${cursor([code, "2026-01-01'; drop table orders; --", id])}`);
    await bad(`orders?after=${cursor([code, '2026-06-15T06:30:00.000000Z', 'not-a-uuid'])}`);
    await bad(`orders?after=${cursor([code, '2026-06-15T06:30:00.000000Z', `${id}\u0000`])}`);
    await bad(`orders?status=SHIPPED`, 'status');
    await bad(`orders?sort=email`, 'sort');
    await bad(`orders?from=2026-02-30`, 'from');
    await bad(`orders?from=2026-03-02&to=2026-03-01`, "'from' must not be after 'to'");
    await bad(`orders?limit=0`);
    await bad(`orders?limit=101`);
    await bad(`orders?customer=42`, 'UUID');
    await bad(`orders?colour=red`);
    await expectError(await get(`orders?customer=${crypto.randomUUID()}`), 404);
    await expectError(await get('orders', alice), 403);
    await expectError(await send(server, 'GET', `${BASE}/orders`), 401);
  });
});

describe('the other lists', () => {
  it('show payments, subscriptions and invoices with their order and customer', async () => {
    const payment = paid.payments[0]!;
    const pays = await backofficeLists.payments(staff.client, { customer: aliceId, status: 'captured' });
    expect(pays.results).toEqual([
      expect.objectContaining({
        transactionId: payment.transactionId,
        amount: payment.amount,
        status: 'captured',
        orderId: paid.id,
        orderReference: paid.reference,
        subscriptionId,
        cardLast4: '1111',
        customerId: aliceId,
      }),
    ]);
    expect((await backofficeLists.payments(staff.client, { status: 'failed' })).results).toEqual([]);

    const subs = await backofficeLists.subscriptions(staff.client, { customer: aliceId });
    expect(subs.results).toEqual([
      expect.objectContaining({
        id: subscriptionId,
        planId: 'hr_essential',
        planLabel: planLabel('hr_essential'),
        orderReference: paid.reference,
        customerId: aliceId,
      }),
    ]);
    // Bob's subscription waits for its payment: every subscription, by amount, is his and hers.
    const byAmount = await backofficeLists.subscriptions(staff.client, { sort: 'amount', direction: 'asc' });
    expect(byAmount.results).toHaveLength(2);
    expect(byAmount.results[0]!.amount).toBeLessThanOrEqual(byAmount.results[1]!.amount);

    const invoices = await backofficeLists.invoices(staff.client, { customer: aliceId });
    expect(invoices.results).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number: payment.invoiceNumber,
        transactionId: payment.transactionId,
        invoiceNumber: null,
        buyerName: 'Asha Rao',
        orderReference: paid.reference,
        customerId: aliceId,
      }),
    ]);
    const notes = await backofficeLists.invoices(staff.client, { kind: 'creditNote' });
    expect(notes.results).toEqual([
      expect.objectContaining({
        kind: 'creditNote',
        number: creditNoteNumber,
        invoiceNumber: payment.invoiceNumber,
        transactionId: null,
        total: 500,
        customerId: aliceId,
      }),
    ]);
    // A credit note's cursor is not a tax invoice's.
    const invoicePage = await backofficeLists.invoices(staff.client, { limit: 1, kind: 'invoice' });
    await expectError(await get('invoices?status=captured'), 400);
    if (invoicePage.next) await expectError(await get(`invoices?kind=creditNote&after=${invoicePage.next}`), 400);
    expect(await backofficeLists.invoices(staff.client, { customer: (await customerOf(bob)).id })).toEqual({
      results: [],
      next: null,
    });
  });

  it('sorts tickets by when they last moved, and narrows by status and customer', async () => {
    const db = server.services.db;
    const [older] = await db
      .insert(tickets)
      .values({
        ticketNumber: 'LNF-OLD-1',
        projectKey: 'LNF',
        title: 'An old question',
        summary: 'An old question',
        description: 'Asked long ago',
        priority: 'Low',
        reporter: 'Bala Iyer',
        issueType: 'Question',
        status: 'Waiting on customer',
        createdAt: new Date('2026-01-05T10:00:00Z'),
        statusChangedAt: new Date('2026-01-05T10:00:00Z'),
        // Answered after every other ticket was raised: first by last movement, last by creation.
        lastReplyAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const created = await backofficeLists.tickets(staff.client, {});
    expect(created.results.map((t) => t.number)).toEqual([ticketNumber, 'LNF-OLD-1']);
    const moved = await backofficeLists.tickets(staff.client, { sort: 'updatedAt' });
    expect(moved.results.map((t) => t.number)).toEqual(['LNF-OLD-1', ticketNumber]);
    expect(moved.results[0]!.updatedAt).toBe(older!.lastReplyAt!.toISOString());
    // A ticket without an account has no customer (not whichever customer has one).
    expect(moved.results[0]!.customerId).toBeNull();
    const waiting = await backofficeLists.tickets(staff.client, { status: 'Waiting on customer' });
    expect(waiting.results.map((t) => t.reference)).toEqual([older!.reference]);
    const hers = await backofficeLists.tickets(staff.client, { customer: aliceId });
    expect(hers.results).toEqual([expect.objectContaining({ number: ticketNumber, customerId: aliceId })]);
    await expectError(await get('tickets?status=Lost'), 400);
    await expectError(await get('tickets?sort=total'), 400);
  });

  it('lists audit logs for admins only, narrowed by module, action, actor and outcome', async () => {
    const logins = await everyPage((after) =>
      backofficeLists.auditLogs(admin.client, {
        action: 'LOGIN',
        actor: alice.email,
        status: 'SUCCESS',
        after,
        limit: 1,
      }),
    );
    expect(logins.rows.length).toBeGreaterThan(0);
    expect(logins.rows.every((r) => r.action === 'LOGIN' && r.actor === alice.email)).toBe(true);
    const oldestFirst = await backofficeLists.auditLogs(admin.client, { direction: 'asc', limit: 100 });
    const times = oldestFirst.results.map((r) => r.time);
    expect(times).toEqual([...times].sort());
    const orderRows = await backofficeLists.auditLogs(admin.client, { module: 'order', limit: 100 });
    expect(orderRows.results.map((r) => r.action)).toContain('PLACE_ORDER');
    expect(orderRows.results.every((r) => r.module === 'order')).toBe(true);

    await expectError(await get('audit-logs', staff), 403);
    await expectError(await get('audit-logs.csv', staff), 403);
    await expectError(await get('audit-logs?module=a%00b', admin), 400, 'NUL');
    await expectError(await get('audit-logs?customer=x', admin), 400);
    await expectError(await get('audit-logs?status=MAYBE', admin), 400);
  });
});

async function customerOf(user: TestUser) {
  return customer.getByEmail(user.client, user.email);
}

/** A CSV answer: its headers and its records (CRLF-terminated). */
async function download(path: string, user: TestUser = staff) {
  const res = await get(path, user);
  expect(res.status).toBe(200);
  return { res, lines: (await res.text()).split('\r\n').slice(0, -1) };
}

describe('CSV exports', () => {
  it('stream the orders the filters match in the order asked, and audit the filters', async () => {
    const { res, lines } = await download('orders.csv?status=CANCELLED&sort=total&direction=asc');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lnf-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('content-length')).toBeNull();
    expect(lines[0]).toBe(
      'reference,date_ordered,status,name,email,mobile,total_inr,plans,billing_state,customer_id,order_id',
    );
    const listed = await backofficeLists.orders(staff.client, {
      status: 'CANCELLED',
      sort: 'total',
      direction: 'asc',
      limit: 100,
    });
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(listed.results.map((r) => r.id));
    expect(lines[1]).toMatch(/^LNF-IST-EARLY,2026-03-01T18:40:00\.000Z,CANCELLED,/);

    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'EXPORT_ORDERS'), eq(auditLogs.actor, staff.email)));
    expect(row).toMatchObject({
      key: 'orders.csv',
      outcome: 'SUCCESS',
      data: { filters: { status: 'CANCELLED', sort: 'total', direction: 'asc' } },
    });
  });

  it('export every list with its header, one record per row the list has', async () => {
    const cases = [
      { path: 'payments.csv', header: 'transaction_id,created_at,status,kind,amount_inr', rows: 1 },
      { path: 'subscriptions.csv?customer=' + aliceId, header: 'subscription_id,created_at,status,plan', rows: 1 },
      { path: 'invoices.csv', header: 'kind,number,issued_at,total_inr,taxable_inr', rows: 1 },
      { path: 'invoices.csv?kind=creditNote', header: 'kind,number,issued_at,total_inr,taxable_inr', rows: 1 },
      { path: 'tickets.csv?status=Waiting%20on%20customer', header: 'number,created_at,updated_at,status', rows: 1 },
    ];
    for (const c of cases) {
      const { lines } = await download(c.path);
      expect(lines[0]!.startsWith(c.header), c.path).toBe(true);
      expect(lines, c.path).toHaveLength(1 + c.rows);
    }
    const notes = (await download('invoices.csv?kind=creditNote')).lines[1]!;
    expect(notes).toMatch(
      new RegExp(`^creditNote,CN/26-27/000001,.*,500\\.00,423\\.73,38\\.14,38\\.13,0\\.00,Asha Rao,`),
    );
    const audits = await download('audit-logs.csv?action=LOGIN', admin);
    expect(audits.lines[0]).toBe('id,time,actor,module,action,key,outcome,ip,detail,data');
    expect(audits.lines.slice(1).every((l) => l.split(',')[4] === 'LOGIN')).toBe(true);
    await expectError(await get('payments.csv?status=paid'), 400);
    await expectError(await get(`payments.csv?customer=${crypto.randomUUID()}`), 404);
    await expectError(await get('orders.csv', bob), 403);
  });

  it('read in keyset batches: one chunk per batch, every row once', async () => {
    const query = { limit: 25, sort: 'dateOrdered' as const, direction: 'desc' as const };
    const chunks: string[] = [];
    for await (const chunk of await recordsCsv(server.services.db, ORDER_LIST, query, 3)) chunks.push(chunk);
    const ids = chunks.join('').match(/[0-9a-f-]{36}(?=\r\n)/g)!;
    const expected = await ordersBy('dateOrdered', 'desc');
    expect(ids).toEqual(expected);
    expect(chunks).toHaveLength(Math.ceil(expected.length / 3));
  });
});

describe('every list reads an index', () => {
  /** Rows of each table; one in a hundred has the rare status or action a filtered case asks for. */
  const SCALE = 3000;

  /** The plan of a list's first page as EXPLAIN prints it. */
  async function planOf(query: Promise<SQL>) {
    const result = (await server.services.db.execute(sql`explain ${await query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  beforeAll(async () => {
    const db = server.services.db;
    const [someOrder] = await db.select({ basketId: orders.basketId }).from(orders).limit(1);
    await db.execute(sql`
      insert into orders (reference, basket_id, status, email, mobile, billing_address, total_paise, line_items, created_at)
      select 'LNF-SCALE-' || g, ${someOrder!.basketId},
        case when g % 100 = 0 then 'PAYMENT_FAILED' else (array['PAID','CANCELLED'])[1 + g % 2] end,
        'scale.' || g || '@lists.test', '9000000000', '{}'::jsonb, 1000 + g % 500, '[]'::jsonb,
        timestamptz '2025-01-01' + g * interval '1 hour'
      from generate_series(1, ${SCALE}) g`);
    await db.execute(sql`
      insert into subscriptions (id, order_id, plan_id, amount_paise, period, interval, total_count, start_at, expire_by,
        status, provider, renewal_term, created_at)
      select 'sub_SCALE' || o.g, o.id, 'hr_essential', 1000 + o.g % 500, 'monthly', 1, 12, now(), now(),
        case when o.g % 100 = 0 then 'halted' else (array['active','cancelled'])[1 + o.g % 2] end, 'test', 'MONTHLY',
        timestamptz '2025-01-01' + o.g * interval '1 hour'
      from (select id, substr(reference, 11)::int as g from orders where reference like 'LNF-SCALE-%') o`);
    await db.execute(sql`
      insert into payments (transaction_id, order_id, subscription_id, amount_paise, status, created_at)
      select 'pay_SCALE' || o.g, o.id, 'sub_SCALE' || o.g, 1000 + o.g % 500,
        case when o.g % 100 = 0 then 'failed' else 'captured' end, timestamptz '2025-01-01' + o.g * interval '1 hour'
      from (select id, substr(reference, 11)::int as g from orders where reference like 'LNF-SCALE-%') o`);
    await db.execute(sql`
      insert into tax_invoices (number, financial_year, sequence, transaction_id, order_id, issued_at, place_of_supply,
        taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, details)
      select 'SCALE/' || o.g, 'SCALE', o.g, 'pay_SCALE' || o.g, o.id, timestamptz '2025-01-01' + o.g * interval '1 hour',
        'Telangana', 1000, 90, 90, 0, 1180 + o.g % 500, ${JSON.stringify({ buyerName: 'Scale', orderReference: 'x' })}::jsonb
      from (select id, substr(reference, 11)::int as g from orders where reference like 'LNF-SCALE-%') o`);
    await db.execute(sql`
      insert into tickets (ticket_number, project_key, title, summary, description, priority, reporter, issue_type, status,
        created_at, status_changed_at, last_reply_at)
      select 'SCALE-' || g, 'LNF', 'Scale', 'Scale', 'Scale', 'Low', 'Scale', 'Question',
        case when g % 100 = 0 then 'Resolved' else (array['Open','Closed'])[1 + g % 2] end,
        timestamptz '2025-01-01' + g * interval '1 hour', timestamptz '2025-01-01' + g * interval '1 hour',
        timestamptz '2025-01-02' + g * interval '1 hour'
      from generate_series(1, ${SCALE}) g`);
    await db.execute(sql`
      insert into audit_logs (actor, module, action, key, outcome, time)
      select 'scale.' || g % 3 || '@lists.test', (array['order','user','billing'])[1 + g % 3],
        case when g % 100 = 0 then 'SCALE_RARE' else 'SCALE_' || g % 2 end, '',
        (array['SUCCESS','FAILURE'])[1 + g % 2], timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, ${SCALE}) g`);
    await db.execute(sql`analyze`);
  });

  const db = () => server.services.db;
  const base = { limit: 25, direction: 'desc' as const };
  /**
   * Each case: the index its plan must read, and whether the rows must come in that index's order.
   * A rare status (one row in a hundred) may be read through its index and the few rows sorted:
   * PostgreSQL's choice, as cheap as the page.
   */
  const cases: [name: string, index: RegExp, ordered: boolean, sql: () => Promise<SQL>][] = [
    ['orders by date', /orders_date_idx/, true, () => firstPageSql(db(), ORDER_LIST, { ...base, sort: 'dateOrdered' })],
    [
      'orders of a rare status',
      /orders_status_date_idx/,
      false,
      () => firstPageSql(db(), ORDER_LIST, { ...base, sort: 'dateOrdered', status: 'PAYMENT_FAILED' }),
    ],
    [
      'orders by total',
      /orders_total_idx/,
      true,
      () => firstPageSql(db(), ORDER_LIST, { ...base, sort: 'total', direction: 'asc' }),
    ],
    [
      'orders of IST days',
      /orders_date_idx/,
      true,
      () => firstPageSql(db(), ORDER_LIST, { ...base, sort: 'dateOrdered', from: '2025-02-01', to: '2025-02-03' }),
    ],
    [
      'payments by date',
      /payments_created_idx/,
      true,
      () => firstPageSql(db(), PAYMENT_LIST, { ...base, sort: 'createdAt' }),
    ],
    [
      'payments of a rare status',
      /payments_status_created_idx/,
      false,
      () => firstPageSql(db(), PAYMENT_LIST, { ...base, sort: 'createdAt', status: 'failed' }),
    ],
    [
      'payments by amount',
      /payments_amount_idx/,
      true,
      () => firstPageSql(db(), PAYMENT_LIST, { ...base, sort: 'amount' }),
    ],
    [
      'subscriptions by date',
      /subscriptions_created_idx/,
      true,
      () => firstPageSql(db(), SUBSCRIPTION_LIST, { ...base, sort: 'createdAt' }),
    ],
    [
      'subscriptions of a rare status',
      /subscriptions_status_created_idx/,
      false,
      () => firstPageSql(db(), SUBSCRIPTION_LIST, { ...base, sort: 'createdAt', status: 'halted' }),
    ],
    [
      'subscriptions by amount',
      /subscriptions_amount_idx/,
      true,
      () => firstPageSql(db(), SUBSCRIPTION_LIST, { ...base, sort: 'amount' }),
    ],
    [
      'invoices by date',
      /tax_invoices_issued_idx/,
      true,
      () => firstPageSql(db(), INVOICE_LISTS.invoice, { ...base, sort: 'issuedAt', kind: 'invoice' }),
    ],
    [
      'invoices by total',
      /tax_invoices_total_idx/,
      true,
      () => firstPageSql(db(), INVOICE_LISTS.invoice, { ...base, sort: 'total', kind: 'invoice' }),
    ],
    [
      'tickets by date',
      /tickets_created_idx/,
      true,
      () => firstPageSql(db(), TICKET_LIST, { ...base, sort: 'createdAt' }),
    ],
    [
      'tickets of a rare status',
      /tickets_status(_created)?_idx/,
      false,
      () => firstPageSql(db(), TICKET_LIST, { ...base, sort: 'createdAt', status: 'Resolved' }),
    ],
    [
      'tickets by last movement',
      /tickets_updated_idx/,
      true,
      () => firstPageSql(db(), TICKET_LIST, { ...base, sort: 'updatedAt' }),
    ],
    [
      'audit logs by time',
      /audit_logs_time_idx/,
      true,
      () => firstPageSql(db(), AUDIT_LIST, { ...base, sort: 'time' }),
    ],
    [
      'audit logs of a rare action',
      /audit_logs_action_idx/,
      false,
      () => firstPageSql(db(), AUDIT_LIST, { ...base, sort: 'time', action: 'SCALE_RARE' }),
    ],
    [
      'audit logs of a module',
      /audit_logs_(module|time)_idx/,
      true,
      () => firstPageSql(db(), AUDIT_LIST, { ...base, sort: 'time', module: 'billing', direction: 'asc' }),
    ],
    [
      'audit logs of an actor',
      /audit_logs_(actor|time)_idx/,
      true,
      () => firstPageSql(db(), AUDIT_LIST, { ...base, sort: 'time', actor: 'scale.2@lists.test' }),
    ],
  ];

  it.each(cases)('%s: read from %s, no sequential scan of the big tables', async (_name, index, ordered, query) => {
    const text = await planOf(query());
    expect(text).toMatch(new RegExp(`(Index (Only )?Scan( Backward)? using|Bitmap Index Scan on) ${index.source} `));
    expect(text).not.toMatch(/Seq Scan on (orders|payments|subscriptions|tax_invoices|tickets|audit_logs)\b/);
    // In the index's order: what feeds the limit is no sort (a subquery's own plan may sort).
    const fed = text.split('\n').find((line) => line.startsWith('  ->  '));
    if (ordered) expect(fed).not.toMatch(/Sort/);
  });

  it('pages the scaled lists to the end', async () => {
    const { rows } = await everyPage((after) =>
      backofficeLists.payments(staff.client, { status: 'failed', sort: 'amount', limit: 100, after }),
    );
    expect(rows).toHaveLength(SCALE / 100);
    const amounts = rows.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});
