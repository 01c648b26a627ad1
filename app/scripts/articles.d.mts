import type { Plugin } from 'vite';
import type { ArticleModule } from '../src/content/articles/types.ts';

/** Where the articles live: `app/src/content/articles/<slug>.md`. */
export const ARTICLES_DIR: string;
/** Every product page has its copy here (`lnf-books.ts` for /lnf-books). */
export const PRODUCTS_DIR: string;
export const WORDS_PER_MINUTE: number;

/** A front matter or body problem, with the file and the field in its message. */
export class ArticleError extends Error {}

/** The slugs of the product pages (`lnf-workforce`...), an article's allowed `products`. */
export function productSlugs(dir?: string): string[];

/** Whole minutes at 200 words a minute, rounded up; never 0. */
export function readingMinutes(words: number): number;

/** The words a reader reads in an HTML body (tags left out). */
export function wordCount(html: string): number;

/** One article from its file's text: the front matter checked, the body compiled to HTML. */
export function parseArticle(file: string, source: string, options?: { products?: string[] }): ArticleModule;

/** Newest first by publication date, then by title. */
export function byNewest(a: ArticleModule, b: ArticleModule): number;

/** Every article of `dir`, parsed and checked, newest first. */
export function readArticles(dir?: string, options?: { products?: string[] }): ArticleModule[];

/** The module of the articles' slugs, all the route table needs of them. */
export const SLUGS_MODULE: 'virtual:lnf-article-slugs';

/** The Vite plugin that compiles `<slug>.md` (and `<slug>.md?meta`) into modules and lists the slugs. */
export function articles(options?: { dir?: string }): Plugin;

/** The Atom 1.0 feed of the articles, newest first, each entry with its body as HTML. */
export function atomFeed(list: ArticleModule[], options: { origin: string; title?: string; subtitle?: string }): string;
