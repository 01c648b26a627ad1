import type { ArticleMeta } from './types';

export type { ArticleAuthor, ArticleMeta, ArticleModule } from './types';

// Each `<slug>.md?meta` is compiled at build time to its checked front matter (app/scripts/articles.mjs):
// the metadata of every article, without a body.
const metas = import.meta.glob<ArticleMeta>('./*.md', { eager: true, query: '?meta', import: 'default' });

/**
 * Every article's metadata, newest first: the Resources list, the heads (route-heads.ts), the
 * structured data. Code run through Vite (the app, the prerender's server build, the tests) reads
 * it here; a plain Node script reads the files with `readArticles` of app/scripts/articles.mjs.
 */
export const articles: readonly ArticleMeta[] = Object.values(metas).sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);

/** The Atom feed of the articles, written by the prerender (app/scripts/prerender.mjs). */
export const RESOURCES_FEED = {
  type: 'application/atom+xml',
  title: 'LNF Resources',
  href: '/resources/feed.xml',
} as const;

/** The article at a route's path (`/resources/<slug>`), if there is one. */
export function articleAt(path: string): ArticleMeta | undefined {
  return articles.find((a) => a.path === path);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A front matter date as people read it, `27 November 2026`. Spelled out here rather than by
 * Intl, so the prerendered HTML and the browser's render agree whatever locale data each has.
 */
export function formatArticleDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
