import { Badge } from '@lnf/ui';
import { formatArticleDate, type ArticleMeta } from '../../content/articles';
import { resourcesCopy as copy } from '../../content/articles/copy';
import { products, technology, type ProductSummary } from '../../content/products';
import styles from './Resources.module.css';

const catalogue = new Map([...products, technology].map((p) => [p.slug, p]));

/** A product of an article's front matter (the build checked it names a product page). */
export const productOf = (slug: string): ProductSummary =>
  catalogue.get(slug) ?? { slug, name: slug, summary: '', icon: 'technology' };

const Dot = () => (
  <span className={styles.Dot} aria-hidden>
    ·
  </span>
);

/**
 * Who wrote an article, when, and how long it takes to read: `Priya Menon · 14 October 2026 · 5 min
 * read`. With `full`, the author's role and the date it was last updated too.
 */
export function ArticleFacts({ meta, full = false }: { meta: ArticleMeta; full?: boolean }) {
  return (
    <p className={styles.Facts}>
      <span>
        {full && `${copy.article.by} `}
        <span className={styles.Author}>{meta.author.name}</span>
        {full && `, ${meta.author.role}`}
      </span>
      <Dot />
      <span>
        {full && `${copy.article.published} `}
        <time dateTime={meta.date}>{formatArticleDate(meta.date)}</time>
      </span>
      {full && meta.updated && (
        <>
          <Dot />
          <span>
            {`${copy.article.updated} `}
            <time dateTime={meta.updated}>{formatArticleDate(meta.updated)}</time>
          </span>
        </>
      )}
      <Dot />
      <span>{copy.minutes(meta.readingMinutes)}</span>
    </p>
  );
}

/** The products an article is about, as tags. */
export function ProductTags({ slugs }: { slugs: readonly string[] }) {
  return (
    <ul className={styles.Tags} aria-label={copy.productsLabel}>
      {slugs.map((slug) => (
        <li key={slug}>
          <Badge size="sm">{productOf(slug).name}</Badge>
        </li>
      ))}
    </ul>
  );
}
