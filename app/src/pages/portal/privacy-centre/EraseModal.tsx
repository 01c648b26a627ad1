import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, TextArea, TextField, toast } from '@lnf/ui';
import { useLocation } from 'wouter';
import { makePrivacyRequest } from '../../../data/privacy';
import { reauthenticate } from '../../../data/reauthenticate';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { useAuth } from '../../../state/auth';
import forms from '../shared/Forms.module.css';
import styles from './PrivacyCentre.module.css';

type Values = { confirmEmail: string; password: string; reason: string };

/**
 * Erasure cannot be undone: the account's own address, typed again, confirms it, and the password
 * proves it is the owner at the keyboard (the server asks for a sign-in proven within 5 minutes).
 */
const checkFor =
  (email: string) =>
  (v: Values): Partial<Record<keyof Values, string>> => {
    const typed = v.confirmEmail.trim().toLowerCase();
    if (!typed) return { confirmEmail: 'Type your email to confirm' };
    if (typed !== email.toLowerCase()) return { confirmEmail: `Type ${email}, the email you sign in with` };
    if (!v.password) return { password: 'Enter your password' };
    if (v.reason.length > 2_000) return { reason: 'At most 2,000 characters' };
    return {};
  };

export default function EraseModal({ email, userId, onClose }: { email: string; userId: string; onClose: () => void }) {
  const form = useForm(checkFor(email), { confirmEmail: '', password: '', reason: '' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { logout } = useAuth();
  const [, navigate] = useLocation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setRefusal(null);
    const wrong = await reauthenticate(form.values.password);
    if (wrong) {
      setBusy(false);
      setRefusal(wrong);
      return;
    }
    const reason = form.values.reason.trim();
    const outcome = await makePrivacyRequest(userId, {
      kind: 'erasure',
      detail: { confirmEmail: form.values.confirmEmail.trim().toLowerCase(), ...(reason ? { reason } : {}) },
    });
    if (outcome.error !== undefined) {
      setBusy(false);
      setRefusal(outcome.error);
      return;
    }
    // The server has already signed the account out everywhere; this tab forgets its session too.
    await logout();
    navigate('/');
    toast.success('Your account has been deleted. You have been signed out.');
  }

  return (
    <Modal
      title="Delete your account"
      role="alertdialog"
      size="sm"
      isOpen
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={onClose}
    >
      <div className={styles.Stack}>
        <p>This cannot be undone. At once:</p>
        <ul className={styles.List}>
          <li>You are signed out everywhere, and no one can sign in to this account again.</li>
          <li>Your name, email, phone and addresses are removed from your account and customer record.</li>
          <li>Your support tickets and their files, your notifications and your enquiries are deleted.</li>
        </ul>
        <p>What the law keeps:</p>
        <ul className={styles.List}>
          <li>
            Orders, payments and tax invoices, for 8 years from their date, as tax and company law require. They are
            pseudonymised: your email and phone are replaced, and the account behind them names no one. Invoices already
            issued keep the name, address and GSTIN printed on them.
          </li>
          <li>The record of your consents and privacy requests, to show we honoured them.</li>
        </ul>
        <p>Cancel any subscription that still renews first.</p>
        {refusal && (
          <Alert variant="danger" title="Your account was not deleted" isUrgent>
            {refusal}
          </Alert>
        )}
        <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Confirm account deletion">
          <div className={styles.Stack}>
            <TextField
              {...form.field('confirmEmail')}
              label="Type your email to confirm"
              description={`The email you sign in with: ${email}`}
              type="email"
              autoComplete="off"
            />
            <TextField
              {...form.field('password')}
              label="Your password"
              type="password"
              autoComplete="current-password"
            />
            <TextArea {...form.field('reason')} label="Why are you leaving? (optional)" rows={3} />
            <div className={forms.Actions}>
              <Button type="submit" variant="destructive" isPending={busy} pendingLabel="Deleting your account">
                Delete my account
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
