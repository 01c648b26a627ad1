import { ButtonLink } from '@lnf/ui';
import { billing } from '@lnf/sdk';
import { subscriptionsKey } from '../../lib/orderCache';
import { useApi } from '../../lib/useApi';
import { useAuth } from '../../state/auth';
import styles from './Portal.module.css';

/**
 * A renewal that failed shows on every portal page until a new card pays it (issue 12). It reads
 * the same cache as the Billing page, so mending the card there takes it away everywhere.
 */
export function RenewalBanner() {
  const { user } = useAuth();
  const subs = useApi(user ? subscriptionsKey(user.id) : null, (c) => billing.list(c), { minDelayMs: 0 });
  const failed = (subs.data ?? []).filter((s) => s.paymentFailed);
  if (failed.length === 0) return null;
  return (
    <div className={styles.Banner} role="alert">
      <p>
        <strong>
          {failed.length === 1
            ? `The renewal payment of ${failed[0]!.planLabel} failed.`
            : `${failed.length} renewal payments failed.`}
        </strong>{' '}
        Update your card to keep your subscription running.
      </p>
      <ButtonLink href="/billing" size="sm">
        Update card
      </ButtonLink>
    </div>
  );
}
