/**
 * Every test project of the repo. Vitest 4 reads no workspace file by name, so
 * vitest.config.ts re-exports this and `npm test` (scripts/test.mjs) runs them all.
 * Each package owns its own project config beside its code.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'tokens/vitest.config.ts',
      'scripts/vitest.config.ts',
      'packages/*/vitest*.config.ts',
      'app/vitest*.config.ts',
    ],
  },
});
