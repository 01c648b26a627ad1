import { StructError, validate, type Struct } from 'superstruct';
import { InvalidError } from './domainErrors';

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
