import { useState } from 'react';
import { Button, Card, toast } from '@lnf/ui';
import type { DataCategory } from '@lnf/sdk';
import { downloadMyData, useDataSummary } from '../../../data/privacy';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';
import portal from '../shared/Portal.module.css';
import styles from './PrivacyCentre.module.css';

/** One category: how many records, why, and for how long (a list, so phones read every column). */
function Category({ category }: { category: DataCategory }) {
  return (
    <Card as="li" padding="md">
      <h3 className={styles.CategoryTitle}>
        {category.category}{' '}
        <span className={styles.Count}>
          {category.records === 1 ? '1 record' : `${category.records.toLocaleString('en-IN')} records`}
        </span>
      </h3>
      <dl className={portal.Facts}>
        <div>
          <dt>Why</dt>
          <dd>{category.purpose}</dd>
        </div>
        <div>
          <dt>Kept for</dt>
          <dd>{category.retention}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** What is held about the user and why (the access right's summary), and the whole of it as a ZIP. */
export function DataSection({ userId }: { userId: string }) {
  const summary = useDataSummary(userId);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    const saved = await downloadMyData();
    setDownloading(false);
    if (saved) toast.success('Your data is downloading: one ZIP file, with data.json and your documents inside.');
  }

  return (
    <PortalSection
      title="Your data"
      id="your-data"
      actions={
        <Button variant="secondary" isPending={downloading} pendingLabel="Preparing your data" onPress={download}>
          Download your data
        </Button>
      }
    >
      <div className={styles.Stack}>
        <p className={forms.Note}>
          What we hold about you, why, and for how long.
          {summary.data && ` As of ${formatTime(summary.data.generatedAt)} (IST).`} The download holds every record and
          your receipts, tax invoices and attachments.
        </p>
        {summary.data ? (
          <ul className={styles.Categories} aria-label="Data we hold about you">
            {summary.data.categories.map((c) => (
              <Category key={c.category} category={c} />
            ))}
          </ul>
        ) : (
          <p className={forms.Note}>{summary.error ? 'The summary could not be loaded.' : 'Loading the summary…'}</p>
        )}
        {summary.data && summary.data.sharedWith.length > 0 && (
          <Card padding="md">
            <h3 className={styles.Subtitle}>Shared only with</h3>
            <ul className={styles.List}>
              {summary.data.sharedWith.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </PortalSection>
  );
}
