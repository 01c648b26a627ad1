// The component table of `npm run bench` (also `node scripts/bench-components.mjs` on its own):
// for each @lnf/ui component, the gzip size of an app that imports only it, beside the size of
// the react-aria-components primitive(s) it wraps imported alone. Both are bundled the same way:
// an entry of one re-export, rolldown (Vite's bundler), minified, NODE_ENV=production, React and
// react-dom external. Components come from packages/ui/dist (what consumers install), so it
// needs `npm run build -w @lnf/ui`; their CSS is counted apart. The primitives are the names the
// component's sources (and the components it renders) import from react-aria-components, so the
// table follows the code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;
const uiSrc = join(root, 'packages/ui/src');
const uiDist = join(root, 'packages/ui/dist');
const RAC = 'react-aria-components';
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Bundles `code` as the only module of an app; returns its gzip JS and CSS sizes. */
async function bundle(code) {
  const css = new Set();
  const build = await rolldown({
    input: 'entry',
    external: [/^react($|\/)/, /^react-dom($|\/)/],
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry-and-css',
        resolveId(id) {
          return id === 'entry' ? '\0entry' : null;
        },
        load(id) {
          if (id === '\0entry') return code;
          // The dist imports each component's CSS; count it, bundle no JS for it.
          if (id.endsWith('.css')) {
            css.add(id);
            return { code: '', moduleType: 'js' };
          }
          return null;
        },
      },
    ],
  });
  const { output } = await build.generate({ format: 'es', minify: true });
  await build.close();
  const js = output.filter((o) => o.type === 'chunk').reduce((sum, o) => sum + gz(o.code), 0);
  const styles = [...css].map((file) => readFileSync(file, 'utf8')).join('\n');
  return { js, css: css.size ? gz(styles) : 0 };
}

/** The components a folder defines: PascalCase values its index exports from its own files. */
function componentNames(folder) {
  const index = readFileSync(join(uiSrc, folder, 'index.ts'), 'utf8');
  return [...index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)]
    .flatMap(([, list]) => list.split(','))
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    )
    .filter((name) => /^[A-Z][a-z]\w*$/.test(name));
}

/** A source file from a relative import specifier: './Button', '../Spinner/Spinner'. */
function sourceFile(from, spec) {
  const base = join(from, '..', spec);
  return ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file));
}

/**
 * The values react-aria-components gives a component: what its folder's sources import from it,
 * and what the other components it renders import (CookieNotice's Button, ErrorPage's link).
 */
function primitivesOf(folder) {
  const names = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-aria-components'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
    // Value imports only: `import type { DataTableColumn } from './DataTable'` brings no code.
    for (const [, spec] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s*'(\.{1,2}\/[^']+)'/gm)) {
      if (!spec.endsWith('.css')) visit(sourceFile(file, spec));
    }
  };
  visit(join(uiSrc, folder, 'index.ts'));
  return [...names].sort();
}

/** The budgets: gzip bytes of JS and CSS per component folder (packages/ui/size-budgets.json). */
export function componentBudgets() {
  return JSON.parse(readFileSync(join(root, 'packages/ui/size-budgets.json'), 'utf8')).components;
}

/**
 * Per component folder of packages/ui/dist: its names, the gzip JS and CSS of an app importing
 * only them, and the react-aria-components primitives it wraps with their own gzip JS.
 */
export async function componentSizes() {
  if (!existsSync(join(uiDist, 'index.js'))) return null;
  const folders = readdirSync(uiDist, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(uiDist, e.name, 'index.js')))
    .map((e) => e.name)
    .sort();
  const sizes = [];
  const primitiveSizes = new Map();
  for (const folder of folders) {
    const names = componentNames(folder);
    const own = await bundle(
      `export { ${names.join(', ')} } from ${JSON.stringify(pathToFileURL(join(uiDist, folder, 'index.js')).href)};`,
    );
    const primitives = primitivesOf(folder).filter((name) => name !== 'composeRenderProps');
    const key = primitives.join(', ');
    if (primitives.length && !primitiveSizes.has(key)) {
      primitiveSizes.set(key, (await bundle(`export { ${key} } from '${RAC}';`)).js);
    }
    sizes.push({ folder, names, js: own.js, css: own.css, primitives, primitiveJs: primitiveSizes.get(key) });
  }
  return sizes;
}

export async function componentFigures() {
  const sizes = await componentSizes();
  if (!sizes) return 'bench: packages/ui/dist is missing; run `npm run build -w @lnf/ui` for the component table';
  const budgets = componentBudgets();
  const rows = sizes.map(({ folder, names, js, css, primitives, primitiveJs }) => {
    const budget = budgets[folder];
    const over = !budget || js > budget.js || css > budget.css;
    return [
      names.join(', '),
      kb(js),
      css ? kb(css) : '-',
      budget ? `${kb(budget.js)} / ${kb(budget.css)}` : 'none',
      over ? 'OVER' : 'ok',
      primitives.length ? primitives.join(', ') : '(none)',
      primitiveJs === undefined ? '-' : kb(primitiveJs),
      primitiveJs === undefined ? '-' : `${js >= primitiveJs ? '+' : ''}${kb(js - primitiveJs)}`,
    ];
  });
  const head = [
    'component (imported alone)',
    'JS gzip',
    'CSS gzip',
    'budget JS / CSS',
    '',
    `${RAC} primitives it wraps`,
    'JS gzip',
    'component - primitives',
  ];
  const width = head.map((h, i) => Math.min(Math.max(h.length, ...rows.map((r) => r[i].length)), i === 5 ? 60 : 40));
  const cell = (text, i) => (text.length > width[i] ? `${text.slice(0, width[i] - 1)}…` : text.padEnd(width[i]));
  return [
    'Components imported alone (rolldown, minified, React external) beside their budget and the react-aria-components primitives they wrap',
    head.map(cell).join('  '),
    ...rows.map((r) => r.map(cell).join('  ')),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(await componentFigures());
