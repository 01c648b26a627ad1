import { useState, type FormEvent, type ReactNode } from 'react';
import { formatINR, toPaise, type Customer360 } from '@lnf/sdk';
import { Alert, Button, Form, Modal, TextArea, TextField, toast } from '@lnf/ui';
import { compSubscription, refundPayment, type RefundOutcome } from '../../data/backoffice';
import { reauthenticate } from '../../data/reauthenticate';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import forms from '../portal/shared/Forms.module.css';
import { refundable } from './refundable';
import styles from './Backoffice.module.css';

type Payment = Customer360['payments'][number];
type Subscription = Customer360['subscriptions'][number];
type Values = { amount: string; reason: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

/**
 * A money action's form (finance and admin): its own fields, a reason, and the password when the
 * server asks for a sign-in proven within five minutes, after which both are sent again.
 */
function MoneyForm({
  title,
  label,
  pendingLabel,
  intro,
  amountField,
  check,
  initialAmount,
  send,
  done,
  onClose,
}: {
  title: string;
  label: string;
  pendingLabel: string;
  intro: ReactNode;
  amountField: { label: string; description?: string; inputMode: 'decimal' | 'numeric' };
  check: (amount: string) => string | undefined;
  initialAmount: string;
  send: (amount: string, reason: string) => Promise<RefundOutcome>;
  done: (answer: Extract<RefundOutcome, { ok: true }>['answer']) => string;
  onClose: () => void;
}) {
  const [needsPassword, setNeedsPassword] = useState(false);
  const form = useForm(
    (v: Values): Errors => {
      const errors: Errors = {};
      const amount = check(v.amount);
      if (amount) errors.amount = amount;
      if (v.reason.trim().length < 3) errors.reason = 'Say why, in a few words';
      if (needsPassword && !v.password) errors.password = 'Enter your password';
      return errors;
    },
    { amount: initialAmount, reason: '', password: '' },
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setProblem(null);
    if (needsPassword) {
      const refused = await reauthenticate(form.values.password);
      if (refused) {
        setBusy(false);
        setProblem(refused);
        return;
      }
    }
    const outcome = await send(form.values.amount, form.values.reason.trim());
    setBusy(false);
    if (outcome.ok) {
      toast.success(done(outcome.answer));
      onClose();
      return;
    }
    if (outcome.stepUp) {
      setNeedsPassword(true);
      setProblem(`Money actions need your password again: enter it and press ${label}.`);
      return;
    }
    setProblem(outcome.message);
  }

  return (
    <Modal title={title} size="sm" isOpen isDismissable={!busy} onOpenChange={onClose}>
      <div className={styles.Stack}>
        <p>{intro}</p>
        {problem && (
          <Alert variant={needsPassword ? 'warning' : 'danger'} title="Not done yet" isUrgent>
            {problem}
          </Alert>
        )}
        <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label={label}>
          <div className={styles.Stack}>
            <TextField {...form.field('amount')} {...amountField} />
            <TextArea
              {...form.field('reason')}
              label="Reason"
              description="Kept in the audit log and on the credit note."
              rows={3}
            />
            {needsPassword && (
              <TextField
                {...form.field('password')}
                label="Your password"
                type="password"
                autoComplete="current-password"
                autoFocus
              />
            )}
            <div className={forms.Actions}>
              <Button type="submit" variant="destructive" isPending={busy} pendingLabel={pendingLabel}>
                {label}
              </Button>
              <Button variant="ghost" onPress={onClose} isDisabled={busy}>
                Cancel
              </Button>
            </div>
          </div>
        </Form>
      </div>
    </Modal>
  );
}

const refunded = (answer: Extract<RefundOutcome, { ok: true }>['answer']) =>
  `Refunded ${formatINR(answer.refund.amountPaise / 100)}; credit note ${answer.creditNote.number}`;

/** Refunds part or all of a payment. */
export default function RefundModal({
  customerId,
  payment,
  onClose,
}: {
  customerId: string;
  payment: Payment;
  onClose: () => void;
}) {
  const left = refundable(payment);
  return (
    <MoneyForm
      title={`Refund ${payment.transactionId}`}
      label="Refund"
      pendingLabel="Refunding"
      intro={`Paid ${formatINR(payment.amount)}; ${formatINR(left)} left to refund. The refund goes back to the card or account that paid, and a GST credit note is issued against the payment’s tax invoice.`}
      amountField={{ label: 'Amount (₹, GST included)', inputMode: 'decimal' }}
      initialAmount={left.toFixed(2)}
      check={(value) => {
        const amount = Number(value);
        if (!value.trim() || !Number.isFinite(amount)) return 'Enter an amount in rupees';
        if (amount < 1) return 'At least ₹1.00';
        if (toPaise(amount) > toPaise(left)) return `At most ${formatINR(left)}, what is left to refund`;
        return undefined;
      }}
      send={(amount, reason) => {
        const paise = toPaise(Number(amount));
        return refundPayment(customerId, payment.transactionId, paise === toPaise(left) ? undefined : paise, reason);
      }}
      done={refunded}
      onClose={onClose}
    />
  );
}

/** Gives days of a subscription's period back as a refund of their share of its last charge. */
export function CompModal({
  customerId,
  subscription,
  onClose,
}: {
  customerId: string;
  subscription: Subscription;
  onClose: () => void;
}) {
  return (
    <MoneyForm
      title={`Comp ${subscription.id}`}
      label="Comp"
      pendingLabel="Crediting"
      intro="The days are credited as a refund of their share of the last charge, with a GST credit note. The next charge stays on its date: the payment provider cannot move it."
      amountField={{
        label: 'Days to give back',
        description: 'Whole days of the current period.',
        inputMode: 'numeric',
      }}
      initialAmount="7"
      check={(value) => (/^\d{1,3}$/.test(value.trim()) && Number(value) >= 1 ? undefined : 'Enter a number of days')}
      send={(days, reason) => compSubscription(customerId, subscription.id, Number(days), reason)}
      done={refunded}
      onClose={onClose}
    />
  );
}
