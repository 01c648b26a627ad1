import { NativeButton } from '@lnf/ui';
import { endViewAs, viewAsFacts } from '../lib/viewAs';
import styles from './ViewAsBanner.module.css';

/**
 * Says, on every page of a tab that views the portal as a customer, whose portal it is, that it is
 * read-only and until when, with a way out. Nothing in such a tab can change anything: the server
 * refuses every write made with the view's token.
 */
export function ViewAsBanner() {
  const facts = viewAsFacts();
  if (!facts) return null;
  // Made here, not at load: every page loads this chunk, and no page starts ICU it does not need.
  const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <div role="region" aria-label="Viewing as a customer" className={styles.Banner}>
      <p>
        Viewing as <strong>{facts.customer.name}</strong> ({facts.customer.email}), read-only, until{' '}
        {time.format(new Date(facts.expiresAt))} IST. Opened by {facts.by}.
      </p>
      <NativeButton variant="secondary" size="sm" onPress={endViewAs}>
        End view
      </NativeButton>
    </div>
  );
}
