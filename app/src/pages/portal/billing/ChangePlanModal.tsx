import { useState } from 'react';
import { Button, Modal, Select, toast } from '@lnf/ui';
import {
  ApiError,
  BILLING_PERIODS,
  BILLING_PERIOD_LABELS,
  DEFAULT_PLANS,
  billing,
  formatDate,
  formatINR,
  messageFor,
  type BillingPeriod,
  type BillingSubscription,
  type PlanChangePreview,
} from '@lnf/sdk';
import { client } from '../../../lib/api';
import { every } from './billingActions';
import styles from './Billing.module.css';

export interface ChangePlanModalProps {
  /** The subscription to change; null closes the modal. */
  sub: BillingSubscription | null;
  onClose: () => void;
  /** A change made in place (an international card): the subscription as it now is. */
  onChanged: (sub: BillingSubscription) => void;
  /**
   * A change made as a new subscription (`replace`): the old one, now ending with its period; the
   * page then finds the new one and opens its authorisation.
   */
  onReplaced: (old: BillingSubscription) => void;
}

/** Change plan or renewal term: the cost and the way it happens are shown before anything is charged. */
export function ChangePlanModal({ sub, onClose, onChanged, onReplaced }: ChangePlanModalProps) {
  return (
    <Modal title="Change plan" size="md" isOpen={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && (
        <ChangePlanForm key={sub.id} sub={sub} onCancel={onClose} onChanged={onChanged} onReplaced={onReplaced} />
      )}
    </Modal>
  );
}

function ChangePlanForm({
  sub,
  onCancel,
  onChanged,
  onReplaced,
}: Omit<ChangePlanModalProps, 'sub' | 'onClose'> & { sub: BillingSubscription; onCancel: () => void }) {
  const [plan, setPlan] = useState(sub.plan);
  const [term, setTerm] = useState<BillingPeriod>(sub.renewalTerm);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'preview' | 'confirm' | null>(null);
  const unchanged = plan === sub.plan && term === sub.renewalTerm;

  const choose =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setProblem(null);
    };

  async function review() {
    setPending('preview');
    setProblem(null);
    try {
      setPreview(await billing.previewChange(client, sub.id, { plan, renewalTerm: term }));
    } catch (error) {
      setProblem(messageFor('billing.previewChange', error));
    } finally {
      setPending(null);
    }
  }

  async function confirm() {
    if (!preview) return;
    setPending('confirm');
    try {
      const changed = await billing.change(client, sub.id, {
        plan,
        renewalTerm: term,
        expectedDueNow: preview.totalDueNow,
      });
      // A new subscription says nothing yet: its authorisation follows at once and says what happened.
      if (preview.kind === 'replace') return onReplaced(changed);
      toast.success(
        preview.kind === 'upgrade'
          ? `You are now on ${preview.planLabel}`
          : `${preview.planLabel} starts on ${formatDate(preview.effectiveOn)}`,
      );
      onChanged(changed);
    } catch (error) {
      setProblem(messageFor('billing.change', error));
      // A total that moved on (409) is priced again before it can be confirmed.
      if (error instanceof ApiError && error.status === 409) setPreview(null);
      setPending(null);
    }
  }

  return (
    <div className={styles.Dialog}>
      <p
        className={styles.Muted}
      >{`Now: ${sub.planLabel}, ${BILLING_PERIOD_LABELS[sub.renewalTerm].toLowerCase()}, ${formatINR(sub.amount)} per renewal.`}</p>
      <div className={styles.Fields}>
        <Select
          label="Plan"
          items={DEFAULT_PLANS.map((p) => ({ id: p.name, label: p.displayName }))}
          value={plan}
          onChange={(key) => choose(setPlan)(String(key))}
        />
        <Select
          label="Renewal term"
          items={BILLING_PERIODS.map((t) => ({ id: t, label: BILLING_PERIOD_LABELS[t] }))}
          value={term}
          onChange={(key) => choose(setTerm)(key as BillingPeriod)}
        />
      </div>
      {preview && <PreviewSummary preview={preview} sub={sub} term={term} />}
      {problem && (
        <p className={styles.Alert} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.Actions}>
        {preview ? (
          <Button isPending={pending === 'confirm'} pendingLabel="Changing your plan" onPress={() => void confirm()}>
            {preview.kind === 'upgrade'
              ? `Confirm and pay ${formatINR(preview.totalDueNow)}`
              : preview.kind === 'replace'
                ? 'Confirm and authorise'
                : 'Confirm change'}
          </Button>
        ) : (
          <Button
            isDisabled={unchanged}
            isPending={pending === 'preview'}
            pendingLabel="Working out the cost"
            onPress={() => void review()}
          >
            Review change
          </Button>
        )}
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** What the change costs, in words and figures, announced when it appears. */
function PreviewSummary({
  preview: p,
  sub,
  term,
}: {
  preview: PlanChangePreview;
  sub: BillingSubscription;
  term: BillingPeriod;
}) {
  const perRenewal = `${formatINR(p.newAmount)} per renewal`;
  const on = formatDate(p.effectiveOn);
  return (
    <section className={styles.Preview} aria-label="Cost of the change" aria-live="polite">
      {p.kind === 'upgrade' ? (
        <>
          <p>{`${p.planLabel} starts now. For the ${p.daysLeft} of ${p.daysInPeriod} days left in this period:`}</p>
          <dl className={styles.Facts}>
            <div>
              <dt>New plan for those days</dt>
              <dd>{formatINR(p.charge)}</dd>
            </div>
            <div>
              <dt>Credit for the unused part</dt>
              <dd>{`− ${formatINR(p.credit)}`}</dd>
            </div>
            <div>
              <dt>GST</dt>
              <dd>{formatINR(p.gstDueNow)}</dd>
            </div>
            <div className={styles.Total}>
              <dt>Due now</dt>
              <dd>{formatINR(p.totalDueNow)}</dd>
            </div>
          </dl>
          <p className={styles.Muted}>{`Then ${perRenewal}, charged to your card on file.`}</p>
        </>
      ) : p.kind === 'replace' ? (
        <>
          <p>{`Your card or UPI mandate cannot move to a new plan mid-period, so ${p.planLabel} comes as a new subscription:`}</p>
          <ul className={styles.Steps}>
            <li>{`${sub.planLabel} runs until ${on}.`}</li>
            <li>{`${p.planLabel} starts then at ${formatINR(p.newAmount)} per ${every(term)}.`}</li>
            <li>You authorise it now with a ₹5 check that is refunded (with UPI, a mandate).</li>
            <li>{`Nothing is charged until ${on}.`}</li>
          </ul>
        </>
      ) : (
        <p>{`${p.planLabel} starts at your renewal on ${on}: ${perRenewal}. Nothing is charged now.`}</p>
      )}
    </section>
  );
}
