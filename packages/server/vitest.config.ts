import { defineProject } from 'vitest/config';

/**
 * API integration: each test file starts the real server (Hono on a real port) on a fresh
 * PGlite data folder, or on PostgreSQL when LNF_TEST_DATABASE_URL is set, and talks HTTP.
 */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
