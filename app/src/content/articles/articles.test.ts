import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLANS } from '@lnf/sdk';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../head';
import { headOf } from '../../route-heads';
import { matchRoute, notFoundRoute, pageTitle } from '../../routes';
import { publicRoutes } from '../../routes.public';
import { articleAt, articles, formatArticleDate, RESOURCES_FEED, type ArticleModule } from '.';

const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((f) => f.endsWith('.md'));
const bodies = Object.values(import.meta.glob<ArticleModule>('./*.md', { eager: true }));
const FEED_LINK =
  '<link rel="alternate" type="application/atom+xml" title="LNF Resources" href="/resources/feed.xml" />';

describe('the articles', () => {
  it('has metadata for every Markdown file, newest first', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(articles.map((a) => `${a.slug}.md`).sort()).toEqual([...files].sort());
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articleAt(articles[0]!.path)).toBe(articles[0]);
  });

  it('gives each article a prerendered route, and the list one too', () => {
    const prerendered = publicRoutes.filter((r) => r.render === 'prerender').map((r) => r.path);
    expect(prerendered).toContain('/resources');
    for (const article of articles) {
      expect(article.path).toBe(`/resources/${article.slug}`);
      expect(prerendered).toContain(article.path);
      expect(matchRoute(article.path).path).toBe(article.path);
    }
    expect(prerendered.filter((p) => p.startsWith('/resources/'))).toHaveLength(files.length);
  });

  it('names only products that have a page', () => {
    const paths = new Set(publicRoutes.map((r) => r.path));
    for (const article of articles) for (const product of article.products) expect(paths).toContain(`/${product}`);
  });

  it('links only to pages that exist', () => {
    for (const { meta, html } of bodies) {
      const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
      expect(internal.length, meta.slug).toBeGreaterThan(0);
      for (const href of internal)
        expect(matchRoute(href.split(/[?#]/)[0]!), `${meta.slug} → ${href}`).not.toBe(notFoundRoute);
    }
  });

  it("quotes only the published plans' prices", () => {
    const prices = new Set(DEFAULT_PLANS.flatMap((p) => [p.price, p.basePrice]));
    for (const { meta, html } of bodies) {
      for (const [, amount] of html.matchAll(/₹([\d,]+)/g)) {
        expect(prices, `${meta.slug}: ₹${amount}`).toContain(Number(amount!.replace(/,/g, '')));
      }
    }
  });

  it('spells dates out as people read them', () => {
    expect(formatArticleDate('2026-11-27')).toBe('27 November 2026');
    expect(formatArticleDate('2027-01-05')).toBe('5 January 2027');
  });
});

describe('the heads', () => {
  it('gives each article its title and summary, and names the feed', () => {
    for (const article of articles) {
      expect(headOf(article.path)).toEqual({
        title: pageTitle(article.title),
        description: article.summary,
        alternate: RESOURCES_FEED,
      });
    }
    expect(headOf('/resources').title).toBe(pageTitle('Resources: guides to payroll, GST and hiring'));
  });

  it('links the feed from the list and the articles, and from no other page', () => {
    for (const route of publicRoutes) {
      const tags = headTags(route);
      if (route.path === '/resources' || route.path.startsWith('/resources/')) expect(tags).toContain(FEED_LINK);
      else expect(tags).not.toContain('application/atom+xml');
    }
  });
});
