import { useState, type FormEvent } from 'react';
import { backoffice, decodeAccessToken } from '@lnf/sdk';
import { Alert, Button, Form, Modal, TextArea } from '@lnf/ui';
import { refusal } from '../../data/attempt';
import { client } from '../../lib/api';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { VIEW_AS_FRAGMENT, type ViewAsHandover } from '../../lib/viewAs';
import forms from '../portal/shared/Forms.module.css';
import styles from './Backoffice.module.css';

const check = (v: { reason: string }): Partial<Record<'reason', string>> =>
  v.reason.trim().length < 3 ? { reason: 'Say why, in a few words' } : {};

/** base64url of UTF-8 text, for the fragment the new tab reads. */
const encode = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * Opens the portal as the customer sees it, read-only, in a new tab, for 15 minutes: the reason is
 * kept in the audit log with the staff member's name. The token travels in the new tab's address
 * fragment (never sent to a server), which that tab takes out at once (lib/viewAs.ts).
 */
export default function ViewAsModal({
  customerId,
  staffEmail,
  onClose,
}: {
  customerId: string;
  staffEmail: string;
  onClose: () => void;
}) {
  const form = useForm(check, { reason: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      const view = await backoffice.viewAs(client, customerId, form.values.reason.trim());
      const expiresIn = Math.max(0, Math.round((Date.parse(view.expiresAt) - Date.now()) / 1000));
      const handover: ViewAsHandover = {
        customer: view.customer,
        by: staffEmail,
        expiresAt: view.expiresAt,
        session: {
          tokens: {
            access_token: view.accessToken,
            id_token: view.accessToken,
            expires_in: expiresIn,
            refresh_expires_in: 0,
            token_type: 'Bearer',
          },
          user: decodeAccessToken(view.accessToken),
        },
      };
      window.open(`/dashboard${VIEW_AS_FRAGMENT}${encode(JSON.stringify(handover))}`, '_blank', 'noopener');
      onClose();
    } catch (error) {
      setProblem(refusal('backoffice.viewAs', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="View as customer" size="sm" isOpen isDismissable={!busy} onOpenChange={onClose}>
      <div className={styles.Stack}>
        <p>
          A new tab shows the portal as this customer sees it for 15 minutes. Nothing can be changed there, and the view
          is recorded with your name and reason.
        </p>
        {problem && (
          <Alert variant="danger" title="The view did not open" isUrgent>
            {problem}
          </Alert>
        )}
        <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="View as customer">
          <div className={styles.Stack}>
            <TextArea {...form.field('reason')} label="Reason" rows={3} />
            <div className={forms.Actions}>
              <Button type="submit" isPending={busy} pendingLabel="Opening the view">
                Open view
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
