// Scale-out: two server processes on one PostgreSQL behind a round-robin proxy act as one
// service. Each instance is a real `lnf-server` process with its own data folder; what they share
// is what production instances share: the database, the signing key and the OTP key.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiClient,
  ApiError,
  basket,
  configuration,
  dev,
  order,
  user,
  type PlaceOrderRequest,
  type TokenResponse,
} from '@lnf/sdk';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { latestOtp } from './accounts';
import { cookieJarFetch, testDatabaseUrl } from './harness';
import { spawnServer, type ServerProcess } from './process';

/** PGlite belongs to one process: two instances need the server-postgres project's PostgreSQL. */
const onPostgres = Boolean(inject('databaseUrl'));
const ADMIN = { email: 'admin@scale.test', password: 'Scale-Admin-Pass-2026' };

interface Proxy {
  url: string;
  /** Which instance (0 or 1) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * The load balancer: each request to the next instance in turn, as a round-robin balancer would,
 * adding the client's address to X-Forwarded-For (the instances trust one hop).
 */
async function roundRobin(upstreams: string[]): Promise<Proxy> {
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    served.push(index);
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let instances: ServerProcess[] = [];
/** The database both instances use (a fresh one in the project's PostgreSQL). */
let databaseUrl = '';
let proxy: Proxy;
const dirs: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  databaseUrl = (await testDatabaseUrl())!;
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const shared = {
    DATABASE_URL: databaseUrl,
    LNF_JWT_PRIVATE_KEY: JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'scale-1' }),
    LNF_OTP_SECRET: crypto.randomUUID() + crypto.randomUUID(),
    LNF_ADMIN_EMAIL: ADMIN.email,
    LNF_ADMIN_PASSWORD: ADMIN.password,
    LNF_ADMIN_SECOND_FACTOR: 'off',
    TRUST_PROXY: '1',
  };
  // Started together on an empty database: the migrations run once, under an advisory lock.
  instances = await Promise.all(
    [0, 1].map(() => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lnf-scale-'));
      dirs.push(dataDir);
      return spawnServer({ ...shared, LNF_DATA_DIR: dataDir });
    }),
  );
  proxy = await roundRobin(instances.map((i) => i.url));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  for (const instance of instances) instance.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const via = (base: string, token?: string | null) =>
  new ApiClient({ baseUrl: base, fetch: cookieJarFetch(), getAccessToken: () => token ?? null });
const refused = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: ApiError) => e,
  );

describe.runIf(onPostgres)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  it('runs the whole journey, each step on whichever instance the proxy picks', async () => {
    const email = 'scale.buyer@example.com';
    const password = 'Scale-Buyer-Pass-2026';
    const anon = via(proxy.url);
    const from = proxy.served.length;
    // The OTP is sent by one instance and validated by the other; the proof cookie too.
    await user.sendOtp(anon, email);
    await user.validateOtp(anon, email, await latestOtp(anon, email));
    await user.createUser(anon, {
      email,
      password,
      firstName: 'Scale',
      lastName: 'Buyer',
      userName: 'scalebuyer',
      groups: [],
      realmRoles: [],
    });
    const tokens = await user.login(anon, { username: email, password });
    const buyer = via(proxy.url, tokens.access_token);
    const b = await basket.create(buyer, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 3 });
    expect(await basket.get(buyer, b.id)).toEqual({ ...b, employeeId: expect.any(String) });
    const placed = await order.place(buyer, placeOrder(b.id, email));
    const paid = await dev.testCheckout(buyer, {
      subscriptionId: placed.subscriptionId!,
      cardNumber: '4111 1111 1111 1111',
      cardHolderName: 'Scale Buyer',
      expiry: '12/30',
      cvv: '123',
    });
    // The checkout's signature is made by one instance and checked by the other.
    const confirmed = await order.confirmPayment(buyer, paid);
    expect(confirmed.status).toBe('PAID');
    expect((await order.get(buyer, placed.orderId!)).status).toBe('PAID');
    const steps = proxy.served.slice(from);
    expect(new Set(steps)).toEqual(new Set([0, 1]));
  });

  it('holds a rate limit across instances: the 11th contact in a minute is refused, whichever instance gets it', async () => {
    const statuses: number[] = [];
    const upstreams: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${proxy.url}/api/v1/lnf/portal/customer/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      });
      statuses.push(res.status);
      upstreams.push(res.headers.get('x-upstream')!);
    }
    // Alternating: each instance saw 5 or 6 of the 11, under the limit of 10 on its own.
    expect(new Set(upstreams)).toEqual(new Set(['0', '1']));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('refuses on instance B a refresh token already rotated on instance A, and ends that session everywhere', async () => {
    const [a, b] = instances.map((i) => via(i.url));
    const first: TokenResponse = await user.login(a!, { username: ADMIN.email, password: ADMIN.password });
    const rotated = await user.refresh(a!, first.refresh_token);
    const reuse = await refused(user.refresh(b!, first.refresh_token));
    expect([reuse.status, reuse.message]).toEqual([401, 'Refresh token was already used; the session is revoked']);
    // The reuse revoked the family: the rotated refresh token dies on A, and its access token on
    // both instances (B reads the shared deny-list within a second).
    expect((await refused(user.refresh(a!, rotated.refresh_token))).status).toBe(401);
    for (const instance of instances) {
      await expect
        .poll(async () => (await refused(configuration.refresh(via(instance.url, rotated.access_token)))).status)
        .toBe(401);
    }
  });

  it('runs the reconciliation job once when both instances trigger it at the same moment', async () => {
    const trigger = (i: ServerProcess) =>
      fetch(`${i.url}/api/dev/jobs`, { method: 'POST' }).then((r) => r.json() as Promise<{ reconcile: boolean }>);
    const both = await Promise.all(instances.map(trigger));
    expect(both.map((r) => r.reconcile).sort()).toEqual([false, true]);
    // The period is not over: neither instance runs it again, one after the other.
    for (const instance of instances) expect(await trigger(instance)).toEqual({ reconcile: false });
  });

  it("a configuration refresh on one instance reaches the other's cache within a second or so", async () => {
    const [a, b] = instances.map((i) => i.url);
    const adminTokens = await user.login(via(a!), { username: ADMIN.email, password: ADMIN.password });
    const read = async (base: string) => (await configuration.getSupport(via(base))).configData;
    const before = await read(b!);
    expect(before).toBeDefined();
    // A change lands in the table (an operator's SQL), then an admin refreshes through A only.
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `update configurations set config_data = '["LNF","SCALE"]'::jsonb where service_name = 'support' and config_key = 'project_key'`,
      );
      await configuration.refresh(via(a!, adminTokens.access_token));
      await expect.poll(async () => (await read(b!)).project_key, { timeout: 5_000 }).toEqual(['LNF', 'SCALE']);
    } finally {
      await client.end();
    }
  });
});

function placeOrder(basketId: string, email: string): PlaceOrderRequest {
  return {
    basketId,
    customer: {
      fullName: 'Scale Buyer',
      mobileNumber: '9876543210',
      email,
      category: 'banking',
      website: '',
      marketingPreference: false,
      communication: 'MOBILE',
      isSameAddress: true,
    },
    billingAddress: {
      addressLine1: '1 Cloud Road',
      country: 'IN',
      state: 'Telangana',
      city: 'Hyderabad',
      postCode: '500001',
      type: 'Primary',
    },
  };
}
