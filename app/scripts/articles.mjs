// Resources articles: Markdown files with YAML front matter under src/content/articles/, checked and
// compiled to HTML at build time. The Vite plugin below turns `<slug>.md` into a module of its
// metadata and HTML (and `<slug>.md?meta` into its metadata alone), so the browser never gets
// Markdown or a parser; the prerender reads the same files through `readArticles` for the feed and
// the sitemap. A bad front matter field fails the build with the file and the field named.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';

// From the file's path, not `new URL('..', import.meta.url)`: in jsdom tests `URL` is jsdom's.
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(appDir, '..');

/** Where the articles live: `app/src/content/articles/<slug>.md`. */
export const ARTICLES_DIR = join(appDir, 'src/content/articles');
/** Every product page has its copy here (`lnf-books.ts` for /lnf-books). */
export const PRODUCTS_DIR = join(appDir, 'src/content/products');
export const WORDS_PER_MINUTE = 200;

const FIELDS = ['title', 'summary', 'author', 'date', 'updated', 'products'];
const MAX_TITLE = 110;
const MAX_SUMMARY = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** A front matter or body problem, with the file and the field in its message. */
export class ArticleError extends Error {
  name = 'ArticleError';
}

/** The slugs of the product pages (`lnf-workforce`...), an article's allowed `products`. */
export function productSlugs(dir = PRODUCTS_DIR) {
  return readdirSync(dir)
    .filter((f) => /^lnf-[a-z0-9-]+\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
}

/** Whole minutes at 200 words a minute, rounded up; never 0. */
export function readingMinutes(words) {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The words a reader reads in an HTML body (tags left out). */
export function wordCount(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const isDate = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const text = (value) => (typeof value === 'string' ? value.trim() : '');

/**
 * One article from its file's text: the front matter checked, the body compiled to HTML.
 * `file` names the file in error messages; `products` are the allowed product slugs.
 */
export function parseArticle(file, source, { products = productSlugs() } = {}) {
  const fail = (field, message) => {
    throw new ArticleError(`${file}: ${field}: ${message}`);
  };
  const slug = file.split(/[\\/]/).at(-1).replace(/\.md$/, '');
  if (!SLUG.test(slug)) fail('file name', `'${slug}' is not a slug: lower-case letters, digits and hyphens`);

  const parts = FRONT_MATTER.exec(source);
  if (!parts) fail('front matter', 'the file must start with YAML front matter between two --- lines');
  let data;
  try {
    data = parseYaml(parts[1]);
  } catch (error) {
    fail('front matter', `is not valid YAML: ${error.message.split('\n')[0]}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) fail('front matter', 'must be a YAML mapping');
  for (const key of Object.keys(data)) {
    if (!FIELDS.includes(key)) fail(key, `is not a front matter field (use ${FIELDS.join(', ')})`);
  }

  const title = text(data.title);
  if (!title) fail('title', 'is missing');
  if (title.length > MAX_TITLE) fail('title', `is ${title.length} characters; keep it to ${MAX_TITLE}`);
  const summary = text(data.summary);
  if (!summary) fail('summary', 'is missing');
  if (summary.length > MAX_SUMMARY)
    fail('summary', `is ${summary.length} characters; one or two sentences, at most ${MAX_SUMMARY}`);
  const author = /^([^,]+),\s*(\S.*)$/.exec(text(data.author));
  if (!author) fail('author', "must give a name and a role, as 'Priya Menon, Payroll product lead'");
  if (!isDate(data.date)) fail('date', `must be a date as YYYY-MM-DD, not '${data.date ?? ''}'`);
  if (data.updated !== undefined) {
    if (!isDate(data.updated)) fail('updated', `must be a date as YYYY-MM-DD, not '${data.updated}'`);
    if (data.updated < data.date) fail('updated', `${data.updated} is before the date ${data.date}`);
  }
  if (!Array.isArray(data.products) || data.products.length === 0)
    fail('products', 'must list at least one product page, as [lnf-workforce]');
  for (const product of data.products) {
    if (!products.includes(product))
      fail('products', `'${product}' is not a product page (one of ${products.join(', ')})`);
  }

  const body = parts[2];
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(body);
  let level = 1;
  let problem;
  marked.walkTokens(tokens, (token) => {
    if (problem) return;
    if (token.type === 'html') problem = `has raw HTML (${token.raw.trim().slice(0, 40)}); write Markdown`;
    if (token.type !== 'heading') return;
    if (token.depth === 1) problem = `'# ${token.text}' is a level-1 heading; the title is the page's h1, use ##`;
    else if (token.depth > level + 1)
      problem = `'${token.text}' is an h${token.depth} after an h${level}; go down one level at a time`;
    level = token.depth;
  });
  if (problem) fail('body', problem);
  const html = marked.parser(tokens).trim();
  if (!html) fail('body', 'is empty');

  return {
    meta: {
      slug,
      path: `/resources/${slug}`,
      title,
      summary,
      author: { name: author[1].trim(), role: author[2].trim() },
      date: data.date,
      ...(data.updated !== undefined && { updated: data.updated }),
      products: [...data.products],
      readingMinutes: readingMinutes(wordCount(html)),
    },
    html,
  };
}

/** A file's name in messages: from the repository's root, as a developer finds it. */
const shown = (file) => relative(repoDir, file).split('\\').join('/');

/** Newest first by publication date, then by title. */
export const byNewest = (a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.title.localeCompare(b.meta.title);

/** Every article of `dir`, parsed and checked, newest first. */
export function readArticles(dir = ARTICLES_DIR, { products = productSlugs() } = {}) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => parseArticle(shown(join(dir, f)), readFileSync(join(dir, f), 'utf8'), { products }))
    .sort(byNewest);
}

/** The module of the articles' slugs, all the route table needs of them (in every first load). */
export const SLUGS_MODULE = 'virtual:lnf-article-slugs';
const RESOLVED_SLUGS = `\0${SLUGS_MODULE}`;

/**
 * The Vite plugin: `<slug>.md` in the articles folder becomes `export const meta, html`,
 * `<slug>.md?meta` `export default meta` (the list and the heads need no bodies), and
 * `virtual:lnf-article-slugs` the sorted slugs of every article, each checked. Registered in
 * vite.config.ts and in the app's test projects.
 */
export function articles({ dir = ARTICLES_DIR } = {}) {
  return {
    name: 'lnf-articles',
    enforce: 'pre',
    resolveId(id) {
      return id === SLUGS_MODULE ? RESOLVED_SLUGS : null;
    },
    load(id) {
      if (id !== RESOLVED_SLUGS) return null;
      const list = readArticles(dir);
      for (const { meta } of list) this.addWatchFile(join(dir, `${meta.slug}.md`));
      return `export default ${JSON.stringify(list.map((a) => a.meta.slug).sort())};\n`;
    },
    // An article added or removed while `vite` serves: the slugs change, the page reloads.
    configureServer(server) {
      const changed = (file) => {
        if (!file.endsWith('.md') || dirname(file) !== dir) return;
        const slugs = server.moduleGraph.getModuleById(RESOLVED_SLUGS);
        if (slugs) server.moduleGraph.invalidateModule(slugs);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed).on('unlink', changed);
    },
    transform(source, id) {
      const [file, query = ''] = id.split('?');
      if (!file.endsWith('.md') || dirname(file) !== dir) return null;
      const { meta, html } = parseArticle(shown(file), source);
      const code = new URLSearchParams(query).has('meta')
        ? `export default ${JSON.stringify(meta)};\n`
        : `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\n`;
      return { code, map: null };
    },
  };
}

const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A front matter date as an Atom date: the start of that day in India. */
const atomDate = (date) => `${date}T00:00:00+05:30`;

/**
 * The Atom 1.0 feed of the articles (`/resources/feed.xml`), newest first, each entry with its
 * whole body as HTML. Site links in the bodies are made absolute, so they work in a feed reader.
 */
export function atomFeed(list, { origin, title = 'LNF Resources', subtitle } = {}) {
  const feedUrl = `${origin}/resources/feed.xml`;
  const pageUrl = `${origin}/resources`;
  const updatedOf = (a) => a.meta.updated ?? a.meta.date;
  const newest = list.map(updatedOf).sort().at(-1) ?? '1970-01-01';
  const entry = ({ meta, html }) => {
    const url = `${origin}${meta.path}`;
    const body = html.replace(/(<(?:a|img)\s[^>]*?(?:href|src)=")\//g, `$1${origin}/`);
    return [
      '  <entry>',
      `    <id>${url}</id>`,
      `    <title>${escapeXml(meta.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${atomDate(meta.date)}</published>`,
      `    <updated>${atomDate(updatedOf({ meta }))}</updated>`,
      `    <author><name>${escapeXml(meta.author.name)}</name></author>`,
      ...meta.products.map((p) => `    <category term="${p}"/>`),
      `    <summary>${escapeXml(meta.summary)}</summary>`,
      `    <content type="html">${escapeXml(body)}</content>`,
      '  </entry>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `  <id>${pageUrl}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    ...(subtitle ? [`  <subtitle>${escapeXml(subtitle)}</subtitle>`] : []),
    `  <updated>${atomDate(newest)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${feedUrl}"/>`,
    `  <link rel="alternate" type="text/html" href="${pageUrl}"/>`,
    ...list.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
