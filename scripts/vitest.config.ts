import { defineProject } from 'vitest/config';

/** Checks over the whole repository: the layer rules of DESIGN.md (dependency-cruiser). */
export default defineProject({
  test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'], root: '.', testTimeout: 60_000 },
});
