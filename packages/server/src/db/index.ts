import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../paths';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { onlyTimeZones } from './pgliteZones';
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

/** The key of the advisory lock under which one instance at a time migrates a PostgreSQL database. */
export const MIGRATION_LOCK = 0x4c4e46; // 'LNF'

/**
 * An initialised, migrated PGlite data folder that `npm run build` leaves in dist/ (scripts/build.mjs).
 * A new data folder starts as a copy of it (about 0.1 s) instead of running initdb in WebAssembly
 * (2-3 s); the migrations still run after, so a template older than the migrations is only slower.
 */
export const PGLITE_TEMPLATE_DIR = join(SERVER_ROOT, 'dist/pg-template');

/** The template when it was made by this PGlite version, else null (initdb then runs as before). */
function usableTemplate(): string | null {
  try {
    const stamp = JSON.parse(readFileSync(join(PGLITE_TEMPLATE_DIR, 'lnf-template.json'), 'utf8')) as {
      pglite?: string;
    };
    return stamp.pglite === pgliteVersion() && existsSync(join(PGLITE_TEMPLATE_DIR, 'PG_VERSION'))
      ? PGLITE_TEMPLATE_DIR
      : null;
  } catch {
    return null;
  }
}

/** The installed @electric-sql/pglite's version (its package.json is not in its exports). */
export function pgliteVersion(): string | null {
  try {
    const entry = new URL(import.meta.resolve('@electric-sql/pglite')).pathname;
    const pkg = join(entry, '../../package.json');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/** True when `dir` holds nothing yet (a new data folder), so the template may fill it. */
const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

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
 * True when the database already has every migration in the folder, by the rule Drizzle's migrator
 * itself applies (a migration runs when it is newer than the last one recorded): one read instead
 * of the migrator's CREATE SCHEMA and CREATE TABLE checks, 25-55 ms of a PGlite start. Any error
 * (no migrations table yet) means "migrate".
 */
export async function migrationsApplied(
  query: (sql: string) => Promise<{ rows: Array<{ created_at: string | number }> }>,
): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    const { rows } = await query(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    return rows.length === 1 && Number(rows[0]!.created_at) >= newest;
  } catch {
    return false;
  }
}

/**
 * Opens the database and applies Drizzle's migrations: real Postgres when a URL is given,
 * otherwise PGlite persisted in `<dataDir>/pg`. Both run the same SQL.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteFsync?: boolean;
  /** Connections to PostgreSQL at most (DATABASE_POOL_MAX). @default 10 */
  databasePoolMax?: number;
  /** false: do not migrate (the `migrate` command ran them in a release step). @default true */
  migrate?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.databasePoolMax ?? 10 });
    if (options.migrate !== false) {
      // Instances starting together: the first migrates under the lock, the others wait for it and
      // then find nothing left to do (Drizzle skips applied migrations).
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    }
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite's 9 MB of WebAssembly is compiled by V8's baseline compiler (Liftoff) only. With V8's
  // default dynamic tiering, every function Postgres' start-up makes hot is also recompiled by the
  // optimizing compiler on background threads, which on two cores take the CPU from the start
  // itself: start on an existing folder 1.48-1.65 s with tier-up against 0.77-1.02 s without, and
  // peak RSS 267-286 against 222-224 MB (the optimized code). Reads measured the same; a
  // catalog-heavy query loop ran about 12% slower (docs/operations.md). V8 reads the flag when it
  // compiles a module, so it must be set before PGlite's first instance; it touches no JavaScript.
  setFlagsFromString('--liftoff-only');
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = join(options.dataDir, 'pg');
  const template = isEmptyDir(dir) ? usableTemplate() : null;
  if (template) cpSync(template, dir, { recursive: true, filter: (src) => !src.endsWith('lnf-template.json') });
  mkdirSync(dir, { recursive: true });
  // LNF_PGLITE_FSYNC=off puts PGlite's own `-F` back: faster commits that survive kill -9 but not a power loss.
  // `--single` must stay first: it selects Postgres' single-user mode.
  const startParams =
    options.pgliteFsync === false ? ['--single', '-F', ...PGLITE_START_PARAMS.slice(1)] : PGLITE_START_PARAMS;
  const client = await PGlite.create(dir, { startParams, extensions: { zones: onlyTimeZones() } });
  const db = drizzle(client, { schema });
  if (!(await migrationsApplied((sql) => client.query<{ created_at: string }>(sql))))
    await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
