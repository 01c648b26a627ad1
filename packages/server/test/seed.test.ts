import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations, plans, users } from '../src/db/schema';
import { seed } from '../src/seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const rows = async (t: PgTable) => Number((await server.services.db.select({ n: count() }).from(t))[0]!.n);

describe('seed', () => {
  it('is idempotent: a second run adds nothing and keeps edits', async () => {
    expect(await rows(plans)).toBe(7);
    const configs = await rows(configurations);
    expect(configs).toBe(7);
    expect(await rows(users)).toBe(1);
    const again = await seed(server.services.db, server.services.config);
    expect(again).toEqual({ generatedAdminPassword: null, adminCreated: false });
    expect(await rows(plans)).toBe(7);
    expect(await rows(configurations)).toBe(configs);
    expect(await rows(users)).toBe(1);
  });
});
