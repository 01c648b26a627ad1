import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  pattern,
  size,
  string,
  type,
  optional,
  union,
  type Infer,
} from 'superstruct';
import { PasskeyAssertion, PasskeyRequestOptions } from './passkeys';

/**
 * Second factors: an authenticator app (TOTP, RFC 6238) and single-use recovery codes. Requests are
 * strict (the server validates with them); answers are `type`s, so fields may be added.
 */

/** Six digits from an authenticator app. */
export const TotpCode = pattern(string(), /^\d{6}$/);

/** A recovery code as printed (`abcde-fghij`); case, spaces and dashes are ignored. */
export const RecoveryCode = size(pattern(string(), /^[A-Za-z0-9 -]+$/), 10, 40);

/** How a login's second step may be proven. */
export const SecondFactorMethod = enums(['totp', 'recovery', 'passkey']);
export type SecondFactorMethod = Infer<typeof SecondFactorMethod>;

/**
 * The answer of `POST user/login` (401) when the password was right and the account has a second
 * factor: no tokens yet, a short-lived single-use challenge for `user/login/second-factor`.
 */
export const SecondFactorChallenge = type({
  error: literal('second_factor_required'),
  challenge: string(),
  methods: array(SecondFactorMethod),
  message: string(),
  /** With 'passkey' among the methods: the options for `startAuthentication`, whose challenge is `challenge`. */
  passkey: optional(PasskeyRequestOptions),
});
export type SecondFactorChallenge = Infer<typeof SecondFactorChallenge>;

/** `POST user/login/second-factor` body: the challenge and a code from the app, a recovery code or a passkey's assertion. */
export const SecondFactorLoginRequest = union([
  object({ challenge: size(string(), 1, 200), code: TotpCode }),
  object({ challenge: size(string(), 1, 200), recoveryCode: RecoveryCode }),
  object({ challenge: size(string(), 1, 200), passkey: PasskeyAssertion }),
]);
export type SecondFactorLoginRequest = Infer<typeof SecondFactorLoginRequest>;

/** `GET account/second-factor`: what guards the caller's sign-in beside the password. */
export const SecondFactorStatus = type({
  totp: type({
    /** True once the first code from the app was confirmed. */
    enabled: boolean(),
    confirmedAt: nullable(string()),
  }),
  /** Unused recovery codes left. */
  recoveryCodesLeft: number(),
  /** The caller is staff and must have a second factor before the admin APIs answer. */
  required: boolean(),
});
export type SecondFactorStatus = Infer<typeof SecondFactorStatus>;

/** `POST account/second-factor/totp/start`: a new secret, shown once, until it is confirmed. */
export const TotpEnrolment = type({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string(),
  /** `otpauth://totp/LNF:<email>?secret=…&issuer=LNF`. */
  uri: string(),
  /** The URI as a QR code: a `data:image/svg+xml` URL, drawn by the server. */
  qrSvg: string(),
});
export type TotpEnrolment = Infer<typeof TotpEnrolment>;

/** `POST account/second-factor/totp/confirm` body. */
export const TotpConfirmRequest = object({ code: TotpCode });
export type TotpConfirmRequest = Infer<typeof TotpConfirmRequest>;

/** `POST account/second-factor/recovery-codes` body: a current code from the app. */
export const RecoveryCodesRequest = object({ code: TotpCode });
export type RecoveryCodesRequest = Infer<typeof RecoveryCodesRequest>;

/** Recovery codes, shown once: after confirming the app, or after regenerating them. */
export const RecoveryCodes = type({ recoveryCodes: array(string()) });
export type RecoveryCodes = Infer<typeof RecoveryCodes>;

/** `POST account/second-factor/totp/disable` body: the password envelope and a code (app or recovery). */
export const TotpDisableRequest = union([
  object({ password: size(string(), 1, 4096), code: TotpCode }),
  object({ password: size(string(), 1, 4096), recoveryCode: RecoveryCode }),
]);
export type TotpDisableRequest = Infer<typeof TotpDisableRequest>;
