import { useState } from 'react';
import { useParams } from 'wouter';
import { Button, ButtonLink, ReceiptLayout, Skeleton, toast } from '@lnf/ui';
import { MESSAGES, messageFor, order } from '@lnf/sdk';
import { client } from '../../lib/api';
import { useApi } from '../../lib/useApi';
import { useAuth } from '../../state/auth';
import { useCustomer } from '../../state/customer';
import { siteConfig } from '../../site-config';
import { OrderConfirmationLayout } from '../../layout/OrderConfirmationLayout';
import { toastOnError } from './portalData';

/** Saves a Blob as a file through a temporary link. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Where an order lands (spec section 2, order receipt): a paid order shows its receipt with a
 * PDF download; a purchase request (online ordering off) shows the success message.
 */
export default function OrderConfirmation() {
  const { orderId } = useParams<{ orderId: string }>();
  const { user } = useAuth();
  const orders = useApi(user ? ['orders', user.id] : null, (c) => order.list(c), toastOnError('order.list'));
  // Spec: opening the receipt loads the customer details by email when the user has one.
  const customer = useCustomer(user?.email);
  const [downloading, setDownloading] = useState(false);
  const found = orders.data?.find((o) => o.id === orderId);

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

  if (!orders.data) {
    return (
      <OrderConfirmationLayout title="Your order">
        <Skeleton variant="rect" height="24rem" />
      </OrderConfirmationLayout>
    );
  }
  if (!found) {
    return (
      <OrderConfirmationLayout title="We could not find this order" message={<p>It may belong to another account. Your orders are listed on your dashboard.</p>} actions={next} />
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
        order={found}
        supportEmail={siteConfig.emails.support}
        actions={
          <Button variant="secondary" isPending={downloading} pendingLabel="Downloading receipt" onPress={() => void download()}>
            Download PDF
          </Button>
        }
      />
    </OrderConfirmationLayout>
  );
}
