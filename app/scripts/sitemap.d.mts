import type { ArticleModule } from '../src/content/articles/types.ts';

/** The files each prerendered path's content lives in (`src/...`), from the route table's source. */
export function routeSources(appDir: string, routesFile?: string): Map<string, string[]>;

/** The date (`YYYY-MM-DD`) of the last commit of every file under `dir`; null without git history. */
export function lastCommitDates(appDir: string, dir?: string): Map<string, string> | null;

export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

/** Every path with its canonical address and the date its content last changed. */
export function sitemapEntries(options: {
  paths: string[];
  canonical: (path: string) => string;
  articles: ArticleModule[];
  sources: Map<string, string[]>;
  dates: Map<string, string> | null;
  today: string;
}): SitemapEntry[];

/** The sitemap document of `entries`. */
export function sitemapXml(entries: SitemapEntry[]): string;
