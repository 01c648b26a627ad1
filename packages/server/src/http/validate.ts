import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { check } from '../check';
import { InvalidError } from '../domainErrors';
import { HttpError } from './errors';

export { check };

/** Reads and validates a JSON body: 415 for another type, 400 for malformed JSON or a mismatch. */
export async function jsonBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Content-Type must be application/json');
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidError('Malformed JSON body');
  }
  return check(value, struct);
}

/** Validates the query string (single values) against a schema. */
export function queryParams<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(c.req.query(), struct);
}
