// The sitemap's <lastmod> from each page's content rather than the build date: an article's from
// its front matter (`updated`, else `date`), /resources from the newest article, every other page
// from the last commit of the files its content lives in (its page component and the content
// modules it loads), read from the route table's source and from one `git log` pass.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;
const STATIC_IMPORT = /^import\s(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)';?$/gm;

/** `spec` from `fromFile` as a file of the app (`src/pages/Home.tsx`), or null when none exists. */
function resolveFile(appDir, fromFile, spec) {
  const base = join(appDir, dirname(fromFile), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(appDir, candidate).split('\\').join('/');
  }
  return null;
}

/**
 * The files each prerendered path's content lives in, from the route table's source
 * (`routesFile`, relative to `appDir`): the modules its `load` imports, directly or through a
 * helper of the file (`marketing(...)` brings MarketingPage), the pages those load lazily (the
 * home page's sections), and the content modules (under src/content/) all of these import. Paths built in code (the articles) are not here: their dates are
 * their front matter's.
 */
export function routeSources(appDir, routesFile = 'src/routes.public.ts') {
  const source = readFileSync(join(appDir, routesFile), 'utf8');
  const helpers = new Map();
  for (const m of source.matchAll(/^function (\w+)\([^]*?^}$/gm)) {
    helpers.set(
      m[1],
      [...m[0].matchAll(IMPORT)].map((i) => i[1]),
    );
  }
  const sources = new Map();
  for (const block of source.split(/\bprerender\(\{/).slice(1)) {
    const path = /\bpath:\s*'([^']+)'/.exec(block)?.[1];
    if (!path) continue;
    const specs = [...block.matchAll(IMPORT)].map((i) => i[1]);
    for (const [name, imports] of helpers) if (new RegExp(`\\b${name}\\(`).test(block)) specs.push(...imports);
    const files = new Set(specs.map((spec) => resolveFile(appDir, routesFile, spec)).filter(Boolean));
    // A Set visits what is added while it is walked: a page's lazy halves, then their content.
    for (const file of files) {
      const text = readFileSync(join(appDir, file), 'utf8');
      for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
        const imported = resolveFile(appDir, file, spec);
        if (imported?.startsWith('src/content/')) files.add(imported);
      }
      if (!file.startsWith('src/pages/')) continue;
      for (const [, spec] of text.matchAll(IMPORT)) {
        const imported = resolveFile(appDir, file, spec);
        if (imported?.startsWith('src/pages/')) files.add(imported);
      }
    }
    sources.set(path, [...files].sort());
  }
  return sources;
}

/**
 * The date (`YYYY-MM-DD`, UTC) of the last commit of every file under `dir` of `appDir`, from one
 * `git log` pass, newest first. Null when git or the history is not there (a source tarball):
 * the pages then fall back to the build date. A shallow clone knows only its own commits, so its
 * dates are those of the oldest commit it has at best.
 */
export function lastCommitDates(appDir, dir = 'src') {
  const git = spawnSync('git', ['log', '--format=%x00%cI', '--name-only', '--relative', '--', dir], {
    cwd: appDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (git.status !== 0 || git.error) return null;
  const dates = new Map();
  let date;
  for (const line of git.stdout.split('\n')) {
    if (line.startsWith('\0')) date = new Date(line.slice(1)).toISOString().slice(0, 10);
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/**
 * The sitemap's entries: every prerendered path but the excluded ones, with its canonical address
 * and the date its content last changed. A file with no commit yet (new in the working tree)
 * counts as changed today.
 */
export function sitemapEntries({ paths, canonical, articles, sources, dates, today }) {
  const byPath = new Map(articles.map((a) => [a.meta.path, a.meta.updated ?? a.meta.date]));
  const newestArticle = [...byPath.values()].sort().at(-1);
  return paths.map((path) => {
    let lastmod;
    if (byPath.has(path)) lastmod = byPath.get(path);
    else if (path === '/resources' && newestArticle) lastmod = newestArticle;
    else if (!dates) lastmod = today;
    else {
      const files = sources.get(path) ?? [];
      lastmod = files.length
        ? files
            .map((f) => dates.get(f) ?? today)
            .sort()
            .at(-1)
        : today;
    }
    return { loc: canonical(path), lastmod };
  });
}

/** The sitemap document of `entries`. */
export function sitemapXml(entries) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `  <url><loc>${e.loc}</loc><lastmod>${e.lastmod}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;
}
