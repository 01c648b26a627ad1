import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleIsFresh } from '../bin/bundle-fresh.mjs';

/**
 * bin/lnf-server.mjs runs the bundle in dist/ only while it is newer than the sources (else it
 * compiles them with tsx, which is slower to start and to serve). What counts is a source file.
 */
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A source tree with one file an hour old and a bundle built after it. */
function tree() {
  const root = mkdtempSync(join(tmpdir(), 'lnf-fresh-'));
  roots.push(root);
  const src = join(root, 'src');
  mkdirSync(join(src, 'routes'), { recursive: true });
  const hourAgo = new Date(Date.now() - 3_600_000);
  const halfHourAgo = new Date(Date.now() - 1_800_000);
  writeFileSync(join(src, 'routes/plans.ts'), 'export {};\n');
  utimesSync(join(src, 'routes/plans.ts'), hourAgo, hourAgo);
  for (const dir of [join(src, 'routes'), src]) utimesSync(dir, hourAgo, hourAgo);
  const bundle = join(root, 'main.mjs');
  writeFileSync(bundle, '');
  utimesSync(bundle, halfHourAgo, halfHourAgo);
  return { src, bundle };
}

describe('bundleIsFresh', () => {
  it('is fresh when no source file changed since the build', () => {
    const { src, bundle } = tree();
    expect(bundleIsFresh(bundle, [src, join(src, '../missing')])).toBe(true);
  });

  it('is stale when a source file is newer than the bundle, or the bundle is missing', () => {
    const { src, bundle } = tree();
    writeFileSync(join(src, 'routes/plans.ts'), 'export const changed = true;\n');
    expect(bundleIsFresh(bundle, [src])).toBe(false);
    expect(bundleIsFresh(join(src, '../nothing.mjs'), [src])).toBe(false);
  });

  it('stays fresh when a file was added to a source folder and removed again', () => {
    // What the layers test does with its probe files: the folders' times change, no source does.
    const { src, bundle } = tree();
    writeFileSync(join(src, 'routes/probe.ts'), '');
    rmSync(join(src, 'routes/probe.ts'));
    expect(bundleIsFresh(bundle, [src])).toBe(true);
  });
});
