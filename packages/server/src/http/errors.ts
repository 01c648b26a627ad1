import type { ContentfulStatusCode } from 'hono/utils/http-status';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An error the client should see: becomes `{ status, error, message }` with that status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export function errorBody(status: number, message: string) {
  return { status, error: REASONS[status] ?? 'Error', message };
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * An unexpected error as one log line, without the values bound to a failed query: Drizzle puts
 * them (emails, hashes, tokens' ids) in its message and on `params`; the statement alone is enough
 * to find the bug, and the cause's message (SQLSTATE text) says what went wrong.
 */
export function redactedError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    // Postgres quotes the offending value in some messages ('invalid input syntax …: "x"',
    // 'Key (email)=(x) already exists'): keep the SQLSTATE and the words, mask the values.
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    const text =
      error.cause instanceof Error ? error.cause.message.replace(/"[^"]*"/g, '"…"').replace(/=\([^)]*\)/g, '=(…)') : '';
    const cause = text ? `: ${typeof code === 'string' ? `[${code}] ` : ''}${text}` : '';
    return `${error.name} in query "${query}"${cause}\n${stackFrames(error.cause instanceof Error ? error.cause : error)}`;
  }
  return `${error.name}: ${error.message}\n${stackFrames(error)}`;
}

const stackFrames = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 8)
    .join('\n');
