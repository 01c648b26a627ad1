import type { RouteDef } from './route-def';
import { siteConfig } from './site-config';

/** Pages no crawler should list: the guard's denial page, and the API. */
const NOT_FOR_CRAWLERS = ['/permissionDenied', '/api/'];

/**
 * `robots.txt`, written by the prerender from the route table: every page rendered in the browser
 * (the portal and the back-office, all behind a sign-in or a link's token) is disallowed by the
 * part of its path before the first parameter, so a new portal route is kept out without anyone
 * remembering this file. Prerendered pages stay allowed, and the sitemap is named.
 */
export function robotsTxt(routes: readonly Pick<RouteDef, 'path' | 'render'>[], origin = siteConfig.origin): string {
  const prefixes = routes.filter((r) => r.render === 'client').map((r) => r.path.split(':')[0]!);
  const disallowed = [...new Set([...prefixes, ...NOT_FOR_CRAWLERS])].sort();
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
