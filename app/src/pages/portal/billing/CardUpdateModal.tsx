import { useState } from 'react';
import { CardForm, Modal, toast, type CardDetails } from '@lnf/ui';
import { billing, formatINR, messageFor, type BillingSubscription } from '@lnf/sdk';
import { client } from '../../../lib/api';
import styles from './Billing.module.css';

export interface CardUpdateModalProps {
  /** The subscription whose card changes; null closes the modal. */
  sub: BillingSubscription | null;
  onClose: () => void;
  onUpdated: (sub: BillingSubscription) => void;
}

/**
 * A new card for renewals, in test payment mode (a Razorpay subscription changes its card in
 * Checkout: `useRazorpayCardChange` in RazorpayCardChange.tsx). After a failed renewal the new card
 * is charged for it at once, and the modal says so on the button. Card details go to the payment
 * provider; LNF keeps the last 4 only. Loaded lazily by the Billing page, the first time it opens.
 */
export function CardUpdateModal({ sub, onClose, onUpdated }: CardUpdateModalProps) {
  return (
    <Modal title="Update card" size="sm" isOpen={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && <CardUpdateForm key={sub.id} sub={sub} onUpdated={onUpdated} />}
    </Modal>
  );
}

function CardUpdateForm({ sub, onUpdated }: { sub: BillingSubscription; onUpdated: (s: BillingSubscription) => void }) {
  const [pending, setPending] = useState(false);
  const [declined, setDeclined] = useState(false);

  async function save(card: CardDetails) {
    setPending(true);
    setDeclined(false);
    try {
      const { subscription } = await billing.updateCard(client, sub.id, card);
      toast.success(sub.paymentFailed ? 'Card updated and the renewal paid' : 'Card updated');
      onUpdated(subscription);
    } catch (error) {
      toast.error(messageFor('billing.updateCard', error));
      setDeclined(true);
      setPending(false);
    }
  }

  return (
    <div className={styles.Dialog}>
      <p className={styles.Muted}>
        {sub.card ? `Renewals are charged to your ${sub.card.brand} ending ${sub.card.last4}. ` : ''}
        {sub.paymentFailed
          ? `The failed renewal of ${formatINR(sub.amount)} is charged to the new card straight away.`
          : 'The next renewal goes to the new card.'}
      </p>
      {declined && (
        <p className={styles.Alert} role="alert">
          The card was not accepted. Check the details or use another card.
        </p>
      )}
      <CardForm
        aria-label="New card"
        submitLabel={sub.paymentFailed ? `Save card and pay ${formatINR(sub.amount)}` : 'Save card'}
        isPending={pending}
        onSubmit={(card) => void save(card)}
      />
    </div>
  );
}
