// `node app/scripts/bundle-report.mjs [page]`: what the home page's first load is made of (or another
// page's, by its file name under src/pages). Reads the build's manifest and `.vite/modules.json`
// (vite.config.ts) and prints, per package or source folder, the rendered bytes and their share of
// each chunk's gzip size (a chunk's gzip bytes split in proportion to its modules' rendered bytes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, entryKeyOf, firstLoad } from './first-load.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const modules = JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8'));
const page = process.argv[2] ?? 'Home';

const pageKey = Object.keys(manifest).find((k) => k.includes('src/pages/') && k.endsWith(`/${page}.tsx`));
// The entry with React DOM's chunk (first-load.mjs), then the page's own chunks.
const keys = closure(manifest, pageKey ?? entryKeyOf(manifest), firstLoad(manifest));

/** A module id as a package name, or a source folder of the workspace. */
function groupOf(id) {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = id.replace(/^.*?\/(app|packages)\//, '$1/').replace(/\?.*$/, '');
  const m = /^(packages\/\w+\/src\/[^/]+|app\/src\/(?:[^/]+\/)?)/.exec(rel);
  return m ? m[1] : rel;
}

const groups = new Map();
const files = [];
let total = 0;
for (const key of keys) {
  const file = manifest[key].file;
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  files.push({ file, gz });
  const mods = modules[file]?.modules ?? {};
  const rendered = Object.values(mods).reduce((a, b) => a + b, 0) || 1;
  for (const [id, len] of Object.entries(mods)) {
    const g = groups.get(groupOf(id)) ?? { rendered: 0, gz: 0 };
    g.rendered += len;
    g.gz += (gz * len) / rendered;
    groups.set(groupOf(id), g);
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)}`;
console.log(`${page} first load: ${kb(total)} KB gzip in ${files.length} files`);
for (const f of files.sort((a, b) => b.gz - a.gz)) console.log(`  ${f.file.padEnd(44)} ${kb(f.gz).padStart(6)} KB`);
console.log('\n| what | gzip KB, minified alone | gzip KB, share of its chunks |\n|---|---:|---:|');
for (const [name, g] of [...groups].sort((a, b) => b[1].gz - a[1].gz)) {
  if (g.gz >= 0.1 * 1024) console.log(`| ${name} | ${kb(g.rendered)} | ${kb(g.gz)} |`);
}
