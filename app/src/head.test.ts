import { describe, expect, it } from 'vitest';
import { headTags } from './head';
import { headOf, routeHeads } from './route-heads';
import { notFoundRoute, routes } from './routes';

describe('head tags of prerendered routes', () => {
  it('gives every prerendered route a title, description, canonical and Open Graph tags', () => {
    for (const route of routes.filter((r) => r.render === 'prerender')) {
      const head = headTags(route);
      expect(head).toContain(`<title>`);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head).toContain(`<link rel="canonical" href="https://www.lnf.example${route.path}"`);
      expect(head).toContain('og:title');
      expect(head).toContain('og:description');
    }
  });

  it('escapes markup in copy', () => {
    const head = headTags(notFoundRoute, '/404', { ...headOf('/404'), title: 'A <b> & "c"' });
    expect(head).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });

  it('has a head for every route and no head without a route', () => {
    const paths = [...routes, notFoundRoute].map((r) => r.path).sort();
    expect(Object.keys(routeHeads).sort()).toEqual(paths);
  });

  it('gives routes unique titles', () => {
    const titles = routes.map((r) => headOf(r.path).title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
