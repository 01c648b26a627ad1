// GET basket reads the basket and its plan with one prepared statement, batched across concurrent
// requests (services/basketRead.ts). These tests hold it to the answers, checks and authorization of
// the general path (loadBasket + basketAnswer, still used by PUT) and show that nothing is cached.
import { ApiError, basket, configuration, type Basket } from '@lnf/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { auditLogs, baskets, configurations, plans } from '../src/db/schema';
import { startServer, type RunningServer } from '../src/server';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, type TestUser } from './users';

/** The server-postgres project runs this file on PostgreSQL, the server project on PGlite. */
const onPostgres = Boolean(inject('databaseUrl'));

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await createUser(server, 'alice.read@example.com');
  bob = await createUser(server, 'bob.read@example.com');
});
afterAll(() => server?.stop());

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );
const anon = () => server.client();
const admin = async () => server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
/** The general path's answer for the same basket: PUT with no change is loadBasket + basketAnswer. */
const generalAnswer = (client: ReturnType<typeof anon>, id: string) => basket.update(client, id, {});

describe('GET basket answers as the general path does', () => {
  it('for every plan and term, anonymous and bound, the same answer as PUT with no change', async () => {
    for (const plan of ['hr_essential', 'recruiter_pro', 'hr_people_360'] as const) {
      for (const renewalTerm of ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const) {
        const created = await basket.create(anon(), { plan, renewalTerm, users: 10 });
        expect(await basket.get(anon(), created.id)).toEqual(created);
        expect(await basket.get(anon(), created.id)).toEqual(await generalAnswer(anon(), created.id));
        const own = await basket.create(alice.client, { plan, renewalTerm, users: 10, subscriptionDate: '2031-03-31' });
        expect(own.employeeId).toBe(alice.id);
        expect(await basket.get(alice.client, own.id)).toEqual(own);
        expect(await basket.get(alice.client, own.id)).toEqual(await generalAnswer(alice.client, own.id));
      }
    }
  });

  it('400 for a malformed id with the same message as PUT, 404 for an unknown one, any letter case accepted', async () => {
    const bad = await fail(basket.get(anon(), 'not-a-uuid'));
    expect(bad.status).toBe(400);
    expect(bad.message).toBe((await fail(generalAnswer(anon(), 'not-a-uuid'))).message);
    const missing = await fail(basket.get(anon(), crypto.randomUUID()));
    expect([missing.status, missing.message]).toEqual([404, 'Basket not found']);
    const created = await basket.create(anon(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 3 });
    expect(await basket.get(anon(), created.id.toUpperCase())).toEqual(created);
  });
});

describe('GET basket authorization', () => {
  it("binds an anonymous basket on a user's first read; then only that user (and admins) read it, others get 404", async () => {
    const created = await basket.create(anon(), { plan: 'hr_essential', renewalTerm: 'QUARTERLY', users: 2 });
    expect(created.employeeId).toBeNull();
    const bound = await basket.get(alice.client, created.id);
    expect(bound).toEqual({ ...created, employeeId: alice.id });
    const binds = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'BIND_BASKET'), eq(auditLogs.key, created.id)));
    expect(binds).toHaveLength(1);
    expect(binds[0]!.actor).toBe(alice.email);
    for (const other of [bob.client, anon()]) {
      const e = await fail(basket.get(other, created.id));
      expect([e.status, e.message]).toEqual([404, 'Basket not found']);
    }
    // A token that is sent and bad is not taken as anonymous (test/optional-login.test.ts).
    const bad = await fail(basket.get(server.client('not.a.token'), created.id));
    expect([bad.status, bad.message]).toEqual([401, 'Invalid or expired token']);
    expect(await basket.get(await admin(), created.id)).toEqual(bound);
    expect(await basket.get(alice.client, created.id)).toEqual(bound);
    // An admin's read does not bind a basket to the admin.
    const loose = await basket.create(anon(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    expect((await basket.get(await admin(), loose.id)).employeeId).toBeNull();
    expect((await basket.get(bob.client, loose.id)).employeeId).toBe(bob.id);
  });

  it('concurrent reads of many baskets each get their own basket, or their own 404', async () => {
    const mine: Basket[] = [];
    for (let i = 0; i < 12; i++)
      mine.push(
        await basket.create(i % 2 ? alice.client : anon(), {
          plan: 'hr_essential',
          renewalTerm: i % 3 ? 'MONTHLY' : 'ANNUALLY',
          users: 1 + (i % 10),
        }),
      );
    const calls = Array.from({ length: 120 }, (_, i) => {
      const b = mine[i % mine.length]!;
      if (i % 7 === 0) return { expect: 404, run: () => basket.get(anon(), crypto.randomUUID()) };
      // Bob reads Alice's baskets: 404, in the same batches as Alice's own reads.
      if (b.employeeId && i % 5 === 0) return { expect: 404, run: () => basket.get(bob.client, b.id) };
      return { expect: b, run: () => basket.get(b.employeeId ? alice.client : anon(), b.id) };
    });
    const results = await Promise.all(calls.map((c) => c.run().catch((e: ApiError) => e.status)));
    results.forEach((r, i) => expect(r).toEqual(calls[i]!.expect));
  });
});

describe('GET basket reads prices and plans fresh', () => {
  it("reflects a plan's new price at once, and a plan taken off sale answers 400 as PUT does", async () => {
    const created = await basket.create(anon(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 4 });
    const db = server.services.db;
    const [before] = await db.select().from(plans).where(eq(plans.name, 'hr_essential'));
    try {
      await db.update(plans).set({ pricePaise: 319_900 }).where(eq(plans.name, 'hr_essential'));
      const repriced = await basket.get(anon(), created.id);
      expect(repriced).toMatchObject({ amount: 3199, subtotal: 3199, gstAmount: 575.82, paymentAmount: 3774.82 });
      expect(repriced.basketLineItems).toEqual([
        { name: 'hr_essential', productCode: before!.sku, quantity: 1, price: 3199 },
      ]);
      await db.update(plans).set({ isActive: false }).where(eq(plans.name, 'hr_essential'));
      const gone = await fail(basket.get(anon(), created.id));
      expect([gone.status, gone.message]).toEqual([400, "Unknown plan 'hr_essential'"]);
    } finally {
      await db
        .update(plans)
        .set({ pricePaise: before!.pricePaise, isActive: true })
        .where(eq(plans.name, 'hr_essential'));
    }
    expect(await basket.get(anon(), created.id)).toEqual(created);
  });

  it('uses the tax rate of the configuration service: a new rate shows after an admin refresh, as on every basket answer', async () => {
    const created = await basket.create(anon(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 4 });
    const db = server.services.db;
    const setTax = (value: number) =>
      db
        .update(configurations)
        .set({ configData: value })
        .where(and(eq(configurations.serviceName, 'product'), eq(configurations.configKey, 'taxPercentage')));
    try {
      await setTax(12);
      await configuration.refresh(await admin());
      expect(await basket.get(anon(), created.id)).toMatchObject({
        taxPercentage: 12,
        gstAmount: 359.88,
        paymentAmount: 3358.88,
      });
      expect(await basket.get(anon(), created.id)).toEqual(await generalAnswer(anon(), created.id));
    } finally {
      await setTax(18);
      await configuration.refresh(await admin());
    }
    expect(await basket.get(anon(), created.id)).toEqual(created);
  });

  it.skipIf(onPostgres)('prepares its statement again when the session lost it (PGlite)', async () => {
    const created = await basket.create(anon(), { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 4 });
    expect(await basket.get(anon(), created.id)).toEqual(created);
    await server.services.db.execute(sql`deallocate all`);
    expect(await basket.get(anon(), created.id)).toEqual(created);
  });
});

describe('two instances on one database', () => {
  let second: RunningServer | null = null;
  afterAll(() => second?.close());

  // PGlite: one process owns the data folder, so this runs in the server-postgres project.
  it.runIf(onPostgres)(
    'a basket bound and repriced through one instance reads the same through the other',
    async () => {
      const { config } = server.services;
      // The same data folder for the signing keys: a token of one instance is valid on the other.
      second = await startServer(
        loadConfig(
          {
            LNF_DATA_DIR: config.dataDir,
            LNF_ADMIN_EMAIL: ADMIN.email,
            LNF_ADMIN_PASSWORD: ADMIN.password,
            LNF_ADMIN_SECOND_FACTOR: 'off',
            LNF_STATIC_DIR: '',
          },
          { port: 0, host: '127.0.0.1', databaseUrl: config.databaseUrl },
        ),
      );
      const get = (token: string | null, id: string) =>
        fetch(`${second!.url}/api/v1/lnf/portal/basket/${id}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const created = await basket.create(anon(), { plan: 'recruiter_pro', renewalTerm: 'ANNUALLY', users: 12 });
      expect(await (await get(null, created.id)).json()).toEqual(created);
      const bound = await basket.get(alice.client, created.id);
      expect((await get(null, created.id)).status).toBe(404);
      expect((await get(bob.token, created.id)).status).toBe(404);
      expect(await (await get(alice.token, created.id)).json()).toEqual(bound);
      const db = server.services.db;
      const [before] = await db.select().from(plans).where(eq(plans.name, 'recruiter_pro'));
      try {
        await db.update(plans).set({ basePricePaise: 560_000 }).where(eq(plans.name, 'recruiter_pro'));
        expect(await (await get(alice.token, created.id)).json()).toMatchObject({ amount: 5600, subtotal: 67200 });
        expect(await basket.get(alice.client, created.id)).toMatchObject({ amount: 5600, subtotal: 67200 });
      } finally {
        await db.update(plans).set({ basePricePaise: before!.basePricePaise }).where(eq(plans.name, 'recruiter_pro'));
      }
      await db.delete(baskets).where(eq(baskets.id, created.id));
      expect((await get(alice.token, created.id)).status).toBe(404);
    },
  );
});
