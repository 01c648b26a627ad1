import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Button, Countdown, Form, OtpInput, TextField, toast } from '@lnf/ui';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_LENGTH, RULES, messageFor, pickRules, user } from '@lnf/sdk';
import { client } from '../../lib/api';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { emitPasswordChanged, loginEmailAtom, loginModalAtom } from '../../state/loginModal';
import styles from './LoginPanel.module.css';

type Step = 'email' | 'otp' | 'password';

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
  // One form per step, each with its own rules and submitted state.
  const emailForm = useForm(emailRules, { email: '' });
  const otpForm = useForm(otpRules, { otp: '' });
  const passwordForm = useForm(passwordRules, { newPwd: '', confirmPwd: '' });
  const { email } = emailForm.values;
  const { otp } = otpForm.values;
  const passwords = passwordForm.values;
  const [sentAt, setSentAt] = useState(0);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | 'change' | null>(null);
  const setModal = useSetAtom(loginModalAtom);
  const setLoginEmail = useSetAtom(loginEmailAtom);

  function startOver() {
    setStep('email');
    emailForm.clearErrors();
    otpForm.reset();
    passwordForm.reset();
    setSentAt(0);
  }

  async function sendOtp(kind: 'send' | 'resend') {
    setBusy(kind);
    try {
      await user.sendOtp(client, email);
      toast.success(MESSAGES.otpSent);
      setSentAt(Date.now());
      otpForm.reset();
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
      setStep('password');
    } catch (error) {
      toast.error(messageFor('user.validateOtp', error));
      otpForm.reset();
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
    // Spec: an invalid submit shows every error and calls no server.
    const form = step === 'email' ? emailForm : step === 'otp' ? otpForm : passwordForm;
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    if (step === 'email') void sendOtp('send');
    else if (step === 'otp') void verify();
    else void change();
  }

  const errors = { ...emailForm.errors, ...otpForm.errors, ...passwordForm.errors };

  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label="Forgot Password">
      <TextField
        {...emailForm.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        isReadOnly={step !== 'email'}
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
            onChange={(next) => otpForm.set('otp', next)}
            isInvalid={Boolean(otpForm.errors.otp)}
            errorMessage={otpForm.errors.otp}
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
            {...passwordForm.field('newPwd')}
            label="New Password"
            type="password"
            autoComplete="new-password"
            autoFocus
            description="5 to 20 characters."
          />
          <TextField
            {...passwordForm.field('confirmPwd')}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            // Spec: it stays disabled until the new password is entered.
            isDisabled={passwords.newPwd === ''}
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
