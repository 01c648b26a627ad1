#!/usr/bin/env node
// Starts the LNF server. Runs the bundle in dist/ when it is newer than every source file
// (`npm run build` makes it; no TypeScript compile at start-up), else the TypeScript sources
// through tsx, so an edited checkout never runs stale code. LNF_FROM_SOURCE=1 forces the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bundle = join(root, 'dist/main.mjs');

function newestSource() {
  let newest = 0;
  const dirs = [join(root, 'src'), join(root, '../sdk/src')];
  for (const dir of dirs) {
    // A container image carries the bundle without the sources (packages/server/Dockerfile).
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true })) {
      const m = statSync(join(dir, name)).mtimeMs;
      if (m > newest) newest = m;
    }
  }
  return newest;
}

const fresh = process.env.LNF_FROM_SOURCE !== '1' && existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource();
if (fresh) {
  await import(bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
