import { defineProject } from 'vitest/config';
import { articles } from './scripts/articles.mjs';

export default defineProject({
  // The Resources articles (Markdown) compile as in the build: route-heads.ts and the pages import them.
  plugins: [articles()],
  test: {
    name: 'app',
    environment: 'jsdom',
    setupFiles: ['src/test/jsdom.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // A limit, not a wait: the first render of a whole page in jsdom took over 5 s on the 2-core CI
    // box while the browser projects ran beside it (ScheduleDemo, 2026-11-24).
    testTimeout: 15_000,
  },
});
