import { defineProject } from 'vitest/config';

/**
 * The published package as a consumer gets it: `npm pack`, installed into a fresh Vite + React
 * app outside the workspace, built, checked for tree-shaking; publint on the tarball; and each
 * component's size budget.
 */
export default defineProject({
  test: {
    name: 'pack',
    environment: 'node',
    include: ['test/pack.test.ts', 'test/size.test.ts'],
    // Both files may rebuild dist/ when it is stale: one at a time.
    fileParallelism: false,
    // A build of @lnf/ui when dist/ is stale, an offline install and a Vite build.
    hookTimeout: 300_000,
    testTimeout: 60_000,
  },
});
