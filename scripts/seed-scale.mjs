// `npm run seed:scale`: a PostgreSQL database the size the back-office must stay fast at: 100,000
// customers, 1,000,000 orders with their baskets, subscriptions and subscription history, payments,
// tax invoices, tickets and audit rows, written by set-based SQL in a few minutes. The bench's `scale`
// section (scripts/bench-scale.mjs) seeds its own database with it; docs/operations.md, 'Scale seed
// and budgets', says what the data looks like and what is measured on it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export const USAGE = `npm run seed:scale [-- options]

Fills a PostgreSQL database with 100,000 customers, 1,000,000 orders and their baskets,
subscriptions (with their subscription_events history), payments, tax invoices, tickets
(one per 5 customers) and audit rows, after applying the server's migrations.

Where it writes:
  DATABASE_URL set    that database. It must be empty of customers, and its name must contain
                      'scale', 'bench' or 'test'; --force skips both checks.
  DATABASE_URL unset  a throwaway PostgreSQL (scripts/postgres.mjs): seeded, timed, then removed,
                      or with --keep left running (its URL printed) until Ctrl-C.

Options:
  --customers N   how many customers (default 100000); orders are 10 per customer, tickets 1 per 5
  --keep          keep the throwaway PostgreSQL running until Ctrl-C
  --force         seed a database whose name or customers the checks above would refuse
  --help          this text`;

/** The command line as options; `problem` says what is wrong with it. */
export function parseArgs(argv) {
  const options = { customers: 100_000, keep: false, force: false, help: false, problem: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--keep') options.keep = true;
    else if (arg === '--force') options.force = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--customers' || arg.startsWith('--customers=')) {
      const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 10 || n > 1_000_000)
        options.problem = `--customers must be a whole number from 10 to 1000000, got '${raw ?? ''}'`;
      else options.customers = n;
    } else options.problem = `unknown option '${arg}'`;
  }
  return options;
}

/**
 * Why a database URL may not be seeded without --force, or null when it may: a name without
 * 'scale', 'bench' or 'test' is somebody's real database.
 */
export function targetProblem(url) {
  let name;
  try {
    name = decodeURIComponent(new URL(url).pathname.slice(1));
  } catch {
    return `DATABASE_URL is not a URL: ${url}`;
  }
  if (!/scale|bench|test/i.test(name))
    return `the database '${name}' has no 'scale', 'bench' or 'test' in its name; pass --force to seed it anyway`;
  return null;
}

/** The sdk's functions: its build when there is one, else its sources through tsx. */
export async function loadSdk() {
  const built = join(root, 'packages/sdk/dist/index.js');
  if (existsSync(built)) return import(built);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(root, 'packages/sdk/src/index.ts'), import.meta.url);
}

/** Each plan's price for each renewal term, as the server prices a basket (sdk priceBasket, 18 % GST). */
export function priceRows({ DEFAULT_PLANS, BILLING_INTERVAL_MONTHS, priceBasket, cyclesFor, toPaise, taxableOf }) {
  return DEFAULT_PLANS.flatMap((plan, p) =>
    Object.keys(BILLING_INTERVAL_MONTHS).map((term) => {
      const price = priceBasket(plan, term, 18);
      const totalPaise = toPaise(price.paymentAmount);
      return {
        pi: p + 1,
        term,
        months: price.intervalMonths,
        cycles: cyclesFor(price.intervalMonths),
        totalPaise,
        subtotal: price.subtotal,
        taxablePaise: taxableOf(totalPaise, 18),
      };
    }),
  );
}

const A62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const A32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** SQL for `count` base-62 digits of the bigint `expr` (below 62^count), most significant first. */
export const base62Sql = (expr, count) =>
  Array.from(
    { length: count },
    (_, k) => `substr('${A62}', ((${expr}) / ${62 ** (count - 1 - k)} % 62)::int + 1, 1)`,
  ).join(' || ');

/** SQL for the 8 Crockford base-32 characters of the 40-bit `expr`, as order references have them. */
export const base32Sql = (expr) =>
  Array.from({ length: 8 }, (_, k) => `substr('${A32}', (((${expr}) >> ${35 - 5 * k}) & 31)::int + 1, 1)`).join(' || ');

/**
 * A Razorpay-style id (`pay_`, `sub_` and 14 letters and digits) that no other `n` shares: 6
 * characters of a hash, then 8 of `n` times an odd number modulo 2^47 (a bijection, so unique).
 */
const providerIdSql = (head, n, salt) =>
  `'${head}' || ${base62Sql(`(hashint8extended(${n}, ${salt}) & 140737488355327) % 56800235584`, 6)} || ${base62Sql(
    `((${n}) * 15661776597 # ${salt * 2654435761}) & 140737488355327`,
    8,
  )}`;

// Lists the generator draws from. Indian names, the places the server's GST state codes know, the
// first three digits of their PIN codes.
const FIRST = `Aarav Aditi Aditya Akash Amit Ananya Anil Anjali Arjun Asha Deepa Deepak Divya Farhan Gaurav Geeta
  Harish Isha Kavya Kiran Lakshmi Manish Meera Mohan Nandini Neha Nikhil Pooja Pradeep Priya Rahul Rajesh
  Ramesh Ravi Rohan Sanjay Sara Shreya Sneha Sunil Suresh Swati Tanvi Uday Varun Vijay Vikram Yash Zubeida
  Imran Fatima Joseph Mary Thomas Gurpreet Harpreet Sandeep Venkat Srinivas Lalitha Bhavna Chetan`
  .trim()
  .split(/\s+/);
const LAST = `Sharma Verma Gupta Agarwal Reddy Rao Naidu Iyer Iyengar Nair Menon Pillai Patel Shah Mehta Desai
  Joshi Kulkarni Deshpande Patil Singh Kaur Gill Khan Qureshi Siddiqui Das Bose Chatterjee Banerjee
  Mukherjee Sen Ghosh Mishra Pandey Tiwari Yadav Chauhan Thakur Kapoor Malhotra Bhatia Saxena Srivastava
  Krishnan Subramanian Venkatesh Murthy Hegde Shetty Fernandes DSouza Pinto Jain Goyal Bansal Mittal`
  .trim()
  .split(/\s+/);
const COMPANY = ['Technologies', 'Industries', 'Traders', 'Solutions', 'Enterprises', 'Consultants', 'Logistics'];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com', 'company.in', 'mail.in'];
const STREETS = ['MG Road', 'Station Road', 'Main Road', 'Park Street', 'Ring Road', 'Nehru Nagar', 'Gandhi Road'];
// [state, city, PIN prefix], Telangana (the supplier's own state) and the large markets more than once.
const PLACES = [
  ['Telangana', 'Hyderabad', '500'],
  ['Telangana', 'Hyderabad', '500'],
  ['Telangana', 'Warangal', '506'],
  ['Maharashtra', 'Mumbai', '400'],
  ['Maharashtra', 'Pune', '411'],
  ['Maharashtra', 'Nagpur', '440'],
  ['Karnataka', 'Bengaluru', '560'],
  ['Karnataka', 'Bengaluru', '560'],
  ['Karnataka', 'Mysuru', '570'],
  ['Tamil Nadu', 'Chennai', '600'],
  ['Tamil Nadu', 'Coimbatore', '641'],
  ['Delhi', 'New Delhi', '110'],
  ['Delhi', 'New Delhi', '110'],
  ['Haryana', 'Gurugram', '122'],
  ['Uttar Pradesh', 'Noida', '201'],
  ['Uttar Pradesh', 'Lucknow', '226'],
  ['Gujarat', 'Ahmedabad', '380'],
  ['Gujarat', 'Surat', '395'],
  ['West Bengal', 'Kolkata', '700'],
  ['Kerala', 'Kochi', '682'],
  ['Andhra Pradesh', 'Visakhapatnam', '530'],
  ['Rajasthan', 'Jaipur', '302'],
  ['Punjab', 'Ludhiana', '141'],
  ['Madhya Pradesh', 'Indore', '452'],
  ['Odisha', 'Bhubaneswar', '751'],
];
const TICKET_TITLES = [
  'Cannot download payslips',
  'Invoice shows the wrong GSTIN',
  'Add more users to our plan',
  'Leave balance not updated',
  'Attendance import fails',
  'Refund for duplicate charge',
  'Change billing address',
  'Password reset mail not received',
  'Payroll run stuck at review',
  'Cannot post a job opening',
];
const BROWSERS = ['Chrome on Windows', 'Chrome on Android', 'Safari on iPhone', 'Edge on Windows', 'Firefox on Linux'];
const IP_PREFIXES = ['49.36', '103.21', '117.199', '122.161', '157.48', '182.74', '106.51', '223.186'];
// Plan weights, in DEFAULT_PLANS order: the cheaper plans sell more.
const PLAN_WEIGHTS = [0.25, 0.2, 0.15, 0.1, 0.1, 0.1, 0.1];

/** A SQL text literal. */
const lit = (text) => `'${String(text).replace(/'/g, "''")}'`;
const arr = (items) => `array[${items.map(lit).join(', ')}]::text[]`;

const fmt = (n) => n.toLocaleString('en-US');

/**
 * Seeds the database at `url` (migrating it first, as the server does). Returns the seconds it took
 * and the rows of each table. `log` prints progress; `force` skips the customers check.
 */
export async function seedScale({ url, customers: N = 100_000, force = false, log = console.log }) {
  const { default: pg } = await import('pg');
  const started = performance.now();
  const line = (label, shown, since) =>
    log(`  ${label.padEnd(30)} ${shown.padStart(15)}  ${((performance.now() - since) / 1000).toFixed(1)} s`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query("select to_regclass('public.customers') is not null as found");
    const hadCustomers =
      table.rows[0].found && (await client.query('select exists (select 1 from customers) as any')).rows[0].any;
    if (hadCustomers && !force) throw new Error('the database already has customers; pass --force to add more');

    // The server's own migrations, by the server's own code (`lnf-server migrate`).
    const t = performance.now();
    const migrate = spawnSync(process.execPath, [join(root, 'packages/server/bin/lnf-server.mjs'), 'migrate'], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    if (migrate.status !== 0) throw new Error(`lnf-server migrate failed: ${migrate.stderr || migrate.stdout}`);
    line('migrations', '', t);

    const s = await loadSdk();
    const prices = priceRows(s);
    const { hash } = await import('@node-rs/argon2');
    const passwordHash = await hash('Scale-Customer-Pass-1', { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

    // A second run into the same database (--force) draws other ids, references and emails.
    const salt = hadCustomers ? 1000 + Math.floor(Math.random() * 1_000_000) : 1;
    const tag = hadCustomers ? `.s${salt}` : '';
    const M = N * 10;
    const T = Math.max(1, Math.floor(N / 5));
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const t1 = `${lit(now.toISOString())}::timestamptz`;
    const t0 = `(${t1} - interval '3 years')`;
    const r = (x, k) => `pg_temp.r(${x}, ${salt * 100 + k})`;
    const pick = (list, u) => `${list}[1 + floor(${u} * cardinality(${list}))::int]`;

    const counts = {};
    const step = async (label, sql, params) => {
      const at = performance.now();
      const result = await client.query(sql, params);
      // Several statements in one call answer a list: their row counts are not one table's.
      const rows = Array.isArray(result) ? null : (result.rowCount ?? 0);
      if (!label.startsWith('(')) counts[label] = (counts[label] ?? 0) + rows;
      const shown = rows === null ? '' : `${fmt(rows)} rows`;
      line(label, shown, at);
      return result;
    };

    // Bulk-load settings: no triggers or foreign-key checks (replica role; the history the
    // subscriptions trigger would write is written below), no commit waits, memory for sorts.
    await client.query(`set session_replication_role = replica;
      set synchronous_commit = off;
      set timezone = 'UTC';
      set work_mem = '256MB';
      set maintenance_work_mem = '512MB';
      set temp_buffers = '1GB'`);
    await client.query(`
      create function pg_temp.r(i bigint, salt int) returns float8 language sql immutable parallel safe
        as $$ select (hashint8extended(i, salt) & 2147483647)::float8 / 2147483648.0 $$;
      -- The GSTIN check character, as the sdk's gstinCheckCharacter (checked against it below).
      create function pg_temp.gstin_check(s text) returns text language sql immutable as $$
        select substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((36 - sum(p / 36 + p % 36) % 36) % 36)::int + 1, 1)
        from (select (strpos('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', substr(s, j, 1)) - 1) * (2 - j % 2) as p
              from generate_series(1, 14) j) t $$;
      create temp table s_l as select
        ${arr(FIRST)} as first, ${arr(LAST)} as last, ${arr(COMPANY)} as company, ${arr(DOMAINS)} as domains,
        ${arr(STREETS)} as streets, ${arr(PLACES.map((p) => p[0]))} as states, ${arr(PLACES.map((p) => p[1]))} as cities,
        ${arr(PLACES.map((p) => p[2]))} as pins, ${arr(PLACES.map((p) => s.gstStateCode(p[0])))} as codes,
        ${arr(s.BUSINESS_CATEGORIES.map((c) => c.value))} as categories, ${arr(TICKET_TITLES)} as titles,
        ${arr(BROWSERS)} as browsers, ${arr(IP_PREFIXES)} as ips,
        ${arr(s.DEFAULT_PLANS.map((p) => p.name))} as plans, ${arr(s.DEFAULT_PLANS.map((p) => p.sku))} as skus,
        array[${s.DEFAULT_PLANS.map((p) => p.minUsers).join(',')}] as min_users,
        array[${s.DEFAULT_PLANS.map((p) => p.maxUsers).join(',')}] as max_users,
        array[${PLAN_WEIGHTS.slice(0, -1)
          .map((_, i) =>
            PLAN_WEIGHTS.slice(0, i + 1)
              .reduce((a, b) => a + b, 0)
              .toFixed(4),
          )
          .join(',')}]::float8[] as plan_cum;
      create temp table s_price (pi int, term text, months int, cycles int, total bigint, subtotal numeric, taxable bigint,
        primary key (pi, term));
      insert into s_price values ${prices
        .map(
          (p) =>
            `(${p.pi}, ${lit(p.term)}, ${p.months}, ${p.cycles}, ${p.totalPaise}, ${p.subtotal}, ${p.taxablePaise})`,
        )
        .join(', ')};`);

    // Customers: names, unique lowercase emails, Indian mobiles (some typed with +91), a GSTIN for
    // a quarter of them (of their state), created over three years, older customers first.
    await step(
      '(staging customers)',
      `create temp table s_c as
      select x.*, fn || ' ' || ln as person,
        case when u_co < 0.2 then ln || ' ' || ${pick('l.company', r('i', 3))} else fn || ' ' || ln end as name,
        lower(fn) || '.' || lower(ln) || i || ${lit(tag)} || '@' || ${pick('l.domains', r('i', 4))} as email,
        case when ${r('i', 5)} < 0.3 then '+91' else '' end
          || (6000000000 + (i * 2654435761 + ${salt * 104729}) % 4000000000)::text as mobile,
        l.states[place] as state, l.cities[place] as city, l.codes[place] as code,
        l.pins[place] || lpad(floor(${r('i', 6)} * 1000)::int::text, 3, '0') as post_code,
        (1 + floor(${r('i', 7)} * 250)::int) || ', ' || ${pick('l.streets', r('i', 8))} as line1,
        case when ${r('i', 9)} < 0.25 then l.codes[place]
          || chr(65 + floor(${r('i', 10)} * 26)::int) || chr(65 + floor(${r('i', 11)} * 26)::int)
          || chr(65 + floor(${r('i', 12)} * 26)::int) || case when u_co < 0.2 then 'C' else 'P' end || left(upper(ln), 1)
          || lpad(floor(${r('i', 13)} * 10000)::int::text, 4, '0') || chr(65 + floor(${r('i', 14)} * 26)::int) || '1Z'
        end as gstin,
        ${pick('l.categories', r('i', 15))} as category,
        case when ${r('i', 16)} < 0.3 then 'https://www.' || lower(ln) || i || '.in' else '' end as website,
        ${r('i', 17)} < 0.6 as marketing,
        case when ${r('i', 18)} < 0.6 then 'MOBILE' when ${r('i', 18)} < 0.85 then 'EMAIL' else 'WHATSAPP' end as communication
      from (
        select i, gen_random_uuid() as id, gen_random_uuid() as user_id,
          ${pick('l.first', r('i', 1))} as fn, ${pick('l.last', r('i', 2))} as ln, ${r('i', 19)} as u_co,
          1 + floor(${r('i', 20)} * cardinality(l.states))::int as place,
          ${t0} + (${t1} - interval '30 days' - ${t0}) * (0.6 * (i - 1) / ${N}.0 + 0.4 * ${r('i', 21)}) as created_at
        from generate_series(1, ${N}::bigint) i, s_l l
      ) x, s_l l`,
    );
    await step(
      '(customers: GSTIN checks)',
      `update s_c set gstin = gstin || pg_temp.gstin_check(gstin) where gstin is not null;
      alter table s_c add primary key (i); analyze s_c`,
    );
    await step(
      'users',
      `insert into users (id, email, first_name, last_name, user_name, password_hash, email_verified, mobile_number,
        groups, realm_roles, created_at)
      select user_id, email, split_part(person, ' ', 1), split_part(person, ' ', 2), email, ${lit(passwordHash)}, true,
        right(mobile, 10), '["/PortalGroup"]'::jsonb, '["USER"]'::jsonb, created_at - interval '5 minutes'
      from s_c order by i`,
    );
    await step(
      'customers',
      `insert into customers (id, user_id, email, name, mobile, business_category, website, marketing_preference,
        communication, gstin, created_at)
      select id, user_id, email, name, mobile, category, website, marketing, communication, gstin, created_at
      from s_c order by created_at`,
    );
    await step(
      'addresses',
      `insert into addresses (customer_id, type, address_line1, country, state, city, post_code)
      select id, 'Primary', line1, 'IN', state, city, post_code from s_c`,
    );

    // Orders: ten per customer on average, more for older customers (the busiest have about a
    // hundred), placed between the customer's first day and now (earlier days a little more, so
    // that no financial year nears the invoice series' 999,999); the plan, term and users of the
    // basket; the state as the order's life left it (the subscription below decides PAID or CANCELLED).
    await step(
      '(staging orders)',
      `create temp table s_o as
      select o.n, gen_random_uuid() as id, c.i as ci, c.id as customer_id, c.user_id, c.email, c.mobile, c.name,
        c.state, c.city, c.code, c.post_code, c.line1, c.gstin, c.category, c.website, c.marketing, c.communication,
        o.pi, o.term, c.created_at + (${t1} - c.created_at) * power(o.u_t, 1.4) as date_ordered,
        o.u_users, o.u_status
      from (
        select n, least(${N}, 1 + floor(${N} * power(${r('n', 30)}, 1.25))::int) as ci, ${r('n', 31)} as u_t,
          width_bucket(${r('n', 32)}, l.plan_cum) + 1 as pi,
          case when ${r('n', 33)} < 0.5 then 'MONTHLY' when ${r('n', 33)} < 0.75 then 'QUARTERLY' else 'ANNUALLY' end as term,
          ${r('n', 34)} as u_users, ${r('n', 35)} as u_status
        from generate_series(1, ${M}::bigint) n, s_l l
      ) o join s_c c on c.i = o.ci`,
    );
    await step(
      '(orders: states, references)',
      `alter table s_o add primary key (n);
      alter table s_o add column status0 text, add column reference text;
      update s_o set status0 = case when u_status < 0.03 then 'REQUESTED' when u_status < 0.034 then 'CREATED'
          when u_status < 0.06 then 'PAYMENT_FAILED' when u_status < 0.075 then 'PENDING_PAYMENT' else 'PAID' end,
        reference = 'LNF-' || to_char(date_ordered, 'YYYYMMDD') || '-'
          || ${base32Sql(`((n * 12182451297) # ${salt * 797003437}) & 1099511627775`)};
      analyze s_o`,
    );

    // Subscriptions of the orders that reached the provider. A paid one ran for a few cycles (a
    // geometric number, capped by the cycles due by now and its term's total), then is active (paid
    // up to a date after now), completed (every cycle paid), cancelled, or halted after a renewal
    // failed; 3 % had a failed renewal, two thirds of them paid a few days later.
    await step(
      '(staging subscriptions)',
      `create temp table s_s as
      select b.*, ${providerIdSql('sub_', 'b.n', salt * 7 + 1)} as id,
        case when b.paid = 0 then 'created'
          when b.unrecovered then case when b.failed_at + interval '5 days' <= ${t1} then 'halted' else 'pending' end
          when b.paid = b.cycles and b.end_l <= ${t1} then 'completed'
          when b.end_l > ${t1} then 'active'
          else 'cancelled' end as status
      from (
        select a.*, a.start_at + make_interval(months => a.paid * a.months) as end_l,
          a.recovered_at is null and a.failure and a.paid >= 1 and a.paid < a.cycles
            and a.start_at + make_interval(months => a.paid * a.months) + interval '3 hours' <= ${t1} as unrecovered,
          a.start_at + make_interval(months => a.paid * a.months) + interval '3 hours' as failed_at
        from (
          select e.*,
            case when e.failure and e.u_fail2 < 2 / 3.0 and e.paid >= 2 then 1 + floor(e.u_fail3 * (e.paid - 1))::int end as failed_cycle,
            case when e.failure and e.u_fail2 < 2 / 3.0 and e.paid >= 2 then least(${t1} - interval '1 minute',
              e.start_at + make_interval(months => (1 + floor(e.u_fail3 * (e.paid - 1))::int) * e.months)
                + make_interval(days => 1 + floor(e.u_fail4 * 5)::int, hours => 3)) end as recovered_at
          from (
            select d.*, case when d.status0 <> 'PAID' then 0
                else least(d.wanted, d.due, d.cycles) end as paid
            from (
              select o.n, o.id as order_id, o.customer_id, o.pi, o.term, o.status0, o.date_ordered, p.months, p.cycles,
                p.total as amount, date_trunc('day', o.date_ordered) + interval '1 day' as start_at,
                case when date_trunc('day', o.date_ordered) + interval '1 day' > ${t1} then 1
                  else 1 + ((extract(year from age(${t1}, date_trunc('day', o.date_ordered) + interval '1 day')) * 12
                    + extract(month from age(${t1}, date_trunc('day', o.date_ordered) + interval '1 day')))::int / p.months) end as due,
                1 + floor(ln(1 - ${r('o.n', 40)}) / ln(case o.term when 'MONTHLY' then 0.5 when 'QUARTERLY' then 0.4 else 0.6 end))::int as wanted,
                ${r('o.n', 41)} < 0.03 as failure, ${r('o.n', 42)} as u_fail2, ${r('o.n', 43)} as u_fail3, ${r('o.n', 44)} as u_fail4,
                o.date_ordered + interval '90 seconds' + make_interval(secs => floor(${r('o.n', 45)} * 60)) as paid_at
              from s_o o join s_price p on p.pi = o.pi and p.term = o.term
              where o.status0 in ('PAID', 'PENDING_PAYMENT', 'PAYMENT_FAILED')
            ) d
          ) e
        ) a
      ) b`,
    );
    await step(
      '(subscriptions: ends, cards)',
      `alter table s_s add primary key (n);
      alter table s_s add column ended_at timestamptz, add column card_brand text, add column card_last4 text,
        add column method text;
      update s_s set ended_at = case status when 'completed' then end_l when 'cancelled' then end_l
          when 'halted' then failed_at + interval '5 days' end,
        method = case when ${r('n', 50)} < 0.8 then 'card' when ${r('n', 50)} < 0.95 then 'upi' else 'emandate' end;
      update s_s set card_brand = case when ${r('n', 51)} < 0.5 then 'visa' when ${r('n', 51)} < 0.8 then 'mastercard' else 'rupay' end,
        card_last4 = lpad(floor(${r('n', 52)} * 10000)::int::text, 4, '0')
      where method = 'card';
      analyze s_s`,
    );

    await step(
      'baskets',
      `insert into baskets (id, user_id, plan, renewal_term, users, subscription_date, created_at, updated_at)
      select o.id, o.user_id, l.plans[o.pi], o.term,
        l.min_users[o.pi] + floor(o.u_users * (l.max_users[o.pi] - l.min_users[o.pi] + 1))::int,
        (date_trunc('day', o.date_ordered) + interval '1 day')::date, o.date_ordered - interval '3 minutes',
        o.date_ordered - interval '1 minute'
      from s_o o, s_l l order by o.n`,
    );
    await step(
      'orders',
      `insert into orders (id, reference, user_id, customer_id, basket_id, details, status, email, mobile,
        billing_address, total_paise, line_items, created_at)
      select o.id, o.reference, o.user_id, o.customer_id, o.id,
        jsonb_build_object('name', o.name, 'mobile', o.mobile, 'businessCategory', o.category, 'website', o.website,
          'marketingPreference', o.marketing, 'communication', o.communication),
        case when s.status = 'cancelled' then 'CANCELLED' else o.status0 end, o.email, o.mobile,
        jsonb_build_object('addressLine1', o.line1, 'country', 'IN', 'state', o.state, 'city', o.city,
          'postCode', o.post_code, 'type', 'Primary'),
        p.total, jsonb_build_array(jsonb_build_object('name', l.plans[o.pi], 'productCode', l.skus[o.pi],
          'quantity', 1, 'price', p.subtotal)),
        o.date_ordered
      from s_o o join s_price p on p.pi = o.pi and p.term = o.term left join s_s s on s.n = o.n, s_l l
      order by o.date_ordered`,
    );
    await step(
      'subscriptions',
      `insert into subscriptions (id, order_id, plan_id, amount_paise, period, interval, total_count, start_at, expire_by,
        status, provider, paid_count, current_end, last_event_at, renewal_term, cancel_at_period_end, card_last4,
        card_brand, payment_failed_at, upfront_paise, payment_method, card_international, provider_paid_count, created_at)
      select s.id, s.order_id, l.plans[s.pi], s.amount, 'monthly', s.months, s.cycles, s.start_at,
        s.start_at + make_interval(months => s.cycles * s.months), s.status, 'razorpay', s.paid,
        case when s.paid > 0 then s.end_l end,
        extract(epoch from coalesce(s.ended_at, s.recovered_at, s.paid_at))::bigint, s.term,
        s.status = 'active' and ${r('s.n', 53)} < 0.05, s.card_last4, s.card_brand,
        case when s.unrecovered then s.failed_at end, s.amount, case when s.paid > 0 then s.method end,
        case when s.paid > 0 then false end, greatest(s.paid - 1, 0), s.date_ordered + interval '1 second'
      from s_s s, s_l l order by s.date_ordered`,
    );

    // A payment per cycle paid: the first at Checkout, each renewal at its period's start (a
    // recovered one days after it failed), each with its tax invoice.
    await step(
      '(staging payments)',
      `create temp table s_p as
      select s.n * 32 + k as pn, s.n, s.order_id, s.id as subscription_id, s.amount, s.card_brand, s.card_last4,
        case when k = 0 then s.paid_at when k = s.failed_cycle then s.recovered_at
          else least(${t1} - interval '1 minute', s.start_at + make_interval(months => k * s.months)
            + make_interval(secs => floor(${r('s.n * 32 + k', 60)} * 21600))) end as at
      from s_s s, generate_series(0, s.paid - 1) k where s.paid > 0`,
    );
    await step(
      '(payments: transaction ids)',
      `alter table s_p add column transaction_id text;
      update s_p set transaction_id = ${providerIdSql('pay_', 'pn', salt * 7 + 2)};
      analyze s_p`,
    );
    await step(
      'payments',
      `insert into payments (transaction_id, order_id, subscription_id, amount_paise, currency, status, kind,
        card_last4, card_brand, created_at)
      select transaction_id, order_id, subscription_id, amount, 'INR', 'captured', 'cycle', card_last4, card_brand, at
      from s_p order by at`,
    );

    // Tax invoices, numbered without gaps in each financial year (April to March), after whatever a
    // series already holds; place of supply the GSTIN's state, else the billing state.
    await client.query(`create temp table s_fy (fy text primary key, last int);
      insert into s_fy select financial_year, last from invoice_series`);
    await step(
      'tax_invoices',
      `insert into tax_invoices (number, financial_year, sequence, transaction_id, order_id, issued_at, place_of_supply,
        taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, gst_rate, details)
      select 'LNF/' || v.fy || '/' || lpad(v.seq::text, 6, '0'), v.fy, v.seq, v.transaction_id, v.order_id, v.at, v.place,
        v.taxable, case when v.place = '36' then (v.amount - v.taxable) / 2 else 0 end,
        case when v.place = '36' then (v.amount - v.taxable) - (v.amount - v.taxable) / 2 else 0 end,
        case when v.place = '36' then 0 else v.amount - v.taxable end, v.amount, 18,
        jsonb_build_object('buyerName', o.name, 'buyerEmail', o.email, 'buyerGstin', o.gstin,
          'billingAddress', jsonb_build_object('addressLine1', o.line1, 'country', 'IN', 'state', o.state,
            'city', o.city, 'postCode', o.post_code, 'type', 'Primary'),
          'placeOfSupplyState', o.state,
          'description', 'LNF subscription: ' || l.plans[o.pi] || ' (' || l.skus[o.pi] || ')',
          'orderReference', o.reference)
      from (
        select f.*, coalesce((select last from s_fy where s_fy.fy = f.fy), 0)
            + row_number() over (partition by f.fy order by f.at, f.transaction_id) as seq
        from (
          select p.*, pr.taxable, coalesce(left(o.gstin, 2), o.code) as place,
            lpad(((extract(year from p.at)::int - case when extract(month from p.at) < 4 then 1 else 0 end) % 100)::text, 2, '0')
              || '-' || lpad(((extract(year from p.at)::int - case when extract(month from p.at) < 4 then 0 else -1 end) % 100)::text, 2, '0') as fy
          from s_p p join s_o o on o.n = p.n join s_price pr on pr.pi = o.pi and pr.term = o.term
        ) f
      ) v join s_o o on o.n = v.n, s_l l
      order by v.at`,
    );
    const tooMany = await client.query(
      'select financial_year, max(sequence) as last from tax_invoices group by 1 having max(sequence) > 999999',
    );
    if (tooMany.rows.length)
      throw new Error(`a financial year has more than 999,999 invoices: ${JSON.stringify(tooMany.rows)}`);
    await client.query(`insert into invoice_series (financial_year, last)
      select financial_year, max(sequence) from tax_invoices group by 1
      on conflict (financial_year) do update set last = excluded.last`);

    // The history the subscriptions trigger (migration 0020) writes, which the bulk load bypassed:
    // active when the first payment went through, a failed renewal and its recovery, the end.
    await step(
      'subscription_events',
      `insert into subscription_events (subscription_id, customer_key, at, status, amount_paise, renewal_term, plan_id,
        payment_failed)
      select s.id, s.customer_id::text, v.at, v.status, s.amount, s.term, l.plans[s.pi], v.failed
      from s_s s cross join lateral (values
        (case when s.paid = 0 then s.date_ordered + interval '1 second' else s.paid_at end,
          case when s.paid = 0 then 'created' else 'active' end, false),
        (case when s.failed_cycle is not null
          then s.start_at + make_interval(months => s.failed_cycle * s.months, hours => 3) end, 'pending', true),
        (s.recovered_at, 'active', false),
        (case when s.unrecovered then s.failed_at end, 'pending', true),
        (case when s.status in ('cancelled', 'completed', 'halted') then s.ended_at end, s.status, s.status = 'halted')
      ) v(at, status, failed), s_l l
      where v.at is not null
      order by v.at`,
    );

    // Tickets: one per five customers, numbered LNF-n in the order they were raised; older ones closed.
    const lastTicket = await client.query(
      "select coalesce(max(substring(ticket_number from '([0-9]+)$')::int), 0) as n from tickets where project_key = 'LNF'",
    );
    await step(
      'tickets',
      `insert into tickets (reference, ticket_number, project_key, user_id, title, summary, description, priority,
        reporter, issue_type, labels, status, created_at, status_changed_at, last_reply_at, awaiting_staff,
        first_staff_reply_at, first_response_due)
      select gen_random_uuid(), 'LNF-' || (${lastTicket.rows[0].n} + row_number() over (order by x.created_at)), 'LNF',
        x.user_id, x.title, x.title, x.title || ': details from the customer.', x.priority, 'Customer', x.issue_type,
        jsonb_build_array(x.label), x.status, x.created_at,
        x.created_at + interval '6 hours', case when x.status <> 'Open' then x.created_at + interval '2 hours' end,
        x.status in ('Open', 'In Progress'), case when x.status <> 'Open' then x.created_at + interval '2 hours' end,
        x.created_at + interval '8 hours'
      from (
        select t, c.user_id, ${pick('l.titles', r('t', 70))} as title,
          (array['Highest', 'High', 'Medium', 'Low', 'Lowest'])[1 + floor(${r('t', 71)} * 5)::int] as priority,
          (array['Bug', 'Task', 'Question'])[1 + floor(${r('t', 72)} * 3)::int] as issue_type,
          (array['billing', 'payroll', 'recruitment', 'access', 'other'])[1 + floor(${r('t', 73)} * 5)::int] as label,
          c.created_at + (${t1} - c.created_at) * ${r('t', 74)} as created_at, ${r('t', 75)} as u
        from generate_series(1, ${T}::bigint) t join s_c c on c.i = 1 + floor(${N} * ${r('t', 76)})::int, s_l l
      ) y cross join lateral (select y.*, case
          when y.created_at < ${t1} - interval '30 days' then case when y.u < 0.95 then 'Closed' else 'Waiting on customer' end
          when y.u < 0.3 then 'Open' when y.u < 0.6 then 'In Progress' when y.u < 0.8 then 'Waiting on customer'
          else 'Resolved' end as status) x
      order by x.created_at`,
    );

    // Audit rows as the server writes them: each order placed, three logins per customer, each
    // ticket raised; in time order, as the identity column numbers them.
    await step(
      'audit_logs',
      `insert into audit_logs (time, actor, module, action, key, outcome, ip, detail, data)
      select time, actor, module, action, key, outcome,
        ${pick('l.ips', r('h', 80))} || '.' || floor(${r('h', 81)} * 256)::int || '.' || floor(${r('h', 82)} * 256)::int,
        detail, data
      from (
        select o.n as h, o.date_ordered as time, o.email as actor, 'order' as module,
          case when o.status0 = 'REQUESTED' then 'PURCHASE_REQUEST' else 'PLACE_ORDER' end as action, o.reference as key,
          'SUCCESS' as outcome, null as detail, null::jsonb as data
        from s_o o
        union all
        select ${M} + c.i * 4 + k, c.created_at + (${t1} - c.created_at) * ${r('c.i * 4 + k', 83)}, c.email, 'user', 'LOGIN',
          c.email, case when ${r('c.i * 4 + k', 84)} < 0.95 then 'SUCCESS' else 'FAILURE' end,
          case when ${r('c.i * 4 + k', 84)} < 0.95 then ${pick('l.browsers', r('c.i * 4 + k', 85))} end,
          case when ${r('c.i * 4 + k', 84)} < 0.95 then '{"method":"password"}'::jsonb end
        from s_c c, generate_series(1, 3) k, s_l l
        union all
        select ${M + N * 4 + 8} + row_number() over (), t.created_at, u.email, 'support', 'RAISE_TICKET',
          t.reference::text, 'SUCCESS', t.ticket_number, null
        from tickets t join users u on u.id = t.user_id
        where t.project_key = 'LNF' and substring(t.ticket_number from '([0-9]+)$')::int > ${lastTicket.rows[0].n}
      ) a, s_l l
      order by time`,
    );

    // The sdk checks what SQL computed: GSTIN check characters, invoice numbers and GST splits.
    let at = performance.now();
    const gstins = await client.query('select gstin from s_c where gstin is not null limit 500');
    for (const { gstin } of gstins.rows) {
      const problem = s.gstinProblem(gstin);
      if (problem) throw new Error(`seeded GSTIN ${gstin}: ${problem}`);
    }
    const invoices = await client.query(`select number, sequence, issued_at, place_of_supply, total_paise::int as total,
        taxable_paise::int as taxable, cgst_paise::int as cgst, sgst_paise::int as sgst, igst_paise::int as igst
      from tax_invoices tablesample system (1) limit 500`);
    for (const i of invoices.rows) {
      const split = s.splitGstInclusive(i.total, '36', i.place_of_supply, 18);
      const expected = s.invoiceNumber(i.issued_at, i.sequence);
      if (
        expected !== i.number ||
        split.taxablePaise !== i.taxable ||
        split.cgstPaise !== i.cgst ||
        split.sgstPaise !== i.sgst ||
        split.igstPaise !== i.igst
      )
        throw new Error(`seeded invoice ${i.number} differs from the sdk's: ${JSON.stringify({ i, expected, split })}`);
    }
    const gaps = await client.query(`select financial_year from tax_invoices group by 1
      having count(*) <> max(sequence) - min(sequence) + 1`);
    if (!hadCustomers && gaps.rows.length) throw new Error(`invoice series with gaps: ${JSON.stringify(gaps.rows)}`);
    line('(checked with the sdk)', `${gstins.rows.length} GSTINs, ${invoices.rows.length} invoices`, at);

    // Statistics and the visibility map, as autovacuum leaves a table that has settled.
    at = performance.now();
    await client.query('reset session_replication_role');
    await client.query('discard temp');
    await client.query('vacuum analyze');
    line('vacuum analyze', '', at);
    return { seconds: (performance.now() - started) / 1000, counts };
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url`. */
const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A throwaway PostgreSQL with a database named for the seed (`lnf_scale`), tuned for a bulk load,
 * with auto_explain loaded (it logs nothing until a session asks: the bench's server does);
 * `settings` adds server settings. Null when PostgreSQL cannot run here.
 */
export async function startScalePostgres(settings = {}) {
  const server = await startPostgres({
    shared_preload_libraries: 'auto_explain',
    max_wal_size: '8GB',
    checkpoint_timeout: '30min',
    wal_level: 'minimal',
    max_wal_senders: '0',
    shared_buffers: '512MB',
    ...settings,
  });
  if (!server) return null;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database lnf_scale');
  await admin.end();
  return { ...server, url: withDatabase(server.url, 'lnf_scale') };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help || options.problem) {
    if (options.problem) console.error(`seed:scale: ${options.problem}\n`);
    console.log(USAGE);
    process.exit(options.problem ? 2 : 0);
  }
  let url = process.env.DATABASE_URL || null;
  let server = null;
  if (url) {
    const problem = options.force ? null : targetProblem(url);
    if (problem) {
      console.error(`seed:scale: ${problem}\n\n${USAGE}`);
      process.exit(2);
    }
  } else {
    server = await startScalePostgres();
    if (!server) {
      console.error('seed:scale: PostgreSQL is not installed here and cannot be; set DATABASE_URL');
      process.exit(1);
    }
    url = server.url;
    const stop = () => {
      server?.stop();
      server = null;
    };
    process.on('exit', stop);
    process.on('SIGINT', () => process.exit(0));
    process.on('SIGTERM', () => process.exit(0));
  }
  console.log(`seed:scale: ${fmt(options.customers)} customers into ${url}`);
  try {
    const { seconds } = await seedScale({ url, customers: options.customers, force: options.force });
    console.log(`seed:scale: done in ${seconds.toFixed(0)} s`);
  } catch (error) {
    console.error(`seed:scale: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (server && options.keep) {
    console.log(`\nPostgreSQL is running at ${url} until Ctrl-C. The server on it:
  DATABASE_URL=${url} LNF_ADMIN_PASSWORD=... npm run serve
and the bench on it: LNF_SCALE_DATABASE_URL=${url} npm run bench -- --only scale`);
    // A pending promise alone would let Node exit: a timer keeps it running until the signal.
    setInterval(() => {}, 1 << 30);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
