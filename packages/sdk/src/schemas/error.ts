import { number, object, string, type Infer } from 'superstruct';

/** Every error answer of the API: `{ status, error, message }`, never a stack trace. */
export const ErrorBody = object({ status: number(), error: string(), message: string() });
export type ErrorBody = Infer<typeof ErrorBody>;
