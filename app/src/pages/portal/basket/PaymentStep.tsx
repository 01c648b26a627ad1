import { useEffect, useId, useRef, useState } from 'react';
import { Button, Card, CardForm, Spinner, toast, type CardDetails } from '@lnf/ui';
import { dev, formatINR, messageFor, order, type PlaceOrderResponse } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { afterOrderWrite } from '../../../data/afterOrderWrite';
import {
  CHECKOUT_THEME_COLOR,
  documentAllowsCheckout,
  loadCheckout,
  reloadForCheckout,
  type CheckoutInstance,
} from '../../../lib/razorpay';
import styles from './Basket.module.css';

export interface PaymentStepProps {
  /** The placed order with its provider subscription. */
  payment: PlaceOrderResponse;
  /** A name for the card holder field, e.g. the customer's. */
  holderName?: string;
  /** Prefilled in Razorpay Checkout. */
  email?: string;
  /** Prefilled in Razorpay Checkout. */
  mobile?: string;
  /** Called with the order id once the payment is confirmed. */
  onPaid: (orderId: string) => void;
}

/** The provider's payment step: Razorpay Checkout, or the test card form. */
export function PaymentStep(props: PaymentStepProps) {
  return props.payment.provider === 'razorpay' ? <RazorpayPayment {...props} /> : <TestCardPayment {...props} />;
}

type RazorpayState =
  | { name: 'loading' }
  | { name: 'ready' }
  | { name: 'open' }
  | { name: 'dismissed' }
  | { name: 'failed'; reason: string }
  | { name: 'unavailable' }
  | { name: 'confirming' }
  | { name: 'unconfirmed' };

/**
 * Razorpay: Checkout's script loads on this step only (the basket page's CSP allows it, no other
 * page's), opens with the key, the subscription, the customer's prefill and the brand colour, and
 * its signed answer confirms the payment. Closing it, a declined card and a network that will not
 * load it each say what happened and offer to try again.
 */
function RazorpayPayment({ payment, holderName, email, mobile, onPaid }: PaymentStepProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<RazorpayState>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const answer = useRef<{ paymentId: string; signature: string } | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!documentAllowsCheckout()) {
      reloadForCheckout(payment);
      return;
    }
    let live = true;
    // Loading starts as the effect subscribes to Checkout's script, the external system it syncs with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ name: 'loading' });
    loadCheckout(payment.checkoutUrl ?? '').then(
      () => live && setState({ name: 'ready' }),
      () => live && setState({ name: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [payment, attempt]);

  async function confirm() {
    if (!answer.current) return;
    setState({ name: 'confirming' });
    try {
      const paid = await order.confirmPayment(client, { subscriptionId: payment.subscriptionId!, ...answer.current });
      afterOrderWrite(paid);
      onPaid(payment.orderId);
    } catch (error) {
      toast.error(messageFor('order.confirmPayment', error));
      setState({ name: 'unconfirmed' });
    }
  }

  async function open() {
    const Razorpay = await loadCheckout(payment.checkoutUrl ?? '').catch(() => null);
    if (!Razorpay) return setState({ name: 'unavailable' });
    const checkout: CheckoutInstance = new Razorpay({
      key: payment.keyId ?? '',
      subscription_id: payment.subscriptionId ?? '',
      name: 'LNF',
      description: `Order ${payment.reference}`,
      prefill: { name: holderName, email, contact: mobile },
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (result) => {
        answer.current = { paymentId: result.razorpay_payment_id, signature: result.razorpay_signature };
        void confirm();
      },
      modal: { ondismiss: () => setState((s) => (s.name === 'open' ? { name: 'dismissed' } : s)) },
    });
    checkout.on('payment.failed', (failure) =>
      setState({ name: 'failed', reason: failure.error.description ?? 'The payment did not go through.' }),
    );
    setState({ name: 'open' });
    checkout.open();
  }

  const amount = formatINR(payment.amount);
  const busy = state.name === 'loading' || state.name === 'confirming';
  return (
    <Card as="section" aria-labelledby={headingId} padding="md" className={styles.Options}>
      <div className={styles.PlanHead}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.PlanName}>
          Pay with Razorpay
        </h2>
        <p className={styles.Amount}>{amount}</p>
      </div>
      <p className={styles.Muted}>
        Card, UPI or net banking in Razorpay's secure window. Your subscription starts once the first payment goes
        through; LNF never sees your card details.
      </p>
      <div role="status" aria-live="polite" className={styles.Muted}>
        {state.name === 'loading' && (
          <span className={styles.Inline}>
            <Spinner size="sm" /> Loading the secure payment window…
          </span>
        )}
        {state.name === 'confirming' && (
          <span className={styles.Inline}>
            <Spinner size="sm" /> Confirming your payment…
          </span>
        )}
        {state.name === 'dismissed' &&
          'You closed the payment window. Your order is saved: pay whenever you are ready.'}
      </div>
      {state.name === 'failed' && (
        <p className={styles.Declined} role="alert">
          {`${state.reason.replace(/\.?$/, '.')} Try again with another card or method.`}
        </p>
      )}
      {state.name === 'unavailable' && (
        <p className={styles.Declined} role="alert">
          The payment window could not load. Check your connection, then try again.
        </p>
      )}
      {state.name === 'unconfirmed' && (
        <p className={styles.Declined} role="alert">
          Razorpay took the payment but we could not confirm it yet. Try again; you will not be charged twice.
        </p>
      )}
      {state.name === 'unavailable' ? (
        <Button size="lg" onPress={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      ) : state.name === 'unconfirmed' ? (
        <Button size="lg" onPress={() => void confirm()}>
          Confirm payment
        </Button>
      ) : (
        <Button
          size="lg"
          onPress={() => void open()}
          isDisabled={state.name === 'open'}
          isPending={busy}
          pendingLabel={state.name === 'confirming' ? 'Confirming your payment' : 'Loading the payment window'}
        >
          {`Pay ${amount}`}
        </Button>
      )}
    </Card>
  );
}

/**
 * Test mode: the card goes to the test checkout, whose signed answer confirms the payment, as
 * Razorpay's does. A declined card can be paid again.
 */
function TestCardPayment({ payment, holderName, onPaid }: PaymentStepProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [declined, setDeclined] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The basket's form is gone: start the new step at its top, with focus on its heading.
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  async function pay(card: CardDetails) {
    setPending(true);
    setDeclined(false);
    try {
      const checkout = await dev.testCheckout(client, { subscriptionId: payment.subscriptionId!, ...card });
      const paid = await order.confirmPayment(client, checkout);
      // The receipt shows this order at once; every list of orders, payments and subscriptions refetches.
      afterOrderWrite(paid);
      onPaid(payment.orderId);
    } catch (error) {
      toast.error(messageFor('dev.testCheckout', error));
      setDeclined(true);
      setPending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby={headingId} padding="md" className={styles.Options}>
      <div className={styles.PlanHead}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.PlanName}>
          Card payment
        </h2>
        <p className={styles.Amount}>{formatINR(payment.amount)}</p>
      </div>
      <p className={styles.Muted}>
        Your subscription starts once the first payment goes through. Card details go to the payment provider and are
        not stored by LNF.
      </p>
      {declined && (
        <p className={styles.Declined} role="alert">
          The payment did not go through. Check the card details or use another card, then pay again.
        </p>
      )}
      <CardForm
        submitLabel={`Pay ${formatINR(payment.amount)}`}
        isPending={pending}
        defaultValues={{ cardHolderName: holderName }}
        onSubmit={(card) => void pay(card)}
      />
    </Card>
  );
}
