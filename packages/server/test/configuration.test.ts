import { ApiError, configuration } from '@lnf/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, configurations } from '../src/db/schema';
import { getConfig } from '../src/services/configuration';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, failure, send, type TestUser } from './users';

let server: TestServer;
let admin: string;
let customerUser: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  customerUser = await createUser(server, 'config.customer@test.local');
});
afterAll(() => server?.stop());

async function setEntry(serviceName: string, key: string, value: unknown) {
  await server.services.db
    .update(configurations)
    .set({ configData: sql`${JSON.stringify(value)}::jsonb` })
    .where(and(eq(configurations.serviceName, serviceName), eq(configurations.configKey, key)));
}

describe('GET configurations (v3)', () => {
  it('answers the product entries as one configData object, anonymously', async () => {
    const product = await configuration.getProduct(server.client());
    expect(product).toEqual({
      serviceName: 'product',
      configData: { enablePortalOnlineOrder: true, taxPercentage: 18 },
    });
  });

  it('answers any service through the generic call', async () => {
    const entry = await configuration.get(server.client(), 'support');
    expect(entry.serviceName).toBe('support');
    expect((entry.configData as { project_key: string[] }).project_key).toEqual(['LNF']);
  });

  it('answers the support lists', async () => {
    const support = await configuration.getSupport(server.client());
    expect(support.configData).toEqual({
      labels: ['billing', 'payroll', 'recruitment', 'access', 'other'],
      priority: ['Highest', 'High', 'Medium', 'Low', 'Lowest'],
      project_key: ['LNF'],
      reporter: ['Customer', 'LNF Support'],
      status: ['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed'],
    });
  });

  it.each([
    ['an unknown service', '?serviceName=billing'],
    ['no service', ''],
    ['a SQL-looking service', `?serviceName=${encodeURIComponent("product' OR 1=1 --")}`],
    ['an unknown parameter', '?serviceName=product&x=1'],
  ])('answers %s with a JSON 400', async (_what, query) => {
    const res = await server.raw(`/api/v3/lnf/configurations${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: number; error: string; message: string };
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/serviceName|Unknown field/);
  });

  it('is mounted at v3 only', async () => {
    expect((await server.raw('/api/v1/lnf/configurations?serviceName=product')).status).toBe(404);
  });
});

describe('cache and POST configurations/refresh', () => {
  it('serves the cached copy until an admin refreshes', async () => {
    await configuration.getProduct(server.client());
    await setEntry('product', 'taxPercentage', 12);
    expect((await configuration.getProduct(server.client())).configData.taxPercentage).toBe(18);
    expect((await getConfig(server.services, 'product')).taxPercentage).toBe(18);

    expect((await failure<ApiError>(configuration.refresh(server.client()))).status).toBe(401);
    expect((await failure<ApiError>(configuration.refresh(customerUser.client))).status).toBe(403);
    expect((await configuration.getProduct(server.client())).configData.taxPercentage).toBe(18);

    expect(await configuration.refresh(server.client(admin))).toEqual({ message: 'Configurations refreshed' });
    expect((await configuration.getProduct(server.client())).configData.taxPercentage).toBe(12);
    expect((await getConfig(server.services, 'product')).taxPercentage).toBe(12);
    const logs = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'REFRESH_CONFIGURATION'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ module: 'configuration', actor: ADMIN.email, outcome: 'SUCCESS' });
    await setEntry('product', 'taxPercentage', 18);
    await configuration.refresh(server.client(admin));
  });

  it('refresh with a bad token answers 401, not a refresh', async () => {
    const res = await send(server, 'POST', '/api/v3/lnf/configurations/refresh', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { status: number }).status).toBe(401);
  });

  it('getConfig answers other modules the same values, one load per service', async () => {
    const first = getConfig(server.services, 'support');
    expect(getConfig(server.services, 'support')).toBe(first);
    expect((await first).project_key).toEqual(['LNF']);
  });
});
