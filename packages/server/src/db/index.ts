import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;

/**
 * PGlite 0.5's own start parameters (single-user mode) without its `-F` (no fsync): a commit is on
 * disk before it is acknowledged, so an order survives a power loss, not only kill -9 (the cost is
 * measured by `npm run bench` and discussed in docs/operations.md), plus smaller buffers than
 * Postgres' defaults: 16 MB of shared buffers holds this database many times over, and keeps the
 * server inside DESIGN.md's 300 MB memory budget (the default 128 MB alone took a third of it).
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=8MB',
  '-c',
  'temp_buffers=2MB',
];

/**
 * Opens the database and applies Drizzle's migrations: real Postgres when a URL is given,
 * otherwise PGlite persisted in `<dataDir>/pg`. Both run the same SQL.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteFsync?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = join(options.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  // LNF_PGLITE_FSYNC=off puts PGlite's own `-F` back: faster commits that survive kill -9 but not a power loss.
  // `--single` must stay first: it selects Postgres' single-user mode.
  const startParams =
    options.pgliteFsync === false ? ['--single', '-F', ...PGLITE_START_PARAMS.slice(1)] : PGLITE_START_PARAMS;
  const client = await PGlite.create(dir, { startParams });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
