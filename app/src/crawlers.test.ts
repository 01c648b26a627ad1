import { describe, expect, it } from 'vitest';
import { robotsTxt } from './crawlers';
import { routes } from './routes';

const rules = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('Disallow: '))
    .map((l) => l.slice('Disallow: '.length));
/** Whether a crawler that obeys robots.txt may fetch the path (longest-match, as Google reads it). */
const allowed = (text: string, path: string) => !rules(text).some((rule) => path.startsWith(rule));

describe('robots.txt', () => {
  const text = robotsTxt(routes, 'https://www.lnf.example');

  it('keeps crawlers out of every page of the portal and the back-office', () => {
    const client = routes.filter((r) => r.render === 'client');
    expect(client.length).toBeGreaterThan(15);
    for (const r of client) {
      const path = r.path.replace(/:\w+/g, 'x1');
      expect(allowed(text, path), path).toBe(false);
    }
    for (const path of ['/billing', '/security', '/backoffice/customers/x1', '/order-confirmation/x1', '/api/v1/lnf/x'])
      expect(allowed(text, path), path).toBe(false);
  });

  it('lets them read every public page, and names the sitemap', () => {
    for (const r of routes.filter((r) => r.render === 'prerender' && r.path !== '/permissionDenied'))
      expect(allowed(text, r.path), r.path).toBe(true);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://www.lnf.example/sitemap.xml');
  });
});
