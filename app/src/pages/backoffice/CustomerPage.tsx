import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { cardBrandLabel, formatDate, formatINR, type Customer360, type TimelineEntry } from '@lnf/sdk';
import { Button, DataTable, Form, Link, Skeleton, TextArea, Timeline, type DataTableColumn } from '@lnf/ui';
import { addNote, downloadCreditNote, useCustomer360 } from '../../data/backoffice';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { useAuth } from '../../state/auth';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import forms from '../portal/shared/Forms.module.css';
import { refundable } from './refundable';
import styles from './Backoffice.module.css';

// The refund form is for finance and admins, and only once one is started.
const RefundModal = lazy(() => import('./RefundModal'));
const CompModal = lazy(() => import('./RefundModal').then((m) => ({ default: m.CompModal })));
const ViewAsModal = lazy(() => import('./ViewAsModal'));

type Payment = Customer360['payments'][number];

type Subscription = Customer360['subscriptions'][number];

const subscriptionColumns = (mayComp: boolean, comp: (s: Subscription) => void): DataTableColumn<Subscription>[] => [
  { id: 'id', name: 'Subscription', isRowHeader: true },
  { id: 'planLabel', name: 'Plan' },
  { id: 'state', name: 'State', render: (s) => (s.cancelAtPeriodEnd ? `${s.state}, ends at period end` : s.state) },
  { id: 'nextChargeAt', name: 'Next charge', render: (s) => (s.nextChargeAt ? formatDate(s.nextChargeAt) : '—') },
  { id: 'amount', name: 'Amount', align: 'end', render: (s) => formatINR(s.amount) },
  {
    id: 'card',
    name: 'Card',
    render: (s) => (s.cardLast4 ? `${cardBrandLabel(s.cardBrand ?? '')} •••• ${s.cardLast4}` : '—'),
  },
  ...(mayComp
    ? [
        {
          id: 'actions',
          name: 'Actions',
          render: (s: Subscription) => (
            <Button variant="secondary" size="sm" aria-label={`Comp days of ${s.id}`} onPress={() => comp(s)}>
              Comp days
            </Button>
          ),
        } satisfies DataTableColumn<Subscription>,
      ]
    : []),
];

const orderColumns: DataTableColumn<Customer360['orders'][number]>[] = [
  { id: 'reference', name: 'Order', isRowHeader: true },
  { id: 'status', name: 'Status' },
  { id: 'total', name: 'Total', align: 'end', render: (o) => formatINR(o.total) },
  { id: 'dateOrdered', name: 'Ordered', render: (o) => formatDate(o.dateOrdered) },
];

const refundsText = (p: Payment) =>
  p.refunds.length === 0
    ? '—'
    : p.refunds
        .map((r) => `${formatINR(r.amount)} ${r.status}${r.creditNoteNumber ? ` (${r.creditNoteNumber})` : ''}`)
        .join('; ');

const paymentColumns = (mayRefund: boolean, refund: (p: Payment) => void): DataTableColumn<Payment>[] => [
  { id: 'transactionId', name: 'Payment', isRowHeader: true },
  { id: 'orderReference', name: 'Order' },
  { id: 'amount', name: 'Amount', align: 'end', render: (p) => formatINR(p.amount) },
  { id: 'createdAt', name: 'Paid', render: (p) => formatDate(p.createdAt) },
  { id: 'refunds', name: 'Refunds', wrap: true, render: refundsText },
  ...(mayRefund
    ? [
        {
          id: 'actions',
          name: 'Actions',
          render: (p: Payment) =>
            refundable(p) > 0 ? (
              <Button variant="secondary" size="sm" aria-label={`Refund ${p.transactionId}`} onPress={() => refund(p)}>
                Refund
              </Button>
            ) : (
              'Refunded'
            ),
        } satisfies DataTableColumn<Payment>,
      ]
    : []),
];

const documentColumns: DataTableColumn<{ number: string; issuedAt: string; total: number; kind: string }>[] = [
  { id: 'number', name: 'Number', isRowHeader: true },
  { id: 'kind', name: 'Document' },
  { id: 'issuedAt', name: 'Issued', render: (d) => formatDate(d.issuedAt) },
  { id: 'total', name: 'Total', align: 'end', render: (d) => formatINR(d.total) },
  {
    id: 'download',
    name: 'PDF',
    render: (d) =>
      d.kind === 'Credit note' ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Download ${d.number}`}
          onPress={() => void downloadCreditNote(d.number)}
        >
          Download
        </Button>
      ) : (
        '—'
      ),
  },
];

const ticketColumns: DataTableColumn<Customer360['tickets'][number]>[] = [
  { id: 'number', name: 'Ticket', isRowHeader: true },
  { id: 'title', name: 'Title', wrap: true },
  { id: 'status', name: 'Status' },
  { id: 'createdAt', name: 'Raised', render: (t) => formatDate(t.createdAt) },
];

const leadColumns: DataTableColumn<Customer360['leads'][number]>[] = [
  { id: 'reference', name: 'Lead', isRowHeader: true },
  { id: 'kind', name: 'Kind', render: (l) => (l.kind === 'inquiry' ? 'Demo request' : 'Contact message') },
  { id: 'status', name: 'Status' },
  { id: 'message', name: 'Message', wrap: true },
  { id: 'createdAt', name: 'Sent', render: (l) => formatDate(l.createdAt) },
];

/** A timeline entry in words: a note's text, or what an audit row says was done, by whom, and why. */
function describe(e: TimelineEntry): string {
  if (e.kind === 'note') return e.body ?? '';
  const reason = typeof e.data?.reason === 'string' ? ` Reason: ${e.data.reason}` : '';
  return `${e.action}${e.outcome && e.outcome !== 'SUCCESS' ? ` (${e.outcome.toLowerCase()})` : ''}${e.detail ? `: ${e.detail}` : ''}.${reason}`;
}

function NoteForm({ customerId }: { customerId: string }) {
  const check = (v: { body: string }): Partial<Record<'body', string>> =>
    v.body.trim() ? {} : { body: 'Write the note first' };
  const form = useForm(check, { body: '' });
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    const kept = await addNote(customerId, form.values.body.trim());
    setBusy(false);
    if (kept) form.reset();
  }
  return (
    <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Add a note">
      <div className={styles.Stack}>
        <TextArea {...form.field('body')} label="Note" description="Seen by LNF staff only." rows={3} />
        <div className={forms.Actions}>
          <Button type="submit" isPending={busy} pendingLabel="Adding the note">
            Add note
          </Button>
        </div>
      </div>
    </Form>
  );
}

/** One customer, everything about them on one page (every staff role; refunds for finance and admins). */
function CustomerPage() {
  const { id } = useParams<{ id: string }>();
  const { can, user } = useAuth();
  const [viewing, setViewing] = useState(false);
  const customer = useCustomer360(id);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [comping, setComping] = useState<Subscription | null>(null);
  const c = customer.data;

  if (!c)
    return (
      <PortalPage eyebrow="Back-office" title="Customer">
        {customer.error ? (
          <p>
            This customer could not be loaded. <Link href="/backoffice">Back to customers</Link>
          </p>
        ) : (
          <Skeleton variant="rect" height="20rem" />
        )}
      </PortalPage>
    );

  const p = c.profile;
  const documents = [
    ...c.invoices.map((i) => ({ ...i, kind: 'Tax invoice' })),
    ...c.creditNotes.map((n) => ({ ...n, kind: 'Credit note' })),
  ].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));

  return (
    <PortalPage
      eyebrow="Back-office"
      title={p.erased ? 'Erased customer' : p.name}
      lead={p.erased ? `Erased on ${formatDate(p.erasedAt ?? p.createdAt)} at their request.` : p.email}
      actions={
        <>
          {can('customers.viewAs') && p.user && !p.erased && (
            <Button variant="secondary" onPress={() => setViewing(true)}>
              View as customer
            </Button>
          )}
          <Link href={`/backoffice/records?customer=${encodeURIComponent(id)}`}>Their records</Link>
          <Link href="/backoffice">All customers</Link>
        </>
      }
    >
      <PortalSection title="Profile">
        <dl className={styles.Facts}>
          <div>
            <dt>Email</dt>
            <dd>{p.email}</dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{p.mobile}</dd>
          </div>
          <div>
            <dt>GSTIN</dt>
            <dd>{p.gstin ?? '—'}</dd>
          </div>
          <div>
            <dt>Business</dt>
            <dd>{p.businessCategory}</dd>
          </div>
          <div>
            <dt>Customer since</dt>
            <dd>{formatDate(p.createdAt)}</dd>
          </div>
          <div>
            <dt>Portal account</dt>
            <dd>{p.user ? p.user.email : 'None'}</dd>
          </div>
          {c.addresses.map((a) => (
            <div key={a.id ?? a.type}>
              <dt>{a.type} address</dt>
              <dd>
                {[a.addressLine1, a.addressLine2, a.city, a.state, a.postCode, a.country].filter(Boolean).join(', ')}
              </dd>
            </div>
          ))}
        </dl>
      </PortalSection>
      <PortalSection title="Subscriptions">
        <DataTable
          aria-label="Subscriptions"
          columns={subscriptionColumns(can('money.comp'), setComping)}
          rows={c.subscriptions}
          getRowId={(s) => s.id}
          emptyText="No subscriptions."
        />
      </PortalSection>
      <PortalSection title="Orders">
        <DataTable
          aria-label="Orders"
          columns={orderColumns}
          rows={c.orders}
          getRowId={(o) => o.id}
          emptyText="No orders."
        />
      </PortalSection>
      <PortalSection title="Payments">
        <DataTable
          aria-label="Payments"
          columns={paymentColumns(can('money.refund'), setRefunding)}
          rows={c.payments}
          getRowId={(x) => x.id}
          emptyText="No payments."
        />
      </PortalSection>
      <PortalSection title="Tax invoices and credit notes">
        <DataTable
          aria-label="Tax invoices and credit notes"
          columns={documentColumns}
          rows={documents}
          getRowId={(d) => d.number}
          emptyText="No invoices."
        />
      </PortalSection>
      <PortalSection title="Tickets">
        <DataTable
          aria-label="Tickets"
          columns={ticketColumns}
          rows={c.tickets}
          getRowId={(t) => t.reference}
          emptyText="No tickets."
        />
      </PortalSection>
      <PortalSection title="Leads">
        <DataTable
          aria-label="Leads"
          columns={leadColumns}
          rows={c.leads}
          getRowId={(l) => l.reference}
          emptyText="No demo requests or messages."
        />
      </PortalSection>
      <PortalSection title="Notes and activity">
        <div className={styles.Stack}>
          {can('customers.note') && <NoteForm customerId={p.id} />}
          <Timeline
            aria-label="Notes and activity"
            items={c.timeline.entries.map((e) => ({
              id: `${e.kind}-${e.id}`,
              author: e.actor,
              role: e.kind === 'note' ? 'Note' : (e.module ?? undefined),
              variant: e.kind === 'note' ? 'internal' : 'event',
              label: e.kind === 'note' ? 'Staff note' : undefined,
              timestamp: e.at,
              body: describe(e),
            }))}
          />
          {c.timeline.capped && <p>Showing the latest {c.timeline.limit} entries.</p>}
        </div>
      </PortalSection>
      {viewing && (
        <Suspense fallback={null}>
          <ViewAsModal customerId={p.id} staffEmail={user?.email ?? ''} onClose={() => setViewing(false)} />
        </Suspense>
      )}
      {refunding && (
        <Suspense fallback={null}>
          <RefundModal customerId={p.id} payment={refunding} onClose={() => setRefunding(null)} />
        </Suspense>
      )}
      {comping && (
        <Suspense fallback={null}>
          <CompModal customerId={p.id} subscription={comping} onClose={() => setComping(null)} />
        </Suspense>
      )}
    </PortalPage>
  );
}

export default withSecondFactor(CustomerPage, 'Customer');
