import { formatDate } from '@lnf/sdk';
import type { LegalPageContent } from '../../content/types';
import styles from './LegalPage.module.css';

/** A legal document: title, date of the current version, numbered sections. */
export function LegalPage({ content }: { content: LegalPageContent }) {
  return (
    <article className={styles.Root} aria-labelledby="legal-title">
      <header className={styles.Header}>
        <h1 id="legal-title">{content.title}</h1>
        <p className={styles.Updated}>
          Last updated: <time dateTime={content.updated}>{formatDate(content.updated)}</time>
        </p>
      </header>
      <div className={styles.Body}>
        {content.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {content.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

/** The page component of one legal route, bound to its text. */
export function withContent(content: LegalPageContent) {
  return function LegalRoute() {
    return <LegalPage content={content} />;
  };
}
