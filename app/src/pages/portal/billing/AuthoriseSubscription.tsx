import { useRef, useState } from 'react';
import { toast } from '@lnf/ui';
import { billing, formatDate, messageFor, order, type BillingSubscription, type Order } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { afterOrderWrite } from '../../../data/afterOrderWrite';
import {
  CHECKOUT_PAGES,
  CHECKOUT_THEME_COLOR,
  documentAllowsCheckout,
  loadCheckout,
  reloadBillingFor,
} from '../../../lib/razorpay';
import styles from './Billing.module.css';

// The Billing page renders these itself, so this module imports no Modal or CardForm: the test
// card form loads with its dialog (AuthoriseModal), the first time a test-mode authorisation opens.

/** A signed answer of Checkout (or of the test checkout), to confirm with `order.confirmPayment`. */
export interface AuthorisationAnswer {
  subscriptionId: string;
  paymentId: string;
  signature: string;
}

export type AuthorisationState =
  | { name: 'idle' }
  | { name: 'loading'; id: string }
  /** Test payment mode: the card dialog is open for `sub`. */
  | { name: 'card'; sub: BillingSubscription }
  | { name: 'open'; id: string }
  | { name: 'confirming'; id: string }
  | { name: 'failed'; id: string; reason: string }
  | { name: 'unconfirmed'; id: string };

/** The id of the subscription a state is about, if any. */
export const stateId = (s: AuthorisationState) => (s.name === 'idle' ? null : s.name === 'card' ? s.sub.id : s.id);

const sameDay = (a: string, b: string) => formatDate(a) === formatDate(b);

/**
 * Whether authorising charges the plan amount now (a restart of a halted subscription, which starts
 * today) rather than a ₹5 check that is refunded (a subscription that starts at a later date).
 */
export function chargesNow(sub: BillingSubscription, replaced?: BillingSubscription): boolean {
  if (replaced) return replaced.status === 'halted';
  const now = new Date().toISOString();
  return sub.nextChargeOn !== null && (sameDay(sub.nextChargeOn, now) || sub.nextChargeOn < now);
}

/**
 * The day a subscription starts (not yet authorised, or authorised and waiting for its start: its
 * first charge) or started (its first period's charge).
 */
export function startsOn(sub: BillingSubscription): string | null {
  // Authorised and not yet paid: it starts with its first charge. An authenticated one whose first
  // period was paid upfront has started (Razorpay keeps it authenticated until its first recurring charge).
  if (sub.awaitingAuthorisation || (sub.status === 'authenticated' && sub.charges.length === 0))
    return sub.nextChargeOn;
  const first = sub.charges
    .filter((c) => c.kind === 'cycle')
    .map((c) => c.createdAt)
    .sort()[0];
  return first ?? sub.currentPeriodStart ?? sub.nextChargeOn;
}

/**
 * Focus on a subscription's heading: where a dialog or Checkout hands focus back when it closes. A
 * closing dialog keeps focus inside it until its exit animation ends and then gives it back to what
 * it remembers, so the heading is focused once no dialog is left (a frame at a time, at most ~2 s).
 */
function focusPanel(id: string, framesLeft = 120) {
  if (framesLeft > 0 && document.querySelector('[role="dialog"], [role="alertdialog"]')) {
    requestAnimationFrame(() => focusPanel(id, framesLeft - 1));
    return;
  }
  document.getElementById(`subscription-${id}`)?.focus();
}

/**
 * A new subscription (a plan change, a resubscription, a restart) is authorised by the customer
 * before anything is charged. `billing.authorise` says how: Razorpay Checkout, opened straight from
 * the page (a modal of ours would keep its window inert), or in test payment mode the card dialog.
 * Either answer is confirmed with `order.confirmPayment`, then the list is read again.
 */
export function useAuthorisation(refresh: () => Promise<BillingSubscription[] | undefined>) {
  const [state, setState] = useState<AuthorisationState>({ name: 'idle' });
  // Razorpay took it but our confirmation failed: pressing Authorise again confirms, not pays, again.
  const unconfirmed = useRef<AuthorisationAnswer | null>(null);

  /** After a confirmed payment: every list refetched, the customer told, focus on the subscription. */
  async function finish(sub: BillingSubscription, paid: Order) {
    unconfirmed.current = null;
    afterOrderWrite(paid);
    const latest = (await refresh().catch(() => undefined))?.find((s) => s.id === sub.id) ?? sub;
    const from = startsOn(sub);
    toast.success(
      latest.status === 'active' || !from
        ? `${sub.planLabel} is paid and running`
        : `Authorised: ${sub.planLabel} starts on ${formatDate(from)}`,
    );
    setState({ name: 'idle' });
    focusPanel(sub.id);
  }

  async function confirm(sub: BillingSubscription, answer: AuthorisationAnswer) {
    setState({ name: 'confirming', id: sub.id });
    try {
      await finish(sub, await order.confirmPayment(client, answer));
    } catch (error) {
      unconfirmed.current = answer;
      toast.error(messageFor('order.confirmPayment', error));
      setState({ name: 'unconfirmed', id: sub.id });
    }
  }

  async function start(sub: BillingSubscription) {
    if (unconfirmed.current?.subscriptionId === sub.id) return confirm(sub, unconfirmed.current);
    if (sub.provider === 'razorpay' && !documentAllowsCheckout(CHECKOUT_PAGES))
      return reloadBillingFor('authorise', sub.id);
    setState({ name: 'loading', id: sub.id });
    let answer;
    try {
      answer = await billing.authorise(client, sub.id);
    } catch (error) {
      return setState({ name: 'failed', id: sub.id, reason: messageFor('billing.authorise', error) });
    }
    const { subscription, checkout } = answer;
    // The dialog hands focus back to what had it when it opened: this subscription's heading,
    // which stays when the button that started the authorisation goes.
    focusPanel(sub.id);
    if (!checkout) return setState({ name: 'card', sub: subscription });
    const Razorpay = await loadCheckout(checkout.checkoutUrl ?? '').catch(() => null);
    if (!Razorpay)
      return setState({
        name: 'failed',
        id: sub.id,
        reason: 'The payment window could not load. Check your connection, then try again.',
      });
    const instance = new Razorpay({
      key: checkout.keyId,
      subscription_id: checkout.subscriptionId,
      name: 'LNF',
      description: `Authorise ${sub.planLabel}`,
      prefill: {},
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (result) =>
        void confirm(sub, {
          subscriptionId: result.razorpay_subscription_id,
          paymentId: result.razorpay_payment_id,
          signature: result.razorpay_signature,
        }),
      modal: {
        ondismiss: () => {
          setState((s) => (s.name === 'open' ? { name: 'idle' } : s));
          focusPanel(sub.id);
        },
      },
    });
    instance.on('payment.failed', (failure) =>
      setState({ name: 'failed', id: sub.id, reason: failure.error.description ?? 'The payment did not go through.' }),
    );
    setState({ name: 'open', id: sub.id });
    instance.open();
  }

  /** The test card dialog closed without paying. */
  const close = () => setState((s) => (s.name === 'card' ? { name: 'idle' } : s));

  return { state, start, finish, close };
}

/** What the authorisation is doing, announced; a failure as an alert with the way forward. */
export function AuthorisationStatus({ state }: { state: AuthorisationState | null }) {
  return (
    <>
      <div role="status" aria-live="polite" className={styles.Muted}>
        {state?.name === 'loading' && 'Opening the authorisation…'}
        {state?.name === 'confirming' && 'Confirming your authorisation…'}
      </div>
      {state?.name === 'failed' && (
        <p className={styles.Alert} role="alert">
          {`${state.reason.replace(/\.?$/, '.')} Press Authorise to try again.`}
        </p>
      )}
      {state?.name === 'unconfirmed' && (
        <p className={styles.Alert} role="alert">
          Razorpay took the authorisation but we could not confirm it yet. Press Authorise to try again; you will not be
          charged twice.
        </p>
      )}
    </>
  );
}
