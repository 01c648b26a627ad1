/**
 * Shapes of a Resources article. The article itself is a Markdown file beside this one with YAML
 * front matter; app/scripts/articles.mjs checks the front matter and compiles the body to HTML at
 * build time, so the browser gets HTML and never a Markdown parser.
 */

/** Who wrote an article: front matter `author: Priya Menon, Payroll product lead`. */
export interface ArticleAuthor {
  name: string;
  role: string;
}

/** What every list, head, feed and sitemap needs of an article: everything but its body. */
export interface ArticleMeta {
  /** The file name without `.md`: lower-case words joined by hyphens. */
  slug: string;
  /** `/resources/<slug>`, its route. */
  path: string;
  title: string;
  /** One or two sentences: the list's text, the page's meta description and the feed's summary. */
  summary: string;
  author: ArticleAuthor;
  /** Published, `YYYY-MM-DD`. */
  date: string;
  /** Last changed in substance, `YYYY-MM-DD`, never before `date`. */
  updated?: string;
  /** Product slugs (`lnf-workforce`), each a product page's route without its slash. */
  products: string[];
  /** At 200 words a minute, rounded up. */
  readingMinutes: number;
}

/** An article module (`./<slug>.md` once compiled): its metadata and its body as HTML. */
export interface ArticleModule {
  meta: ArticleMeta;
  html: string;
}
