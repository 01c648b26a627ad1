import { lazy, useEffect, useRef, useState } from 'react';
import { formatDate, type BillingSubscription } from '@lnf/sdk';
import { afterOrderWrite } from '../../../data/afterOrderWrite';
import { useSubscriptions } from '../../../data/subscriptions';
import { takeBillingHandover } from '../../../lib/razorpay';
import { MountOnce } from '../../../lib/MountOnce';
import { useAuth } from '../../../state/auth';
import { startsOn, stateId, useAuthorisation } from './AuthoriseSubscription';
import { NoSubscriptions } from '../shared/NoSubscriptions';
import { PortalPage } from '../shared/PortalPage';
import { SubscriptionPanel } from './SubscriptionPanel';
import styles from './Billing.module.css';

// Each dialog loads the first time it is opened, not with the route: React Aria's modal machinery
// (FocusScope, usePreventScroll, ariaHideOutside, Dialog) with it, the card form for a new card or
// a test-mode authorisation, and for changing plan a Select (React Aria's listbox and collections,
// about 34 KB gzip). Once opened a dialog stays mounted, so its exit animation runs and focus
// returns to what had it when it opened.
const ChangePlanModal = lazy(() => import('./ChangePlanModal').then((m) => ({ default: m.ChangePlanModal })));
const CardUpdateModal = lazy(() => import('./CardUpdateModal').then((m) => ({ default: m.CardUpdateModal })));
const CancelModal = lazy(() => import('./CancelModal').then((m) => ({ default: m.CancelModal })));
const AuthoriseModal = lazy(() => import('./AuthoriseModal').then((m) => ({ default: m.AuthoriseModal })));

type DialogKind = 'change' | 'card' | 'cancel';
type Dialog = { kind: DialogKind; sub: BillingSubscription } | null;

/**
 * Two subscriptions of one plan (one replacing the other) are told apart by their dates, so each
 * panel, and its table of payments, keeps a name of its own.
 */
function nameSuffix(sub: BillingSubscription, list: BillingSubscription[], replaced: boolean): string | undefined {
  if (!list.some((s) => s.id !== sub.id && s.planLabel === sub.planLabel)) return undefined;
  const from = startsOn(sub);
  if (sub.replaces && from) return `from ${formatDate(from)}`;
  if (replaced && sub.currentPeriodEnd) return `until ${formatDate(sub.currentPeriodEnd)}`;
  return `order ${sub.orderReference}`;
}

/**
 * Billing (after Stripe's customer portal): each subscription with its plan, status,
 * amount with GST, next charge and card; cancel at period end and subscribe again, pause and
 * resume, plan changes, a new card, a restart after Razorpay stopped retrying; every charge with
 * its receipt and GST tax invoice. A plan change Razorpay cannot make in place, a new subscription
 * after a cancellation and a restart each make a new subscription, which the customer authorises.
 */
export default function Billing() {
  const { user } = useAuth();
  const subs = useSubscriptions(user);
  const [dialog, setDialog] = useState<Dialog>(null);
  const authorisation = useAuthorisation(() => subs.mutate());
  // Back from the reload that lets this document load Checkout: the card dialog opens again.
  const [handoverId] = useState(() => takeBillingHandover('card'));
  const handover = useRef(handoverId);
  // The same for an authorisation: Checkout opens again once the list has loaded.
  const [authoriseId] = useState(() => takeBillingHandover('authorise'));
  const authoriseHandover = useRef(authoriseId);
  useEffect(() => {
    const sub = subs.data?.find((s) => s.id === authoriseHandover.current);
    if (!sub) return;
    authoriseHandover.current = null;
    void authorisation.start(sub);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the handed-over subscription
  }, [subs.data]);
  if (!user) return null;

  /** The subscription after an action: shown at once (a new one added), and every list of orders and payments refetched. */
  const settle = (next: BillingSubscription) => {
    void subs.mutate(
      (list) =>
        list?.some((s) => s.id === next.id) ? list.map((s) => (s.id === next.id ? next : s)) : [...(list ?? []), next],
      { revalidate: false },
    );
    afterOrderWrite();
    setDialog(null);
  };

  /** A plan change made as a new subscription: straight on to authorising it. */
  const replaced = async (old: BillingSubscription) => {
    settle(old);
    const next = (await subs.mutate())?.find((s) => s.replaces === old.id && s.awaitingAuthorisation);
    if (next) await authorisation.start(next);
  };

  const list = subs.data ?? [];
  const card = authorisation.state.name === 'card' ? authorisation.state.sub : null;
  return (
    <PortalPage
      eyebrow="Billing"
      title="Subscriptions and payments"
      lead="Your plans, what they cost, the card they are charged to, and every payment with its receipt and tax invoice."
    >
      {subs.isLoading ? (
        <p className={styles.Muted}>Loading subscriptions…</p>
      ) : list.length === 0 ? (
        <NoSubscriptions />
      ) : (
        list.map((sub) => {
          const replacement = list.find((s) => s.replaces === sub.id);
          return (
            <SubscriptionPanel
              key={sub.id}
              sub={sub}
              nameSuffix={nameSuffix(sub, list, replacement !== undefined)}
              replacement={replacement}
              replaced={list.find((s) => s.id === sub.replaces)}
              authorisation={stateId(authorisation.state) === sub.id ? authorisation.state : null}
              onAuthorise={(s) => void authorisation.start(s)}
              onSettled={settle}
              onOpen={(kind) => setDialog({ kind, sub })}
              resumeCardChange={handover}
            />
          );
        })
      )}
      <MountOnce when={dialog?.kind === 'change'}>
        <ChangePlanModal
          sub={dialog?.kind === 'change' ? dialog.sub : null}
          onClose={() => setDialog(null)}
          onChanged={settle}
          onReplaced={(old) => void replaced(old)}
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
      <MountOnce when={card !== null}>
        <AuthoriseModal
          sub={card}
          replaced={list.find((s) => s.id === card?.replaces)}
          onClose={authorisation.close}
          onPaid={(sub, paid) => void authorisation.finish(sub, paid)}
        />
      </MountOnce>
    </PortalPage>
  );
}
