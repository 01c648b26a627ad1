import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { check } from '../check';
import { parseJson } from '../json';
import { HttpError } from './errors';

export { check };

/** Reads and validates a JSON body: 415 for another type, 400 for malformed or too deep JSON or a mismatch. */
export async function jsonBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Content-Type must be application/json');
  return check(parseJson(await c.req.text()), struct);
}

/** Validates the query string (single values) against a schema. */
export function queryParams<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(c.req.query(), struct);
}
