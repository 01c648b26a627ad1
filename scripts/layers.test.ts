import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The layer rules of DESIGN.md section 1 (.dependency-cruiser.cjs): the tree keeps them, and a file
 * that breaks one is caught, so the rules are known to bite.
 */
const root = join(import.meta.dirname, '..');
const SOURCES = [
  'packages/ui/src',
  'packages/sdk/src',
  'packages/server/src',
  'packages/server/test',
  'app/src',
  'app/e2e',
  'app/scripts',
  'scripts',
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

async function cruise(paths: string[]): Promise<Violation[]> {
  const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [bin, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...paths],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch(
    // Violations make the command exit non-zero; its JSON is still the answer.
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const probes: string[] = [];
function probe(path: string, source: string): string {
  writeFileSync(join(root, path), source);
  probes.push(path);
  return path;
}
afterEach(() => {
  for (const p of probes.splice(0)) rmSync(join(root, p), { force: true });
});

describe('layers', () => {
  it('the tree keeps every rule', async () => {
    expect((await cruise(SOURCES)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  it('catches a file that breaks one', async () => {
    const files = [
      probe('packages/ui/src/zz-layer-probe.ts', "export { formatINR } from '@lnf/sdk';\n"),
      probe('packages/sdk/src/zz-layer-probe.ts', "export { useState } from 'react';\n"),
      probe('app/src/zz-layer-probe.ts', "export { PDFDocument } from 'pdf-lib';\n"),
      probe('packages/server/src/zz-layer-probe.ts', "export { Button } from '@lnf/ui';\n"),
      probe('packages/server/src/routes/zz-layer-probe.ts', "export { basketRoutes } from './basket';\n"),
      probe('packages/server/src/services/zz-layer-probe.ts', "export { orderRoutes } from '../routes/orders';\n"),
      probe('packages/server/src/routes/zz-db-probe.ts', "export { baskets } from '../db/schema';\n"),
      probe('packages/server/src/services/zz-http-probe.ts', "export { jsonBody } from '../http/validate';\n"),
      probe('packages/sdk/src/domain/zz-layer-probe.ts', "export { ApiClient } from '../client';\n"),
      probe('packages/server/src/zz-cycle-a.ts', "export { b } from './zz-cycle-b';\nexport const a = 1;\n"),
      probe('packages/server/src/zz-cycle-b.ts', "export { a } from './zz-cycle-a';\nexport const b = 2;\n"),
      // A cycle in the app is caught as anywhere else.
      probe('app/src/zz-cycle-a.ts', "export { b } from './zz-cycle-b';\nexport const a = 1;\n"),
      probe('app/src/zz-cycle-b.ts', "export { a } from './zz-cycle-a';\nexport const b = 2;\n"),
    ];
    const found = (await cruise(files)).map((v) => `${v.rule.name}: ${v.from}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'ui-not-to-sdk: packages/ui/src/zz-layer-probe.ts',
        'sdk-not-to-react: packages/sdk/src/zz-layer-probe.ts',
        'declared-dependencies: app/src/zz-layer-probe.ts',
        'server-not-to-ui: packages/server/src/zz-layer-probe.ts',
        'route-not-to-route: packages/server/src/routes/zz-layer-probe.ts',
        'services-not-to-routes: packages/server/src/services/zz-layer-probe.ts',
        'routes-not-to-db: packages/server/src/routes/zz-db-probe.ts',
        'services-not-to-routes: packages/server/src/services/zz-http-probe.ts',
        'domain-is-pure: packages/sdk/src/domain/zz-layer-probe.ts',
        'no-circular: packages/server/src/zz-cycle-a.ts',
        'no-circular: app/src/zz-cycle-a.ts',
      ]),
    );
  });
});
