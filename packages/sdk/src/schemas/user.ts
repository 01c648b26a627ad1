import { array, boolean, number, object, optional, string, type Infer } from 'superstruct';

/** `POST user/login` body; `password` is the envelope from encryptPassword. */
export const LoginRequest = object({ username: string(), password: string() });
export type LoginRequest = Infer<typeof LoginRequest>;

/** Keycloak-shaped token answer of login and refresh. */
export const TokenResponse = object({
  access_token: string(),
  refresh_token: string(),
  id_token: string(),
  expires_in: number(),
  refresh_expires_in: number(),
  token_type: string(),
});
export type TokenResponse = Infer<typeof TokenResponse>;

/** Claims of the access token the portal reads (DESIGN.md section 3). */
export const AccessTokenClaims = object({
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
  realm_access: optional(object({ roles: array(string()) })),
  group: optional(array(string())),
  exp: optional(number()),
  iat: optional(number()),
  iss: optional(string()),
  aud: optional(string()),
  typ: optional(string()),
});
export type AccessTokenClaims = Infer<typeof AccessTokenClaims>;
