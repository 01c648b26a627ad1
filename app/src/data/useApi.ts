import { messageFor, TIMINGS, type ApiClient } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { client } from '../lib/api';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The options of a resource's hook: swr's, and how long its first load takes at least. */
export type ApiOptions<T> = SWRConfiguration<T> & { minDelayMs?: number };

/**
 * Server data through swr, for the hooks of this folder (one per resource, beside its keys):
 * `key` null skips the call (e.g. logged out). The first load of page data takes at least the
 * spec's 200 ms, so the progress bar shows for quick answers rather than flickering.
 */
export function useApi<T>(
  key: readonly unknown[] | null,
  call: (api: ApiClient) => Promise<T>,
  options: ApiOptions<T> = {},
): SWRResponse<T> {
  const { minDelayMs = TIMINGS.pageDataMinDelay, ...swr } = options;
  return useSWR<T>(
    key,
    async () => {
      const [value] = await Promise.all([call(client), wait(minDelayMs)]);
      return value;
    },
    { revalidateOnFocus: false, ...swr },
  );
}

/** swr options that toast the catalogue text of a failed call. */
export const toastOnError = (call: string) => ({ onError: (error: unknown) => toast.error(messageFor(call, error)) });
