import { ButtonLink, Card } from '@lnf/ui';
import styles from './Portal.module.css';

/** The empty state of every list of subscriptions (Dashboard, Billing): where to get one. */
export function NoSubscriptions() {
  return (
    <Card variant="subtle" className={styles.EmptyRow}>
      <p>No subscriptions yet.</p>
      <ButtonLink href="/our-plans" size="sm">
        See our plans
      </ButtonLink>
    </Card>
  );
}
