import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { Button, Form, TextField } from '@lnf/ui';
import { loginModalAtom } from '../state/loginModal';
import { useAuth } from '../state/auth';
import { RULES, validate } from '@lnf/sdk';
import styles from './LoginPanel.module.css';

type Errors = Partial<Record<'email' | 'password', string>>;

export function LoginPanel() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const setModal = useSetAtom(loginModalAtom);
  const [location, navigate] = useLocation();
  const { login } = useAuth();

  const update = (field: keyof typeof values) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(RULES.login, next));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec: an invalid submit marks every field touched, shows the errors, calls no server.
    setSubmitted(true);
    const found = validate(RULES.login, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailed(false);
    try {
      await login(values.email, values.password);
      setModal({ open: false, panel: 'login' });
      if (location !== '/basket') navigate('/dashboard');
    } catch {
      // Spec: a failed login only stops the loading state.
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label="Login">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={update('email')}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password}
      />
      {failed && (
        <p className={styles.Hint} role="status">
          Check your email and password and try again.
        </p>
      )}
      <Button type="submit" variant="primary" isPending={pending} className={styles.Submit}>
        Login
      </Button>
    </Form>
  );
}
