// `npm run build -w @lnf/server`: bundles src/main.ts into dist/main.mjs (ESM, Node 20) so `npm start`
// does not compile TypeScript at start-up (DESIGN.md section 4: start in <= 2 s). The workspace
// packages (@lnf/sdk) are bundled in; registry packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lnf/'));

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
  // Lazy imports (pdf-lib for receipts and brochures) stay lazy as separate chunks.
  splitting: true,
});
console.log('server: dist/main.mjs');
