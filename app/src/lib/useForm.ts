import { validate, type FieldErrors, type FormRules } from '@lnf/sdk';
import { useCallback, useMemo, useState } from 'react';

/**
 * When a form shows its errors (spec section 5: an invalid submit shows them all, calls no server).
 * - `blur`: a field's error shows once the field is left; a submit shows every error (public forms).
 * - `submit`: nothing shows until the first submit; then every error shows and follows the typing
 *   (portal and login forms).
 */
export type Reveal = 'blur' | 'submit';

export interface UseFormOptions {
  /** @default 'submit' */
  reveal?: Reveal;
}

/** The keys of `V` whose values are text: the ones a `TextField` edits. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Props for a `TextField`/`TextArea` bound to one text value of the form. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

export interface FormState<V, E> {
  /** What the fields hold. */
  values: V;
  /** The errors to show now (see `Reveal`); `{}` when none. */
  errors: Partial<E>;
  /** Whether a submit was tried since the last `reset` or `clearErrors`. */
  submitted: boolean;
  /** Sets one value. */
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Replaces the values (or derives them from the current ones). */
  setValues: (next: V | ((current: V) => V)) => void;
  /** Value, change, blur and error props for the text field editing `name`. */
  field: <K extends TextKey<V>>(name: K) => FieldProps;
  /** Marks the form submitted, so every error shows; true when the values pass. */
  check: () => boolean;
  /** Back to `next` (default: the initial values), nothing touched or submitted. */
  reset: (next?: V) => void;
  /** Hides every error until the next blur or submit; the values stay. */
  clearErrors: () => void;
}

/** True when an error tree (a message, or records of them, nested) holds any message. */
export function hasErrors(errors: unknown): boolean {
  if (typeof errors === 'string') return errors !== '';
  if (errors !== null && typeof errors === 'object') return Object.values(errors).some(hasErrors);
  return false;
}

/**
 * The app's one form state: values of any shape, checked by the sdk's rules (`validate(rules,
 * values)`) or by a function returning an error tree (field -> message, records nested for
 * grouped fields, e.g. addresses). Errors are derived from the values, never stored, so they
 * always match what the fields hold.
 */
export function useForm<V extends object, E extends object>(
  check: (values: V) => E,
  initial: NoInfer<V>,
  options?: UseFormOptions,
): FormState<V, E>;
export function useForm<R extends FormRules, V extends { [K in keyof R]: unknown }>(
  rules: R,
  initial: V,
  options?: UseFormOptions,
): FormState<V, FieldErrors<R>>;
export function useForm<V extends object>(
  rulesOrCheck: FormRules | ((values: V) => object),
  initial: V,
  { reveal = 'submit' }: UseFormOptions = {},
): FormState<V, Record<string, unknown>> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const all = useMemo(
    () =>
      (typeof rulesOrCheck === 'function'
        ? rulesOrCheck(values)
        : validate(rulesOrCheck, values as Record<string, unknown>)) as Record<string, unknown>,
    [rulesOrCheck, values],
  );
  const errors = useMemo(() => {
    if (submitted) return all;
    if (reveal === 'submit' || touched.size === 0) return {};
    return Object.fromEntries(Object.entries(all).filter(([name]) => touched.has(name)));
  }, [all, submitted, reveal, touched]);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const touch = useCallback(
    (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    [],
  );
  const clearErrors = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  return {
    values,
    errors,
    submitted,
    set,
    setValues,
    field: (name) => {
      const message = errors[name];
      return {
        name,
        value: values[name] as string,
        onChange: (value: string) => set(name, value as V[typeof name]),
        onBlur: () => touch(name),
        isInvalid: typeof message === 'string' && message !== '',
        errorMessage: typeof message === 'string' ? message : undefined,
      };
    },
    check: () => {
      setSubmitted(true);
      return !hasErrors(all);
    },
    reset: (next = initial) => {
      setValues(next);
      clearErrors();
    },
    clearErrors,
  };
}

/** Moves focus to the first invalid field after an invalid submit (WCAG 3.3.1). */
export function focusFirstInvalid(container: HTMLElement | null) {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
