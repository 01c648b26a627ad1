import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from '../db';

/** Rows of a statement, every column in Postgres' text form (null for NULL). */
export type TextRows = (string | null)[][];

/** One SQL statement parsed and planned once per database session, then only bound and run. */
export interface PreparedStatement {
  run(params: (string | null)[]): Promise<TextRows>;
}

type Runner = (name: string, text: string, params: (string | null)[]) => Promise<TextRows>;
const runners = new WeakMap<Db, Runner>();

/**
 * A named prepared statement on either database, for the hottest reads (GET basket):
 *
 * - PGlite: `db.query()` costs six calls into the WebAssembly backend per statement (Parse,
 *   Describe, Bind, Describe, Execute, Sync), and Postgres parses and plans the text every time:
 *   about 290 µs for a one-row select on this machine. Here the statement is parsed once in
 *   PGlite's single session, and each call sends Bind + Execute + Sync as one message: about 40 µs.
 *   It takes PGlite's own two locks in the order `query()` does, so it never runs inside another
 *   request's open transaction.
 * - PostgreSQL (node-postgres pool): pg's named statements, parsed once per pooled connection.
 *
 * `text` must not change for a `name`, and must select columns explicitly (a migration that adds
 * columns then leaves it valid).
 */
export function preparedStatement(db: Db, name: string, text: string): PreparedStatement {
  return { run: (params) => runnerOf(db)(name, text, params) };
}

function runnerOf(db: Db): Runner {
  let runner = runners.get(db);
  if (!runner) {
    const client = (db as unknown as { $client: unknown }).$client;
    if (client && typeof (client as PGlite).execProtocolStream === 'function') runner = pgliteRunner(client as PGlite);
    else if (client && typeof (client as Pool).query === 'function') runner = pgRunner(client as Pool);
    else throw new Error('preparedStatement: unknown database client');
    runners.set(db, runner);
  }
  return runner;
}

/**
 * node-postgres returns text as it came (no type parsing) in row arrays. A connection that lost
 * the statement (DISCARD ALL by a pooler in front) answers that call unprepared.
 */
function pgRunner(pool: Pool): Runner {
  const types = { getTypeParser: () => (value: string) => value };
  return async (name, text, values) => {
    try {
      return (await pool.query({ name, text, values, rowMode: 'array', types })).rows as TextRows;
    } catch (error) {
      if ((error as { code?: string }).code !== '26000') throw error;
      return (await pool.query({ text, values, rowMode: 'array', types })).rows as TextRows;
    }
  };
}

function pgliteRunner(client: PGlite): Runner {
  // Loaded with PGlite itself (openDatabase imports it on the PGlite path only).
  const protocol = import('@electric-sql/pglite').then((m) => m.protocol);
  /** Names parsed in PGlite's one session. */
  const parsed = new Set<string>();

  const once = async (name: string, text: string, params: (string | null)[]): Promise<TextRows> => {
    const { serialize } = await protocol;
    const parts: Uint8Array[] = [];
    // Close first: harmless when the name is unknown, and clears a Parse that went through on a
    // call that failed later (so the new Parse does not meet 'already exists').
    if (!parsed.has(name)) parts.push(serialize.close({ type: 'S', name }), serialize.parse({ name, text }));
    parts.push(serialize.bind({ statement: name, values: params }), serialize.execute({}), serialize.sync());
    const messages = await client.execProtocolStream(concat(parts), { syncToFs: false });
    parsed.add(name);
    const rows: TextRows = [];
    for (const m of messages)
      if (m.name === 'dataRow') rows.push((m as unknown as { fields: (string | null)[] }).fields);
    return rows;
  };

  return (name, text, params) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (client.closed) throw new Error('PGlite is closed');
        try {
          return await once(name, text, params);
        } catch (error) {
          // 26000: the session lost the statement (e.g. DEALLOCATE ALL): parse it again, once.
          if ((error as { code?: string }).code !== '26000') throw error;
          parsed.delete(name);
          return await once(name, text, params);
        }
      }),
    );
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
