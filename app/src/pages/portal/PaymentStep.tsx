import { useEffect, useId, useRef, useState } from 'react';
import { Card, CardForm, toast, type CardDetails } from '@lnf/ui';
import { dev, formatINR, messageFor, order, type PlaceOrderResponse } from '@lnf/sdk';
import { client } from '../../lib/api';
import { afterOrderWrite } from '../../lib/orderCache';
import styles from './Basket.module.css';

export interface PaymentStepProps {
  /** The placed order with its provider subscription. */
  payment: PlaceOrderResponse;
  /** A name for the card holder field, e.g. the customer's. */
  holderName?: string;
  /** Called with the order id once the payment is confirmed. */
  onPaid: (orderId: string) => void;
}

/**
 * Pays the order's subscription: the card goes to the provider's checkout (test mode here),
 * whose signed answer confirms the payment. A declined card can be paid again.
 */
export function PaymentStep({ payment, holderName, onPaid }: PaymentStepProps) {
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
        Your subscription starts once the first payment goes through. Card details go to the payment provider and are not
        stored by LNF.
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
