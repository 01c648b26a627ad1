import { ApiError, messageFor, secondFactor } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { toastOnError, useApi } from './useApi';

/** The logged user's second factors (the Security page's Two-factor section), keyed by their id. */

export const secondFactorKey = (userId: string) => ['second-factor', userId] as const;

/** Whether the app is on, recovery codes left, and whether the user must have one; a failure is toasted. */
export function useSecondFactor(userId: string | undefined) {
  return useApi(
    userId ? secondFactorKey(userId) : null,
    (c) => secondFactor.status(c),
    toastOnError('secondFactor.status'),
  );
}

/** The server's sentence for a refusal it explains (a wrong code, too many tries), else the catalogue's. */
function refusal(call: string, error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message.trim()
  )
    return error.message;
  return messageFor(call, error);
}

/** Runs one call; a refusal is toasted and answers null. The status is asked again after it. */
async function attempt<T>(userId: string, call: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    toast.error(refusal(call, error));
    return null;
  } finally {
    void mutate(secondFactorKey(userId));
  }
}

export const startTotp = (userId: string) => attempt(userId, 'secondFactor.start', () => secondFactor.start(client));

/** The ten recovery codes, or null when the code was refused. */
export const confirmTotp = async (userId: string, code: string) =>
  (await attempt(userId, 'secondFactor.confirm', () => secondFactor.confirm(client, code)))?.recoveryCodes ?? null;

export const regenerateRecoveryCodes = async (userId: string, code: string) =>
  (
    await attempt(userId, 'secondFactor.regenerateRecoveryCodes', () =>
      secondFactor.regenerateRecoveryCodes(client, code),
    )
  )?.recoveryCodes ?? null;

/** Whether the app was turned off. */
export const disableTotp = async (userId: string, proof: secondFactor.DisableProof) =>
  (await attempt(userId, 'secondFactor.disable', () => secondFactor.disable(client, proof))) !== null;
