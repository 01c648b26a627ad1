/**
 * `npm run seed:scale` and the bench's `scale` section: the pure parts (the command line, the
 * database-name guard, percentiles, list cursors, reading auto_explain's log), and a small seed into
 * a throwaway PostgreSQL whose rows must hold together as the server's own would: a subscription
 * per paid order, a payment per cycle paid, an invoice per payment numbered without gaps, ids and
 * references in the real formats, GSTINs the sdk accepts, and the subscription history.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gstinProblem, ORDER_STATUSES, SUBSCRIPTION_STATUSES } from '@lnf/sdk';
import { cursorLike, explained, percentile, planSummary, seqScans } from './bench-scale.mjs';
import { parseArgs, seedScale, startScalePostgres, targetProblem } from './seed-scale.mjs';

describe('seed:scale options', () => {
  test('reads --customers, --keep and --force, and says what is wrong with anything else', () => {
    expect(parseArgs(['--customers', '500', '--keep'])).toMatchObject({ customers: 500, keep: true, problem: null });
    expect(parseArgs(['--customers=2000', '--force'])).toMatchObject({ customers: 2000, force: true });
    expect(parseArgs(['--customers', 'many']).problem).toMatch(/--customers must be a whole number/);
    expect(parseArgs(['--custmers']).problem).toBe("unknown option '--custmers'");
  });

  test("seeds only a database named for it unless forced: 'scale', 'bench' or 'test' in the name", () => {
    expect(targetProblem('postgres://u@h:5432/lnf_scale')).toBeNull();
    expect(targetProblem('postgres://u@h/bench1')).toBeNull();
    expect(targetProblem('postgres://u@h/lnf_TEST')).toBeNull();
    expect(targetProblem('postgres://u@h:5432/lnf')).toMatch(/'lnf' has no 'scale', 'bench' or 'test'.*--force/);
    expect(targetProblem('not a url')).toMatch(/not a URL/);
  });
});

describe('bench scale helpers', () => {
  test('percentile is the nearest rank', () => {
    const sorted = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  test('a deep cursor keeps the list and order of the cursor the list gave', () => {
    const first = Buffer.from(JSON.stringify([101, '2026-01-01T00:00:00.000000Z', 'a'])).toString('base64url');
    const deep = cursorLike(first, '2024-05-06T07:08:09.123456Z', 'b');
    expect(JSON.parse(Buffer.from(deep, 'base64url').toString('utf8'))).toEqual([
      101,
      '2024-05-06T07:08:09.123456Z',
      'b',
    ]);
  });

  test("reads auto_explain's JSON plans from the log and finds sequential scans of the big tables", () => {
    const plan = (ms: number, query: string, node: object) =>
      `2026-11-27 19:44:48.268 UTC [21731] LOG:  duration: ${ms} ms  plan:\n${JSON.stringify(
        { 'Query Text': query, Plan: node },
        null,
        2,
      )
        .split('\n')
        .map((l) => `\t${l}`)
        .join('\n')}`;
    const log = [
      '2026-11-27 19:44:47.697 UTC [21720] LOG:  database system is ready to accept connections',
      plan(0.5, 'select * from orders where id = $1', {
        'Node Type': 'Index Scan',
        'Index Name': 'orders_pkey',
        'Relation Name': 'orders',
      }),
      plan(12.5, 'select * from audit_logs where key in ($1, $2, $3)', {
        'Node Type': 'Limit',
        Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'audit_logs', Filter: 'key = any(...)' }],
      }),
      plan(0.1, 'select * from job_leases', { 'Node Type': 'Seq Scan', 'Relation Name': 'job_leases' }),
      '2026-11-27 19:44:49.000 UTC [21731] LOG:  duration: 1.0 ms  plan:\n\t{\n\t  "Query Text": "cut off',
    ].join('\n');
    const statements = explained(log);
    expect(statements.map((s) => s.ms)).toEqual([0.5, 12.5, 0.1]);
    expect(seqScans(statements)).toEqual([
      { table: 'audit_logs', query: 'select * from audit_logs where key in ($1, ...)' },
    ]);
    expect(planSummary(statements[1]!.plan)).toBe('Limit > Seq Scan audit_logs (filter)');
  });
});

/** Debian's PostgreSQL binaries, looked for without installing them (scripts/test.mjs installs them). */
const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin/initdb')));

describe.skipIf(!hasPostgres)('seed:scale on PostgreSQL', () => {
  let server: { url: string; stop(): void } | null = null;
  let client: pg.Client;
  const one = async <T = Record<string, unknown>>(sql: string) => (await client.query(sql)).rows[0] as T;

  beforeAll(async () => {
    server = await startScalePostgres();
    await seedScale({ url: server!.url, customers: 100, log: () => {} });
    client = new pg.Client({ connectionString: server!.url });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    server?.stop();
  });

  test('writes the tables in the proportions asked, and refuses to seed them again', async () => {
    expect(
      await one(`select (select count(*) from customers)::int as customers, (select count(*) from users)::int as users,
        (select count(*) from addresses)::int as addresses, (select count(*) from orders)::int as orders,
        (select count(*) from baskets)::int as baskets, (select count(*) from tickets)::int as tickets`),
    ).toEqual({ customers: 100, users: 100, addresses: 100, orders: 1000, baskets: 1000, tickets: 20 });
    await expect(seedScale({ url: server!.url, customers: 100, log: () => {} })).rejects.toThrow(
      /already has customers/,
    );
  });

  test('customers have unique lowercase emails, Indian mobiles and GSTINs the sdk accepts', async () => {
    const { rows } = await client.query<{ email: string; mobile: string; gstin: string | null }>(
      'select email, mobile, gstin from customers',
    );
    expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.email).toBe(r.email.toLowerCase());
      expect(r.mobile).toMatch(/^(\+91)?[6-9]\d{9}$/);
      if (r.gstin) expect(gstinProblem(r.gstin)).toBeNull();
    }
    expect(rows.filter((r) => r.gstin).length).toBeGreaterThan(5);
  });

  test('orders and subscriptions are in the real states and formats, one subscription per paid order', async () => {
    const states = await client.query<{ status: string }>('select distinct status from orders');
    for (const { status } of states.rows) expect(ORDER_STATUSES).toContain(status);
    const subStates = await client.query<{ status: string }>('select distinct status from subscriptions');
    for (const { status } of subStates.rows) expect(SUBSCRIPTION_STATUSES).toContain(status);
    expect(subStates.rows.map((r) => r.status)).toEqual(expect.arrayContaining(['active', 'cancelled']));
    expect(
      await one(`select count(*)::int as n from orders o where o.status in ('PAID', 'CANCELLED')
        and (select count(*) from subscriptions s where s.order_id = o.id) <> 1`),
    ).toEqual({ n: 0 });
    expect(
      await one(`select count(*)::int as n from orders o join subscriptions s on s.order_id = o.id
        where s.amount_paise <> o.total_paise or (s.status = 'cancelled') <> (o.status = 'CANCELLED')`),
    ).toEqual({ n: 0 });
    const { rows } = await client.query<{ reference: string; id: string; line_items: unknown }>(
      'select o.reference, s.id, o.line_items from orders o join subscriptions s on s.order_id = o.id limit 50',
    );
    for (const r of rows) {
      expect(r.reference).toMatch(/^LNF-\d{8}-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(r.id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
      expect(r.line_items).toEqual([
        {
          name: expect.any(String),
          productCode: expect.stringMatching(/^LNF-/),
          quantity: 1,
          price: expect.any(Number),
        },
      ]);
    }
  });

  test('a payment per cycle paid, each with one tax invoice, numbered without gaps in each financial year', async () => {
    expect(
      await one(`select count(*)::int as n from subscriptions s
        where s.paid_count <> (select count(*) from payments p where p.subscription_id = s.id)`),
    ).toEqual({ n: 0 });
    const counts = await one<{ payments: number; invoices: number; matched: number }>(
      `select (select count(*) from payments)::int as payments, (select count(*) from tax_invoices)::int as invoices,
        (select count(*) from payments p join tax_invoices i on i.transaction_id = p.transaction_id
          and i.total_paise = p.amount_paise and i.order_id = p.order_id)::int as matched`,
    );
    expect(counts.invoices).toBe(counts.payments);
    expect(counts.matched).toBe(counts.payments);
    const series = await client.query<{ fy: string; n: number; last: number; stored: number }>(
      `select i.financial_year as fy, count(*)::int as n, max(i.sequence) as last, s.last as stored
      from tax_invoices i join invoice_series s on s.financial_year = i.financial_year group by 1, 4`,
    );
    for (const s of series.rows) expect([s.n, s.stored]).toEqual([s.last, s.last]);
    const sample = await client.query<{ number: string; transaction_id: string }>(
      'select number, transaction_id from tax_invoices limit 50',
    );
    for (const i of sample.rows) {
      expect(i.number).toMatch(/^LNF\/\d{2}-\d{2}\/\d{6}$/);
      expect(i.transaction_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    }
  });

  test('the subscription history: active from the first payment, each failed renewal, each end in its final state', async () => {
    expect(
      await one(`select count(*)::int as n from subscriptions s where s.status <> 'created' and not exists (
        select 1 from subscription_events e where e.subscription_id = s.id and e.status = 'active')`),
    ).toEqual({ n: 0 });
    expect(
      await one(`select count(*)::int as n from subscriptions s where s.status in ('cancelled', 'completed', 'halted')
        and not exists (select 1 from subscription_events e where e.subscription_id = s.id and e.status = s.status)`),
    ).toEqual({ n: 0 });
    expect(
      await one(`select count(*)::int as n from subscription_events e join subscriptions s on s.id = e.subscription_id
        join orders o on o.id = s.order_id where e.customer_key <> o.customer_id::text or e.amount_paise <> s.amount_paise`),
    ).toEqual({ n: 0 });
    const failed = await one<{ n: number }>('select count(*)::int as n from subscription_events where payment_failed');
    expect(failed.n).toBeGreaterThan(0);
  });
});
