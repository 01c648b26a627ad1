import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Button, Countdown, Form, OtpInput, TextField, toast } from '@lnf/ui';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_LENGTH, RULES, messageFor, pickRules, user, validate } from '@lnf/sdk';
import { client } from '../../lib/api';
import { emitPasswordChanged, loginEmailAtom, loginModalAtom } from '../../state/loginModal';
import styles from './LoginPanel.module.css';

type Step = 'email' | 'otp' | 'password';
type Errors = Partial<Record<'email' | 'otp' | 'newPwd' | 'confirmPwd', string>>;

const emailRules = pickRules(RULES.forgotPassword, ['email']);
const otpRules = pickRules(RULES.forgotPassword, ['otp']);
const passwordRules = pickRules(RULES.forgotPassword, ['newPwd', 'confirmPwd']);
const reloadPage = () => window.location.reload();

/**
 * Password reset (spec section 4): email, then the OTP with its 300 s countdown, then the new
 * password; 'Try Another Email?' starts again; the page reloads when the OTP expires.
 */
export function ForgotPasswordPanel() {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [passwords, setPasswords] = useState({ newPwd: '', confirmPwd: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const [sentAt, setSentAt] = useState(0);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | 'change' | null>(null);
  const setModal = useSetAtom(loginModalAtom);
  const setLoginEmail = useSetAtom(loginEmailAtom);

  function startOver() {
    setStep('email');
    setOtp('');
    setPasswords({ newPwd: '', confirmPwd: '' });
    setErrors({});
    setTouched(false);
    setSentAt(0);
  }

  async function sendOtp(kind: 'send' | 'resend') {
    setBusy(kind);
    try {
      await user.sendOtp(client, email);
      toast.success(MESSAGES.otpSent);
      setSentAt(Date.now());
      setOtp('');
      setStep('otp');
    } catch (error) {
      toast.error(messageFor('user.sendOtp', error));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setBusy('verify');
    try {
      await user.validateOtp(client, email, otp);
      toast.success(MESSAGES.otpVerified);
      setErrors({});
      setTouched(false);
      setStep('password');
    } catch (error) {
      toast.error(messageFor('user.validateOtp', error));
      setOtp('');
      setErrors({});
    } finally {
      setBusy(null);
    }
  }

  async function change() {
    setBusy('change');
    try {
      await user.updatePassword(client, { email, ...passwords });
      toast.success(MESSAGES.passwordChanged);
      emitPasswordChanged(email);
      setLoginEmail(email);
      setModal({ open: true, panel: 'login' });
    } catch (error) {
      toast.error(messageFor('user.updatePassword', error));
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (step === 'email') {
      const found = validate(emailRules, { email });
      setErrors(found);
      if (!found.email) void sendOtp('send');
    } else if (step === 'otp') {
      const found = validate(otpRules, { otp });
      setErrors(found);
      if (!found.otp) void verify();
    } else {
      const found = validate(passwordRules, passwords);
      setErrors(found);
      if (Object.keys(found).length === 0) void change();
    }
  }

  const setPassword = (field: 'newPwd' | 'confirmPwd') => (value: string) => {
    const next = { ...passwords, [field]: value };
    setPasswords(next);
    if (touched) setErrors(validate(passwordRules, next));
  };

  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label="Forgot Password">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (touched) setErrors(validate(emailRules, { email: value }));
        }}
        isReadOnly={step !== 'email'}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      {step === 'email' && (
        <Button
          type="submit"
          variant="primary"
          isPending={busy === 'send'}
          pendingLabel="Sending OTP"
          className={styles.Submit}
        >
          Send OTP
        </Button>
      )}
      {step === 'otp' && (
        <>
          <OtpInput
            length={OTP_LENGTH}
            label="OTP"
            name="otp"
            description={`Enter the ${OTP_LENGTH}-digit code sent to ${email}.`}
            value={otp}
            onChange={(next) => {
              setOtp(next);
              if (errors.otp) setErrors(validate(otpRules, { otp: next }));
            }}
            isInvalid={Boolean(errors.otp)}
            errorMessage={errors.otp}
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
        </>
      )}
      {step === 'password' && (
        <>
          <TextField
            label="New Password"
            name="newPwd"
            type="password"
            autoComplete="new-password"
            autoFocus
            description="5 to 20 characters."
            value={passwords.newPwd}
            onChange={setPassword('newPwd')}
            isInvalid={Boolean(errors.newPwd)}
            errorMessage={errors.newPwd}
          />
          <TextField
            label="Confirm Password"
            name="confirmPwd"
            type="password"
            autoComplete="new-password"
            value={passwords.confirmPwd}
            onChange={setPassword('confirmPwd')}
            // Spec: it stays disabled until the new password is entered.
            isDisabled={passwords.newPwd === ''}
            isInvalid={Boolean(errors.confirmPwd)}
            errorMessage={errors.confirmPwd}
          />
          <Button
            type="submit"
            variant="primary"
            isPending={busy === 'change'}
            pendingLabel="Changing password"
            className={styles.Submit}
          >
            Change Password
          </Button>
        </>
      )}
      <div className={styles.Between}>
        {step !== 'email' ? (
          <Button variant="link" size="sm" onPress={startOver}>
            Try Another Email?
          </Button>
        ) : (
          <span />
        )}
        <Button variant="link" size="sm" onPress={() => setModal({ open: true, panel: 'login' })}>
          Back to Login
        </Button>
      </div>
    </Form>
  );
}
