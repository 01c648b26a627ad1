// Prerenders every public route to HTML after the client build (DESIGN.md section 4):
// builds the server entry, renders each route with its head tags into dist/, writes
// app.html (shell for portal routes), 404.html and routes.json for the server.
import { build } from 'vite';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RENDER_LATER, RENDER_LATER_MARK, renderLaterCss } from './render-later.mjs';
import { criticalCss, markupOf, pruneCustomProperties, withoutHidden } from './critical-css.mjs';
import { closure, entryKeyOf, firstLoad } from './first-load.mjs';
import { atomFeed, readArticles } from './articles.mjs';
import { lastCommitDates, routeSources, sitemapEntries, sitemapXml } from './sitemap.mjs';

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

const { render, routes, notFoundRoute, headTags, robotsTxt, structuredDataTag } = await import(
  pathToFileURL(join(ssrOut, 'entry-server.js')).href
);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<html lang="en">')) throw new Error('prerender: the template has no <html lang="en"> to mark');

/**
 * The stylesheets a page's markup uses beyond the entry's: a route's own CSS normally arrives
 * with its JS chunk, after the first paint, and the page would shift when it lands (CLS). CSS
 * Module class names are unique per file, so a file is needed when one of its classes is in the
 * HTML.
 */
const cssFiles = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.css'))
  .map((f) => {
    const text = readFileSync(join(dist, 'assets', f), 'utf8');
    return {
      href: `/assets/${f}`,
      text,
      classes: new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])),
    };
  });
/**
 * The order the browser would apply the stylesheets in without the prerender: a chunk's imports'
 * CSS before its own, the entry's before the chunks it loads.
 */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const cssOrder = [];
const visited = new Set();
const visit = (key) => {
  if (visited.has(key)) return;
  visited.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
  for (const css of manifest[key].css ?? []) if (!cssOrder.includes(`/${css}`)) cssOrder.push(`/${css}`);
};
const entryKey = entryKeyOf(manifest);
visit(entryKey);
for (const key of [...(manifest[entryKey].dynamicImports ?? []), ...Object.keys(manifest)]) visit(key);
const cascade = (a, b) => cssOrder.indexOf(a.href) - cssOrder.indexOf(b.href);
const entryLinks = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">\n?\s*/g)];
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(template);
const modulePreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)];
// React DOM's chunk (and what it imports) is part of the first load without being a static import
// of the entry (scripts/first-load.mjs): the loader and the client shell preload it with the entry.
const entryClosure = closure(manifest, entryKey);
const reactDomHrefs = [...firstLoad(manifest)].filter((k) => !entryClosure.has(k)).map((k) => `/${manifest[k].file}`);
/** How many of the loader's requests one task makes (see the loader below). */
const REQUESTS_PER_TASK = 3;
const modulePreloadHrefs = [...modulePreloads.map((m) => m[1]), ...reactDomHrefs];
// The client shell (no markup, no loader) links them itself.
const shellPreloads = reactDomHrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');

/**
 * A prerendered page is complete before any script runs, so its scripts and its full stylesheets
 * start after the first paint: the HTML gets the connection to itself, and the first paint never
 * waits for them (Lighthouse LCP on slow 4G, DESIGN.md section 4). This inline loader (allowed by
 * its CSP hash) adds the stylesheets named in the page's `<noscript data-deferred-css>`, the
 * entry's module preloads and the entry once the browser reports a paint, the document is parsed
 * and one more frame has passed, or after 1.5 s in a tab that never paints (opened in the
 * background). The first paint can come before the parser has reached the hero's lead paragraph
 * (the home page's LCP element): scripts requested then made that paint wait for them in
 * Lighthouse's simulation (LCP 1.66 s against 0.76-0.78 s in the other runs of one sitting).
 * The stylesheets load as print sheets and are turned on together once the last has loaded or
 * failed: each one applied on its own arrival restyled the page again, and every restyle of the
 * whole page is one long task on a slow phone (docs/performance.md, the home page's first load).
 * Vite's loader finds them linked either way and does not add them again. Once they are on, the
 * loader reveals the blocks the first layout skipped (`content-visibility: auto` until then, ./render-later.mjs),
 * one per idle period, top to bottom: each is styled and laid out in a frame of its own instead of
 * all of them in the tasks after the first paint (docs/performance.md, same section), and the
 * accessibility tree, End, the scroll bar and a full-page screenshot have the whole page once the
 * last is revealed. After a client-side navigation the app removes the mark (App.tsx, RouteEffects).
 * The requests go out a few per task (`REQUESTS_PER_TASK`), in the order above: each request costs
 * the main thread 0.4-2.6 ms here (`ResourceFetcher::requestResource`), and nine in one task made it
 * 10-33 ms observed, a long task at Lighthouse's 4x (docs/performance.md, same section). The count
 * of stylesheets still pending is taken before the first is added, so sheets that arrive before the
 * last is requested cannot turn them on early.
 */
const loader = `(function(){var s=0,w=0;function go(){if(s++)return;var q=[];document.querySelectorAll('noscript[data-deferred-css]').forEach(function(n){n.textContent.replace(/href="([^"]+)"/g,function(_,u){w++;q.push(['link','stylesheet',u])})});${modulePreloadHrefs
  .map((href) => `q.push(['link','modulepreload','${href}']);`)
  .join(
    '',
  )}q.push(['script','','${entryScript[1]}']);(function k(){q.splice(0,${REQUESTS_PER_TASK}).forEach(function(r){a(r[0],r[1],r[2])});if(q.length)setTimeout(k,0)})()}function a(t,r,u){var e=document.createElement(t);e.crossOrigin='';if(t==='link'){e.rel=r;e.href=u;if(r==='stylesheet'){e.setAttribute('data-deferred-css','');e.media='print';e.onload=e.onerror=function(){if(!--w){document.querySelectorAll('link[data-deferred-css]').forEach(function(l){l.removeAttribute('media')});reveal()}}}}else{e.type='module';e.src=u}document.head.appendChild(e)}function reveal(){var q=window.requestIdleCallback||function(f){setTimeout(f,50)};q(function n(){var e=document.querySelector('${RENDER_LATER}:not([data-shown])');if(e){e.setAttribute('data-shown','');q(n)}})}function parsed(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else requestAnimationFrame(function(){setTimeout(go,0)})}try{new PerformanceObserver(function(l,o){o.disconnect();parsed()}).observe({type:'paint',buffered:true})}catch(x){parsed()}setTimeout(go,1500)})()`;
const entryCss = entryLinks.map((m) => cssFiles.find((f) => f.href === m[1]));

/**
 * A prerendered page inlines the rules its markup can match (critical CSS) with only the custom
 * properties they read, and names the whole stylesheets in a `<noscript>`: without JavaScript they
 * load as usual; with it the loader above adds them after the first paint, before the entry, so
 * Vite's loader finds them already linked. The client shell (no markup) keeps the ordinary
 * blocking link. The page's structured data (`data`, a JSON-LD block) goes last in the body: it is
 * for crawlers, which read it anywhere, and the first round trip is kept for what paints.
 */
function page(head, html, data = '') {
  if (!html) return template.replace('<!--app-head-->', head + shellPreloads).replace('<!--app-html-->', '');
  const markup = markupOf(withoutHidden(html));
  const files = [
    ...entryCss,
    ...cssFiles.filter((f) => !entryCss.includes(f) && [...f.classes].some((c) => markup.classes.has(c))),
  ].sort(cascade);
  const critical = pruneCustomProperties(files.map((f) => criticalCss(f.text, markup)).join(''), html);
  const deferred = `<noscript data-deferred-css>${files
    .map((f) => `<link rel="stylesheet" crossorigin href="${f.href}">`)
    .join('')}</noscript>`;
  let out = template;
  for (const [link] of [...entryLinks, entryScript, ...modulePreloads]) out = out.replace(link, '');
  return out
    .replace('<html lang="en">', `<html lang="en" ${RENDER_LATER_MARK}>`)
    .replace('<!--app-head-->', () => `${head}\n    <style>${critical}${renderLaterCss}</style>\n    ${deferred}`)
    .replace('<!--app-html-->', () => html)
    .replace('</body>', () => `  <script>${loader}</script>\n  ${data}</body>`);
}
const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/**
 * The server entry renders with `progressiveChunkSize: Infinity`, so React never outlines a
 * Suspense boundary into a hidden <div> revealed by inline scripts (which the CSP would block,
 * leaving the page hidden). Fail the build if it ever does.
 */
function assertNoOutlinedBoundaries(html, path) {
  if (/<script(?![^>]*\bsrc=)[^>]*>|<template id="B:|<div hidden id="S:/.test(html)) {
    throw new Error(`prerender: ${path} has an outlined Suspense boundary or an inline script`);
  }
  return html;
}

async function renderInline(path) {
  const result = await render(path);
  return { ...result, html: assertNoOutlinedBoundaries(result.html, path) };
}

const prerendered = [];
const client = [];
for (const route of routes) {
  if (route.render !== 'prerender') {
    client.push(route.path);
    continue;
  }
  const { html } = await renderInline(route.path);
  write(
    route.path === '/' ? join(dist, 'index.html') : join(dist, route.path, 'index.html'),
    page(headTags(route), html, structuredDataTag(route.path)),
  );
  prerendered.push(route.path);
}
const notFound = await renderInline(notFoundRoute.path);
write(join(dist, '404.html'), page(headTags(notFoundRoute, '/404'), notFound.html, structuredDataTag('/404')));
write(join(dist, 'app.html'), page('<title>LNF</title>', ''));

// Search engines get every prerendered page at its canonical address, dated by its content
// (./sitemap.mjs): articles by their front matter, other pages by their files' last commit.
const canonicalOf = (path) => /rel="canonical" href="([^"]+)"/.exec(headTags(routes.find((r) => r.path === path)))[1];
const origin = new URL(canonicalOf('/')).origin;
const articles = readArticles();
write(
  join(dist, 'sitemap.xml'),
  sitemapXml(
    sitemapEntries({
      paths: prerendered.filter((path) => path !== '/permissionDenied'),
      canonical: canonicalOf,
      articles,
      sources: routeSources(appDir),
      dates: lastCommitDates(appDir),
      today: new Date().toISOString().slice(0, 10),
    }),
  ),
);

// The Resources articles as an Atom feed, named in the head of /resources and of each article.
write(
  join(dist, 'resources', 'feed.xml'),
  atomFeed(articles, {
    origin,
    subtitle: 'Guides from the LNF product team on payroll compliance, GST and hiring.',
  }),
);

// Crawlers stay out of every page rendered in the browser (src/crawlers.ts).
write(join(dist, 'robots.txt'), robotsTxt(routes));

// Inline scripts are forbidden by the CSP unless hashed: the loader above, and any the template has.
const scriptHashes = [
  ...new Set(
    [...`${template}<script>${loader}</script>`.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1].trim())
      .map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`),
  ),
];
write(join(dist, 'routes.json'), JSON.stringify({ prerendered, client, scriptHashes }, null, 2));
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerender: ${prerendered.length} routes prerendered, ${client.length} client routes, 404.html, app.html`);
