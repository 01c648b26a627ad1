import { headOf, type RouteHead } from './route-heads';
import type { RouteDef } from './routes';
import { SHARE_IMAGE } from './share-image';
import { canonicalUrl, shareImageUrl } from './urls';
import { siteConfig } from './site-config';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pages that exist for people who landed on them, not for search results. */
const NOINDEX = new Set(['/404', '/permissionDenied']);

/**
 * The head tags of a prerendered route: title, description, canonical, and Open Graph and X
 * (Twitter) tags with the page's share card. Pages for people who landed on them (404) have no card.
 */
export function headTags(route: RouteDef, path = route.path, head: RouteHead = headOf(route.path)): string {
  const url = canonicalUrl(path);
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...(NOINDEX.has(path) ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.alternate
      ? [
          `<link rel="alternate" type="${head.alternate.type}" title="${escape(head.alternate.title)}" href="${head.alternate.href}" />`,
        ]
      : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteConfig.name}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${escape(head.title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...(NOINDEX.has(path) ? [] : shareImageTags(path, head.title)),
    `<meta name="twitter:card" content="${NOINDEX.has(path) ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${escape(head.title)}" />`,
    `<meta name="twitter:description" content="${escape(head.description)}" />`,
  ].join('\n    ');
}

function shareImageTags(path: string, title: string): string[] {
  const image = shareImageUrl(path);
  return [
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="${SHARE_IMAGE.type}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escape(title)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
}

/**
 * Keeps the head in step after client-side navigation (the prerendered tags describe the page
 * the visitor landed on), and gives a page rendered in the browser its title. Only tags already in
 * the document are changed.
 */
export function applyHead(route: RouteDef, path: string): void {
  const head = headOf(route.path);
  const url = canonicalUrl(path);
  const set = (selector: string, attribute: string, value: string) =>
    document.head.querySelector(selector)?.setAttribute(attribute, value);
  document.title = head.title;
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', url);
  set('meta[property="og:title"]', 'content', head.title);
  set('meta[property="og:description"]', 'content', head.description);
  set('meta[property="og:url"]', 'content', url);
  set('meta[name="twitter:title"]', 'content', head.title);
  set('meta[name="twitter:description"]', 'content', head.description);
  const image = shareImageUrl(path);
  set('meta[property="og:image"]', 'content', image);
  set('meta[property="og:image:alt"]', 'content', head.title);
  set('meta[name="twitter:image"]', 'content', image);
  // The structured data describes the page the visitor landed on (search engines load each address
  // afresh); LayoutShell calls this only once the visitor has moved on, so it is removed rather
  // than left wrong.
  document.querySelector('script[type="application/ld+json"]')?.remove();
}
