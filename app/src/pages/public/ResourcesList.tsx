import { Card, Link } from '@lnf/ui';
import { articles, RESOURCES_FEED } from '../../content/articles';
import { resourcesCopy } from '../../content/articles/copy';
import { ArticleFacts, ProductTags } from './ResourcesParts';
import styles from './Resources.module.css';

const copy = resourcesCopy.list;

/** /resources: every article, newest first, with its summary, author, date and products. */
export default function ResourcesList() {
  return (
    <div className={styles.Page}>
      <header className={styles.Head}>
        <p className={styles.Eyebrow}>{copy.eyebrow}</p>
        <h1 className={styles.Heading}>{copy.heading}</h1>
        <p className={styles.Lead}>{copy.lead}</p>
      </header>
      <ol className={styles.List}>
        {articles.map((article) => (
          <Card key={article.slug} as="li" className={styles.Item}>
            <h2 className={styles.ItemTitle}>
              <Link href={article.path} variant="standalone">
                {article.title}
              </Link>
            </h2>
            <p className={styles.Summary}>{article.summary}</p>
            <ArticleFacts meta={article} />
            <ProductTags slugs={article.products} />
          </Card>
        ))}
      </ol>
      {/* A plain link: the feed is a file for the browser to open, not a route. */}
      <a className={styles.Feed} href={RESOURCES_FEED.href} type={RESOURCES_FEED.type}>
        {copy.feed}
      </a>
    </div>
  );
}
