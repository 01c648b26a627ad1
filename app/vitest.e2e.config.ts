import { defineProject } from 'vitest/config';
import { articles } from './scripts/articles.mjs';

/**
 * End-to-end: the real server (`npm start`'s bin on a temporary data folder)
 * serving the built app, driven by Debian's Chromium through playwright-core.
 */
export default defineProject({
  // route-heads.ts reads the Resources articles' front matter (Markdown, compiled as in the build).
  plugins: [articles()],
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
