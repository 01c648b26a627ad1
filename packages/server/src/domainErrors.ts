/**
 * What went wrong, in the server's own terms. Services, auth and adapters throw these and know
 * nothing of HTTP; the app's one `onError` (app.ts, with `httpAnswer` in http/errors.ts) answers
 * each kind with its status and the API's error body `{ status, error, message }`. The message is
 * what the client reads, so it is written for the person using the portal.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-declined'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'provider'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** The input breaks a rule: a malformed value, an unknown plan, a date in the past. */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
  override readonly name = 'InvalidError';
}

/**
 * Who is asking is not known. `bearer` says what was wrong with the access token, for the
 * `WWW-Authenticate` challenge (RFC 6750 section 3): 'missing' where a route needs one and none
 * came, 'invalid' for one that is malformed, expired, revoked or not ours. Wrong login credentials
 * and refresh tokens are not bearer tokens: no challenge.
 */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly name = 'UnauthenticatedError';
  constructor(
    message = 'Authentication required',
    readonly bearer: 'missing' | 'invalid' | null = 'missing',
  ) {
    super(message);
  }
}

/** The payment method was refused (a declined card). */
export class PaymentDeclinedError extends DomainError {
  readonly kind = 'payment-declined';
  override readonly name = 'PaymentDeclinedError';
}

/** The caller is known but may not do this (a role they lack, a missing OTP proof). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
  constructor(message = 'You do not have access to this resource') {
    super(message);
  }
}

/**
 * Staff without a second factor asked for an admin-only call: the answer's `error` is
 * 'second_factor_required', so the app can send them to enrol (docs/security.md, 'Staff rule').
 */
export class SecondFactorRequiredError extends ForbiddenError {
  readonly code = 'second_factor_required';
  constructor() {
    super('Staff accounts need a second factor: set up an authenticator app on the Security page first');
  }
}

/**
 * A money action needs the caller's sign-in proven again within a few minutes (services/stepUp.ts):
 * the answer's `error` is 'reauthentication_required', so the app can ask for the password or a code
 * (`POST backoffice/step-up`) and try again.
 */
export class ReauthenticationRequiredError extends ForbiddenError {
  readonly code = 'reauthentication_required';
  constructor() {
    super('Confirm it is you: enter your password or a code from your authenticator app, then try again');
  }
}

/** No such record, or not the caller's: one answer for both, so nothing is confirmed to exist. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  override readonly name = 'NotFoundError';
}

/** The record's state does not allow this now (an order already paid, a subscription that ended). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
}

/** Too many calls; `retryAfterSeconds` says when the next one may pass. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate-limited';
  override readonly name = 'RateLimitedError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service we depend on (payment provider, ticket tracker) failed or gave a wrong answer. */
export class ProviderError extends DomainError {
  readonly kind = 'provider';
  override readonly name = 'ProviderError';
}

/** Something this server needs is not configured or not running (mail, payments, captcha). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  override readonly name = 'UnavailableError';
}
