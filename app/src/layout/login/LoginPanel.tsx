import { useState, type FormEvent } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { Button, Form, TextField } from '@lnf/ui';
import { RULES, SecondFactorRequiredError } from '@lnf/sdk';
import { loginEmailAtom, loginModalAtom, successPageAtom } from '../../state/loginModal';
import { useAuth } from '../../state/auth';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { PasskeySignIn } from './PasskeySignIn';
import { SecondFactorStep } from './SecondFactorStep';
import styles from './LoginPanel.module.css';

/** Email and password; links to the other two panels (spec section 2, Login panel). */
export function LoginPanel() {
  const [prefill, setPrefill] = useAtom(loginEmailAtom);
  const form = useForm(RULES.login, { email: prefill, password: '' });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const setModal = useSetAtom(loginModalAtom);
  const successPage = useAtomValue(successPageAtom);
  const [location, navigate] = useLocation();
  const { login, loginSecondFactor } = useAuth();
  /** Set when the password was right and the account has a second factor: the second step shows. */
  const [challenge, setChallenge] = useState<SecondFactorRequiredError | null>(null);

  function loggedIn() {
    setPrefill('');
    if (location === '/basket') {
      // With a success page the modal shows it for 2 s, then emits loginRedirect and closes
      // (LoginModal); without one it just closes and the basket carries on.
      if (!successPage.showSuccessPage) setModal({ open: false, panel: 'login' });
    } else {
      setModal({ open: false, panel: 'login' });
      navigate('/dashboard');
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec: an invalid submit marks every field touched, shows the errors, calls no server.
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setPending(true);
    setFailed(false);
    try {
      await login(form.values.email, form.values.password);
      loggedIn();
    } catch (error) {
      setPending(false);
      if (error instanceof SecondFactorRequiredError) return setChallenge(error);
      // Spec: a failed login only stops the loading state.
      setFailed(true);
    }
  }

  if (challenge)
    return (
      <SecondFactorStep
        challenge={challenge.challenge}
        passkeyOptions={challenge.passkeyOptions}
        complete={loginSecondFactor}
        onDone={loggedIn}
        onRestart={() => {
          form.set('password', '');
          setChallenge(null);
        }}
      />
    );

  return (
    <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Login">
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="username" autoFocus={!prefill} />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        // After a sign-up or a password change the email is filled in: the password is next.
        autoFocus={Boolean(prefill)}
      />
      <div className={styles.End}>
        <Button variant="link" size="sm" onPress={() => setModal({ open: true, panel: 'forgot-password' })}>
          Forgot Password?
        </Button>
      </div>
      {failed && (
        <p className={styles.Hint} role="status">
          Check your email and password and try again.
        </p>
      )}
      <Button type="submit" variant="primary" isPending={pending} pendingLabel="Logging in" className={styles.Submit}>
        Login
      </Button>
      <PasskeySignIn onDone={loggedIn} />
      <div className={styles.Center}>
        <Button variant="link" size="sm" onPress={() => setModal({ open: true, panel: 'create-account' })}>
          Don&apos;t Have An Account? Sign Up
        </Button>
      </div>
    </Form>
  );
}
