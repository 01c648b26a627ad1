import { TIMINGS, type ApiClient } from '@lnf/sdk';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { client } from './api';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Server data for a page through swr: `key` null skips the call (e.g. logged out). The
 * first load of page data takes at least the spec's 200 ms, so the progress bar shows
 * for quick answers rather than flickering.
 */
export function useApi<T>(
  key: readonly unknown[] | null,
  call: (api: ApiClient) => Promise<T>,
  options: SWRConfiguration<T> & { minDelayMs?: number } = {},
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
