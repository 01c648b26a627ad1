import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

/**
 * Every story as a test in Chromium: it renders, its play function runs, and axe finds
 * nothing (the preview sets `a11y.test: 'error'`).
 */
export default defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // Failure screenshots and attachments go to the ignored cache, not beside the sources.
    attachmentsDir: '../../.cache/vitest-attachments/storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
      screenshotDirectory: '../../.cache/vitest-screenshots/storybook',
    },
  },
});
