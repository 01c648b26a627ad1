import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsApplied, openDatabase } from '../src/db';
import { MIGRATIONS_DIR } from '../src/paths';

const newest = Math.max(
  ...(
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ when: number }> }
  ).entries.map((e) => e.when),
);
const answering =
  (rows: Array<{ created_at: string | number }>) =>
  async (): Promise<{ rows: Array<{ created_at: string | number }> }> => ({ rows });

/** A start on a migrated PGlite folder reads one row instead of running the migrator's checks. */
describe('migrationsApplied', () => {
  it('is true only when the newest migration in the folder is recorded', async () => {
    expect(await migrationsApplied(answering([{ created_at: String(newest) }]))).toBe(true);
    expect(await migrationsApplied(answering([{ created_at: newest + 1 }]))).toBe(true);
    expect(await migrationsApplied(answering([{ created_at: String(newest - 1) }]))).toBe(false);
    expect(await migrationsApplied(answering([]))).toBe(false);
    expect(
      await migrationsApplied(() =>
        Promise.reject(new Error('relation "drizzle.__drizzle_migrations" does not exist')),
      ),
    ).toBe(false);
  });

  it('reads a real database: true once migrated and on every start after, false without the record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lnf-migrated-'));
    const query = (db: Awaited<ReturnType<typeof openDatabase>>) => (text: string) =>
      db.db.execute(sql.raw(text)) as unknown as Promise<{ rows: Array<{ created_at: string }> }>;
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir: dir, pgliteFsync: false });
      expect(await migrationsApplied(query(first))).toBe(true);
      await first.close();
      const again = await openDatabase({ databaseUrl: null, dataDir: dir, pgliteFsync: false });
      expect(await migrationsApplied(query(again))).toBe(true);
      const { rows } = (await again.db.execute(sql.raw('select count(*)::int as n from users'))) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows[0]!.n).toBe(0);
      await again.db.execute(sql.raw('delete from drizzle.__drizzle_migrations'));
      expect(await migrationsApplied(query(again))).toBe(false);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
