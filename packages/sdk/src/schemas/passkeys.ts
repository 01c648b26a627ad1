import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';

/**
 * Passkeys (WebAuthn): the JSON forms of the browser's options and responses, as SimpleWebAuthn
 * writes and reads them. The sdk does not call WebAuthn itself: the app passes these to
 * `@simplewebauthn/browser` and back. Requests are checked for the fields the server reads and are
 * otherwise `type`s, since browsers add fields of their own.
 */

const Base64Url = size(pattern(string(), /^[A-Za-z0-9_-]*$/), 1, 4096);
/** The transports WebAuthn names; the server keeps only these. */
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const Descriptor = type({
  id: string(),
  type: literal('public-key'),
  transports: optional(array(enums(PASSKEY_TRANSPORTS))),
});
const Requirement = enums(['discouraged', 'preferred', 'required']);

/** `POST account/passkeys/registration/options`: for `startRegistration({ optionsJSON })`. */
export const PasskeyCreationOptions = type({
  challenge: string(),
  rp: type({ name: string(), id: optional(string()) }),
  user: type({ id: string(), name: string(), displayName: string() }),
  pubKeyCredParams: array(type({ alg: number(), type: literal('public-key') })),
  timeout: optional(number()),
  excludeCredentials: optional(array(Descriptor)),
  authenticatorSelection: optional(
    type({
      residentKey: optional(Requirement),
      requireResidentKey: optional(boolean()),
      userVerification: optional(Requirement),
    }),
  ),
  attestation: optional(enums(['direct', 'enterprise', 'indirect', 'none'])),
});
export type PasskeyCreationOptions = Infer<typeof PasskeyCreationOptions>;

/** Options for `startAuthentication({ optionsJSON })`: a passwordless sign-in, or the login's second step. */
export const PasskeyRequestOptions = type({
  challenge: string(),
  rpId: optional(string()),
  timeout: optional(number()),
  allowCredentials: optional(array(Descriptor)),
  userVerification: optional(Requirement),
});
export type PasskeyRequestOptions = Infer<typeof PasskeyRequestOptions>;

/** What `startRegistration` resolves with. */
export const PasskeyRegistrationResponse = type({
  id: Base64Url,
  rawId: Base64Url,
  type: literal('public-key'),
  response: type({
    clientDataJSON: Base64Url,
    attestationObject: size(pattern(string(), /^[A-Za-z0-9_-]+$/), 1, 16_384),
    transports: optional(array(string())),
  }),
  clientExtensionResults: type({}),
  authenticatorAttachment: optional(string()),
});
export type PasskeyRegistrationResponse = Infer<typeof PasskeyRegistrationResponse>;

/** What `startAuthentication` resolves with. */
export const PasskeyAssertion = type({
  id: Base64Url,
  rawId: Base64Url,
  type: literal('public-key'),
  response: type({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: optional(Base64Url),
  }),
  clientExtensionResults: type({}),
  authenticatorAttachment: optional(string()),
});
export type PasskeyAssertion = Infer<typeof PasskeyAssertion>;

/** A passkey's name as its owner gives it, e.g. 'Work laptop'. */
export const PasskeyName = size(pattern(string(), /\S/), 1, 60);

/** `POST account/passkeys` body: its name and the browser's response to the registration options. */
export const PasskeyRegisterRequest = object({ name: PasskeyName, response: PasskeyRegistrationResponse });
export type PasskeyRegisterRequest = Infer<typeof PasskeyRegisterRequest>;

/** `PATCH account/passkeys/:id` body. */
export const PasskeyRenameRequest = object({ name: PasskeyName });
export type PasskeyRenameRequest = Infer<typeof PasskeyRenameRequest>;

/** `POST account/passkeys/:id/remove` body: the password envelope, or a current code from the app. */
export const PasskeyRemoveRequest = union([
  object({ password: size(string(), 1, 4096) }),
  object({ code: pattern(string(), /^\d{6}$/) }),
]);
export type PasskeyRemoveRequest = Infer<typeof PasskeyRemoveRequest>;

/** `POST user/login/passkey` body: the browser's response to the sign-in options. */
export const PasskeySignInRequest = object({ response: PasskeyAssertion });
export type PasskeySignInRequest = Infer<typeof PasskeySignInRequest>;

/** One of the caller's passkeys. */
export const Passkey = type({
  /** The credential id (base64url). */
  id: string(),
  name: string(),
  /** 'singleDevice' or 'multiDevice' (synced, e.g. by a password manager). */
  deviceType: nullable(string()),
  backedUp: boolean(),
  transports: array(string()),
  createdAt: string(),
  lastUsedAt: nullable(string()),
});
export type Passkey = Infer<typeof Passkey>;

/** `GET account/passkeys`. */
export const PasskeyList = type({ passkeys: array(Passkey) });
export type PasskeyList = Infer<typeof PasskeyList>;
