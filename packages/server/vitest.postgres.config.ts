import { defineProject } from 'vitest/config';

/**
 * The same API suite on a real PostgreSQL server (Debian's postgresql, started by the global
 * setup in a throwaway cluster; or the server in LNF_TEST_DATABASE_URL). Each test file gets
 * its own database, so files do not see each other's rows.
 */
export default defineProject({
  test: {
    name: 'server-postgres',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Tests that spawn the server binary run it on PGlite, and the WebAssembly tier test is about
    // PGlite alone: once, in the server project, is enough.
    exclude: [
      'test/durability.test.ts',
      'test/lifecycle.test.ts',
      'test/logging.test.ts',
      'test/outbox-durability.test.ts',
      'test/startup.test.ts',
      'test/wasm-tiers.test.ts',
    ],
    globalSetup: ['test/postgres-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
