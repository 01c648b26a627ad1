import { validate, type FieldErrors, type FormRules } from '@lnf/sdk';
import { useCallback, useMemo, useState } from 'react';

type Values<R extends FormRules> = { [K in keyof R]: string };

/**
 * Form values checked by the sdk's rules. A field shows its error once touched (left, or any
 * submit); an invalid submit touches every field (spec section 5), so all errors show together.
 */
export function useRuleForm<R extends FormRules>(rules: R, initial: Values<R>) {
  const [values, setValues] = useState<Values<R>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof R>>(new Set());
  const allErrors = useMemo(() => validate(rules, values), [rules, values]);
  const errors = useMemo(() => {
    const shown: FieldErrors<R> = {};
    for (const field of touched) if (allErrors[field]) shown[field] = allErrors[field];
    return shown;
  }, [allErrors, touched]);

  const field = useCallback(
    <K extends keyof R & string>(name: K) => ({
      name,
      value: values[name],
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
      isInvalid: Boolean(errors[name]),
      errorMessage: errors[name],
    }),
    [values, errors],
  );

  /** Touches every field; true when the values pass every rule. */
  const check = useCallback(() => {
    setTouched(new Set(Object.keys(rules)));
    return Object.keys(allErrors).length === 0;
  }, [rules, allErrors]);

  const reset = useCallback(() => {
    setValues(initial);
    setTouched(new Set());
  }, [initial]);

  return { values, setValues, errors, field, check, reset };
}

/** Moves focus to the first invalid field after an invalid submit (WCAG 3.3.1). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
