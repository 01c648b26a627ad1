import type { ApiClient } from '../client';
import { encryptPassword } from '../crypto';
import { MessageResponse } from '../schemas/common';
import { RecoveryCodes, SecondFactorStatus, TotpEnrolment } from '../schemas/secondFactor';

/** The caller's second factors (Security page); every call needs a login. */

/** `GET account/second-factor`: whether the app is on, recovery codes left, and whether the caller must have one. */
export async function status(client: ApiClient): Promise<SecondFactorStatus> {
  return client.request({
    call: 'secondFactor.status',
    service: 'user',
    method: 'GET',
    path: 'account/second-factor',
    schema: SecondFactorStatus,
  });
}

/** `POST account/second-factor/totp/start`: a new secret with its otpauth URI and QR code (409 when one is on). */
export async function start(client: ApiClient): Promise<TotpEnrolment> {
  return client.request({
    call: 'secondFactor.start',
    service: 'user',
    method: 'POST',
    path: 'account/second-factor/totp/start',
    schema: TotpEnrolment,
  });
}

/** `POST account/second-factor/totp/confirm {code}`: turns the app on; the ten recovery codes, shown once. */
export async function confirm(client: ApiClient, code: string): Promise<RecoveryCodes> {
  return client.request({
    call: 'secondFactor.confirm',
    service: 'user',
    method: 'POST',
    path: 'account/second-factor/totp/confirm',
    body: { code },
    schema: RecoveryCodes,
  });
}

/** `POST account/second-factor/recovery-codes {code}`: ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(client: ApiClient, code: string): Promise<RecoveryCodes> {
  return client.request({
    call: 'secondFactor.regenerateRecoveryCodes',
    service: 'user',
    method: 'POST',
    path: 'account/second-factor/recovery-codes',
    body: { code },
    schema: RecoveryCodes,
  });
}

/** What turning the app off takes: the password and a code from the app or a recovery code. */
export type DisableProof = { password: string } & ({ code: string } | { recoveryCode: string });

/** `POST account/second-factor/totp/disable`: turns the app off and deletes the recovery codes. */
export async function disable(client: ApiClient, proof: DisableProof): Promise<MessageResponse> {
  const password = await encryptPassword(proof.password);
  return client.request({
    call: 'secondFactor.disable',
    service: 'user',
    method: 'POST',
    path: 'account/second-factor/totp/disable',
    body: 'code' in proof ? { password, code: proof.code } : { password, recoveryCode: proof.recoveryCode },
    schema: MessageResponse,
  });
}
