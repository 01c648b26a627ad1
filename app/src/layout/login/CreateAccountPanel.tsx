import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Button, Countdown, Form, OtpInput, TextField, toast } from '@lnf/ui';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_LENGTH, RULES, user, messageFor } from '@lnf/sdk';
import { client } from '../../lib/api';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { loginEmailAtom, loginModalAtom } from '../../state/loginModal';
import styles from './LoginPanel.module.css';

type Field = 'email' | 'firstName' | 'lastName' | 'userName' | 'password';

const EMPTY = { email: '', firstName: '', lastName: '', userName: '', password: '' };
const reloadPage = () => window.location.reload();

/**
 * Sign-up (spec sections 2 and 4): the fields lock while an OTP goes to the email; a verified
 * OTP creates the account and returns to the login form. The page reloads when the OTP expires.
 */
export function CreateAccountPanel() {
  const account = useForm(RULES.createAccount, EMPTY);
  const code = useForm(RULES.otp, { otp: '' });
  const { values } = account;
  const otp = code.values.otp;
  const [locked, setLocked] = useState(false);
  // Bumped on every OTP sent, so the countdown restarts.
  const [sentAt, setSentAt] = useState(0);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const setModal = useSetAtom(loginModalAtom);
  const setLoginEmail = useSetAtom(loginEmailAtom);

  async function sendOtp(kind: 'send' | 'resend'): Promise<boolean> {
    setBusy(kind);
    try {
      await user.sendOtp(client, values.email);
      toast.success(MESSAGES.otpSent);
      setSentAt(Date.now());
      return true;
    } catch (error) {
      toast.error(messageFor('user.sendOtp', error));
      return false;
    } finally {
      // Spec: a failed OTP send stops the busy state.
      setBusy(null);
    }
  }

  async function onCreate() {
    setLocked(true);
    if (!(await sendOtp('send'))) setLocked(false);
  }

  async function onValidate() {
    setBusy('verify');
    try {
      await user.validateOtp(client, values.email, otp);
      toast.success(MESSAGES.otpVerified);
    } catch (error) {
      toast.error(messageFor('user.validateOtp', error));
      // Spec: a failed verify clears the OTP field and its validation state.
      code.reset();
      setBusy(null);
      return;
    }
    try {
      const text = await user.createUser(client, { ...values, groups: ['PortalGroup'], realmRoles: [] });
      toast.success(text || 'User created successfully');
      // The funnel's sign-up (only with consent to analytics cookies), linked at the first login.
      void import('../../lib/analytics').then((a) => a.trackSignUp());
      setLoginEmail(values.email);
      setModal({ open: true, panel: 'login' });
    } catch (error) {
      toast.error(messageFor('user.createUser', error));
      setBusy(null);
    }
  }

  function resetEmail() {
    setLocked(false);
    code.reset();
    setSentAt(0);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec: an invalid submit shows every error and calls no server.
    const step = locked ? code : account;
    if (!step.check()) return focusFirstInvalid(event.currentTarget);
    if (locked) void onValidate();
    else void onCreate();
  }

  const field = (name: Field) => ({ ...account.field(name), isReadOnly: locked });
  const errors = { ...account.errors, ...code.errors };

  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label="Create Account">
      <TextField label="Email" type="email" autoComplete="email" autoFocus {...field('email')} />
      <div className={styles.Pair}>
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="User Name" autoComplete="nickname" {...field('userName')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      {locked ? (
        <Button type="button" variant="secondary" isDisabled className={styles.Submit}>
          Verify email to create account
        </Button>
      ) : (
        <Button
          type="submit"
          variant="primary"
          isPending={busy === 'send'}
          pendingLabel="Sending OTP"
          className={styles.Submit}
        >
          Create account
        </Button>
      )}
      {locked && sentAt > 0 && (
        <div className={styles.Otp}>
          <OtpInput
            length={OTP_LENGTH}
            label="OTP"
            name="otp"
            description={`Enter the ${OTP_LENGTH}-digit code sent to ${values.email}.`}
            value={otp}
            onChange={(next) => code.set('otp', next)}
            isInvalid={Boolean(code.errors.otp)}
            errorMessage={code.errors.otp}
            autoFocus
          />
          <div className={styles.Between}>
            <Countdown key={sentAt} seconds={OTP_COUNTDOWN_SECONDS} label="OTP expires in" onEnd={reloadPage} />
            <Button
              variant="link"
              size="sm"
              isPending={busy === 'resend'}
              pendingLabel="Sending OTP"
              onPress={() => void sendOtp('resend')}
            >
              Re-send OTP?
            </Button>
          </div>
          <Button
            type="submit"
            variant="primary"
            isPending={busy === 'verify'}
            pendingLabel="Verifying"
            className={styles.Submit}
          >
            Validate OTP
          </Button>
          <div className={styles.Center}>
            <Button variant="link" size="sm" onPress={resetEmail}>
              Reset email
            </Button>
          </div>
        </div>
      )}
      <div className={styles.Center}>
        <Button variant="link" size="sm" onPress={() => setModal({ open: true, panel: 'login' })}>
          Already Have An Account Login
        </Button>
      </div>
    </Form>
  );
}
