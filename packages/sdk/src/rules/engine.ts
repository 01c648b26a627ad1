import { cardDigits, isExpiryInFuture, luhn } from '../domain/card';

/**
 * Form rules as data, and the one function that checks values against them. The app
 * shows the messages; the server reuses the same rules (through the request schemas)
 * so both sides reject the same input with the same words. Card checks are the domain's.
 */

/** One check on one field. Every rule but `required` passes on an empty value. */
export type Rule =
  | { kind: 'required'; message: string }
  | { kind: 'email'; message: string }
  | { kind: 'minLength'; min: number; message: string }
  | { kind: 'maxLength'; max: number; message: string }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'oneOf'; values: readonly string[]; message: string }
  /** Equal to another field's value (confirm password). */
  | { kind: 'sameAs'; field: string; message: string }
  /** Luhn checksum over a card number's digits (its grouping spaces or hyphens dropped). */
  | { kind: 'luhn'; message: string }
  /** `MM/YY` not before the month of `now` in IST (the domain's `isExpiryInFuture`). */
  | { kind: 'notExpired'; message: string };

/** The rules of one form: field name -> checks in order; the first failing one gives the message. */
export type FormRules = Readonly<Record<string, readonly Rule[]>>;

/** Values of a form keyed like its rules; anything else is ignored. */
export type FormValues<R extends FormRules> = { readonly [K in keyof R]?: unknown };

/** Field name -> message, only for fields that fail. */
export type FieldErrors<R extends FormRules> = { [K in keyof R]?: string };

/** Context for rules that depend on the clock. */
export interface ValidateOptions {
  /** The moment `notExpired` compares against. @default new Date() */
  now?: Date;
}

/**
 * Addresses as HTML's email input accepts them, but with a dot in the domain
 * (`a@b` is not a customer's address).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Optional http(s)://, a domain whose top-level part has 2+ letters, an optional path (spec section 5). */
export const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?:[/?#]\S*)?$/;

/** Phone numbers: digits with an optional leading +, spaces, hyphens and brackets. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

function passes(rule: Rule, value: string, values: Readonly<Record<string, unknown>>, now: Date): boolean {
  switch (rule.kind) {
    case 'required':
      return value.trim() !== '';
    case 'email':
      return EMAIL_PATTERN.test(value);
    case 'minLength':
      return value.length >= rule.min;
    case 'maxLength':
      return value.length <= rule.max;
    case 'pattern':
      return rule.pattern.test(value);
    case 'oneOf':
      return rule.values.includes(value);
    case 'sameAs':
      return value === text(values[rule.field]);
    case 'luhn':
      return luhn(cardDigits(value));
    case 'notExpired':
      return isExpiryInFuture(value, now);
  }
}

/** The message of the first rule `field` fails, or undefined when it passes. */
export function validateField<R extends FormRules>(
  rules: R,
  field: keyof R & string,
  values: FormValues<R>,
  options: ValidateOptions = {},
): string | undefined {
  const value = text((values as Record<string, unknown>)[field]);
  const now = options.now ?? new Date();
  for (const rule of rules[field] ?? []) {
    if (rule.kind !== 'required' && value === '') continue;
    if (!passes(rule, value, values as Record<string, unknown>, now)) return rule.message;
  }
  return undefined;
}

/** Every failing field of a form with its first message; `{}` when the values are valid. */
export function validate<R extends FormRules>(
  rules: R,
  values: FormValues<R>,
  options: ValidateOptions = {},
): FieldErrors<R> {
  const errors: FieldErrors<R> = {};
  for (const field of Object.keys(rules) as (keyof R & string)[]) {
    const message = validateField(rules, field, values, options);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** The rules of some fields of a form (a step of a multi-step form, or a call that sends part of it). */
export function pickRules<R extends FormRules, K extends keyof R & string>(rules: R, fields: readonly K[]): Pick<R, K> {
  const out = {} as Pick<R, K>;
  for (const field of fields) out[field] = rules[field];
  return out;
}
