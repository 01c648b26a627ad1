import { lazy, useEffect, useRef, useState } from 'react';
import { Badge, Button, ButtonLink, Card, DataTable, toast, type DataTableColumn } from '@lnf/ui';
import {
  BILLING_PERIOD_LABELS,
  billing,
  formatDate,
  formatINR,
  messageFor,
  type BillingCharge,
  type BillingSubscription,
} from '@lnf/sdk';
import { client } from '../../lib/api';
import { afterOrderWrite, subscriptionsKey } from '../../lib/orderCache';
import { takeCardChangeHandover } from '../../lib/razorpay';
import { saveFile } from '../../lib/saveFile';
import { useApi } from '../../lib/useApi';
import { MountOnce } from '../../lib/MountOnce';
import { useAuth } from '../../state/auth';
import { useAction } from './billingActions';
import { NoSubscriptions } from './NoSubscriptions';
import { PortalPage, PortalSection } from './PortalPage';
import { statusLabel, statusTone, toastOnError } from './portalData';
import { CardChangeStatus, useRazorpayCardChange } from './RazorpayCardChange';
import styles from './Billing.module.css';

// Each dialog loads the first time it is opened, not with the route: React Aria's modal machinery
// (FocusScope, usePreventScroll, ariaHideOutside, Dialog) with it, the card form for a new card, and
// for changing plan a Select (React Aria's listbox and collections, about 34 KB gzip). Once opened a
// dialog stays mounted, so its exit animation runs and focus returns to the button that opened it.
const ChangePlanModal = lazy(() => import('./ChangePlanModal').then((m) => ({ default: m.ChangePlanModal })));
const CardUpdateModal = lazy(() => import('./CardUpdateModal').then((m) => ({ default: m.CardUpdateModal })));
const CancelModal = lazy(() => import('./CancelModal').then((m) => ({ default: m.CancelModal })));

type DialogKind = 'change' | 'card' | 'cancel';
type Dialog = { kind: DialogKind; sub: BillingSubscription } | null;

/**
 * Billing (issue 12; after Stripe's customer portal): each subscription with its plan, status,
 * amount with GST, next charge and card; cancel at period end and undo, pause and resume, plan
 * changes, a new card; every charge with its receipt and GST tax invoice.
 */
export default function Billing() {
  const { user } = useAuth();
  const subs = useApi(user ? subscriptionsKey(user.id) : null, (c) => billing.list(c), toastOnError('billing.list'));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Back from the reload that lets this document load Checkout: the card dialog opens again.
  const [handoverId] = useState(takeCardChangeHandover);
  const handover = useRef(handoverId);
  if (!user) return null;

  /** The subscription after an action: shown at once, and every list of orders and payments refetched. */
  const settle = (next: BillingSubscription) => {
    void subs.mutate((list) => list?.map((s) => (s.id === next.id ? next : s)), { revalidate: false });
    afterOrderWrite();
    setDialog(null);
  };

  return (
    <PortalPage
      eyebrow="Billing"
      title="Subscriptions and payments"
      lead="Your plans, what they cost, the card they are charged to, and every payment with its receipt and tax invoice."
    >
      {subs.isLoading ? (
        <p className={styles.Muted}>Loading subscriptions…</p>
      ) : (subs.data ?? []).length === 0 ? (
        <NoSubscriptions />
      ) : (
        (subs.data ?? []).map((sub) => (
          <SubscriptionPanel
            key={sub.id}
            sub={sub}
            onSettled={settle}
            onOpen={(kind) => setDialog({ kind, sub })}
            resumeCardChange={handover}
          />
        ))
      )}
      <MountOnce when={dialog?.kind === 'change'}>
        <ChangePlanModal
          sub={dialog?.kind === 'change' ? dialog.sub : null}
          onClose={() => setDialog(null)}
          onChanged={settle}
        />
      </MountOnce>
      <MountOnce when={dialog?.kind === 'card'}>
        <CardUpdateModal
          sub={dialog?.kind === 'card' ? dialog.sub : null}
          onClose={() => setDialog(null)}
          onUpdated={settle}
        />
      </MountOnce>
      <MountOnce when={dialog?.kind === 'cancel'}>
        <CancelModal
          sub={dialog?.kind === 'cancel' ? dialog.sub : null}
          onClose={() => setDialog(null)}
          onCancelled={settle}
        />
      </MountOnce>
    </PortalPage>
  );
}

const ENDED = ['cancelled', 'completed', 'expired'];

interface SubscriptionPanelProps {
  sub: BillingSubscription;
  onSettled: (s: BillingSubscription) => void;
  onOpen: (kind: 'change' | 'card' | 'cancel') => void;
  /** The subscription whose Razorpay card change was asked for before the reload that allows Checkout. */
  resumeCardChange: { current: string | null };
}

function SubscriptionPanel({ sub, onSettled, onOpen, resumeCardChange }: SubscriptionPanelProps) {
  const { pending, run } = useAction(onSettled);
  const cardChange = useRazorpayCardChange(onSettled);
  const updateCard = () => (sub.provider === 'razorpay' ? void cardChange.start(sub) : onOpen('card'));
  // Back from that reload: Checkout opens again for the card the customer asked to change.
  useEffect(() => {
    if (resumeCardChange.current !== sub.id) return;
    // A ref handed down by the page: consumed once, so a later render does not reopen Checkout.
    // eslint-disable-next-line react-hooks/immutability
    resumeCardChange.current = null;
    void cardChange.start(sub);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the handed-over subscription
  }, [sub.id]);
  const headingId = `subscription-${sub.id}`;
  const ended = ENDED.includes(sub.status);
  const running = sub.status === 'active' || sub.status === 'authenticated';
  const every = sub.renewalTerm === 'MONTHLY' ? 'month' : sub.renewalTerm === 'QUARTERLY' ? '3 months' : 'year';
  return (
    <Card as="section" aria-labelledby={headingId} padding="md" className={styles.Subscription}>
      <div className={styles.Head}>
        <h2 id={headingId} className={styles.Title}>
          {sub.planLabel}
        </h2>
        <div className={styles.Badges}>
          <Badge tone={statusTone(sub.status)}>{statusLabel(sub.status)}</Badge>
          {sub.cancelAtPeriodEnd && sub.currentPeriodEnd && (
            <Badge tone="warning">{`Ends ${formatDate(sub.currentPeriodEnd)}`}</Badge>
          )}
        </div>
      </div>
      {sub.paymentFailed && (
        <p className={styles.Alert} role="alert">
          The last renewal payment failed. Update your card and we will charge the renewal straight away.
        </p>
      )}
      <dl className={styles.Facts}>
        <div>
          <dt>Renewal term</dt>
          <dd>{BILLING_PERIOD_LABELS[sub.renewalTerm]}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{`${formatINR(sub.amount)} every ${every} (incl. ${formatINR(sub.gstAmount)} GST)`}</dd>
        </div>
        <div>
          <dt>Current period</dt>
          <dd>
            {sub.currentPeriodStart && sub.currentPeriodEnd
              ? `${formatDate(sub.currentPeriodStart)} – ${formatDate(sub.currentPeriodEnd)}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Next charge</dt>
          <dd>
            {sub.nextChargeOn
              ? formatDate(sub.nextChargeOn)
              : sub.cancelAtPeriodEnd
                ? 'None: ends with this period'
                : '—'}
          </dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{sub.card ? `${sub.card.brand} ending ${sub.card.last4}` : '—'}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{sub.orderReference}</dd>
        </div>
      </dl>
      {sub.scheduledChange && (
        <p className={styles.Note}>
          {`From ${formatDate(sub.scheduledChange.effectiveOn)}: ${sub.scheduledChange.planLabel}, ${BILLING_PERIOD_LABELS[sub.scheduledChange.renewalTerm].toLowerCase()}, ${formatINR(sub.scheduledChange.amount)} per renewal.`}
        </p>
      )}
      {!ended && (
        <div className={styles.Actions}>
          {running && !sub.cancelAtPeriodEnd && (
            <Button variant="secondary" size="sm" onPress={() => onOpen('change')}>
              Change plan
            </Button>
          )}
          <Button
            variant={sub.paymentFailed ? 'primary' : 'secondary'}
            size="sm"
            isPending={['loading', 'waiting'].includes(cardChange.state.name)}
            pendingLabel="Opening Razorpay"
            isDisabled={cardChange.state.name === 'open'}
            onPress={updateCard}
          >
            Update card
          </Button>
          {sub.status === 'active' && !sub.cancelAtPeriodEnd && (
            <Button
              variant="ghost"
              size="sm"
              isPending={pending === 'pause'}
              pendingLabel="Pausing"
              onPress={() => void run(sub, 'pause')}
            >
              Pause
            </Button>
          )}
          {sub.status === 'paused' && (
            <Button
              variant="secondary"
              size="sm"
              isPending={pending === 'resume'}
              pendingLabel="Resuming"
              onPress={() => void run(sub, 'resume')}
            >
              Resume
            </Button>
          )}
          {sub.cancelAtPeriodEnd ? (
            <Button
              size="sm"
              isPending={pending === 'undo-cancel'}
              pendingLabel="Keeping your subscription"
              onPress={() => void run(sub, 'undo-cancel')}
            >
              Keep subscription
            </Button>
          ) : (
            running && (
              <Button variant="ghost" size="sm" onPress={() => onOpen('cancel')}>
                Cancel subscription
              </Button>
            )
          )}
        </div>
      )}
      {sub.provider === 'razorpay' && <CardChangeStatus state={cardChange.state} />}
      <ChargesTable sub={sub} />
    </Card>
  );
}

function ChargesTable({ sub }: { sub: BillingSubscription }) {
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
        aria-label={`Payments of ${sub.planLabel}`}
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
