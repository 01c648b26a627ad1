/**
 * @lnf/ui and @lnf/sdk as another team gets them. Both are packed with npm (prepack/postpack swap
 * `exports` to dist/ and back), installed from the tarballs into a fresh Vite + React app in the
 * system temp folder, outside the workspace, next to the app's own react-aria-components. Then:
 * plain Node imports both packages; Vite builds a Button-only page (which must hold Button's code
 * and styles and nothing of the other components) and a page with base.css, OtpInput, a Modal
 * in the app's own DialogTrigger and an sdk formatter, which Chromium opens and measures.
 * publint lints both tarballs.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { attempt, consumerLock, ensureBuilt, pack, run, serve, startDevServer, walk, type Packed } from './consumer';
import { consumerFiles, VISUAL_FONT_PACKAGES } from './consumer-app';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(pkgDir, '../..');
const sdkDir = join(repoRoot, 'packages/sdk');
const dist = join(pkgDir, 'dist');
const original = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const originalSdk = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8'));

/** Component folders and CSS files reachable from a dist entry through its relative imports. */
function reachable(entry: string) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*["'](\.{1,2}\/[^"']+|#css\/[^"']+)["']/g,
    )) {
      visit(spec.startsWith('#css/') ? join(dist, spec.slice('#css/'.length)) : resolve(dirname(file), spec));
    }
  };
  visit(entry);
  return seen;
}

const targets = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];

const work = mkdtempSync(join(tmpdir(), 'lnf-ui-pack-'));
const stage = join(work, 'stage');
const app = join(work, 'app');

/** As the visual test draws stories: no motion, no caret. */
const STILL = `*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important;
  animation-duration: 0s !important; animation-delay: 0s !important; caret-color: transparent !important; }`;

/** Pixels where any channel differs by more than 24 of 255 (anti-aliasing stays under it). */
function differingPixels(a: PNG, b: PNG) {
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a.data[i + c]! - b.data[i + c]!) > 24) {
        count++;
        break;
      }
    }
  }
  return count;
}
let ui: Packed;
let sdk: Packed;
let bundleJs = '';
let bundleCss = '';
let buildLog = '';
let browser: Browser;
let served: { url: string; server: Server };

beforeAll(async () => {
  ensureBuilt(pkgDir);
  ensureBuilt(sdkDir);
  ui = pack(pkgDir, stage, 'ui', work, join(pkgDir, 'scripts'));
  sdk = pack(sdkDir, stage, 'sdk', work, join(pkgDir, 'scripts'));
  for (const { name, size, unpackedSize, files } of [ui, sdk]) {
    console.log(
      `${name}: ${(size / 1024).toFixed(1)} KiB packed, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked, ${files.length} files`,
    );
  }

  // The consumer: a Vite + React app, as `npm create vite` would make it, that already uses
  // react-aria-components itself.
  mkdirSync(join(app, 'src'), { recursive: true });
  for (const { tarball } of [ui, sdk]) cpSync(tarball, join(app, basename(tarball)));
  // The fonts are the visual baselines' (test/visual-fonts.css), for the page compared with them:
  // copied from the workspace as files of the app (consumer-app.ts), not installed, so the offline
  // install below needs nothing the workspace's own install did not fetch.
  for (const font of VISUAL_FONT_PACKAGES)
    cpSync(join(repoRoot, 'node_modules', font), join(app, 'src/fonts', basename(font)), { recursive: true });
  const direct = ['react', 'react-dom', 'react-aria-components', 'vite', '@vitejs/plugin-react'];
  const packed = [ui, sdk].map((entry) => ({ entry, file: basename(entry.tarball) }));
  const { entries, version } = consumerLock(repoRoot, direct, packed);
  const pkg = {
    name: 'lnf-ui-consumer',
    version: '0.0.0',
    private: true,
    type: 'module',
    dependencies: {
      '@lnf/sdk': `file:${basename(sdk.tarball)}`,
      '@lnf/ui': `file:${basename(ui.tarball)}`,
      react: version('react'),
      'react-dom': version('react-dom'),
      'react-aria-components': `^${version('react-aria-components')}`,
    },
    devDependencies: {
      vite: version('vite'),
      '@vitejs/plugin-react': version('@vitejs/plugin-react'),
    },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2));
  const root = {
    name: pkg.name,
    version: pkg.version,
    dependencies: pkg.dependencies,
    devDependencies: pkg.devDependencies,
  };
  const lock = {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: 3,
    requires: true,
    packages: { '': root, ...entries },
  };
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify(lock, null, 2));
  for (const [file, text] of Object.entries(consumerFiles)) writeFileSync(join(app, file), text);
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);

  const vite = join(app, 'node_modules/vite/bin/vite.js');
  buildLog = attempt(process.execPath, [vite, 'build'], app).output;
  buildLog += attempt(process.execPath, [vite, 'build', '--config', 'vite.page.config.js'], app).output;
  const assets = walk(join(app, 'dist/assets'));
  bundleJs = assets
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  bundleCss = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  served = await serve(join(app, 'dist-page'));
});

afterAll(async () => {
  await browser?.close();
  served?.server.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm pack', () => {
  const meta = new Set(['package.json', 'README.md', 'CHANGELOG.md']);

  test('the ui tarball holds dist/, the README, the CHANGELOG and package.json, and no sources', () => {
    const files = ui.files;
    for (const file of meta) expect(files).toContain(file);
    for (const file of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/tokens.css',
      'dist/base.css',
      'dist/tokens.js',
      'dist/tokens.d.ts',
      'dist/no-css.js',
      'dist/Button/index.js',
      'dist/Button/index.d.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((f) => !f.startsWith('dist/') && !meta.has(f))).toEqual([]);
    // A consumer's bundler would take `X.module.css` for a CSS Module again and drop it.
    expect(files.filter((f) => f.endsWith('.module.css'))).toEqual([]);
  });

  test('the sdk tarball holds dist/, the README, the CHANGELOG and package.json, and no sources', () => {
    expect(sdk.files).toEqual(expect.arrayContaining([...meta, 'dist/index.js', 'dist/index.d.ts']));
    expect(sdk.files.filter((f) => !f.startsWith('dist/') && !meta.has(f))).toEqual([]);
  });

  test.each([
    ['@lnf/ui', () => ({ packed: ui, source: original, folder: 'ui', dir: pkgDir })],
    ['@lnf/sdk', () => ({ packed: sdk, source: originalSdk, folder: 'sdk', dir: sdkDir })],
  ])('%s: the packed package.json exports dist/ and has no scripts; the working copy keeps src/', (_, get) => {
    const { packed, source, folder, dir } = get();
    expect(packed.manifest.exports).toEqual(source.publishConfig.exports);
    expect(packed.manifest.publishConfig?.exports).toBeUndefined();
    for (const target of targets(packed.manifest.exports)) expect(target).toMatch(/^\.\/dist\//);
    for (const target of targets(packed.manifest.exports).filter((t) => !t.includes('*'))) {
      expect(packed.files, target).toContain(target.slice(2));
    }
    // `build`, `prepack` and `postpack` name src/, vite.config.ts and scripts/: none is packed.
    expect(packed.manifest.scripts).toBeUndefined();
    expect(readFileSync(join(stage, folder, 'package.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'package.json'), 'utf8'),
    );
    expect(existsSync(join(stage, folder, '.package.json.prepack'))).toBe(false);
    expect(source.exports['.'].default).toBe('./src/index.ts');
  });

  test.each([['@lnf/ui'], ['@lnf/sdk']])(
    'publint finds nothing in the %s tarball, suggestions included',
    async (name) => {
      const bytes = readFileSync((name === '@lnf/ui' ? ui : sdk).tarball);
      const { messages, pkg } = await publint({
        pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
        level: 'suggestion',
        strict: true,
      });
      expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg)}`)).toEqual([]);
    },
  );

  test.each([['@lnf/ui'], ['@lnf/sdk']])(
    "every link in the %s tarball's README leads somewhere from the tarball",
    (name) => {
      const packed = name === '@lnf/ui' ? ui : sdk;
      const readme = run('tar', ['-xzOf', packed.tarball, 'package/README.md'], work);
      const links = [...readme.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map(([, href]) => href);
      const broken = links.filter(
        (href) =>
          !/^(https?:|mailto:|#)/.test(href) && !packed.files.includes(href.replace(/^\.\//, '').replace(/#.*$/, '')),
      );
      expect(broken).toEqual([]);
    },
  );

  test("@lnf/ui's React Aria and Floating UI dependencies are caret ranges, so an app's copy dedupes", () => {
    // With `1.22.1` exactly, an app on 1.23 gets a second copy: no shared context, and a Modal in
    // the app's own DialogTrigger never opens.
    expect(ui.manifest.dependencies['react-aria-components']).toMatch(/^\^1\.\d+\.\d+$/);
    expect(ui.manifest.dependencies['@floating-ui/react']).toMatch(/^\^0\.\d+\.\d+$/);
  });
});

describe('dist of @lnf/ui', () => {
  const directive = (file: string) => /^\s*(['"])use client\1;?/.test(readFileSync(join(dist, file), 'utf8'));

  test("every entry chunk starts with 'use client' (React Server Components); pure modules do not", () => {
    const entries = [
      'index.js',
      ...ui.files.filter((f) => /^dist\/[A-Za-z]+\/index\.js$/.test(f)).map((f) => f.slice('dist/'.length)),
    ];
    expect(entries.length).toBeGreaterThan(30);
    expect(entries.filter((file) => !directive(file))).toEqual([]);
    expect(directive('Button/Button.js')).toBe(true);
    // Data and functions a server component may import and call.
    expect(directive('tokens.js')).toBe(false);
    expect(directive('CardForm/validation.js')).toBe(false);
  });
});

describe('plain Node in the consumer app, no bundler', () => {
  test('imports @lnf/ui, a component entry and @lnf/ui/tokens, and renders a Button to HTML', () => {
    const script = `
      const ui = await import('@lnf/ui');
      const { Button } = await import('@lnf/ui/Button');
      const { tokens } = await import('@lnf/ui/tokens');
      const { createElement } = await import('react');
      const { renderToString } = await import('react-dom/server');
      console.log(JSON.stringify({
        same: ui.Button === Button,
        exports: Object.keys(ui).length,
        space: tokens['space-12'],
        html: renderToString(createElement(Button, null, 'Request Demo')),
      }));`;
    // Before #css/*, Node threw ERR_UNKNOWN_FILE_EXTENSION on the first `import './X.css'`.
    const { status, output } = attempt(process.execPath, ['--input-type=module', '-e', script], app);
    expect(output).not.toMatch(/ERR_/);
    expect(status).toBe(0);
    const result = JSON.parse(output.trim().split('\n').at(-1)!);
    expect(result).toMatchObject({ same: true, space: '3rem' });
    expect(result.exports).toBeGreaterThan(50);
    expect(result.html).toMatch(/<button[^>]*class="lnf-Button-Root[^"]*"[^>]*>.*Request Demo/);
  });

  test('imports @lnf/sdk: a formatter, a schema and the login crypto work', () => {
    const script = `
      const sdk = await import('@lnf/sdk');
      const envelope = await sdk.encryptPassword('correct horse');
      console.log(JSON.stringify({
        inr: sdk.formatINR(1234567),
        email: [sdk.Email.is('a@example.com'), sdk.Email.is('nope')],
        roundTrip: await sdk.decryptPassword(envelope),
      }));`;
    const { status, output } = attempt(process.execPath, ['--input-type=module', '-e', script], app);
    expect(output).not.toMatch(/ERR_MODULE_NOT_FOUND/);
    expect(status).toBe(0);
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      inr: '₹12,34,567.00',
      email: [true, false],
      roundTrip: 'correct horse',
    });
  });
});

describe('a Vite + React app outside the workspace, built with the tarballs', () => {
  test('lives outside the workspace and installed both packages from the tarballs', () => {
    expect(relative(repoRoot, app).startsWith('..')).toBe(true);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@lnf/ui/package.json'), 'utf8'));
    expect(installed.exports['.'].default).toBe('./dist/index.js');
    const installedSdk = JSON.parse(readFileSync(join(app, 'node_modules/@lnf/sdk/package.json'), 'utf8'));
    expect(installedSdk.exports['.'].default).toBe('./dist/index.js');
  });

  test('has one copy of react-aria-components, its own, which @lnf/ui shares', () => {
    const copies = run('npm', ['ls', 'react-aria-components', '--all', '--parseable'], app).trim().split('\n');
    expect(copies.map((p) => relative(app, p))).toEqual([join('node_modules', 'react-aria-components')]);
    expect(run('npm', ['ls', 'react-aria-components', '--all'], app)).toMatch(
      /@lnf\/ui@[\d.]+\n.*react-aria-components@[\d.]+ deduped/,
    );
  });

  test('Vite builds it without an error or a warning about the packages', () => {
    expect(buildLog.match(/built in/g)).toHaveLength(2);
    // Rollup-style bundlers warn about directives they drop; `#css/*` would fail to resolve.
    expect(buildLog).not.toMatch(/error|directive|use client|@lnf\/|#css/i);
  });

  test("bundles the tokens, Button's code and Button's styles", () => {
    expect(bundleCss).toMatch(/--lnf-color-[a-z-]+:/);
    expect(bundleJs).toContain('Request Demo');
    expect(bundleJs).toContain('lnf-Button-Root');
    // The class the JS puts on the button has a rule in the CSS.
    expect(bundleCss).toContain('.lnf-Button-Root');
  });

  test('importing Button pulls in no other component', () => {
    const used = reachable(join(dist, 'Button/index.js'));
    const cssFiles = walk(dist).filter((f) => f.endsWith('.css') && !['tokens.css', 'base.css'].includes(basename(f)));
    const prefix = (css: string) => `lnf-${basename(css, '.css')}-`;
    const kept = cssFiles.filter((f) => used.has(f)).map(prefix);
    const others = cssFiles.filter((f) => !used.has(f)).map(prefix);
    expect(kept).toContain('lnf-Button-');
    expect(others).toEqual(expect.arrayContaining(['lnf-DataTable-', 'lnf-OtpInput-', 'lnf-MegaMenu-']));
    for (const p of kept) expect(bundleCss, `${p} styles`).toContain(`.${p}`);
    const leaked = others.filter((p) => bundleJs.includes(p) || bundleCss.includes(p));
    expect(leaked).toEqual([]);
  });

  test('a page that imports Button from the root gets no Floating UI: only Tooltip and Popover use it', () => {
    // Floating UI's own markers (its data attributes and ids), as they survive minification.
    const marker = /data-floating-ui-|floating-ui-/;
    const source = join(repoRoot, 'node_modules/@floating-ui/react/dist/floating-ui.react.mjs');
    expect(readFileSync(source, 'utf8')).toMatch(marker);
    const importers = walk(dist)
      .filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('@floating-ui/react'))
      .map((f) => relative(dist, f));
    expect(importers.sort()).toEqual(['Popover/Popover.js', 'Tooltip/Tooltip.js', 'internal/floating.js'].sort());
    expect(bundleJs).not.toMatch(marker);
  });
});

describe('the built page in Chromium', () => {
  /** Measures the OTP page at `url`: what base.css decides. */
  async function measureOtpPage(url: string) {
    const page = await browser.newPage();
    await page.goto(url);
    const cell = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await cell.waitFor();
    const measured = await cell.evaluate((input) => {
      const root = getComputedStyle(document.documentElement);
      const label = [...document.querySelectorAll('span, label')].find((el) => el.textContent === 'Verification code')!;
      return {
        cellHeight: input.getBoundingClientRect().height,
        // --lnf-space-12 is in rem: the cell's intended size in pixels.
        expected: parseFloat(root.getPropertyValue('--lnf-space-12')) * parseFloat(root.fontSize),
        labelFont: getComputedStyle(label).fontFamily.replace(/["']/g, ''),
        sans: root.getPropertyValue('--lnf-font-family-sans').trim().replace(/["']/g, ''),
        bodyMargin: getComputedStyle(document.body).margin,
      };
    });
    await page.close();
    return measured;
  }

  test('with @lnf/ui/base.css, components are drawn as in Storybook: border-box cells, the sans font, no body margin', async () => {
    const measured = await measureOtpPage(`${served.url}/page.html`);
    // Without base.css: 50 px (48 plus the two 1 px borders), and Times.
    expect(measured.expected).toBe(48);
    expect(measured.cellHeight).toBe(measured.expected);
    expect(measured.labelFont).toBe(measured.sans);
    expect(measured.bodyMargin).toBe('0px');
  });

  test("in Vite's dev server too, the components' CSS arrives through #css/* (pre-bundled dependency)", async () => {
    const dev = await startDevServer(app);
    try {
      const measured = await measureOtpPage(`${dev.url}/page.html`);
      expect(measured.cellHeight).toBe(48);
      expect(measured.labelFont).toBe(measured.sans);
    } finally {
      dev.stop();
    }
  });

  // The packed library in a fresh app looks as it does in Storybook: the same samples, drawn from
  // the tarballs with only the documented global CSS, match the stories' visual baselines.
  test.each([
    'Button/Primary',
    'Button/Secondary',
    'Checkbox/Checked',
    'TextField/Invalid',
    'OtpInput/WithDescription',
  ])('a fresh app draws %s as its Storybook baseline', async (story) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${served.url}/compare.html#${story}`);
    await page.addStyleTag({ content: STILL });
    const root = page.locator('#storybook-root');
    await root.locator('*').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    const shot = await root.screenshot();
    if (process.env.LNF_SAVE_COMPARE) writeFileSync(join(tmpdir(), `${story.replace('/', '-')}.png`), shot);
    const actual = PNG.sync.read(shot);
    await page.close();
    const baseline = PNG.sync.read(readFileSync(join(pkgDir, '__screenshots__/chromium-linux', `${story}.png`)));
    expect({ width: actual.width, height: actual.height }).toEqual({ width: baseline.width, height: baseline.height });
    expect(differingPixels(actual, baseline)).toBeLessThanOrEqual(actual.width * actual.height * 0.002);
  });

  test("a Modal in the app's own DialogTrigger opens; the sdk formatted the total", async () => {
    const page = await browser.newPage();
    await page.goto(`${served.url}/page.html`);
    await page.getByText('Total ₹12,34,567.00', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Schedule a demo' }).click();
    await page.getByRole('dialog', { name: 'Schedule a demo' }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });
});
