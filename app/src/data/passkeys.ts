import { passkeys, type Passkey } from '@lnf/sdk';
import { client } from '../lib/api';
import { loadWebAuthn, passkeyCancelled } from '../lib/webauthn';
import { attempt as attemptWrite, refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/** The logged user's passkeys (the Security page's Passkeys section), keyed by their id. */

export const passkeysKey = (userId: string) => ['passkeys', userId] as const;

export function usePasskeys(userId: string | undefined) {
  return useApi(userId ? passkeysKey(userId) : null, (c) => passkeys.list(c), toastOnError('passkeys.list'));
}

/** What to tell the person when a call or the browser's prompt failed. */
function passkeyRefusal(call: string, error: unknown): string {
  if (passkeyCancelled(error)) return 'No passkey was used: the prompt was closed or timed out.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This device already has a passkey for your account.';
  return refusal(call, error);
}

/** Runs one call; a refusal is toasted and answers null. The list is asked again after it. */
const attempt = <T>(userId: string, call: string, run: () => Promise<T>) =>
  attemptWrite(passkeysKey(userId), (error) => passkeyRefusal(call, error), run);

/** Asks the browser for a new passkey (loading the WebAuthn helper now) and registers it under `name`. */
export const addPasskey = (userId: string, name: string): Promise<Passkey | null> =>
  attempt(userId, 'passkeys.register', async () => {
    const [{ startRegistration }, optionsJSON] = await Promise.all([
      loadWebAuthn(),
      passkeys.registrationOptions(client),
    ]);
    return passkeys.register(client, name, await startRegistration({ optionsJSON }));
  });

export const renamePasskey = (userId: string, id: string, name: string) =>
  attempt(userId, 'passkeys.rename', () => passkeys.rename(client, id, name));

/** Whether the passkey was removed. */
export const removePasskey = async (userId: string, id: string, proof: passkeys.RemoveProof) =>
  (await attempt(userId, 'passkeys.remove', () => passkeys.remove(client, id, proof))) !== null;
