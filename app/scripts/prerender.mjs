// Prerenders every public route to HTML after the client build (DESIGN.md section 4):
// builds the server entry, renders each route with its head tags into dist/, writes
// app.html (shell for portal routes), 404.html and routes.json for the server.
import { build } from 'vite';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');
const ssrOut = join(appDir, '.ssr');

await build({
  root: appDir,
  configFile: join(appDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, ssrManifest: false },
  ssr: { noExternal: [/^@lnf\//, 'react-aria-components', /^@react-aria\//, /^@react-stately\//, /^react-aria/] },
});

const { render, routes, notFoundRoute, headTags } = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

const page = (head, html) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

const prerendered = [];
const client = [];
for (const route of routes) {
  if (route.render !== 'prerender') {
    client.push(route.path);
    continue;
  }
  const { html } = await render(route.path);
  write(route.path === '/' ? join(dist, 'index.html') : join(dist, route.path, 'index.html'), page(headTags(route), html));
  prerendered.push(route.path);
}
const notFound = await render(notFoundRoute.path);
write(join(dist, '404.html'), page(headTags(notFoundRoute, '/404'), notFound.html));
write(join(dist, 'app.html'), page('<title>LNF</title>', ''));

// Inline scripts are forbidden by the CSP unless hashed; we emit none, but list any that appear.
const scriptHashes = [...template.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .filter((m) => m[1].trim())
  .map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
write(join(dist, 'routes.json'), JSON.stringify({ prerendered, client, scriptHashes }, null, 2));
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerender: ${prerendered.length} routes prerendered, ${client.length} client routes, 404.html, app.html`);
