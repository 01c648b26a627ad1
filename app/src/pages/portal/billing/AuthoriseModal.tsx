import { useState } from 'react';
import { CardForm, Modal, toast, type CardDetails } from '@lnf/ui';
import { dev, formatDate, formatINR, messageFor, order, type BillingSubscription, type Order } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { chargesNow } from './AuthoriseSubscription';
import styles from './Billing.module.css';

export interface AuthoriseModalProps {
  /** The new subscription to authorise (test payment mode); null closes the modal. */
  sub: BillingSubscription | null;
  /** The subscription it takes over from, when the page lists it. */
  replaced?: BillingSubscription;
  onClose: () => void;
  /** Called with the order once the payment is confirmed. */
  onPaid: (sub: BillingSubscription, paid: Order) => void;
}

/**
 * Test payment mode's Checkout for a new subscription: the same card form and test cards as the
 * basket's payment step, paid with the test checkout and confirmed as Razorpay's answer is. Loaded
 * lazily by the Billing page, the first time it opens.
 */
export function AuthoriseModal({ sub, replaced, onClose, onPaid }: AuthoriseModalProps) {
  return (
    <Modal title="Authorise subscription" size="sm" isOpen={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && <AuthoriseForm key={sub.id} sub={sub} replaced={replaced} onPaid={onPaid} />}
    </Modal>
  );
}

function AuthoriseForm({
  sub,
  replaced,
  onPaid,
}: Omit<AuthoriseModalProps, 'sub' | 'onClose'> & { sub: BillingSubscription }) {
  const [pending, setPending] = useState(false);
  const [declined, setDeclined] = useState(false);
  const now = chargesNow(sub, replaced);
  const amount = formatINR(sub.amount);
  const from = sub.nextChargeOn ? formatDate(sub.nextChargeOn) : 'its start';

  async function pay(card: CardDetails) {
    setPending(true);
    setDeclined(false);
    try {
      const answer = await dev.testCheckout(client, { subscriptionId: sub.id, ...card });
      onPaid(sub, await order.confirmPayment(client, answer));
    } catch (error) {
      toast.error(messageFor('dev.testCheckout', error));
      setDeclined(true);
      setPending(false);
    }
  }

  return (
    <div className={styles.Dialog}>
      {now ? (
        <p>
          {`${amount} is charged now for ${sub.planLabel} and a new period starts today.`}
          {replaced ? ` ${replaced.planLabel} ends when this is paid.` : ''}
        </p>
      ) : (
        <p>{`${sub.planLabel} starts on ${from} at ${amount} per renewal. Your card is checked now with ₹5, which is refunded; nothing else is charged until ${from}.`}</p>
      )}
      <p className={styles.Muted}>Card details go to the payment provider and are not stored by LNF.</p>
      {declined && (
        <p className={styles.Alert} role="alert">
          The card was not accepted. Check the details or use another card.
        </p>
      )}
      <CardForm
        aria-label="Card to authorise"
        submitLabel={now ? `Pay ${amount}` : 'Authorise'}
        isPending={pending}
        onSubmit={(card) => void pay(card)}
      />
    </div>
  );
}
