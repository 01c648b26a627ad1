import { useState } from 'react';
import { toast } from '@lnf/ui';
import { billing, messageFor, type BillingSubscription } from '@lnf/sdk';
import { client } from '../../../lib/api';
import {
  CHECKOUT_PAGES,
  CHECKOUT_THEME_COLOR,
  documentAllowsCheckout,
  loadCheckout,
  reloadBillingFor,
} from '../../../lib/razorpay';
import styles from './Billing.module.css';

// The Billing page renders these itself, so this module imports no Modal or CardForm: those load
// with the card dialog (CardUpdateModal), the first time it is opened.

export type CardChangeState =
  { name: 'idle' } | { name: 'loading' } | { name: 'open' } | { name: 'waiting' } | { name: 'failed'; reason: string };

/** Razorpay's webhooks follow Checkout's answer: the subscription is read until they have arrived. */
async function settledAfterCardChange(sub: BillingSubscription): Promise<BillingSubscription> {
  let latest = sub;
  for (let i = 0; i < 10; i++) {
    latest = (await billing.list(client)).find((s) => s.id === sub.id) ?? latest;
    if (!sub.paymentFailed || !latest.paymentFailed) return latest;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return latest;
}

/**
 * A Razorpay subscription's card changes in Checkout (`subscription_card_change`), opened straight
 * from the Billing page (a modal of ours would keep Checkout's window inert). LNF never sees the
 * number; after a failed renewal Razorpay charges the new card for it at once.
 */
export function useRazorpayCardChange(onUpdated: (s: BillingSubscription) => void) {
  const [state, setState] = useState<CardChangeState>({ name: 'idle' });

  async function start(sub: BillingSubscription) {
    if (!documentAllowsCheckout(CHECKOUT_PAGES)) return reloadBillingFor('card', sub.id);
    setState({ name: 'loading' });
    try {
      const { checkout } = await billing.cardCheckout(client, sub.id);
      const Razorpay = await loadCheckout(checkout?.checkoutUrl ?? '');
      const instance = new Razorpay({
        key: checkout!.keyId,
        subscription_id: sub.id,
        subscription_card_change: 1,
        name: 'LNF',
        description: `New card for ${sub.planLabel}`,
        prefill: {},
        theme: { color: CHECKOUT_THEME_COLOR },
        handler: () => {
          setState({ name: 'waiting' });
          void settledAfterCardChange(sub).then((latest) => {
            toast.success(
              sub.paymentFailed && !latest.paymentFailed ? 'Card updated and the renewal paid' : 'Card updated',
            );
            setState({ name: 'idle' });
            onUpdated(latest);
          });
        },
        modal: { ondismiss: () => setState((s) => (s.name === 'open' ? { name: 'idle' } : s)) },
      });
      instance.on('payment.failed', (failure) =>
        setState({ name: 'failed', reason: failure.error.description ?? 'The card was not accepted.' }),
      );
      setState({ name: 'open' });
      instance.open();
    } catch (error) {
      setState({ name: 'failed', reason: messageFor('billing.cardCheckout', error) });
    }
  }

  return { state, start };
}

/** What the card change is doing, announced; a failure as an alert with the way forward. */
export function CardChangeStatus({ state }: { state: CardChangeState }) {
  return (
    <>
      <div role="status" aria-live="polite" className={styles.Muted}>
        {state.name === 'waiting' && 'Razorpay has your new card. Updating your subscription…'}
      </div>
      {state.name === 'failed' && (
        <p className={styles.Alert} role="alert">
          {`${state.reason.replace(/\.?$/, '.')} Try again with another card.`}
        </p>
      )}
    </>
  );
}
