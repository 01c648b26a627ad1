import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { check } from '../check';
import { parseJson } from '../json';
import { HttpError } from './errors';

export { check };

/**
 * Reads and validates a JSON body: 415 for another type, 400 for malformed or too deep JSON or a
 * mismatch. `textPlain` also takes JSON sent as `text/plain`, as navigator.sendBeacon sends a
 * string (a type that needs no CORS preflight, so only for routes that anyone may call anyway).
 */
export async function jsonBody<T, S>(
  c: Context,
  struct: Struct<T, S>,
  options: { textPlain?: boolean } = {},
): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  const accepted = options.textPlain ? /^(application\/json|text\/plain)\b/i : /^application\/json\b/i;
  if (!accepted.test(type))
    throw new HttpError(
      415,
      options.textPlain
        ? 'Content-Type must be application/json or text/plain'
        : 'Content-Type must be application/json',
    );
  return check(parseJson(await c.req.text()), struct);
}

/** Validates the query string (single values) against a schema. */
export function queryParams<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(c.req.query(), struct);
}
