import type { ApiClient } from '../client';
import { encryptPassword } from '../crypto';
import { MessageResponse } from '../schemas/common';
import {
  Passkey,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyRequestOptions,
  type PasskeyAssertion,
  type PasskeyRegistrationResponse,
} from '../schemas/passkeys';
import { TokenResponse } from '../schemas/user';

/**
 * Passkeys (WebAuthn). The sdk carries JSON only: the app hands the options to
 * `@simplewebauthn/browser` and passes its answer back, so no WebAuthn code is in the sdk.
 */

/** `GET account/passkeys`: the caller's passkeys, oldest first. */
export async function list(client: ApiClient): Promise<PasskeyList> {
  return client.request({
    call: 'passkeys.list',
    service: 'user',
    method: 'GET',
    path: 'account/passkeys',
    schema: PasskeyList,
  });
}

/** `POST account/passkeys/registration/options`: options for `startRegistration`, valid 5 minutes, once. */
export async function registrationOptions(client: ApiClient): Promise<PasskeyCreationOptions> {
  return client.request({
    call: 'passkeys.registrationOptions',
    service: 'user',
    method: 'POST',
    path: 'account/passkeys/registration/options',
    schema: PasskeyCreationOptions,
  });
}

/** `POST account/passkeys {name, response}`: checks the browser's response and stores the passkey (201). */
export async function register(
  client: ApiClient,
  name: string,
  response: PasskeyRegistrationResponse,
): Promise<Passkey> {
  return client.request({
    call: 'passkeys.register',
    service: 'user',
    method: 'POST',
    path: 'account/passkeys',
    body: { name, response },
    schema: Passkey,
  });
}

/** `PATCH account/passkeys/:id {name}`. */
export async function rename(client: ApiClient, id: string, name: string): Promise<Passkey> {
  return client.request({
    call: 'passkeys.rename',
    service: 'user',
    method: 'PATCH',
    path: `account/passkeys/${encodeURIComponent(id)}`,
    body: { name },
    schema: Passkey,
  });
}

/** What removing a passkey takes: the password, or a current code from the authenticator app. */
export type RemoveProof = { password: string } | { code: string };

/** `POST account/passkeys/:id/remove {password | code}`. */
export async function remove(client: ApiClient, id: string, proof: RemoveProof): Promise<MessageResponse> {
  const body = 'password' in proof ? { password: await encryptPassword(proof.password) } : { code: proof.code };
  return client.request({
    call: 'passkeys.remove',
    service: 'user',
    method: 'POST',
    path: `account/passkeys/${encodeURIComponent(id)}/remove`,
    body,
    schema: MessageResponse,
  });
}

/** `POST user/login/passkey/options` (anonymous): options for a passwordless `startAuthentication`. */
export async function signInOptions(client: ApiClient): Promise<PasskeyRequestOptions> {
  return client.request({
    call: 'passkeys.signInOptions',
    service: 'user',
    method: 'POST',
    path: 'user/login/passkey/options',
    auth: false,
    schema: PasskeyRequestOptions,
  });
}

/**
 * `POST user/login/passkey {response}` (anonymous): a sign-in with a passkey alone; 201 with the
 * token set and the `lnf_refresh` cookie, as `user.login`. 401 for an unknown passkey, a bad
 * signature or an expired or used challenge.
 */
export async function signIn(client: ApiClient, response: PasskeyAssertion): Promise<TokenResponse> {
  return client.request({
    call: 'passkeys.signIn',
    service: 'user',
    method: 'POST',
    path: 'user/login/passkey',
    auth: false,
    body: { response },
    schema: TokenResponse,
    credentials: 'include',
  });
}
