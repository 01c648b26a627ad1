/**
 * The files of the consumer app in the pack test, as `npm create vite` (React, JavaScript) would
 * make them, plus a second page. `index.html` renders a Button alone: its build is checked for
 * tree-shaking. `page.html` is what a team writes on its first afternoon: the global CSS, an
 * OtpInput, a Modal in the app's own react-aria-components DialogTrigger (the way the overlays
 * doc used to show it), and a total formatted by @lnf/sdk; Chromium opens it. `compare.html` draws
 * a few components as their stories do, to compare with Storybook's screenshots.
 */
import { readFileSync } from 'node:fs';

/** The npm packages visual-fonts.css imports; the pack test copies them into the app's `src/fonts/`. */
export const VISUAL_FONT_PACKAGES = ['@fontsource-variable/noto-sans', '@fontsource-variable/noto-sans-mono'];

/** The visual baselines are drawn in npm fonts (visual-fonts.css): the comparison page loads the same files. */
const visualFonts = VISUAL_FONT_PACKAGES.reduce(
  (css, font) => css.replace(`@import '${font}';`, `@import './fonts/${font.split('/')[1]}/index.css';`),
  readFileSync(new URL('./visual-fonts.css', import.meta.url), 'utf8'),
);

const viteConfig = (extra: string) =>
  `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()]${extra} });\n`;

const html = (entry: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8"><title>Consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/${entry}"></script></body>\n</html>\n`;

export const consumerFiles: Record<string, string> = {
  'index.html': html('main.jsx'),
  'src/main.jsx': [
    "import '@lnf/ui/tokens.css';",
    "import '@lnf/ui/base.css';",
    "import { createRoot } from 'react-dom/client';",
    "import { Button } from '@lnf/ui';",
    '',
    "createRoot(document.getElementById('root')).render(<Button onPress={() => alert('pressed')}>Request Demo</Button>);",
    '',
  ].join('\n'),
  'vite.config.js': viteConfig(''),
  'page.html': html('page.jsx'),
  'src/page.jsx': [
    "import '@lnf/ui/tokens.css';",
    "import '@lnf/ui/base.css';",
    "import { createRoot } from 'react-dom/client';",
    "import { DialogTrigger } from 'react-aria-components';",
    "import { Button, Modal, OtpInput } from '@lnf/ui';",
    "import { formatINR } from '@lnf/sdk';",
    '',
    "createRoot(document.getElementById('root')).render(",
    '  <main>',
    '    <p>Total {formatINR(1234567)}</p>',
    '    <OtpInput label="Verification code" />',
    '    <DialogTrigger>',
    '      <Button>Schedule a demo</Button>',
    '      <Modal title="Schedule a demo">Pick a time that suits you.</Modal>',
    '    </DialogTrigger>',
    '  </main>,',
    ');',
    '',
  ].join('\n'),
  // The same samples as some Storybook stories (same props), one per load, chosen by the hash, in a
  // root laid out as Storybook's padded canvas: the pack test compares their pixels with the
  // stories' committed baselines.
  'compare.html': html('compare.jsx'),
  'src/visual-fonts.css': visualFonts,
  'src/compare.jsx': [
    "import '@lnf/ui/tokens.css';",
    "import '@lnf/ui/base.css';",
    "import './visual-fonts.css';",
    "import { createRoot } from 'react-dom/client';",
    "import { Button, Checkbox, OtpInput, TextField } from '@lnf/ui';",
    '',
    'const samples = {',
    '  \'Button/Primary\': <Button variant="primary">Request Demo</Button>,',
    '  \'Button/Secondary\': <Button variant="secondary">Cancel</Button>,',
    '  \'Checkbox/Checked\': <Checkbox label="Billing address is the same as the primary address" name="isSameAddress" defaultSelected />,',
    // TextField's stories sit in a 24rem column, as in a form.
    '  \'TextField/Invalid\': <div style={{ maxWidth: \'24rem\' }}><TextField label="Email" name="email" type="email" isInvalid errorMessage="Email must be a valid" defaultValue="ada@" /></div>,',
    '  \'OtpInput/WithDescription\': <OtpInput label="OTP" description="We sent a 6-digit code to ada@example.com." />,',
    '};',
    '',
    "const root = document.getElementById('root');",
    "root.id = 'storybook-root';",
    "root.style.cssText = 'padding: 1rem; display: flow-root;';",
    'createRoot(root).render(samples[decodeURIComponent(location.hash.slice(1))]);',
    '',
  ].join('\n'),
  'vite.page.config.js': viteConfig(
    ", build: { outDir: 'dist-page', rollupOptions: { input: ['page.html', 'compare.html'] } }",
  ),
};
