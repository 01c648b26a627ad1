#!/usr/bin/env node
// Starts the LNF server. Runs the bundle in dist/ when it is newer than every source file
// (`npm run build` makes it; no TypeScript compile at start-up), else the TypeScript sources
// through tsx, so an edited checkout never runs stale code. LNF_FROM_SOURCE=1 forces the sources.
import { join } from 'node:path';
import { bundleIsFresh } from './bundle-fresh.mjs';

const root = new URL('..', import.meta.url).pathname;
const fresh =
  process.env.LNF_FROM_SOURCE !== '1' &&
  bundleIsFresh(join(root, 'dist/main.mjs'), [join(root, 'src'), join(root, '../sdk/src')]);
if (fresh) {
  await import('../dist/main.mjs');
} else {
  const { register } = await import('tsx/esm/api');
  // The package's tsconfig (JSX as react-jsx for the mail templates), wherever the process started:
  // tsx otherwise looks for one in the working directory and compiles JSX the classic way.
  register({ tsconfig: join(root, 'tsconfig.json') });
  await import('../src/main.ts');
}
