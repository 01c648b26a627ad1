import { useState } from 'react';
import { useParams } from 'wouter';
import { Button, ButtonLink, ReceiptLayout, Skeleton, toast } from '@lnf/ui';
import { ApiError, MESSAGES, messageFor, order } from '@lnf/sdk';
import { useCustomer } from '../../../data/customer';
import { useOrder } from '../../../data/orders';
import { client } from '../../../lib/api';
import { saveFile } from '../../../lib/saveFile';
import { notFound } from '../../../lib/pageError';
import { useAuth } from '../../../state/auth';
import { siteConfig } from '../../../site-config';
import { OrderConfirmationLayout } from '../../../layout/OrderConfirmationLayout';
import { orderReceipt } from './orderReceipt';

/** An order id as the server makes them (a UUID); anything else fails the page's validation. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where an order lands (spec section 2, order receipt): a paid order shows its receipt with a
 * PDF download; a purchase request (online ordering off) shows the success message. It reads the
 * one order it shows (never a cached list, which may be from before the order); an id that is
 * malformed, unknown or another customer's fails the page's validation: 404.
 */
export default function OrderConfirmation() {
  const { orderId } = useParams<{ orderId: string }>();
  const { user } = useAuth();
  const valid = ORDER_ID.test(orderId);
  const one = useOrder(user, orderId, valid);
  // Spec: opening the receipt loads the customer details by email when the user has one.
  const customer = useCustomer(user?.email);
  const [downloading, setDownloading] = useState(false);
  if (!valid || (one.error instanceof ApiError && one.error.status === 404)) notFound();
  // Any other failure: the route's error page with its status code.
  if (one.error) throw one.error;
  const found = one.data;

  async function download() {
    if (!found) return;
    setDownloading(true);
    try {
      saveFile(await order.downloadReceipt(client, found.id), `LNF-receipt-${found.reference}.pdf`);
      toast.success(MESSAGES.receiptDownloaded);
    } catch (error) {
      toast.error(messageFor('order.downloadReceipt', error));
    } finally {
      setDownloading(false);
    }
  }

  const next = (
    <>
      <ButtonLink href="/dashboard">Go to dashboard</ButtonLink>
      <ButtonLink href="/our-plans" variant="secondary">
        See our plans
      </ButtonLink>
    </>
  );

  if (!found) {
    return (
      <OrderConfirmationLayout title="Your order">
        <Skeleton variant="rect" height="24rem" />
      </OrderConfirmationLayout>
    );
  }
  if (found.status === 'REQUESTED') {
    return (
      <OrderConfirmationLayout
        title="Thank you!"
        message={
          <>
            <p>{MESSAGES.purchaseRequestReceived}</p>
            <p>Your request reference is {found.reference}.</p>
          </>
        }
        actions={next}
      />
    );
  }

  const name = customer.data?.name ?? user?.name;
  const paid = found.status === 'PAID';
  return (
    <OrderConfirmationLayout
      title={paid ? 'Thank you for your order' : 'Your order'}
      message={
        <p>
          {paid
            ? `${name ? `${name}, your` : 'Your'} payment went through and your subscription is active. A copy of the receipt is below.`
            : `This order is ${found.status.replace(/_/g, ' ').toLowerCase()}.`}
        </p>
      }
      actions={next}
    >
      <ReceiptLayout
        {...orderReceipt(found)}
        supportEmail={siteConfig.emails.support}
        actions={
          <Button
            variant="secondary"
            isPending={downloading}
            pendingLabel="Downloading receipt"
            onPress={() => void download()}
          >
            Download PDF
          </Button>
        }
      />
    </OrderConfirmationLayout>
  );
}
