/**
 * @lnf/ui as another team gets it. The package is packed with npm (its prepack/postpack swap
 * `exports` to dist/ and back), the tarball is installed into a fresh Vite + React app in the
 * system temp folder, outside the workspace, and that app, which imports `@lnf/ui/tokens.css` and
 * `{ Button } from '@lnf/ui'`, is built with Vite. The bundle must hold Button's code and styles
 * and nothing of the other components. publint lints the tarball.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(pkgDir, '../..');
const dist = join(pkgDir, 'dist');
const original = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

// npm started by `npm test` passes its own settings down as npm_* variables (a workspace, a
// lifecycle event); the npm calls below are a consumer's and must not inherit them.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|registry|userconfig)$/i.test(key)),
);
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
const newest = (paths: string[]) => Math.max(...paths.map((p) => statSync(p).mtimeMs));

/** Builds @lnf/ui when dist/ is missing or older than its sources. */
function ensureBuilt() {
  const inputs = [...walk(join(pkgDir, 'src')), join(pkgDir, 'vite.config.ts'), join(pkgDir, 'package.json')];
  if (existsSync(join(dist, 'index.js')) && statSync(join(dist, 'index.js')).mtimeMs >= newest(inputs)) return;
  run('npm', ['run', 'build'], pkgDir);
}

interface LockEntry {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

/**
 * A package-lock.json for the consumer, cut from the workspace's lock: the tarball plus the
 * packages its dependencies and the app's (react, react-dom, vite, @vitejs/plugin-react) need, at
 * the versions the workspace installed. Why: this machine reaches only the npm registry, and
 * npm's offline mode cannot resolve a version range from its cache (its cached package documents
 * are not served offline), but `npm ci --offline` installs a lock's exact versions from the cache
 * that the workspace's own `npm ci` filled. So the tarball goes through a real npm install, with
 * no network and no symlink into the workspace.
 */
function consumerLock(direct: string[], tarball: string, integrity: string, packed: LockEntry) {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const entries: Record<string, LockEntry> = {};
  const find = (from: string, name: string) => {
    for (let base = from; ; ) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[key] && !lock.packages[key].link) return key;
      if (!base) return null;
      const at = base.lastIndexOf('/node_modules/');
      base = at < 0 ? '' : base.slice(0, at);
    }
  };
  const add = (key: string) => {
    if (entries[key]) return;
    const { dev, devOptional, peer, ...entry } = lock.packages[key];
    entries[key] = entry as LockEntry;
    const needs = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !entry.peerDependenciesMeta?.[n]?.optional),
    ];
    for (const name of needs) {
      const found = find(key, name);
      if (!found) throw new Error(`package-lock.json has no ${name} for ${key}`);
      add(found);
    }
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const found = find(key, name);
      if (found) add(found);
    }
  };
  for (const name of [...direct, ...Object.keys(packed.dependencies ?? {})]) {
    if (!lock.packages[`node_modules/${name}`]) throw new Error(`the workspace did not install ${name} at the top level`);
    add(`node_modules/${name}`);
  }
  entries['node_modules/@lnf/ui'] = {
    version: packed.version,
    resolved: `file:${tarball}`,
    integrity,
    dependencies: packed.dependencies,
    peerDependencies: packed.peerDependencies,
  };
  return { entries, version: (name: string) => lock.packages[`node_modules/${name}`].version };
}

/** Component folders and CSS files reachable from a dist entry through its relative imports. */
function reachable(entry: string) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(resolve(dirname(file), spec));
    }
  };
  visit(entry);
  return seen;
}

const work = mkdtempSync(join(tmpdir(), 'lnf-ui-pack-'));
const stage = join(work, 'stage');
const app = join(work, 'app');
let tarball = '';
let packedFiles: string[] = [];
let packedManifest: Record<string, any> = {};
let bundleJs = '';
let bundleCss = '';

beforeAll(() => {
  ensureBuilt();

  // Pack a copy, so the working tree's package.json never points at dist/ while other test
  // projects read it; the copy runs the same prepack/postpack.
  mkdirSync(stage);
  for (const entry of ['package.json', 'README.md', 'dist', 'scripts']) cpSync(join(pkgDir, entry), join(stage, entry), { recursive: true });
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], stage)) as {
    filename: string;
    integrity: string;
    files: { path: string }[];
  }[];
  tarball = join(work, packed.filename);
  packedFiles = packed.files.map((f) => f.path);
  packedManifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], work));

  // The consumer: a Vite + React app, as `npm create vite` would make it.
  mkdirSync(join(app, 'src'), { recursive: true });
  cpSync(tarball, join(app, basename(tarball)));
  const direct = ['react', 'react-dom', 'vite', '@vitejs/plugin-react'];
  const { entries, version } = consumerLock(direct, basename(tarball), packed.integrity, packedManifest as LockEntry);
  const pkg = {
    name: 'lnf-ui-consumer',
    version: '0.0.0',
    private: true,
    type: 'module',
    dependencies: { '@lnf/ui': `file:${basename(tarball)}`, react: version('react'), 'react-dom': version('react-dom') },
    devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2));
  writeFileSync(
    join(app, 'package-lock.json'),
    JSON.stringify(
      {
        name: pkg.name,
        version: pkg.version,
        lockfileVersion: 3,
        requires: true,
        packages: { '': { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies, devDependencies: pkg.devDependencies }, ...entries },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8"><title>Consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    join(app, 'src/main.jsx'),
    [
      "import '@lnf/ui/tokens.css';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button } from '@lnf/ui';",
      '',
      "createRoot(document.getElementById('root')).render(<Button onPress={() => alert('pressed')}>Request Demo</Button>);",
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
  );
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], app);

  const assets = walk(join(app, 'dist/assets'));
  bundleJs = assets.filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8')).join('\n');
  bundleCss = assets.filter((f) => f.endsWith('.css')).map((f) => readFileSync(f, 'utf8')).join('\n');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm pack', () => {
  test('the tarball holds dist/, the README and package.json, and no sources', () => {
    expect(packedFiles).toContain('package.json');
    expect(packedFiles).toContain('README.md');
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/tokens.css', 'dist/Button/index.js', 'dist/Button/index.d.ts']) {
      expect(packedFiles).toContain(file);
    }
    expect(packedFiles.filter((f) => !f.startsWith('dist/') && f !== 'package.json' && f !== 'README.md')).toEqual([]);
    // A consumer's bundler would take `X.module.css` for a CSS Module again and drop it.
    expect(packedFiles.filter((f) => f.endsWith('.module.css'))).toEqual([]);
  });

  test('the packed package.json exports dist/ (prepack), the working copy keeps src/ (postpack)', () => {
    expect(packedManifest.exports).toEqual(original.publishConfig.exports);
    expect(packedManifest.publishConfig?.exports).toBeUndefined();
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(targets);
    for (const target of targets(packedManifest.exports)) expect(target).toMatch(/^\.\/dist\//);
    expect(readFileSync(join(stage, 'package.json'), 'utf8')).toBe(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    expect(existsSync(join(stage, '.package.json.prepack'))).toBe(false);
    expect(original.exports['.'].default).toBe('./src/index.ts');
  });

  test('publint finds nothing in the tarball, suggestions included', async () => {
    const bytes = readFileSync(tarball);
    const { messages, pkg } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg)}`)).toEqual([]);
  });
});

describe('a Vite + React app outside the workspace, built with the tarball', () => {
  test('lives outside the workspace and installed @lnf/ui from the tarball', () => {
    expect(relative(repoRoot, app).startsWith('..')).toBe(true);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@lnf/ui/package.json'), 'utf8'));
    expect(installed.exports['.'].default).toBe('./dist/index.js');
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
    const cssFiles = walk(dist).filter((f) => f.endsWith('.css') && basename(f) !== 'tokens.css');
    const prefix = (css: string) => `lnf-${basename(css, '.css')}-`;
    const kept = cssFiles.filter((f) => used.has(f)).map(prefix);
    const others = cssFiles.filter((f) => !used.has(f)).map(prefix);
    expect(kept).toContain('lnf-Button-');
    expect(others).toEqual(expect.arrayContaining(['lnf-DataTable-', 'lnf-OtpInput-', 'lnf-MegaMenu-']));
    for (const p of kept) expect(bundleCss, `${p} styles`).toContain(`.${p}`);
    const leaked = others.filter((p) => bundleJs.includes(p) || bundleCss.includes(p));
    expect(leaked).toEqual([]);
  });
});
