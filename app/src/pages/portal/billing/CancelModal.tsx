import { Button, Modal } from '@lnf/ui';
import { formatDate, type BillingSubscription } from '@lnf/sdk';
import { useAction } from './billingActions';
import styles from './Billing.module.css';

export interface CancelModalProps {
  /** The subscription to cancel; null closes the modal. */
  sub: BillingSubscription | null;
  onClose: () => void;
  onCancelled: (s: BillingSubscription) => void;
}

/**
 * Cancelling asks once more, and says what happens: nothing more is charged, the plan runs to the
 * period's end, and (Razorpay's rule) the cancellation cannot be taken back, only followed by a
 * new subscription.
 */
export function CancelModal({ sub, onClose, onCancelled }: CancelModalProps) {
  const { pending, run } = useAction(onCancelled);
  const end = sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : 'the end of the period';
  return (
    <Modal
      title="Cancel subscription?"
      size="sm"
      role="alertdialog"
      isOpen={sub !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {sub && (
        <div className={styles.Dialog}>
          <p>{`${sub.planLabel} stays active until ${end}, and nothing more is charged.`}</p>
          <p>
            <strong>A cancellation cannot be undone.</strong>
            {` To carry on after ${end}, you would subscribe again: a new subscription from that day, which you authorise with your card or UPI.`}
          </p>
          <div className={styles.Actions}>
            <Button
              variant="destructive"
              isPending={pending === 'cancel'}
              pendingLabel="Cancelling"
              onPress={() => void run(sub, 'cancel')}
            >
              Cancel at period end
            </Button>
            <Button variant="secondary" onPress={onClose}>
              Don't cancel
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
