import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'app', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
});
