import { ButtonLink } from '@lnf/ui';
import { formatINR, type BillingSubscription } from '@lnf/sdk';
import { useSubscriptions } from '../../../data/subscriptions';
import { useAuth } from '../../../state/auth';
import styles from './Portal.module.css';

/** What the customer is to do, and what it costs: a new card (pending), a restart (halted). */
function nextStep(failed: BillingSubscription[], all: BillingSubscription[]): { text: string; link: string } {
  const [only] = failed;
  const restarted = all.some((s) => s.replaces === only!.id && s.awaitingAuthorisation);
  if (failed.length === 1 && only!.status === 'halted' && restarted)
    return {
      text: `Authorise the new subscription: ${formatINR(only!.amount)} is charged now and a new period starts today.`,
      link: 'Authorise subscription',
    };
  if (failed.length === 1 && only!.status === 'halted')
    return {
      text: `Razorpay stopped retrying. Restart your subscription: ${formatINR(only!.amount)} is charged now and a new period starts today.`,
      link: 'Restart subscription',
    };
  if (failed.some((s) => s.status === 'halted'))
    return { text: 'Update your card or restart your subscriptions on the Billing page.', link: 'Go to Billing' };
  return { text: 'Update your card to keep your subscription running.', link: 'Update card' };
}

/**
 * A renewal that failed shows on every portal page until it is paid: by a new card
 * while Razorpay still retries (pending), by a restarted subscription once it has stopped (halted).
 * It reads the same cache as the Billing page, so mending it there takes it away everywhere.
 */
export function RenewalBanner() {
  const { user } = useAuth();
  const subs = useSubscriptions(user);
  const failed = (subs.data ?? []).filter((s) => s.paymentFailed);
  if (failed.length === 0) return null;
  const { text, link } = nextStep(failed, subs.data ?? []);
  return (
    <div className={styles.Banner} role="alert">
      <p>
        <strong>
          {failed.length === 1
            ? `The renewal payment of ${failed[0]!.planLabel} failed.`
            : `${failed.length} renewal payments failed.`}
        </strong>{' '}
        {text}
      </p>
      <ButtonLink href="/billing" size="sm">
        {link}
      </ButtonLink>
    </div>
  );
}
