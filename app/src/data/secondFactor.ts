import { secondFactor } from '@lnf/sdk';
import { client } from '../lib/api';
import { attempt as attemptWrite, refusal } from './attempt';
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

/** Runs one call; a refusal is toasted and answers null. The status is asked again after it. */
const attempt = <T>(userId: string, call: string, run: () => Promise<T>) =>
  attemptWrite(secondFactorKey(userId), (error) => refusal(call, error), run);

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
