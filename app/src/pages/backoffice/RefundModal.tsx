import { useState, type FormEvent } from 'react';
import { formatINR, toPaise, type Customer360 } from '@lnf/sdk';
import { Alert, Button, Form, Modal, TextArea, TextField, toast } from '@lnf/ui';
import { refundPayment } from '../../data/backoffice';
import { reauthenticate } from '../../data/reauthenticate';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import forms from '../portal/shared/Forms.module.css';
import { refundable } from './refundable';
import styles from './Backoffice.module.css';

type Payment = Customer360['payments'][number];
type Values = { amount: string; reason: string; password: string };

const checkFor =
  (left: number, needsPassword: boolean) =>
  (v: Values): Partial<Record<keyof Values, string>> => {
    const errors: Partial<Record<keyof Values, string>> = {};
    const amount = Number(v.amount);
    if (!v.amount.trim() || !Number.isFinite(amount)) errors.amount = 'Enter an amount in rupees';
    else if (amount < 1) errors.amount = 'At least ₹1.00';
    else if (toPaise(amount) > toPaise(left)) errors.amount = `At most ${formatINR(left)}, what is left to refund`;
    if (v.reason.trim().length < 3) errors.reason = 'Say why, in a few words';
    if (needsPassword && !v.password) errors.password = 'Enter your password';
    return errors;
  };

/**
 * Refunds part or all of a payment (finance and admin). Money needs a sign-in proven within five
 * minutes: when the server asks for it, the form asks for the password and sends both again.
 */
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
  const [needsPassword, setNeedsPassword] = useState(false);
  const form = useForm(checkFor(left, needsPassword), { amount: left.toFixed(2), reason: '', password: '' });
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
    const paise = toPaise(Number(form.values.amount));
    const outcome = await refundPayment(
      customerId,
      payment.transactionId,
      paise === toPaise(left) ? undefined : paise,
      form.values.reason.trim(),
    );
    setBusy(false);
    if (outcome.ok) {
      toast.success(
        `Refunded ${formatINR(outcome.answer.refund.amountPaise / 100)}; credit note ${outcome.answer.creditNote.number}`,
      );
      onClose();
      return;
    }
    if (outcome.stepUp) {
      setNeedsPassword(true);
      setProblem('Refunds need your password again: enter it and press Refund.');
      return;
    }
    setProblem(outcome.message);
  }

  return (
    <Modal title={`Refund ${payment.transactionId}`} size="sm" isOpen isDismissable={!busy} onOpenChange={onClose}>
      <div className={styles.Stack}>
        <p>
          Paid {formatINR(payment.amount)}; {formatINR(left)} left to refund. The refund goes back to the card or
          account that paid, and a GST credit note is issued against the payment’s tax invoice.
        </p>
        {problem && (
          <Alert variant={needsPassword ? 'warning' : 'danger'} title="Not refunded yet" isUrgent>
            {problem}
          </Alert>
        )}
        <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Refund">
          <div className={styles.Stack}>
            <TextField {...form.field('amount')} label="Amount (₹, GST included)" inputMode="decimal" />
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
              <Button type="submit" variant="destructive" isPending={busy} pendingLabel="Refunding">
                Refund
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
