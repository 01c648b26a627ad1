import { array, boolean, number, object, optional, string, type, union, type Infer } from 'superstruct';
import { pickRules } from '../rules/engine';
import { RULES } from '../rules/forms';
import { Email, text, withRules } from './common';

/** `POST user/login` body; `password` is the envelope from encryptPassword. */
export const LoginRequest = object({ username: text(254), password: text(4096) });
export type LoginRequest = Infer<typeof LoginRequest>;

/** Keycloak-shaped token answer of login and refresh. */
export const TokenResponse = type({
  access_token: string(),
  refresh_token: string(),
  id_token: string(),
  expires_in: number(),
  refresh_expires_in: number(),
  token_type: string(),
});
export type TokenResponse = Infer<typeof TokenResponse>;

/**
 * The tokens a session holds. A browser's have no refresh token: it stays in the server's HttpOnly
 * cookie `lnf_refresh`, and a refresh answered from that cookie leaves it out of the body.
 */
export const TokenSet = type({
  access_token: string(),
  refresh_token: optional(string()),
  id_token: string(),
  expires_in: number(),
  refresh_expires_in: number(),
  token_type: string(),
});
export type TokenSet = Infer<typeof TokenSet>;

/** Claims of the access token the portal reads (DESIGN.md section 3); other claims are allowed. */
export const AccessTokenClaims = type({
  sub: string(),
  email: optional(string()),
  email_verified: optional(boolean()),
  name: optional(string()),
  given_name: optional(string()),
  family_name: optional(string()),
  preferred_username: optional(string()),
  mobileNumber: optional(string()),
  designation: optional(string()),
  picture: optional(string()),
  realm_access: optional(type({ roles: array(string()) })),
  group: optional(array(string())),
  exp: optional(number()),
  iat: optional(number()),
  iss: optional(string()),
  aud: optional(union([string(), array(string())])),
  typ: optional(string()),
});
export type AccessTokenClaims = Infer<typeof AccessTokenClaims>;

/** The user the portal shows, taken from the access token (spec section 3). `exp` is in seconds. */
export const LoggedUser = object({
  id: string(),
  name: string(),
  email: string(),
  emailVerified: boolean(),
  exp: optional(number()),
  mobileNumber: string(),
  designation: string(),
  picture: string(),
  /** Realm roles, lowercased. */
  roles: array(string()),
  /** Full group paths, e.g. '/PortalGroup'. */
  group: array(string()),
});
export type LoggedUser = Infer<typeof LoggedUser>;

/**
 * `POST user/create` body. The server puts every new user in /PortalGroup whatever
 * `groups` says; the password is sent as typed (TLS protects it), not as the envelope.
 */
export const CreateUserRequest = withRules(
  object({
    email: string(),
    password: string(),
    firstName: string(),
    lastName: string(),
    userName: string(),
    groups: array(text(200)),
    realmRoles: array(text(100)),
  }),
  RULES.createAccount,
);
export type CreateUserRequest = Infer<typeof CreateUserRequest>;

/** Query of `POST user/portal/otp`. */
export const SendOtpQuery = object({ email: Email });
export type SendOtpQuery = Infer<typeof SendOtpQuery>;

/** Query of `POST user/reset-password/otp/validate`. */
export const ValidateOtpQuery = withRules(
  object({ email: string(), otp: string() }),
  pickRules(RULES.forgotPassword, ['email', 'otp']),
);
export type ValidateOtpQuery = Infer<typeof ValidateOtpQuery>;

/** Query of `POST user/reset-password/otp/update`: new password 5-20, confirmation equal. */
export const UpdatePasswordQuery = withRules(
  object({ email: string(), newPwd: string(), confirmPwd: string() }),
  pickRules(RULES.forgotPassword, ['email', 'newPwd', 'confirmPwd']),
);
export type UpdatePasswordQuery = Infer<typeof UpdatePasswordQuery>;
