import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/** Components in real Chromium: focus, layout and timers behave as they do for people. */
export default defineProject({
  plugins: [react()],
  // Pre-bundle up front: a dependency discovered mid-run reloads the page and loads React twice.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-aria-components',
      'react-aria',
      'lucide-react',
      'clsx',
      '@floating-ui/react',
      '@visx/axis',
      '@visx/group',
      '@visx/scale',
      '@visx/shape',
      '@internationalized/date',
      'axe-core',
      '@testing-library/react',
      // The sdk's own dependency, for CardForm's test against the sdk's card rules.
      'superstruct',
    ],
  },
  test: {
    name: 'ui',
    // Failure screenshots and attachments go to the ignored cache, not beside the sources.
    attachmentsDir: '../../.cache/vitest-attachments/ui',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
      screenshotDirectory: '../../.cache/vitest-screenshots/ui',
    },
  },
});
