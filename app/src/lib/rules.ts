// Interim login rules for the walking skeleton; replaced by the sdk's rule sets.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateLogin(values: { email: string; password: string }) {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Email must be a valid';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}
