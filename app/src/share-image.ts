/** The share card every page has: 1200 x 630, the size Open Graph and X (Twitter) crop least. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/**
 * Where a page's share card is served: `/og/home.png` for `/`, `/og/resources-gst-e-invoicing.png`
 * for `/resources/gst-e-invoicing`. The build writes one per prerendered page
 * (scripts/share-images.mjs); head.ts names it in `og:image` and `twitter:image`.
 */
export function shareImagePath(path: string): string {
  const slug = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '-');
  return `/og/${slug}.png`;
}
