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

describe('migration 0005_plan_names', () => {
  it('gives a plan seeded with its old name the product name, and leaves an edited plan alone', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { eq, sql } = await import('drizzle-orm');
    const { MIGRATIONS_DIR } = await import('../src/paths');
    const db = server.services.db;
    const oldSeed =
      'HR People 360: The whole employee lifecycle in one platform: HR, payroll, recruitment and analytics. Includes Employee records, Leave, Attendance, Payroll, Recruitment, Appraisal, Analytics.';
    await db.update(plans).set({ longDescription: oldSeed }).where(eq(plans.name, 'hr_people_360'));
    await db.update(plans).set({ longDescription: 'Our own words' }).where(eq(plans.name, 'recruiter_pro'));
    for (const statement of readFileSync(join(MIGRATIONS_DIR, '0005_plan_names.sql'), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      await db.execute(sql.raw(statement));
    }
    const after = new Map((await db.select().from(plans)).map((p) => [p.name, p.longDescription]));
    expect(after.get('hr_people_360')).toMatch(/^LNF People 360: /);
    expect(after.get('recruiter_pro')).toBe('Our own words');
    expect(after.get('hr_essential')).toMatch(/^LNF Professional Essential: /);
  });
});
