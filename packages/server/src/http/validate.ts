import type { Context } from 'hono';
import { StructError, validate, type Struct } from 'superstruct';
import { InvalidError } from '../domainErrors';
import { HttpError } from './errors';

function describe(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const path = failure.path.join('.');
  if (failure.value === undefined && failure.type !== 'never')
    return path ? `Field '${path}' is required` : 'A value is required';
  if (failure.type === 'never') return `Unknown field '${path}'`;
  return path ? `Invalid field '${path}': ${failure.message}` : failure.message;
}

/** Checks a value against a schema; a mismatch is a 400 naming the field. Coercions apply. */
export function check<T, S>(value: unknown, struct: Struct<T, S>): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) throw new InvalidError(describe(error));
  return result as T;
}

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
