import { useState } from 'react';
import { Button, Link, Modal, Select, toast } from '@lnf/ui';
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
import { client } from '../../lib/api';
import styles from './Billing.module.css';

export interface ChangePlanModalProps {
  /** The subscription to change; null closes the modal. */
  sub: BillingSubscription | null;
  onClose: () => void;
  onChanged: (sub: BillingSubscription) => void;
}

/** Change plan or renewal term: the cost is shown (prorated for an upgrade) before anything is charged. */
export function ChangePlanModal({ sub, onClose, onChanged }: ChangePlanModalProps) {
  return (
    <Modal title="Change plan" size="md" isOpen={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && <ChangePlanForm key={sub.id} sub={sub} onCancel={onClose} onChanged={onChanged} />}
    </Modal>
  );
}

/** A refusal of the payment provider (UPI, some domestic cards): the plan cannot change in place. */
const providerRefused = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && /payment provider refused/.test(error.message);

function ChangePlanForm({
  sub,
  onCancel,
  onChanged,
}: {
  sub: BillingSubscription;
  onCancel: () => void;
  onChanged: (s: BillingSubscription) => void;
}) {
  const [plan, setPlan] = useState(sub.plan);
  const [term, setTerm] = useState<BillingPeriod>(sub.renewalTerm);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [problem, setProblem] = useState<{ message: string; refused: boolean } | null>(null);
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
      setProblem({ message: messageFor('billing.previewChange', error), refused: false });
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
      toast.success(
        preview.kind === 'upgrade'
          ? `You are now on ${preview.planLabel}`
          : `${preview.planLabel} starts on ${formatDate(preview.effectiveOn)}`,
      );
      onChanged(changed);
    } catch (error) {
      setProblem({ message: messageFor('billing.change', error), refused: providerRefused(error) });
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
      {preview && <PreviewSummary preview={preview} />}
      {problem && (
        <div className={styles.Alert} role="alert">
          <p>{problem.message}</p>
          {problem.refused && (
            <p>
              This subscription cannot change in place. Cancel it at the end of the period instead, and subscribe to the
              new plan from <Link href="/our-plans">Our Plans</Link>.
            </p>
          )}
        </div>
      )}
      <div className={styles.Actions}>
        {preview ? (
          <Button isPending={pending === 'confirm'} pendingLabel="Changing your plan" onPress={() => void confirm()}>
            {preview.kind === 'upgrade' ? `Confirm and pay ${formatINR(preview.totalDueNow)}` : 'Confirm change'}
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
function PreviewSummary({ preview: p }: { preview: PlanChangePreview }) {
  const every = `${formatINR(p.newAmount)} per renewal`;
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
          <p className={styles.Muted}>{`Then ${every}, charged to your card on file.`}</p>
        </>
      ) : (
        <p>{`${p.planLabel} starts at your renewal on ${formatDate(p.effectiveOn)}: ${every}. Nothing is charged now.`}</p>
      )}
    </section>
  );
}
