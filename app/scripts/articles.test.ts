import { describe, expect, it } from 'vitest';
import {
  ArticleError,
  articles,
  ARTICLES_DIR,
  atomFeed,
  parseArticle,
  productSlugs,
  readArticles,
  readingMinutes,
  SLUGS_MODULE,
  wordCount,
} from './articles.mjs';

const FILE = 'app/src/content/articles/a-good-one.md';
const products = ['lnf-books', 'lnf-workforce'];

const good = {
  title: "'Payroll & GST: <one> ledger'",
  summary: 'A short summary of the article, in one sentence.',
  author: 'Priya Menon, Payroll product lead',
  date: '2026-11-02',
  updated: '2026-11-20',
  products: '[lnf-workforce, lnf-books]',
};
const BODY = 'Opening words.\n\n## A section\n\nText with a [link](/lnf-books).\n\n### A detail\n\n- one\n- two\n';

/** An article file's text from front matter fields (undefined leaves one out) and a body. */
function source(fields: Record<string, string | undefined> = {}, body = BODY): string {
  const lines = Object.entries({ ...good, ...fields })
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

const parse = (text: string, file = FILE) => parseArticle(file, text, { products });

describe('front matter', () => {
  it('accepts a good file and gives its metadata and HTML', () => {
    const { meta, html } = parse(source());
    expect(meta).toEqual({
      slug: 'a-good-one',
      path: '/resources/a-good-one',
      title: 'Payroll & GST: <one> ledger',
      summary: 'A short summary of the article, in one sentence.',
      author: { name: 'Priya Menon', role: 'Payroll product lead' },
      date: '2026-11-02',
      updated: '2026-11-20',
      products: ['lnf-workforce', 'lnf-books'],
      readingMinutes: 1,
    });
    expect(html).toContain('<h2>A section</h2>');
    expect(html).toContain('<a href="/lnf-books">link</a>');
    expect(parse(source({ updated: undefined })).meta).not.toHaveProperty('updated');
  });

  // Each bad field, and the field the message must name.
  const bad: Array<[string, string, Record<string, string | undefined>, string?]> = [
    ['a missing title', 'title', { title: undefined }],
    ['an empty title', 'title', { title: "''" }],
    ['a title too long for a head', 'title', { title: 'x'.repeat(111) }],
    ['a missing summary', 'summary', { summary: undefined }],
    ['a summary of a paragraph', 'summary', { summary: 'y'.repeat(201) }],
    ['an author without a role', 'author', { author: 'Priya Menon' }],
    ['a missing date', 'date', { date: undefined }],
    ['a date in another format', 'date', { date: '27/11/2026' }],
    ['a date that does not exist', 'date', { date: '2026-02-30' }],
    ['an update in another format', 'updated', { updated: 'soon' }],
    ['an update before publication', 'updated', { updated: '2026-11-01' }],
    ['an unknown product', 'products', { products: '[lnf-workforce, lnf-payroll]' }],
    ['no products', 'products', { products: '[]' }],
    ['products as a word, not a list', 'products', { products: 'lnf-books' }],
    ['a misspelt field', 'upated', { upated: '2026-11-20' }],
    ['a level-1 heading in the body', 'body', {}, '# Title again\n\nText.'],
    ['a skipped heading level', 'body', {}, '## Section\n\n#### Too deep\n'],
    ['raw HTML in the body', 'body', {}, 'Text <script>alert(1)</script>\n'],
    ['an empty body', 'body', {}, '\n'],
  ];
  it.each(bad)('refuses %s, naming the file and %s', (_, field, fields, body) => {
    const attempt = () => parse(source(fields, body));
    expect(attempt).toThrow(ArticleError);
    expect(attempt).toThrow(new RegExp(`^${FILE}: ${field}: `));
  });

  it('refuses a file without front matter, and a name that is not a slug', () => {
    expect(() => parse(BODY)).toThrow(`${FILE}: front matter: `);
    expect(() => parse('---\ntitle: [unclosed\n---\nText')).toThrow(`${FILE}: front matter: is not valid YAML`);
    expect(() => parse(source(), 'app/src/content/articles/Bad_Name.md')).toThrow('Bad_Name.md: file name: ');
  });

  it('allows only the product pages as products', () => {
    const slugs = productSlugs();
    expect(slugs).toContain('lnf-workforce');
    expect(slugs).toContain('lnf-books');
    expect(slugs.every((s) => /^lnf-[a-z0-9-]+$/.test(s))).toBe(true);
  });
});

describe('reading time', () => {
  it('is words at 200 a minute, rounded up, and never 0', () => {
    expect([0, 1, 200, 201, 400, 401, 1000].map(readingMinutes)).toEqual([1, 1, 1, 2, 2, 3, 5]);
  });

  it('counts the words a reader reads, not the markup', () => {
    expect(wordCount('<h2>Two words</h2>\n<p>and <a href="/x">three</a> more &amp; done</p>')).toBe(7);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect(parse(source({}, words(600))).meta.readingMinutes).toBe(3);
    expect(parse(source({}, words(601))).meta.readingMinutes).toBe(4);
  });
});

describe('the Vite plugin', () => {
  const plugin = articles();
  const transform = (code: string, id: string) =>
    (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);

  it('compiles an article to its metadata and HTML, or to its metadata alone', () => {
    const [article] = readArticles();
    const id = `${ARTICLES_DIR}/${article!.meta.slug}.md`;
    const text = source({ products: '[lnf-books]' });
    const full = transform(text, id)!.code;
    expect(full).toMatch(/^export const meta = \{.*\};\nexport const html = ".*<h2>A section<\/h2>.*";\n$/s);
    const meta = transform(text, `${id}?meta`)!.code;
    expect(meta).toMatch(/^export default \{"slug":/);
    expect(meta).not.toContain('A section');
  });

  it("lists every article's slug, sorted, in the slugs module the route table imports", () => {
    const hooks = plugin as unknown as {
      resolveId: (id: string) => string | null;
      load: (this: { addWatchFile: (file: string) => void }, id: string) => string | null;
    };
    const id = hooks.resolveId(SLUGS_MODULE)!;
    expect(hooks.resolveId('./other')).toBeNull();
    const watched: string[] = [];
    const code = hooks.load.call({ addWatchFile: (file) => watched.push(file) }, id)!;
    const slugs = readArticles()
      .map((a) => a.meta.slug)
      .sort();
    expect(code).toBe(`export default ${JSON.stringify(slugs)};\n`);
    expect(watched).toHaveLength(slugs.length);
  });

  it('leaves other files alone and fails the build on a bad article', () => {
    expect(transform('# Readme', '/work/README.md')).toBeNull();
    expect(transform('export {}', `${ARTICLES_DIR}/index.ts`)).toBeNull();
    expect(() => transform(source({ date: 'tomorrow' }), `${ARTICLES_DIR}/x.md`)).toThrow(
      'app/src/content/articles/x.md: date: ',
    );
  });
});

describe('the Atom feed', () => {
  const origin = 'https://www.lnf.example';
  const xml = (list = readArticles()) =>
    new DOMParser().parseFromString(atomFeed(list, { origin, subtitle: 'Guides' }), 'application/xml');
  const ATOM = 'http://www.w3.org/2005/Atom';

  it('is well-formed Atom with one entry per article', () => {
    const list = readArticles();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const doc = xml(list);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = doc.documentElement;
    expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM]);
    const child = (el: Element, name: string) => [...el.children].find((c) => c.localName === name);
    expect(child(feed, 'id')?.textContent).toBe(`${origin}/resources`);
    expect(child(feed, 'title')?.textContent).toBe('LNF Resources');
    const links = [...feed.children].filter((c) => c.localName === 'link').map((l) => l.getAttribute('rel'));
    expect(links).toEqual(['self', 'alternate']);
    expect(feed.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(`${origin}/resources/feed.xml`);
    const newest = list
      .map((a) => a.meta.updated ?? a.meta.date)
      .sort()
      .at(-1);
    expect(child(feed, 'updated')?.textContent).toBe(`${newest}T00:00:00+05:30`);

    const entries = [...feed.children].filter((c) => c.localName === 'entry');
    expect(entries.map((e) => child(e, 'id')?.textContent)).toEqual(list.map((a) => `${origin}${a.meta.path}`));
    entries.forEach((entry, i) => {
      const { meta, html } = list[i]!;
      expect(child(entry, 'title')?.textContent).toBe(meta.title);
      expect(child(entry, 'summary')?.textContent).toBe(meta.summary);
      expect(child(entry, 'published')?.textContent).toBe(`${meta.date}T00:00:00+05:30`);
      expect(child(entry, 'updated')?.textContent).toBe(`${meta.updated ?? meta.date}T00:00:00+05:30`);
      expect(child(child(entry, 'author')!, 'name')?.textContent).toBe(meta.author.name);
      expect(child(entry, 'link')?.getAttribute('href')).toBe(`${origin}${meta.path}`);
      const content = child(entry, 'content')!;
      expect(content.getAttribute('type')).toBe('html');
      // The body, with the site's own links made absolute for feed readers.
      expect(content.textContent).toBe(html.replace(/href="\//g, `href="${origin}/`));
      expect(content.textContent).not.toMatch(/href="\//);
    });
  });

  it('escapes markup in titles and bodies', () => {
    const article = parse(source());
    const doc = xml([article]);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('entry > title')?.textContent).toBe('Payroll & GST: <one> ledger');
  });
});
