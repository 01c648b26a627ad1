import { useState } from 'react';
import { Button, ButtonLink, DataTable, toast, type DataTableColumn } from '@lnf/ui';
import {
  backofficeMoney,
  billing,
  formatDate,
  formatINR,
  messageFor,
  type BillingCharge,
  type BillingSubscription,
} from '@lnf/sdk';
import { client } from '../../../lib/api';
import { saveFile } from '../../../lib/saveFile';
import { PortalSection } from '../shared/PortalPage';
import styles from './Billing.module.css';

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
  async function downloadCreditNote(number: string) {
    setBusy(number);
    try {
      saveFile(
        await backofficeMoney.downloadCreditNote(client, number),
        `LNF-credit-note-${number.replace(/\//g, '-')}.pdf`,
      );
      toast.success('Downloaded successfully');
    } catch (error) {
      toast.error(messageFor('backofficeMoney.downloadCreditNote', error));
    } finally {
      setBusy(null);
    }
  }
  const refunded = sub.charges.some((c) => (c.refunds ?? []).length > 0);
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
    // Shown once a charge of the subscription was refunded: each refund, its state and credit note.
    ...(refunded
      ? [
          {
            id: 'refunds',
            name: 'Refunds',
            render: (c: BillingCharge) =>
              (c.refunds ?? []).length === 0 ? (
                '—'
              ) : (
                <ul className={styles.Refunds}>
                  {c.refunds!.map((r) => (
                    <li key={r.id}>
                      {formatINR(r.amount)} {r.status === 'processed' ? 'refunded' : 'refund pending'} on{' '}
                      {formatDate(r.createdAt)}
                      {r.creditNoteNumber && (
                        <>
                          {', credit note '}
                          <Button
                            variant="link"
                            size="sm"
                            isPending={busy === r.creditNoteNumber}
                            pendingLabel="Downloading"
                            aria-label={`Download credit note ${r.creditNoteNumber}`}
                            onPress={() => void downloadCreditNote(r.creditNoteNumber!)}
                          >
                            {r.creditNoteNumber}
                          </Button>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              ),
          } satisfies DataTableColumn<BillingCharge>,
        ]
      : []),
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
