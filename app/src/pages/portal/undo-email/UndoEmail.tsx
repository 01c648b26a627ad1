import { useState } from 'react';
import { Alert, Button, Card } from '@lnf/ui';
import { undoEmailChange } from '../../../data/accountSecurity';
import { PortalPage } from '../shared/PortalPage';

/** The token of the mail's link: in the fragment, which no server or Referer header ever sees. */
const tokenOf = (hash: string) => /^#([A-Za-z0-9_-]{43})$/.exec(hash)?.[1] ?? null;

/**
 * Where the link in the 'email changed' mail to the old address leads. Nothing happens on
 * opening it (mail scanners open links); the person presses the button.
 */
export default function UndoEmail() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : tokenOf(window.location.hash)));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function undo() {
    if (!token) return;
    setBusy(true);
    setDone(await undoEmailChange(token));
    setBusy(false);
  }

  return (
    <PortalPage
      eyebrow="Account"
      title="Undo the email change"
      lead="Give your account its old email back if you did not change it."
      width="narrow"
    >
      <Card padding="md">
        {done ? (
          <Alert variant="success" title="Your email is back">
            {done}
          </Alert>
        ) : token ? (
          <>
            <p>
              The account gets this address back and every session of it is signed out. Then reset your password with
              Forgot password on the login page.
            </p>
            <Button onPress={() => void undo()} isPending={busy} pendingLabel="Undoing the change">
              Undo the email change
            </Button>
          </>
        ) : (
          <Alert variant="danger" title="This link is incomplete">
            Open the link from the mail again, whole.
          </Alert>
        )}
      </Card>
    </PortalPage>
  );
}
