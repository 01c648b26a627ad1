import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Form, OtpInput, TextField, toast } from '@lnf/ui';
import type { TotpEnrolment } from '@lnf/sdk';
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  startTotp,
  useSecondFactor,
} from '../../../data/secondFactor';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';
import styles from './TwoFactor.module.css';

const CODE_LENGTH = 6;

/**
 * Two-factor authentication with an authenticator app (docs/security.md, 'Second factors'): its
 * status, enrolling with the QR code or the key as text, the recovery codes shown once, new
 * recovery codes, and turning it off. The Security page renders it.
 */
export default function TwoFactor({ userId }: { userId: string }) {
  const { data: status } = useSecondFactor(userId);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    setEnrolment(await startTotp(userId));
    setStarting(false);
  }

  return (
    <PortalSection title="Two-factor authentication" id="two-factor">
      <Card padding="md">
        <div className={forms.Grid}>
          {codes ? (
            <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
          ) : enrolment ? (
            <Enrol
              userId={userId}
              enrolment={enrolment}
              onCancel={() => setEnrolment(null)}
              onConfirmed={(fresh) => {
                setEnrolment(null);
                setCodes(fresh);
              }}
            />
          ) : !status ? null : status.totp.enabled ? (
            <Enabled
              userId={userId}
              confirmedAt={status.totp.confirmedAt}
              left={status.recoveryCodesLeft}
              onNewCodes={setCodes}
            />
          ) : (
            <>
              {status.required && (
                <Alert variant="warning" title="Your account needs a second factor">
                  Staff accounts must sign in with an authenticator app. The admin pages open once it is set up.
                </Alert>
              )}
              <p>
                <Badge tone="neutral" size="sm">
                  Off
                </Badge>{' '}
                Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone (Google
                Authenticator, Microsoft Authenticator, 1Password and others).
              </p>
              <div className={forms.Actions}>
                <Button onPress={start} isPending={starting} pendingLabel="Setting up">
                  Set up authenticator app
                </Button>
              </div>
            </>
          )}
        </div>
      </Card>
    </PortalSection>
  );
}

/** The QR code, the key as text for those who cannot scan, and the first code that turns the app on. */
function Enrol({
  userId,
  enrolment,
  onCancel,
  onConfirmed,
}: {
  userId: string;
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const { code, setCode, error, pending, onSubmit } = useCodeForm((c) => confirmTotp(userId, c), onConfirmed);

  return (
    <Form onSubmit={onSubmit} aria-label="Set up authenticator app">
      <ol className={styles.Steps}>
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            className={styles.Qr}
            src={enrolment.qrSvg}
            width={192}
            height={192}
            alt="QR code for your authenticator app"
          />
        </li>
        <li>
          <p id="totp-key-label">Cannot scan it? Enter this key in the app instead (time-based):</p>
          <code className={styles.Secret} aria-labelledby="totp-key-label">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </li>
        <li>
          <OtpInput
            length={CODE_LENGTH}
            label="Code from the app"
            name="code"
            description="Enter the 6-digit code the app shows for LNF."
            value={code}
            onChange={setCode}
            isInvalid={Boolean(error)}
            errorMessage={error ?? undefined}
          />
        </li>
      </ol>
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Turning on">
          Turn on
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** The recovery codes, once: copy, download, then gone. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `LNF recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy: select the codes and copy them, or download them.');
    }
  }
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'lnf-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <>
      <Alert variant="success" title="Save your recovery codes">
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: keep
        them somewhere safe, such as a password manager.
      </Alert>
      <ul className={styles.Codes} aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className={forms.Actions}>
        <Button variant="secondary" onPress={copy}>
          Copy codes
        </Button>
        <Button variant="secondary" onPress={download}>
          Download codes
        </Button>
        <Button onPress={onDone}>I have saved them</Button>
      </div>
    </>
  );
}

/** The app is on: when, recovery codes left, new codes, turning it off. */
function Enabled({
  userId,
  confirmedAt,
  left,
  onNewCodes,
}: {
  userId: string;
  confirmedAt: string | null;
  left: number;
  onNewCodes: (codes: string[]) => void;
}) {
  const [action, setAction] = useState<'none' | 'codes' | 'disable'>('none');
  return (
    <>
      <p>
        <Badge tone="success" size="sm">
          On
        </Badge>{' '}
        Authenticator app{confirmedAt ? ` since ${formatTime(confirmedAt)}` : ''}. {left} of 10 recovery codes left.
      </p>
      {left <= 3 && action !== 'codes' && (
        <Alert variant="warning" title="Few recovery codes left">
          Generate new ones so you can still sign in if you lose your phone.
        </Alert>
      )}
      {action === 'codes' ? (
        <NewCodes userId={userId} onCancel={() => setAction('none')} onNewCodes={onNewCodes} />
      ) : action === 'disable' ? (
        <TurnOff userId={userId} onCancel={() => setAction('none')} />
      ) : (
        <div className={forms.Actions}>
          <Button variant="secondary" onPress={() => setAction('codes')}>
            New recovery codes
          </Button>
          <Button variant="secondary" onPress={() => setAction('disable')}>
            Turn off
          </Button>
        </div>
      )}
    </>
  );
}

function NewCodes({
  userId,
  onCancel,
  onNewCodes,
}: {
  userId: string;
  onCancel: () => void;
  onNewCodes: (codes: string[]) => void;
}) {
  const { code, setCode, error, pending, onSubmit } = useCodeForm(
    (c) => regenerateRecoveryCodes(userId, c),
    onNewCodes,
  );
  return (
    <Form onSubmit={onSubmit} aria-label="New recovery codes">
      <OtpInput
        length={CODE_LENGTH}
        label="Code from the app"
        name="code"
        description="New codes replace the old ones, which stop working."
        value={code}
        onChange={setCode}
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
        autoFocus
      />
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Generating">
          Generate new codes
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function TurnOff({ userId, onCancel }: { userId: string; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    const next: Record<string, string> = {};
    if (!password) next.password = 'Enter your password.';
    if (!/^\d{6}$/.test(value) && value.length < 10) next.code = 'Enter the 6-digit code or a recovery code.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    const done = await disableTotp(
      userId,
      /^\d{6}$/.test(value) ? { password, code: value } : { password, recoveryCode: value },
    );
    setPending(false);
    if (done) toast.success('Two-factor authentication is off.');
  }
  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label="Turn off two-factor authentication">
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        autoFocus
      />
      <TextField
        label="Code from the app or a recovery code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
      />
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Turning off">
          Turn off two-factor authentication
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/**
 * One code from the app, sent by a form: its length checked first, then `send`; recovery codes that
 * come back go to `onCodes`, and a refused code is cleared for the next try.
 */
function useCodeForm(send: (code: string) => Promise<string[] | null>, onCodes: (codes: string[]) => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return setError(`Enter the ${CODE_LENGTH} digits your app shows.`);
    setError(null);
    setPending(true);
    const codes = await send(code);
    setPending(false);
    if (codes) onCodes(codes);
    else setCode('');
  }
  return { code, setCode, error, pending, onSubmit };
}
