import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { systemFonts } from './test/systemFonts.ts';

/**
 * Visual baselines and the 375 px overflow check: one loop over every story (test/visual.test.tsx)
 * in Chromium. Baselines live in `__screenshots__/chromium-linux/<Component>/<Story>.png` and are
 * committed; `npm run test:visual:update` rewrites them after an intended change. Every font comes
 * from npm (test/visual-fonts.css), so a baseline does not depend on the fonts a machine has.
 */
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
      '@storybook/react-vite',
      'storybook/test',
    ],
  },
  test: {
    name: 'visual',
    include: ['test/visual.test.tsx'],
    // Diffs and failure screenshots go to the ignored cache; only baselines sit beside the sources.
    attachmentsDir: '../../.cache/vitest-attachments/visual',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
        // The tester iframe is scaled down to fit the page around it; a page larger than every
        // story viewport keeps it at scale 1, so a baseline pixel is a CSS pixel.
        contextOptions: { viewport: { width: 1440, height: 900 } },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
      screenshotDirectory: '../../.cache/vitest-screenshots/visual',
      commands: { systemFonts },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            // Same Chromium, same npm fonts: two renders differ in a few dozen
            // anti-aliased pixels by at most 0.015 (pixelmatch's YIQ scale). 0.02 still sees a
            // success-badge background moved from #edf7f0 to #e3f2e8 (0.027); the pixel
            // allowance is far below what a changed colour, border or shifted line touches.
            threshold: 0.02,
            allowedMismatchedPixels: 40,
          },
          resolveScreenshotPath: ({ arg, browserName, platform, ext, root }) =>
            `${root}/__screenshots__/${browserName}-${platform}/${arg}${ext}`,
        },
      },
    },
  },
});
