import { Card, Link } from '@lnf/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ArticleModule } from '../../content/articles';
import { resourcesCopy } from '../../content/articles/copy';
import type { PageModule } from '../../route-def';
import { ArticleFacts, productOf } from './ResourcesParts';
import styles from './Resources.module.css';

const copy = resourcesCopy.article;

/**
 * The body's own links to the site's pages navigate on the client, like every other link. The
 * body is HTML compiled at build time, so its plain `<a>`s do not go through RouterProvider; one
 * listener on the body does what the library's links do (a click with a modifier key, or to
 * another origin, is left to the browser).
 */
function useClientLinks() {
  const ref = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  useEffect(() => {
    const body = ref.current;
    if (!body) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}

/** /resources/<slug>: one article with its author, dates, reading time and related products. */
export function ResourcesArticle({ article }: { article: ArticleModule }) {
  const { meta, html } = article;
  const body = useClientLinks();
  return (
    <article className={styles.Page} aria-labelledby="article-title">
      <header className={styles.ArticleHead}>
        <Link href="/resources" variant="standalone" className={styles.Up}>
          {copy.back}
        </Link>
        <h1 id="article-title" className={styles.Heading}>
          {meta.title}
        </h1>
        <p className={styles.Lead}>{meta.summary}</p>
        <ArticleFacts meta={meta} full />
      </header>
      {/* Compiled from the article's Markdown at build time (app/scripts/articles.mjs), raw HTML refused. */}
      <div ref={body} className={styles.Body} dangerouslySetInnerHTML={{ __html: html }} />
      <section className={styles.Related} aria-labelledby="related-products">
        <h2 id="related-products">{copy.related}</h2>
        <ul className={styles.RelatedList}>
          {meta.products.map(productOf).map((product) => (
            <Card key={product.slug} as="li" padding="sm" variant="subtle">
              <Link href={`/${product.slug}`} variant="standalone">
                {product.name}
              </Link>
              <p className={styles.RelatedText}>{product.summary}</p>
            </Card>
          ))}
        </ul>
      </section>
      <p className={styles.Back}>
        <Link href="/resources" variant="standalone">
          {copy.backToList}
        </Link>
      </p>
    </article>
  );
}

/** The page component of one article's route, bound to the article. */
export function withArticle(article: ArticleModule) {
  return function ResourcesArticleRoute() {
    return <ResourcesArticle article={article} />;
  };
}

// One lazy chunk per article, compiled from its Markdown (app/scripts/articles.mjs). Here rather
// than in the route table, which every first load carries: it has only the slugs.
const bodies = import.meta.glob<ArticleModule>('../../content/articles/*.md');

/** The page of the article `slug` (routes.public.ts), once its body has loaded. */
export function articlePage(slug: string): Promise<PageModule> {
  const body = bodies[`../../content/articles/${slug}.md`];
  if (!body) return Promise.reject(new Error(`No article '${slug}' in content/articles`));
  return body().then((article) => ({ default: withArticle(article) }));
}
