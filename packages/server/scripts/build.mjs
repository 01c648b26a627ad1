// `npm run build -w @lnf/server`: bundles src/main.ts into dist/main.mjs (ESM, Node 20) so `npm start`
// does not compile TypeScript at start-up (DESIGN.md section 4: start in <= 2 s). The workspace
// packages (@lnf/sdk) are bundled in; registry packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Pure-JavaScript packages the server loads at every start are bundled in too: Node 20's ES module
// loader resolves, reads and compiles each file on its own, and drizzle-orm, jose and hono are about
// 180 small files. What stays external: PGlite (its WebAssembly and data files sit beside its
// modules), argon2 (a native addon), and what is only imported later and on demand (pg with
// DATABASE_URL, nodemailer with SMTP, pdf-lib for documents, tsx for the sources).
// React Email is bundled too, into the mail chunk the outbox loads on its first send: bundling
// tree-shakes @react-email/components' barrel down to the components the templates use (its
// Tailwind, code-block and Markdown parts cost 300 ms and 40 MB to load otherwise); React itself
// stays external.
const bundled = new Set([
  '@lnf/sdk',
  '@hono/node-server',
  'drizzle-orm',
  'hono',
  'jose',
  'superstruct',
  '@react-email/components',
  '@react-email/render',
]);
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.has(name));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outdir: new URL('../dist', import.meta.url).pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Lazy imports (pdf-lib for receipts and brochures, the mail templates) stay lazy as separate chunks.
  splitting: true,
});
console.log('server: dist/main.mjs');

// A new PGlite data folder starts as a copy of this one (src/db/index.ts): initdb and the
// migrations, done once here instead of on every first start (2-3 s of WebAssembly).
const t0 = performance.now();
const template = new URL('../dist/pg-template', import.meta.url).pathname;
const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
  import('@electric-sql/pglite'),
  import('drizzle-orm/pglite'),
  import('drizzle-orm/pglite/migrator'),
]);
// Fewer and smaller files to copy on a first start (1,100 files and 40 MB become about 500 and 14 MB):
// 1 MB WAL segments instead of 16, and no template0/template1, which only CREATE DATABASE uses
// (the server has one database and never creates another).
const pg = await PGlite.create(template, { initDbStartParams: ['--wal-segsize=1'] });
await migrate(drizzle(pg), { migrationsFolder: new URL('../drizzle', import.meta.url).pathname });
await pg.exec(
  `update pg_database set datistemplate = false, datallowconn = false where datname in ('template0', 'template1')`,
);
await pg.exec('drop database template1');
await pg.exec('drop database template0');
await pg.exec('checkpoint');
await pg.close();
const pgliteDir = join(new URL(import.meta.resolve('@electric-sql/pglite')).pathname, '../..');
const { version } = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8'));
writeFileSync(join(template, 'lnf-template.json'), JSON.stringify({ pglite: version }));
console.log(`server: dist/pg-template (PGlite ${version}, ${Math.round(performance.now() - t0)} ms)`);
