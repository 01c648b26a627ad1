// `npm run bench -- --only scale`: the back-office's budgets on a database of 100,000 customers and
// 1,000,000 orders (scripts/seed-scale.mjs), on PostgreSQL as production runs it. The built server
// answers sequential requests for each read (search, the lists first and deep, the customer page,
// the revenue overview) and a full orders CSV; auto_explain logs the plan of every statement the
// server runs, and a sequential scan of a big table fails the phase that ran it.
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, row, rssMb, startServer, stopServer } from './bench-lib.mjs';
import { loadSdk, seedScale, startScalePostgres, targetProblem } from './seed-scale.mjs';

/** The tables a sequential scan of must never serve a back-office request. */
export const BIG_TABLES = [
  'customers',
  'orders',
  'payments',
  'subscriptions',
  'tax_invoices',
  'tickets',
  'audit_logs',
  'subscription_events',
];

/** Requests per measured read, after WARMUP not counted. */
const REQUESTS = 200;
const WARMUP = 20;

/** The value at percentile `p` (nearest rank) of ascending `sorted`. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** A list's cursor (base64url JSON `[s, value, id]`) with the `s` of `first`, a cursor the list gave. */
export function cursorLike(first, value, id) {
  const [s] = JSON.parse(Buffer.from(first, 'base64url').toString('utf8'));
  return Buffer.from(JSON.stringify([s, value, id])).toString('base64url');
}

/** A statement's text on one line, a long list of parameters shortened. */
const oneLine = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\(\$\d+(?:, \$\d+)+\)/g, '($1, ...)');

/**
 * The statements in a PostgreSQL log written by auto_explain in JSON (an entry is a line with the
 * log prefix and the tab-indented lines after it): each one's duration, text and plan.
 */
export function explained(log) {
  const found = [];
  for (const entry of log.split(/\n(?!\t)/)) {
    const head = /duration: ([\d.]+) ms\s+plan:/.exec(entry);
    if (!head) continue;
    try {
      const json = JSON.parse(entry.slice(entry.indexOf('{', head.index)));
      found.push({ ms: Number(head[1]), query: oneLine(json['Query Text']), plan: json.Plan });
    } catch {
      // a plan cut off by the end of what was read: the next read has it whole
    }
  }
  return found;
}

/** The nodes of a plan, depth first. */
const nodesOf = (node) => (node ? [node, ...(node.Plans ?? []).flatMap(nodesOf)] : []);

/** The sequential scans of `tables` in `statements` (of `explained`), with the statement of each. */
export const seqScans = (statements, tables = BIG_TABLES) =>
  statements.flatMap((s) =>
    nodesOf(s.plan)
      .filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name']))
      .map((n) => ({ table: n['Relation Name'], query: s.query })),
  );

/** A plan in a few words: its first nodes, with the index or table each reads and whether it filters. */
export const planSummary = (plan) =>
  nodesOf(plan)
    .slice(0, 4)
    .map(
      (n) =>
        `${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : n['Relation Name'] ? ` ${n['Relation Name']}` : ''}${n.Filter ? ' (filter)' : ''}`,
    )
    .join(' > ');

/** Bytes `from` to the end of the file at `path`, as text. */
function readFrom(path, from) {
  const size = statSync(path).size;
  const buffer = Buffer.alloc(Math.max(0, size - from));
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const ms = (x) => `${x.toFixed(1)}`;
const fmt = (n) => n.toLocaleString('en-US');

/**
 * The database: LNF_SCALE_DATABASE_URL when set (seeded now if it has no customers yet), else a
 * throwaway PostgreSQL seeded now. Null when PostgreSQL cannot run here.
 */
async function database(pg) {
  const given = process.env.LNF_SCALE_DATABASE_URL;
  if (given) {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    const seeded = await client
      .query('select exists (select 1 from customers) as any')
      .then((r) => r.rows[0].any)
      .catch(() => false);
    await client.end();
    if (!seeded) {
      const problem = targetProblem(given);
      if (problem) throw new Error(`LNF_SCALE_DATABASE_URL: ${problem}`);
    }
    return { url: given, seeded, stop: () => {} };
  }
  const server = await startScalePostgres();
  return server && { ...server, seeded: false };
}

/** The server's log file when the database is a local one of scripts/postgres.mjs, else null. */
async function logOf(client) {
  const dir = (await client.query("select current_setting('data_directory') as d")).rows[0].d;
  const log = join(dirname(dir), 'log');
  try {
    return existsSync(log) && statSync(log).isFile() ? log : null;
  } catch {
    return null;
  }
}

/**
 * The section's figures: seeds (or reuses) the database, starts the built server on it, measures,
 * and stops what it started. A failure on the way is a failed row, not the end of the bench.
 */
export async function scaleFigures() {
  try {
    await scaleRun();
  } catch (error) {
    row('Scale', `failed: ${error instanceof Error ? error.message : error}`, '(reference)', false);
  }
}

async function scaleRun() {
  const { default: pg } = await import('pg');
  let db;
  try {
    db = await database(pg);
  } catch (error) {
    return row('Scale: database', `not measured: ${error.message}`, '(reference)', false);
  }
  if (!db)
    return row('Scale (PostgreSQL)', 'not measured: PostgreSQL cannot run on this machine', '(skipped)', undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-bench-scale-'));
  let server;
  try {
    if (!db.seeded) {
      console.error('bench: seeding the scale database (scripts/seed-scale.mjs)');
      const { seconds, counts } = await seedScale({ url: db.url, log: (line) => console.error(line) });
      row(
        `Scale: seed ${fmt(counts.customers)} customers, ${fmt(counts.orders)} orders and the rest`,
        `${seconds.toFixed(0)} s`,
        '(reference: minutes)',
        undefined,
      );
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // auto_explain for the server's connections only: the bench's own reads below are not logged.
      const log = db.log ?? (await logOf(client));
      const superuser = (await client.query('select rolsuper from pg_roles where rolname = current_user')).rows[0]
        .rolsuper;
      const explain = Boolean(log && superuser);
      const serverUrl = new URL(db.url);
      if (explain)
        serverUrl.searchParams.set(
          'options',
          '-c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=0 -c auto_explain.log_format=json -c auto_explain.log_nested_statements=on',
        );
      server = await startServer(dataDir, await freePort(), { DATABASE_URL: serverUrl.toString() });
      await measure(server, client, explain ? log : null);
    } finally {
      await client.end();
    }
  } finally {
    if (server) await stopServer(server.child);
    db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures, on a running server over a seeded database; `log` the PostgreSQL log auto_explain writes to. */
async function measure({ child, url }, client, log) {
  const { encryptPassword } = await loadSdk();
  let token = null;
  let tokenAt = 0;
  const login = async () => {
    const res = await fetch(`${url}/api/v1/lnf/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@lnf.local', password: await encryptPassword('Bench-Admin-Pass-1') }),
    });
    if (!res.ok) throw new Error(`admin login answered ${res.status}`);
    token = (await res.json()).access_token;
    tokenAt = Date.now();
  };
  // Access tokens live 5 minutes: a new one before each read's run, when the last is 4 minutes old.
  const fresh = async () => {
    if (!token || Date.now() - tokenAt > 4 * 60_000) await login();
  };
  const get = (path) => fetch(`${url}/api/v1/lnf${path}`, { headers: { authorization: `Bearer ${token}` } });
  await fresh();

  /** p50 and p99 (ms) of REQUESTS sequential GETs of `paths` in turn, whole answers read; null on a 404. */
  const timed = async (paths) => {
    await fresh();
    const probe = await get(paths[0]);
    await probe.arrayBuffer();
    if (probe.status === 404) return null;
    const times = [];
    let failures = 0;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const t = performance.now();
      const res = await get(paths[i % paths.length]);
      await res.arrayBuffer();
      if (i >= WARMUP) times.push(performance.now() - t);
      if (!res.ok) failures++;
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99), failures };
  };
  const report = (label, r, budgetMs) =>
    r
      ? row(
          `Scale: ${label}, p50 / p99 (${REQUESTS} sequential)`,
          `${ms(r.p50)} / ${ms(r.p99)} ms${r.failures ? `, ${r.failures} failed` : ''}`,
          `p99 <= ${budgetMs} ms`,
          r.p99 <= budgetMs && r.failures === 0,
        )
      : row(`Scale: ${label}`, 'not built (404)', `p99 <= ${budgetMs} ms`, undefined);

  // Each phase's statements are read back from the log after it: a sequential scan on a big table
  // fails it; its slowest statement is printed for reference (an index read that filters most of
  // what it reads is no Seq Scan, but shows there).
  const phase = async (name, run) => {
    const from = log ? statSync(log).size : 0;
    await run();
    if (!log) return row(`Scale: plans of the ${name} queries`, 'not checked (no log)', 'no Seq Scan', undefined);
    // auto_explain writes when a statement ends; the server's last statement is done before its answer.
    const statements = explained(readFrom(log, from));
    const seen = new Map();
    for (const scan of seqScans(statements)) {
      const key = `${scan.table}: ${scan.query.slice(0, 110)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    row(
      `Scale: plans of the ${name} queries (auto_explain)`,
      seen.size
        ? [...seen].map(([key, n]) => `${n} x Seq Scan on ${key}`).join(' | ')
        : 'no Seq Scan on the big tables',
      'no Seq Scan',
      seen.size === 0,
    );
    const slowest = statements.reduce((a, b) => (b.ms > (a?.ms ?? -1) ? b : a), null);
    if (slowest)
      row(
        `Scale: slowest statement of the ${name} queries (${fmt(statements.length)} statements)`,
        `${ms(slowest.ms)} ms: ${slowest.query.slice(0, 90)} [${planSummary(slowest.plan)}]`,
        '(reference)',
        undefined,
      );
  };
  /** Up to 20 real values of `column` from a sample of `table`'s pages (the whole table when it is small). */
  const values = async (column, table, where = 'true') => {
    const read = async (sample) =>
      (await client.query(`select ${column} as v from ${table} ${sample} where ${where} limit 20`)).rows
        .map((r) => r.v)
        .filter(Boolean);
    const sampled = await read('tablesample system (1)');
    return sampled.length >= 5 ? sampled : read('');
  };

  await phase('search', async () => {
    const kinds = [
      ['name prefix', await values('lower(left(name, 4))', 'customers')],
      ['email prefix', await values('left(email, 8)', 'customers')],
      ['phone', await values('mobile', 'customers')],
      ['GSTIN prefix', await values('left(gstin, 7)', 'customers', 'gstin is not null')],
      ['order reference', await values('reference', 'orders')],
      ['payment id', await values('transaction_id', 'payments')],
      ['subscription id', await values('id', 'subscriptions')],
      ['ticket number', await values('ticket_number', 'tickets')],
    ];
    for (const [label, qs] of kinds) {
      if (!qs.length) {
        row(`Scale: GET backoffice/search (${label})`, 'not measured: no such records', 'p99 <= 50 ms', false);
        continue;
      }
      const paths = qs.map((q) => `/backoffice/search?q=${encodeURIComponent(q)}`);
      report(`GET backoffice/search (${label})`, await timed(paths), 50);
    }
  });

  await phase('list', async () => {
    // Each list in its default order (newest first) and the column and tie it is ordered by.
    const lists = [
      ['customers', 'customers', 'created_at', 'id'],
      ['orders', 'orders', 'created_at', 'id'],
      ['payments', 'payments', 'created_at', 'id'],
      ['subscriptions', 'subscriptions', 'created_at', 'id'],
      ['invoices', 'tax_invoices', 'issued_at', 'number'],
      ['tickets', 'tickets', 'created_at', 'reference'],
      ['audit-logs', 'audit_logs', 'time', 'id'],
    ];
    for (const [path, table, column, tie] of lists) {
      await fresh();
      const first = await get(`/backoffice/${path}`);
      if (first.status === 404) {
        report(`GET backoffice/${path}`, null, 50);
        continue;
      }
      const next = first.ok ? (await first.json()).next : null;
      report(`GET backoffice/${path}, first page`, await timed([`/backoffice/${path}`]), 50);
      if (!next) {
        row(
          `Scale: GET backoffice/${path}, deep page`,
          `not measured (first page ${first.status})`,
          'p99 <= 50 ms',
          false,
        );
        continue;
      }
      // Pages at 88, 90 and 92 % of the list's depth, from cursors as the list makes them (microseconds, UTC).
      const { n } = (await client.query(`select count(*)::int as n from ${table}`)).rows[0];
      const deep = [];
      for (const share of [0.88, 0.9, 0.92]) {
        const { rows } = await client.query(
          `select to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v, ${tie}::text as i
          from ${table} order by ${column} desc, ${tie} desc offset $1 limit 1`,
          [Math.floor(n * share)],
        );
        if (rows[0]) deep.push(`/backoffice/${path}?after=${cursorLike(next, rows[0].v, rows[0].i)}`);
      }
      report(`GET backoffice/${path}, page at 90 % depth (${fmt(n)} rows)`, await timed(deep), 50);
    }
  });

  await phase('customer page', async () => {
    const busiest = (
      await client.query(
        'select customer_id::text as v from orders group by customer_id order by count(*) desc limit 10',
      )
    ).rows.map((r) => r.v);
    const { n } = (await client.query('select count(*)::int as n from orders where customer_id = $1', [busiest[0]]))
      .rows[0];
    report(
      `GET backoffice/customers/:id (10 busiest, up to ${n} orders)`,
      await timed(busiest.map((id) => `/backoffice/customers/${id}`)),
      100,
    );
  });

  // The first request computes the months not yet stored (services/revenue.ts); the others read them.
  let revenueBuilt = true;
  await phase('first revenue request', async () => {
    await fresh();
    const t = performance.now();
    const first = await get('/backoffice/revenue');
    await first.arrayBuffer();
    revenueBuilt = first.status !== 404;
    row(
      'Scale: GET backoffice/revenue, first request (computes the months)',
      revenueBuilt ? `${ms(performance.now() - t)} ms (status ${first.status})` : 'not built (404)',
      '(reference)',
      !revenueBuilt || first.ok ? undefined : false,
    );
  });
  if (revenueBuilt)
    await phase('revenue', async () => report('GET backoffice/revenue', await timed(['/backoffice/revenue']), 200));

  await phase('CSV', async () => {
    await fresh();
    const { n } = (await client.query('select count(*)::int as n from orders')).rows[0];
    const before = rssMb(child.pid);
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid));
    }, 50);
    const t = performance.now();
    let lines = 0;
    let status = 0;
    try {
      const res = await get('/backoffice/orders.csv');
      status = res.status;
      if (res.ok) {
        const decoder = new TextDecoder();
        for await (const chunk of res.body) {
          const text = decoder.decode(chunk, { stream: true });
          for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
        }
      } else await res.arrayBuffer();
    } finally {
      clearInterval(sample);
    }
    const seconds = (performance.now() - t) / 1000;
    if (status === 404) return row('Scale: GET backoffice/orders.csv', 'not built (404)', '<= 50 MB', undefined);
    const rows = Math.max(0, lines - 1);
    row(
      `Scale: GET backoffice/orders.csv, ${fmt(rows)} of ${fmt(n)} rows: time / server RSS growth`,
      `${seconds.toFixed(1)} s / ${(peak - before).toFixed(0)} MB (${before.toFixed(0)} -> ${peak.toFixed(0)} MB)`,
      'every row; <= 50 MB',
      rows === n && peak - before <= 50,
    );
  });
}
