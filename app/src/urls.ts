import { shareImagePath } from './share-image';
import { siteConfig } from './site-config';

/** A page's canonical address: the site's origin and the path, as head tags and structured data name it. */
export const canonicalUrl = (path: string) => `${siteConfig.origin}${path}`;

/** The absolute address of a page's share card (app/scripts/share-images.mjs draws it). */
export const shareImageUrl = (path: string) => `${siteConfig.origin}${shareImagePath(path)}`;
