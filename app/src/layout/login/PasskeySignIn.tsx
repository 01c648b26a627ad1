import { useState } from 'react';
import { Button } from '@lnf/ui';
import { ApiError } from '@lnf/sdk';
import { useAuth } from '../../state/auth';
import { passkeyCancelled } from '../../lib/webauthn';
import styles from './LoginPanel.module.css';

/**
 * 'Sign in with a passkey' under the password form (docs/security.md, 'Passkeys'): the browser
 * offers the passkeys it holds for this site; no email or password is typed.
 */
export function PasskeySignIn({ onDone }: { onDone: () => void }) {
  const { loginWithPasskey } = useAuth();
  const [pending, setPending] = useState(false);
  const [hint, setHint] = useState<string | null>(null);

  async function signIn() {
    setPending(true);
    setHint(null);
    try {
      await loginWithPasskey();
      onDone();
    } catch (error) {
      setPending(false);
      if (passkeyCancelled(error)) return setHint('No passkey was used. Try again, or sign in with your password.');
      setHint(
        error instanceof ApiError && error.status === 429
          ? error.message
          : 'That passkey was not accepted. Try again, or sign in with your password.',
      );
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        isPending={pending}
        pendingLabel="Waiting for your passkey"
        className={styles.Submit}
        onPress={() => void signIn()}
      >
        Sign in with a passkey
      </Button>
      {hint && (
        <p className={styles.Hint} role="status">
          {hint}
        </p>
      )}
    </>
  );
}
