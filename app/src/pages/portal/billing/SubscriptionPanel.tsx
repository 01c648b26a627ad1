import { useEffect } from 'react';
import { Badge, Button, Card } from '@lnf/ui';
import { BILLING_PERIOD_LABELS, formatDate, formatINR, isEnded, type BillingSubscription } from '@lnf/sdk';
import { AuthorisationStatus, chargesNow, startsOn, type AuthorisationState } from './AuthoriseSubscription';
import { allows, every, useAction } from './billingActions';
import { ChargesTable } from './ChargesTable';
import { subscriptionBadge } from '../shared/portalData';
import { CardChangeStatus, useRazorpayCardChange } from './RazorpayCardChange';
import styles from './Billing.module.css';

export interface SubscriptionPanelProps {
  sub: BillingSubscription;
  /** Set when another listed subscription has the same plan: its dates, which tell the two apart. */
  nameSuffix?: string;
  /** The subscription that takes over from this one, when there is one. */
  replacement?: BillingSubscription;
  /** The subscription this one takes over from, when the page lists it. */
  replaced?: BillingSubscription;
  /** The authorisation under way for this subscription, if any. */
  authorisation: AuthorisationState | null;
  /** Starts the authorisation of a new subscription (this one, or the one an action answered). */
  onAuthorise: (s: BillingSubscription) => void;
  onSettled: (s: BillingSubscription) => void;
  onOpen: (kind: 'change' | 'card' | 'cancel') => void;
  /** The subscription whose Razorpay card change was asked for before the reload that allows Checkout. */
  resumeCardChange: { current: string | null };
}

/**
 * One subscription: what it costs and when, its state in words, and a button for each action the
 * server allows (`allowedActions`, the domain's rules): nothing here decides from the status.
 */
export function SubscriptionPanel(props: SubscriptionPanelProps) {
  const { sub, nameSuffix, replacement, replaced, authorisation, onAuthorise, onSettled, onOpen } = props;
  const { pending, run } = useAction(onSettled);
  const cardChange = useRazorpayCardChange(onSettled);
  const updateCard = () => (sub.provider === 'razorpay' ? void cardChange.start(sub) : onOpen('card'));
  // Back from that reload: Checkout opens again for the card the customer asked to change.
  useEffect(() => {
    if (props.resumeCardChange.current !== sub.id) return;
    // A ref handed down by the page: consumed once, so a later render does not reopen Checkout.
    // eslint-disable-next-line react-hooks/immutability
    props.resumeCardChange.current = null;
    void cardChange.start(sub);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the handed-over subscription
  }, [sub.id]);
  /** An action that answers a new subscription, then its authorisation. */
  const replaceWith = async (action: 'resubscribe' | 'restart') => {
    const next = await run(sub, action);
    if (next) onAuthorise(next);
  };

  const headingId = `subscription-${sub.id}`;
  const name = nameSuffix ? `${sub.planLabel} · ${nameSuffix}` : sub.planLabel;
  const halted = sub.status === 'halted';
  const awaiting = sub.awaitingAuthorisation;
  const badge = subscriptionBadge(sub.status, sub.charges.length > 0);
  const from = startsOn(sub);
  // A replacement of a subscription ending with its period starts the day it ends.
  const replacementFrom =
    replacement && (sub.cancelAtPeriodEnd && sub.currentPeriodEnd ? sub.currentPeriodEnd : startsOn(replacement));
  const authorising = authorisation && ['loading', 'confirming'].includes(authorisation.name);
  return (
    <Card as="section" aria-labelledby={headingId} padding="md">
      {/* The stack is its own box: the Card's root keeps its display whichever stylesheet loads last. */}
      <div className={styles.Subscription}>
        <div className={styles.Head}>
          <h2 id={headingId} tabIndex={-1} className={styles.Title}>
            {sub.planLabel}
            {nameSuffix && <span className={styles.Suffix}>{` · ${nameSuffix}`}</span>}
          </h2>
          <div className={styles.Badges}>
            {awaiting ? (
              <Badge tone="warning">Awaiting authorisation</Badge>
            ) : (
              <Badge tone={badge.tone}>{badge.label}</Badge>
            )}
            {sub.cancelAtPeriodEnd && sub.currentPeriodEnd && (
              <Badge tone="warning">{`Ends ${formatDate(sub.currentPeriodEnd)}`}</Badge>
            )}
          </div>
        </div>
        {sub.paymentFailed && (
          <p className={styles.Alert} role="alert">
            {!halted
              ? 'The last renewal payment failed. Update your card and we will charge the renewal straight away.'
              : replacement?.awaitingAuthorisation
                ? `Razorpay stopped retrying. Authorise the new subscription: ${formatINR(sub.amount)} is charged now and a new period starts today. This one ends when the new one is paid.`
                : `Razorpay stopped retrying. Restart your subscription: ${formatINR(sub.amount)} is charged now and a new period starts today. This one ends when the new one is paid.`}
          </p>
        )}
        {awaiting && (
          <div className={styles.Note}>
            <p>
              <strong>{`Starts on ${from ? formatDate(from) : 'authorisation'} · waiting for your authorisation`}</strong>
            </p>
            <p>
              {chargesNow(sub, replaced)
                ? `Authorising pays ${formatINR(sub.amount)} now and starts a new period today.`
                : `Authorise it now with a ₹5 check that is refunded (with UPI, a mandate). Nothing else is charged until ${from ? formatDate(from) : 'it starts'}.`}
            </p>
          </div>
        )}
        {!awaiting && sub.status === 'authenticated' && sub.charges.length === 0 && from && (
          <p className={styles.Note}>{`Starts on ${formatDate(from)}.`}</p>
        )}
        {replacement && (
          <p className={styles.Note}>
            {`Replaced by ${replacement.planLabel}${replacementFrom ? ` from ${formatDate(replacementFrom)}` : ''}.`}
          </p>
        )}
        <dl className={styles.Facts}>
          <div>
            <dt>Renewal term</dt>
            <dd>{BILLING_PERIOD_LABELS[sub.renewalTerm]}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{`${formatINR(sub.amount)} every ${every(sub.renewalTerm)} (incl. ${formatINR(sub.gstAmount)} GST)`}</dd>
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
            <dt>{awaiting ? 'First charge' : 'Next charge'}</dt>
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
        {sub.allowedActions.length > 0 && (
          <div className={styles.Actions}>
            {allows(sub, 'authorise') && (
              <Button
                size="sm"
                isPending={!!authorising}
                pendingLabel="Opening the authorisation"
                isDisabled={authorisation?.name === 'open' || authorisation?.name === 'card'}
                onPress={() => onAuthorise(sub)}
              >
                Authorise
              </Button>
            )}
            {allows(sub, 'restart') && (
              <Button
                size="sm"
                isPending={pending === 'restart'}
                pendingLabel="Restarting your subscription"
                onPress={() => void replaceWith('restart')}
              >
                Restart subscription
              </Button>
            )}
            {allows(sub, 'change-plan') && (
              <Button variant="secondary" size="sm" onPress={() => onOpen('change')}>
                Change plan
              </Button>
            )}
            {allows(sub, 'update-card') && (
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
            )}
            {allows(sub, 'pause') && (
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
            {allows(sub, 'resume') && (
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
            {allows(sub, 'resubscribe') && (
              <Button
                size="sm"
                isPending={pending === 'resubscribe'}
                pendingLabel="Starting a new subscription"
                onPress={() => void replaceWith('resubscribe')}
              >
                {/* Ending with its period: the new one starts that day; one that has ended starts today. */}
                {sub.cancelAtPeriodEnd && sub.currentPeriodEnd && !isEnded(sub.status)
                  ? `Subscribe again from ${formatDate(sub.currentPeriodEnd)}`
                  : 'Subscribe again'}
              </Button>
            )}
            {allows(sub, 'cancel') && (
              <Button variant="ghost" size="sm" onPress={() => onOpen('cancel')}>
                Cancel subscription
              </Button>
            )}
          </div>
        )}
        {awaiting && <AuthorisationStatus state={authorisation} />}
        {sub.provider === 'razorpay' && !awaiting && <CardChangeStatus state={cardChange.state} />}
        <ChargesTable sub={sub} name={name} />
      </div>
    </Card>
  );
}
