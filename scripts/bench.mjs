// `npm run bench`: measures the budgets of DESIGN.md section 4 and prints each figure
// beside its budget. Needs a build (`npm run build`); load runs hit loopback only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { closure as closureOf, entryKeyOf, firstLoad } from '../app/scripts/first-load.mjs';
import { bundleIsFresh } from '../packages/server/bin/bundle-fresh.mjs';
import { componentFigures } from './bench-components.mjs';
import { homeIdleFigures, journeyFigures, lighthouseFigures } from './bench-browser.mjs';
import { dist, freePort, kb, median, root, row, rows, rssMb, startServer, stopServer } from './bench-lib.mjs';
import { scaleFigures } from './bench-scale.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function bundleFigures() {
  if (!existsSync(join(dist, '.vite/manifest.json'))) {
    console.error('bench: app/dist is missing; run `npm run build` first');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = entryKeyOf(manifest);
  const closure = (key, seen) => closureOf(manifest, key, seen);
  const js = (keys) => [...keys].reduce((sum, k) => sum + gz(join(dist, manifest[k].file)), 0);
  const css = (keys) =>
    [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))].reduce((sum, f) => sum + gz(join(dist, f)), 0);
  // The entry with React DOM's chunk, which it imports after the app's modules have run.
  const entry = firstLoad(manifest);
  const pageKey = (name) => Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`) && k.includes('src/pages/'));
  const withPage = (name) => {
    const key = pageKey(name);
    return key ? closure(key, new Set(entry)) : entry;
  };

  const home = withPage('Home');
  const homeText = readFileSync(join(dist, 'index.html'), 'utf8');
  // The structured data closes the body: crawlers read it, nothing paints from it, so the first
  // round trip is counted without it (app/scripts/prerender.mjs, `page`), and the whole file beside.
  const dataBlock = /<script type="application\/ld\+json">[\s\S]*?<\/script>/.exec(homeText)?.[0] ?? '';
  const homeHtml = gzipSync(homeText.replace(dataBlock, ''), { level: 9 }).length;
  const inlined = /<style>([\s\S]*?)<\/style>/.exec(homeText)?.[1] ?? '';
  row(
    'Home: HTML incl. inlined critical CSS, before its structured data (gzip)',
    kb(homeHtml),
    '<= 14 KB (first round trip)',
    homeHtml <= 14 * 1024 && inlined.length > 0 && homeText.trimEnd().endsWith(`${dataBlock}</body>\n</html>`),
  );
  row(
    'Home: the whole HTML with its structured data (gzip)',
    kb(gz(join(dist, 'index.html'))),
    '(reference)',
    undefined,
  );
  // What the server sends a browser that takes Brotli (app/scripts/compress.mjs writes the copy).
  const homeBr = join(dist, 'index.html.br');
  row(
    'Home: HTML as sent to a browser that takes Brotli',
    existsSync(homeBr) ? kb(statSync(homeBr).size) : 'no copy',
    '(reference)',
    undefined,
  );
  row('Home: full stylesheets, loaded without blocking (gzip)', kb(css(home)), '(reference)', undefined);
  const homeJs = js(home);
  row('Home: JS on first load (gzip)', kb(homeJs), '<= 90 KB', homeJs <= 90 * 1024);
  // Portal routes are lazy chunks (the entry's dynamic imports under pages/portal). A first visit
  // to one downloads the entry, the code every portal route shares (the sdk's client, swr, React
  // Aria's core: `shared` below), and the route's own chunks. As Next.js reports 'First Load JS
  // shared by all', the shared code is counted once, with its own budget; the 60 KB budget is on
  // what a route adds beyond the entry and the shared code. The whole first visit is printed too,
  // with its budget (the three added up). What a route loads only when asked (a dialog, the keyboard
  // grid of a DataTable with row actions) is printed apart, beyond the route.
  const entryJs = js(entry);
  const routes = (manifest[entryKey].dynamicImports ?? []).filter((k) =>
    /src\/pages\/(?:portal\/[\w-]+|backoffice)\/[A-Z]\w+\.tsx$/.test(k),
  );
  const beyond = routes.map((key) => new Set([...closure(key)].filter((k) => !entry.has(k))));
  const shared = new Set(beyond[0] ?? []);
  for (const set of beyond) for (const k of shared) if (!set.has(k) || routes.includes(k)) shared.delete(k);
  const sharedJs = js(shared);
  row(`Portal: JS every portal route shares, beyond the entry (gzip)`, kb(sharedJs), '<= 40 KB', sharedJs <= 40 * 1024);
  const onDemand = new Set();
  for (const [i, key] of routes.entries()) {
    const route = closure(key);
    const own = js(new Set([...beyond[i]].filter((k) => !shared.has(k))));
    const first = entryJs + sharedJs + own;
    const name = key.split('/').at(-1).replace('.tsx', '');
    row(
      `Portal ${name}: own JS / first visit incl. entry and shared (gzip)`,
      `${kb(own)} / ${kb(first)}`,
      '<= 60 KB / <= 190 KB',
      own <= 60 * 1024 && first <= 190 * 1024 && !entry.has(key),
    );
    for (const k of route) {
      if (entry.has(k)) continue;
      // Modules of the app or ui only (`_name` keys are shared chunks the entry loads itself).
      for (const d of manifest[k].dynamicImports ?? [])
        if (!d.startsWith('_') && !entry.has(d)) onDemand.add(`${key}>${d}`);
    }
  }
  for (const pair of onDemand) {
    const [routeKey, key] = pair.split('>');
    const loaded = closure(routeKey, new Set(entry));
    const extra = js(new Set([...closure(key)].filter((k) => !loaded.has(k))));
    const route = routeKey.split('/').at(-1).replace('.tsx', '');
    const name = (manifest[key].name ?? key).replace(/\.tsx?$/, '');
    if (extra >= 512)
      row(`Portal ${route}, on demand: ${name} (gzip, beyond the route)`, kb(extra), '(reference)', undefined);
  }
}

/** The sdk's functions: its build when there is one, else its sources through tsx. */
async function sdk() {
  const built = join(root, 'packages/sdk/dist/index.js');
  if (existsSync(built)) return import(built);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(root, 'packages/sdk/src/index.ts'), import.meta.url);
}

async function load(url, opts = {}) {
  // A fixed number of requests (`amount`) or, by default, 10 seconds.
  const result = await autocannon({ url, connections: 50, ...(opts.amount ? {} : { duration: 10 }), ...opts });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * A read measured as the server runs in operation: 2 s of the same load first, not counted. A cold
 * route's first second is JIT compilation (single answers took 450-500 ms), which put the first of
 * three back-to-back 10 s runs of GET basket at p99 29-40 ms against 18-22 ms for the other two.
 */
async function readLoad(url, opts = {}) {
  return load(url, { ...opts, warmup: { connections: opts.connections ?? 50, duration: 2 } });
}

const api = (url, path, init = {}, token) =>
  fetch(`${url}/api/v1/lnf${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });

/** Runs `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

const BASKETS = 200;
// Plans whose allowance includes 10 users, and every term: baskets with different prices.
const PLAN_NAMES = ['hr_essential', 'recruiter_pro', 'hr_people_360'];
const TERMS = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'];
const ORDER_CONNECTIONS = 10;
const CONFIRM_CONNECTIONS = 10;

/**
 * The paying journey's writes as a logged-in buyer (the admin, rate limits off in the bench):
 * POST portal/orders on one basket (an order, a test-mode subscription, audit rows: three commits),
 * then for every order placed the dev test-checkout (setup, not timed) and the payment
 * confirmation (POST portal/orders/payment/subscription: payment, invoice, PAID), each a distinct
 * payment so every call does the full work rather than the idempotent replay.
 */
async function orderFigures(url, { encryptPassword }) {
  const loginRes = await api(url, '/user/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin@lnf.local', password: await encryptPassword('Bench-Admin-Pass-1') }),
  });
  if (!loginRes.ok) return row('POST portal/orders', `not measured (login ${loginRes.status})`, '(reference)', false);
  const token = (await loginRes.json()).access_token;
  const created = await api(
    url,
    '/portal/basket',
    { method: 'POST', body: JSON.stringify({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 5 }) },
    token,
  );
  const { id: basketId } = await created.json();
  const subscriptionIds = [];
  const placed = await load(`${url}/api/v1/lnf/portal/orders`, {
    connections: ORDER_CONNECTIONS,
    duration: 5,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          basketId,
          customer: {
            fullName: 'Bench Buyer',
            mobileNumber: '9876543210',
            email: 'admin@lnf.local',
            category: 'software-development',
            website: '',
            marketingPreference: false,
            communication: 'MOBILE',
            isSameAddress: true,
          },
          billingAddress: {
            addressLine1: '12 MG Road',
            country: 'IN',
            state: 'Telangana',
            city: 'Hyderabad',
            postCode: '500001',
            type: 'Primary',
          },
        }),
        onResponse: (status, body) => {
          if (status === 201) subscriptionIds.push(JSON.parse(body).subscriptionId);
        },
      },
    ],
  });
  row(
    `POST portal/orders (test payments), ${ORDER_CONNECTIONS} connections`,
    `${placed.rps.toFixed(0)} req/s, p99 ${placed.p99} ms`,
    '(reference: 3 durable commits each)',
    placed.errors === 0 && subscriptionIds.length > 0 ? undefined : false,
  );

  // Test-mode checkout for each subscription: what Razorpay Checkout does in the browser.
  const confirmations = [];
  await pool(subscriptionIds, 8, async (subscriptionId) => {
    const res = await api(
      url,
      '/portal/orders/payment/test-checkout',
      {
        method: 'POST',
        body: JSON.stringify({
          subscriptionId,
          cardNumber: '4111 1111 1111 1111',
          cardHolderName: 'Bench Buyer',
          expiry: '12/30',
          cvv: '123',
        }),
      },
      token,
    );
    if (res.ok) confirmations.push(new URLSearchParams(await res.json()).toString());
  });
  if (confirmations.length === 0)
    return row('POST payment confirmation', 'not measured (no test checkout succeeded)', '(reference)', false);
  let next = 0;
  const confirmed = await load(`${url}/api/v1/lnf/portal/orders/payment/subscription`, {
    connections: CONFIRM_CONNECTIONS,
    amount: confirmations.length,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (req) => ({
          ...req,
          path: `/api/v1/lnf/portal/orders/payment/subscription?${confirmations[next++ % confirmations.length]}`,
        }),
      },
    ],
  });
  row(
    `POST payment confirmation (${confirmations.length} payments), ${CONFIRM_CONNECTIONS} connections`,
    `${confirmed.rps.toFixed(0)} req/s, p99 ${confirmed.p99} ms`,
    '(reference: payment + invoice + PAID, one commit)',
    confirmed.errors === 0 ? undefined : false,
  );
}

async function apiFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-bench-'));
  const port = await freePort();
  try {
    // A start is one process taking about a second on a machine shared with other jobs: each figure
    // is the median of three starts, as Lighthouse's are of three runs, with all three printed.
    const startRow = (name, ms, budget) =>
      row(
        name,
        `${median(ms).toFixed(0)} ms (median of ${ms.map((m) => m.toFixed(0)).join(', ')})`,
        `<= ${budget} ms`,
        median(ms) <= budget,
      );
    // A new data folder: a copy of the build's PGlite template (initdb + migrations), then the seed.
    // Two more new folders for the median; the benchmark goes on with the first.
    const fresh = [];
    for (let i = 0; i < 3; i++) {
      const folder = i === 0 ? dataDir : mkdtempSync(join(tmpdir(), 'lnf-bench-'));
      try {
        const started = await startServer(folder, port);
        fresh.push(started.startMs);
        await stopServer(started.child);
      } finally {
        if (folder !== dataDir) rmSync(folder, { recursive: true, force: true });
      }
    }
    startRow('Server start on a new data folder', fresh, 2000);
    const existing = [];
    for (let i = 0; i < 2; i++) {
      const started = await startServer(dataDir, port);
      existing.push(started.startMs);
      await stopServer(started.child);
    }
    const { child, url, startMs } = await startServer(dataDir, port);
    startRow('Server start on an existing data folder', [...existing, startMs], 1000);
    let peak = rssMb(child.pid);
    let phasePeak = peak;
    const phases = [`idle ${peak.toFixed(0)}`];
    const phaseEnd = (name) => {
      phases.push(`${name} ${phasePeak.toFixed(0)}`);
      phasePeak = 0;
    };
    const sample = setInterval(() => {
      const now = rssMb(child.pid);
      peak = Math.max(peak, now);
      phasePeak = Math.max(phasePeak, now);
    }, 250);

    const health = await readLoad(`${url}/api/health`);
    row(
      'GET /api/health, 50 connections',
      `${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms`,
      '(reference)',
      health.errors === 0,
    );
    phaseEnd('health');

    const plans = await fetch(`${url}/api/v1/lnf/portal/product/LNF-IND`);
    if (plans.ok) {
      const r = await readLoad(`${url}/api/v1/lnf/portal/product/LNF-IND`);
      row(
        'GET plans, 50 connections',
        `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`,
        '>= 5000 req/s, p99 <= 20 ms',
        r.rps >= 5000 && r.p99 <= 20 && r.errors === 0,
      );
    } else {
      row('GET plans', `not measured (status ${plans.status})`, '>= 5000 req/s, p99 <= 20 ms', false);
    }
    phaseEnd('plans');

    // 200 anonymous baskets read in turn, so concurrent requests ask for different rows as
    // different buyers would (the server batches concurrent reads into one statement).
    const ids = [];
    let created;
    for (let i = 0; i < BASKETS; i++) {
      created = await fetch(`${url}/api/v1/lnf/portal/basket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          plan: PLAN_NAMES[i % PLAN_NAMES.length],
          renewalTerm: TERMS[i % TERMS.length],
          users: 10,
        }),
      });
      if (!created.ok) break;
      ids.push((await created.json()).id);
    }
    if (ids.length === BASKETS) {
      let turn = 0;
      const r = await readLoad(`${url}/api/v1/lnf/portal/basket/${ids[0]}`, {
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `/api/v1/lnf/portal/basket/${ids[turn++ % ids.length]}` }),
          },
        ],
      });
      row(
        `GET basket (${BASKETS} baskets in turn), 50 connections`,
        `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`,
        '>= 3000 req/s, p99 <= 20 ms',
        r.rps >= 3000 && r.p99 <= 20 && r.errors === 0,
      );
      const ratio = r.rps / health.rps;
      row('GET basket / GET /api/health, same server', ratio.toFixed(2), '>= 0.35', ratio >= 0.35);
    } else {
      row('GET basket', `not measured (status ${created.status})`, '>= 3000 req/s, p99 <= 20 ms', false);
    }
    phaseEnd('basket');

    const { encryptPassword } = await sdk();
    const body = JSON.stringify({ username: 'admin@lnf.local', password: await encryptPassword('Bench-Admin-Pass-1') });
    const login = await load(`${url}/api/v1/lnf/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 8,
      duration: 5,
    });
    row(
      'POST login (argon2id verify), 8 connections',
      `${login.rps.toFixed(0)} req/s, p99 ${login.p99} ms`,
      '(reference; rate limits off in bench)',
      undefined,
    );

    phaseEnd('login');
    const writes = await postBaskets(url);
    row(
      'POST basket (one durable commit each), 50 connections',
      `${writes.rps.toFixed(0)} req/s, p99 ${writes.p99} ms`,
      '(reference: PGlite fsync on)',
      writes.errors === 0 ? undefined : false,
    );
    phaseEnd('writes');
    await orderFigures(url, { encryptPassword });
    phaseEnd('orders');
    clearInterval(sample);
    // VmHWM: the kernel's own high-water mark of the process, start-up included, so no peak
    // between two samples is missed.
    const hwm = rssMb(child.pid, 'VmHWM');
    row('Server peak RSS (VmHWM) through start and the load runs', `${hwm.toFixed(0)} MB`, '<= 300 MB', hwm <= 300);
    row('Server RSS peak by phase (MB, sampled every 250 ms)', phases.join(', '), '(reference)', undefined);
    await stopServer(child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postBaskets = (url) =>
  load(`${url}/api/v1/lnf/portal/basket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 5 }),
    duration: 5,
  });

/** The price of durable commits: the same write load with PGlite's fsync off (LNF_PGLITE_FSYNC=off). */
async function fsyncCost() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-bench-nosync-'));
  const { child, url } = await startServer(dataDir, await freePort(), { LNF_PGLITE_FSYNC: 'off' });
  try {
    const r = await postBaskets(url);
    row(
      'POST basket with fsync off (for comparison only)',
      `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`,
      '(reference: not the default)',
      r.errors === 0 ? undefined : false,
    );
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench -- --only api` (or a comma list of: bundle, api, fsync, lighthouse, scale, components)
// runs only those sections; without --only, all of them. `--paths /,/lnf-books` narrows Lighthouse
// to those pages. `scale` seeds a million orders into PostgreSQL first (scripts/bench-scale.mjs).
const SECTIONS = ['bundle', 'api', 'fsync', 'lighthouse', 'scale', 'components'];
const onlyAt = process.argv.indexOf('--only');
const onlyArg =
  onlyAt >= 0 ? process.argv[onlyAt + 1] : process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const selected = new Set(onlyArg ? onlyArg.split(',').map((x) => x.trim()) : SECTIONS);
for (const name of selected) {
  if (!SECTIONS.includes(name)) {
    console.error(`bench: unknown section '${name}'; choose from ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}

/**
 * The figures are of what `npm start` runs, so a build older than its sources is rebuilt first. A
 * stale server bundle is not an error elsewhere: bin/lnf-server.mjs then runs the TypeScript
 * sources through tsx, which took a start on an existing folder from 0.65 to 1.7-2.1 s here and
 * its idle RSS from 146 to 218 MB, figures of a start nobody runs.
 */
function ensureBuild({ app = true } = {}) {
  const fresh = (file, dirs) =>
    bundleIsFresh(
      join(root, file),
      dirs.map((d) => join(root, d)),
    );
  const stale = [
    !fresh('packages/server/dist/main.mjs', ['packages/server/src', 'packages/sdk/src']) && 'the server bundle',
    app && !fresh('app/dist/.vite/manifest.json', ['app/src', 'packages/ui/src', 'packages/sdk/src']) && 'the app',
  ].filter(Boolean);
  if (!stale.length) return;
  // The scale section alone runs only the server: its bundle is all it needs built.
  const command = app ? ['run', 'build'] : ['run', 'build', '-w', '@lnf/server'];
  console.error(
    `bench: ${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} older than the sources; running \`npm ${command.join(' ')}\` first`,
  );
  const build = spawnSync('npm', command, { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) process.exit(1);
}

const needsApp = ['bundle', 'api', 'fsync', 'lighthouse'].some((name) => selected.has(name));
if (needsApp || selected.has('scale')) ensureBuild({ app: needsApp });
if (selected.has('bundle')) {
  bundleFigures();
  await homeIdleFigures();
  await journeyFigures();
}
if (selected.has('api')) await apiFigures();
if (selected.has('fsync')) await fsyncCost();
if (selected.has('lighthouse')) await lighthouseFigures();
if (selected.has('scale')) await scaleFigures();

const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => [r.what, r.value, r.budget][i].length), 8));
console.log(`\n${'figure'.padEnd(w[0])}  ${'measured'.padEnd(w[1])}  ${'budget'.padEnd(w[2])}  verdict`);
for (const r of rows)
  console.log(`${r.what.padEnd(w[0])}  ${r.value.padEnd(w[1])}  ${r.budget.padEnd(w[2])}  ${r.verdict}`);

// @lnf/ui: each component imported alone beside the react-aria-components primitive(s) it wraps.
if (selected.has('components')) console.log(`\n${await componentFigures()}`);
