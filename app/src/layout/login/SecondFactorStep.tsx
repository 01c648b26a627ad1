import { useState, type FormEvent } from 'react';
import { Button, Form, OtpInput, TextField } from '@lnf/ui';
import { ApiError, type LoggedUser, type PasskeyRequestOptions, type SecondFactorLoginRequest } from '@lnf/sdk';
import { loadWebAuthn, passkeyCancelled } from '../../lib/webauthn';
import styles from './LoginPanel.module.css';

const CODE_LENGTH = 6;

/**
 * The login's second step (docs/security.md, 'Second factors'): the 6 digits of the authenticator
 * app, or a recovery code. A wrong code may be tried again; an expired challenge sends the person
 * back to the password.
 */
export function SecondFactorStep({
  challenge,
  passkeyOptions = null,
  complete,
  onDone,
  onRestart,
}: {
  /** The challenge of the password step's SecondFactorRequiredError. */
  challenge: string;
  /** That error's passkey options, when the account has a passkey: 'Use a passkey' shows. */
  passkeyOptions?: PasskeyRequestOptions | null;
  /** Sends the second step (useAuth's loginSecondFactor). */
  complete: (request: SecondFactorLoginRequest) => Promise<LoggedUser>;
  /** Called once signed in. */
  onDone: () => void;
  /** Back to the password, when the challenge expired. */
  onRestart: () => void;
}) {
  const [mode, setMode] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit() {
    const value = mode === 'totp' ? code : recoveryCode.trim();
    if (mode === 'totp' ? value.length !== CODE_LENGTH : value.length < 10) {
      setError(
        mode === 'totp' ? `Enter the ${CODE_LENGTH} digits your app shows.` : 'Enter one of your recovery codes.',
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      await complete(mode === 'totp' ? { challenge, code: value } : { challenge, recoveryCode: value });
      onDone();
    } catch (e) {
      setPending(false);
      if (e instanceof ApiError && e.status === 429) return setError(e.message);
      if (e instanceof ApiError && /expired/i.test(e.message)) {
        setExpired(true);
        return setError('This sign-in has expired. Enter your password again.');
      }
      setError(
        mode === 'totp'
          ? 'That code is not right. Enter the code your app shows now.'
          : 'That recovery code is not right or was used.',
      );
      setCode('');
    }
  }

  /** The passkey signs this login's challenge; the WebAuthn helper loads on the press. */
  async function signInWithPasskey() {
    if (!passkeyOptions) return;
    setPending(true);
    setError(null);
    try {
      const { startAuthentication } = await loadWebAuthn();
      const passkey = await startAuthentication({ optionsJSON: passkeyOptions });
      await complete({ challenge, passkey });
      onDone();
    } catch (e) {
      setPending(false);
      if (e instanceof ApiError && e.status === 429) return setError(e.message);
      if (e instanceof ApiError && /expired/i.test(e.message)) {
        setExpired(true);
        return setError('This sign-in has expired. Enter your password again.');
      }
      setError(
        passkeyCancelled(e)
          ? 'No passkey was used. Try again, or enter a code.'
          : 'That passkey was not accepted. Try again, or enter a code.',
      );
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function switchMode() {
    setError(null);
    setMode(mode === 'totp' ? 'recovery' : 'totp');
  }

  return (
    <Form onSubmit={onSubmit} aria-label="Two-factor authentication">
      {mode === 'totp' ? (
        <OtpInput
          length={CODE_LENGTH}
          label="Authentication code"
          name="code"
          description="Open your authenticator app and enter the 6-digit code it shows for LNF."
          value={code}
          onChange={setCode}
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          autoFocus
        />
      ) : (
        <TextField
          label="Recovery code"
          name="recoveryCode"
          description="One of the codes you saved when you set up the app, like abcde-fghjk. Each works once."
          value={recoveryCode}
          onChange={setRecoveryCode}
          autoComplete="one-time-code"
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          autoFocus
        />
      )}
      <div className={styles.End}>
        {passkeyOptions && !expired && (
          <Button variant="link" size="sm" onPress={() => void signInWithPasskey()} isDisabled={pending}>
            Use a passkey
          </Button>
        )}
        <Button variant="link" size="sm" onPress={switchMode}>
          {mode === 'totp' ? 'Use a recovery code' : 'Use the authenticator app'}
        </Button>
      </div>
      {expired ? (
        <Button variant="primary" onPress={onRestart} className={styles.Submit}>
          Sign in again
        </Button>
      ) : (
        <Button type="submit" variant="primary" isPending={pending} pendingLabel="Verifying" className={styles.Submit}>
          Verify
        </Button>
      )}
    </Form>
  );
}
