import { useState } from 'react';
import { Button, ButtonLink, DataTable, toast, type DataTableColumn } from '@lnf/ui';
import { billing, formatDate, formatINR, messageFor, type BillingCharge, type BillingSubscription } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { saveFile } from '../../../lib/saveFile';
import { PortalSection } from '../shared/PortalPage';

/**
 * A subscription's charges, each with its GST tax invoice, and the order's receipt. `name` is the
 * subscription's, as its panel is named: two subscriptions of one plan are told apart by it.
 */
export function ChargesTable({ sub, name }: { sub: BillingSubscription; name: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  async function download(number: string) {
    setBusy(number);
    try {
      saveFile(await billing.downloadInvoice(client, number), `LNF-tax-invoice-${number.replace(/\//g, '-')}.pdf`);
      toast.success('Downloaded successfully');
    } catch (error) {
      toast.error(messageFor('billing.downloadInvoice', error));
    } finally {
      setBusy(null);
    }
  }
  const columns: DataTableColumn<BillingCharge>[] = [
    { id: 'createdAt', name: 'Date', isRowHeader: true, render: (c) => formatDate(c.createdAt) },
    {
      id: 'kind',
      name: 'For',
      render: (c) => (c.kind === 'proration' ? 'Plan upgrade (prorated)' : 'Subscription period'),
    },
    { id: 'cardLast4', name: 'Card', render: (c) => (c.cardLast4 ? `•••• ${c.cardLast4}` : '—') },
    { id: 'amount', name: 'Amount', align: 'end', render: (c) => formatINR(c.amount) },
    {
      id: 'invoiceNumber',
      name: 'Tax invoice',
      render: (c) =>
        c.invoiceNumber ? (
          <Button
            variant="link"
            size="sm"
            isPending={busy === c.invoiceNumber}
            pendingLabel="Downloading"
            aria-label={`Download tax invoice ${c.invoiceNumber}`}
            onPress={() => void download(c.invoiceNumber!)}
          >
            {c.invoiceNumber}
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PortalSection title="Payments">
      <DataTable
        aria-label={`Payments of ${name}`}
        columns={columns}
        rows={sub.charges}
        getRowId={(c) => c.transactionId}
        emptyText="No payments yet."
      />
      <div>
        <ButtonLink href={`/order-confirmation/${sub.orderId}`} variant="ghost" size="sm">
          View receipt
        </ButtonLink>
      </div>
    </PortalSection>
  );
}
