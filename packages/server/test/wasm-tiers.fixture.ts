// Run by wasm-tiers.test.ts as `node --allow-natives-syntax --import tsx <this file> <mode>`:
// 'server' opens PGlite as the server does (openDatabase), 'control' as PGlite's defaults do. Both
// run the same queries, then print how many of PGlite's WebAssembly exports V8 has compiled with
// its baseline compiler (Liftoff) and how many with its optimizing one (TurboFan).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db';

const mode = process.argv[2];
const dataDir = mkdtempSync(join(tmpdir(), 'lnf-wasm-tiers-'));
let client: PGlite;
let close: () => Promise<void>;
if (mode === 'server') {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  client = (database.db as unknown as { $client: PGlite }).$client;
  close = database.close;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  client = await PGlite.create();
  close = () => client.close();
}

// V8's test intrinsics, which exist only under --allow-natives-syntax (a syntax error without it).
const isLiftoff = new Function('f', 'return %IsLiftoffFunction(f)') as (f: unknown) => boolean;
const isTurboFan = new Function('f', 'return %IsTurboFanFunction(f)') as (f: unknown) => boolean;
// A WebAssembly export prints as `function <index>() { [native code] }`.
const exports = Object.values((client as unknown as { mod: Record<string, unknown> }).mod).filter(
  (f) => typeof f === 'function' && /^function \d+\(\)/.test(Function.prototype.toString.call(f)),
);
const count = () => ({
  exports: exports.length,
  liftoff: exports.filter(isLiftoff).length,
  turbofan: exports.filter(isTurboFan).length,
});

// Rounds of queries until V8 has optimized something (the control) or 3,000 queries ran; V8
// optimizes in the background, so the control keeps going until that shows (at most 20,000).
let queries = 0;
const limit = mode === 'server' ? 3_000 : 20_000;
while (queries < limit && (mode === 'server' || count().turbofan === 0)) {
  for (let i = 0; i < 500; i++, queries++) await client.query('select $1::int + 1 as n', [queries]);
}
console.log(JSON.stringify({ mode, queries, ...count() }));
await close();
rmSync(dataDir, { recursive: true, force: true });
