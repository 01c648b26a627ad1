import { coerce, integer, number, pattern, refine, size, string, type, type Infer, type Struct } from 'superstruct';
import { EMAIL_PATTERN, validate, type FormRules } from '../rules/engine';

/**
 * Building blocks of the schemas. Request schemas are strict (`object` rejects unknown
 * keys) so the server can validate with them; it must use `create(value, Schema)` so
 * defaults and query-string coercions apply. Answer schemas use `type`, which lets the
 * server add fields without breaking older clients.
 */

/** A non-empty string of at most `max` characters. */
export const text = (max: number) => size(string(), 1, max);

/** A string of at most `max` characters, empty allowed. */
export const optionalText = (max: number) => size(string(), 0, max);

/** An email address (the same pattern the form rules use). */
export const Email = size(pattern(string(), EMAIL_PATTERN), 3, 254);

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30). */
export const IsoDate = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'IsoDate', (value) => {
  const d = new Date(`${value}T00:00:00Z`);
  return (
    (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value) || `Expected a date YYYY-MM-DD, got ${value}`
  );
});

/** An integer that also accepts its decimal string form (query parameters arrive as strings). */
export const QueryInteger = coerce(integer(), pattern(string(), /^-?\d+$/), (value) => Number(value));

/** A number that also accepts its decimal string form. */
export const QueryNumber = coerce(number(), pattern(string(), /^-?\d+(\.\d+)?$/), (value) => Number(value));

/**
 * Adds a form's rules to a request schema: every failing field becomes a failure at its
 * path with the rule's message (the same words the form shows). Runs after the shape checks.
 */
export function withRules<T extends object, S>(struct: Struct<T, S>, rules: FormRules): Struct<T, S> {
  return refine(struct, 'rules', (value, ctx) =>
    Object.entries(validate(rules, value as Record<string, unknown>)).map(([field, message]) => ({
      message: message as string,
      key: field,
      path: [...ctx.path, field],
    })),
  );
}

/** `{ message }` answers (OTP, logout, configuration refresh). */
export const MessageResponse = type({ message: string() });
export type MessageResponse = Infer<typeof MessageResponse>;

/** A line of a basket or an order. */
export const LineItem = type({ name: string(), productCode: string(), quantity: number(), price: number() });
export type LineItem = Infer<typeof LineItem>;
