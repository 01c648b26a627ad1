import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, RateLimitedError, UnauthenticatedError, type DomainErrorKind } from '../domainErrors';

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
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * An answer about the HTTP request itself (a body that is not JSON, a method the path does not
 * take): thrown by the http layer only. Everything below it throws domain errors (domainErrors.ts).
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** The API's error body; `code` replaces the reason phrase where a client must branch on it. */
export function errorBody(status: number, message: string, code?: string) {
  return { status, error: code ?? REASONS[status] ?? 'Error', message };
}

/** The status of each kind of domain error: the one place the API's codes are decided. */
export const STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  provider: 502,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, ContentfulStatusCode>;

/** The answer to an error the client should see, or null for a fault of ours (a 500). */
export function httpAnswer(
  error: unknown,
): { status: ContentfulStatusCode; message: string; headers: Record<string, string>; code?: string } | null {
  if (error instanceof HttpError) return { status: error.status, message: error.message, headers: error.headers };
  if (!(error instanceof DomainError)) return null;
  const headers: Record<string, string> = {};
  if (error instanceof RateLimitedError) headers['retry-after'] = String(error.retryAfterSeconds);
  // RFC 6750 section 3: a bearer challenge; section 3.1: invalid_token for one that was sent and refused.
  if (error instanceof UnauthenticatedError && error.bearer)
    headers['www-authenticate'] = error.bearer === 'invalid' ? 'Bearer error="invalid_token"' : 'Bearer';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { status: STATUS_OF_KIND[error.kind], message: error.message, headers, ...(code ? { code } : {}) };
}

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
