import type { ApiClient } from '../client';
import { encryptPassword } from '../crypto';
import { SecondFactorRequiredError } from '../errors';
import { MessageResponse } from '../schemas/common';
import type { SecondFactorLoginRequest } from '../schemas/secondFactor';
import { TokenResponse, TokenSet, type CreateUserRequest, type UpdatePasswordQuery } from '../schemas/user';

/** What login takes. */
export interface Credentials {
  /** The email the account was registered with. */
  username: string;
  /** The plain password; it is wrapped in the login envelope before it leaves. */
  password: string;
}

/** The token pair logout revokes. */
export interface SessionTokens {
  accessToken: string;
  /** Left out by a browser, whose refresh token is in the HttpOnly cookie: the access token names the login. */
  refreshToken?: string;
}

/**
 * `POST user/login` (anonymous): 201 with the token set. The answer also sets the HttpOnly cookie
 * `lnf_refresh` (kept by a browser; a Node client has no cookie jar and uses the body's refresh token).
 */
export async function login(client: ApiClient, credentials: Credentials): Promise<TokenResponse> {
  const body = { username: credentials.username, password: await encryptPassword(credentials.password) };
  try {
    return await client.request({
      call: 'user.login',
      service: 'user',
      method: 'POST',
      path: 'user/login',
      auth: false,
      body,
      schema: TokenResponse,
      credentials: 'include',
    });
  } catch (error) {
    // 401 `second_factor_required`: the password was right; the second step follows.
    throw SecondFactorRequiredError.from(error);
  }
}

/**
 * `POST user/login/second-factor {challenge, code | recoveryCode}` (anonymous): the login's second
 * step, with the challenge of a SecondFactorRequiredError; 201 with the token set and the
 * `lnf_refresh` cookie, as `login`. 401 for a wrong code (the challenge stays usable until it
 * expires) or an expired or used challenge (sign in again); 429 after too many wrong codes.
 */
export async function loginSecondFactor(client: ApiClient, request: SecondFactorLoginRequest): Promise<TokenResponse> {
  return client.request({
    call: 'user.loginSecondFactor',
    service: 'user',
    method: 'POST',
    path: 'user/login/second-factor',
    auth: false,
    body: request,
    schema: TokenResponse,
    credentials: 'include',
  });
}

/**
 * `POST user/refresh` with header `refreshToken`: 201 with a new token set (the refresh
 * token rotates). Without a token (a browser) nothing is sent but the HttpOnly cookie
 * `lnf_refresh`; the answer rotates the cookie and holds no refresh token. Never sends a
 * bearer, so a session refreshing its token cannot recurse.
 */
export async function refresh(client: ApiClient, refreshToken: string): Promise<TokenResponse>;
export async function refresh(client: ApiClient, refreshToken?: null): Promise<TokenSet>;
export async function refresh(client: ApiClient, refreshToken?: string | null): Promise<TokenSet> {
  const call = { call: 'user.refresh', service: 'user', method: 'POST', path: 'user/refresh', auth: false } as const;
  return refreshToken
    ? client.request({ ...call, headers: { refreshToken }, schema: TokenResponse })
    : client.request({ ...call, schema: TokenSet, credentials: 'include' });
}

/**
 * `POST user/logout`: bearer plus headers `refreshToken` (when held) and `accessToken`; 201
 * `{message}`, and the `lnf_refresh` cookie is cleared. The bearer is the given access token, not
 * the client's (which might refresh first).
 */
export async function logout(client: ApiClient, tokens: SessionTokens): Promise<MessageResponse> {
  return client.request({
    call: 'user.logout',
    service: 'user',
    method: 'POST',
    path: 'user/logout',
    auth: false,
    headers: {
      authorization: `Bearer ${tokens.accessToken}`,
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      accessToken: tokens.accessToken,
    },
    schema: MessageResponse,
    credentials: 'include',
  });
}

/**
 * `POST user/create`: the server's text, e.g. 'User created successfully'. Anonymous for
 * sign-up (the email must have been verified by OTP); an admin's bearer is sent when there
 * is one, since only an admin may make admins.
 */
export async function createUser(client: ApiClient, body: CreateUserRequest): Promise<string> {
  return client.request<string>({
    call: 'user.createUser',
    service: 'user',
    method: 'POST',
    path: 'user/create',
    body,
    as: 'text',
  });
}

/** `POST user/portal/otp?email=` (anonymous, no body): mails a 6-digit OTP. */
export async function sendOtp(client: ApiClient, email: string): Promise<MessageResponse> {
  return client.request({
    call: 'user.sendOtp',
    service: 'user',
    method: 'POST',
    path: 'user/portal/otp',
    auth: false,
    query: { email },
    schema: MessageResponse,
  });
}

/** `POST user/reset-password/otp/validate?email=&otp=` (anonymous, no body): verifies the OTP. */
export async function validateOtp(client: ApiClient, email: string, otp: string): Promise<MessageResponse> {
  return client.request({
    call: 'user.validateOtp',
    service: 'user',
    method: 'POST',
    path: 'user/reset-password/otp/validate',
    auth: false,
    query: { email, otp },
    schema: MessageResponse,
  });
}

/** `POST user/reset-password/otp/update?email=&newPwd=&confirmPwd=` (anonymous, no body; needs a validated OTP). */
export async function updatePassword(client: ApiClient, query: UpdatePasswordQuery): Promise<MessageResponse> {
  return client.request({
    call: 'user.updatePassword',
    service: 'user',
    method: 'POST',
    path: 'user/reset-password/otp/update',
    auth: false,
    query: { email: query.email, newPwd: query.newPwd, confirmPwd: query.confirmPwd },
    schema: MessageResponse,
  });
}
