import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../src/routes.public';
import { readArticles } from './articles.mjs';
import { lastCommitDates, routeSources, sitemapEntries, sitemapXml } from './sitemap.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const articles = readArticles();
const origin = 'https://www.lnf.example';
const canonical = (path: string) => `${origin}${path}`;
const today = '2026-12-31';

describe('the files of each page', () => {
  const sources = routeSources(appDir);

  it('finds the page component and content modules of every prerendered page but the articles', () => {
    for (const { path } of publicRoutes) {
      if (path.startsWith('/resources/')) expect(sources.has(path)).toBe(false);
      else expect(sources.get(path)?.length, path).toBeGreaterThan(0);
    }
    expect(sources.get('/lnf-books')).toEqual(
      expect.arrayContaining(['src/content/products/lnf-books.ts', 'src/pages/public/MarketingPage.tsx']),
    );
    expect(sources.get('/privacy-policy')).toEqual(
      expect.arrayContaining(['src/content/privacy-policy.ts', 'src/pages/public/LegalPage.tsx']),
    );
    // The home page's sections load lazily; their copy is the page's content all the same.
    expect(sources.get('/')).toEqual(
      expect.arrayContaining(['src/pages/Home.tsx', 'src/pages/HomeSections.tsx', 'src/content/home.ts']),
    );
    expect(sources.get('/our-plans')).toEqual(
      expect.arrayContaining(['src/content/our-plans.ts', 'src/pages/public/OurPlans.tsx']),
    );
    // Shapes, not copy: a type-only import is no content.
    expect(sources.get('/lnf-books')).not.toContain('src/content/types.ts');
  });

  it('dates files by their last commit, or gives null where there is no history', () => {
    const dates = lastCommitDates(appDir);
    expect(dates?.get('src/routes.ts')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bare = mkdtempSync(join(tmpdir(), 'lnf-no-git-'));
    try {
      expect(lastCommitDates(bare)).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('sitemap dates', () => {
  const paths = ['/', '/lnf-books', '/brand-new', '/resources', ...articles.map((a) => a.meta.path)];
  const sources = new Map([
    ['/', ['src/pages/Home.tsx', 'src/content/home.ts']],
    ['/lnf-books', ['src/pages/public/MarketingPage.tsx', 'src/content/products/lnf-books.ts']],
    ['/brand-new', ['src/pages/BrandNew.tsx']],
  ]);
  const dates = new Map([
    ['src/pages/Home.tsx', '2026-01-10'],
    ['src/content/home.ts', '2026-03-05'],
    ['src/pages/public/MarketingPage.tsx', '2026-02-01'],
    ['src/content/products/lnf-books.ts', '2025-12-24'],
  ]);
  const lastmod = (entries: Array<{ loc: string; lastmod: string }>, path: string) =>
    entries.find((e) => e.loc === canonical(path))?.lastmod;

  it("dates each article by its front matter's update, else its publication", () => {
    const entries = sitemapEntries({ paths, canonical, articles, sources, dates, today });
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const { meta } of articles) expect(lastmod(entries, meta.path)).toBe(meta.updated ?? meta.date);
    // At least one article has been updated, so the rule is seen to pick `updated`.
    expect(articles.some((a) => a.meta.updated && a.meta.updated !== a.meta.date)).toBe(true);
    const newest = articles
      .map((a) => a.meta.updated ?? a.meta.date)
      .sort()
      .at(-1);
    expect(lastmod(entries, '/resources')).toBe(newest);
  });

  it("dates other pages by their files' newest commit, a file never committed as today", () => {
    const entries = sitemapEntries({ paths, canonical, articles, sources, dates, today });
    expect(lastmod(entries, '/')).toBe('2026-03-05');
    expect(lastmod(entries, '/lnf-books')).toBe('2026-02-01');
    expect(lastmod(entries, '/brand-new')).toBe(today);
    // Without git, the build date; the articles keep their own dates.
    const bare = sitemapEntries({ paths, canonical, articles, sources, dates: null, today });
    expect(lastmod(bare, '/lnf-books')).toBe(today);
    expect(lastmod(bare, articles[0]!.meta.path)).toBe(articles[0]!.meta.updated ?? articles[0]!.meta.date);
  });

  it('writes a well-formed sitemap, one url per path', () => {
    const xml = sitemapXml(sitemapEntries({ paths, canonical, articles, sources, dates, today }));
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent)).toEqual(paths.map(canonical));
    expect(urls.every((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.getElementsByTagName('lastmod')[0]?.textContent ?? ''))).toBe(
      true,
    );
  });
});
