import { backoffice } from '@lnf/sdk';
import { toastOnError, useApi } from './useApi';

/**
 * The first-party funnel's server data (staff who may read customers): visits, demo requests,
 * sign-ups and first payments by ISO week in India's time and by landing page.
 */

export const backofficeFunnelKey = (weeks: number) => ['backoffice-funnel', weeks] as const;

/** The last `weeks` weeks, oldest first, and the landing pages of their visitors. */
export function useFunnel(weeks: number) {
  return useApi(backofficeFunnelKey(weeks), (c) => backoffice.funnel(c, { weeks }), {
    keepPreviousData: true,
    ...toastOnError('backoffice.funnel'),
  });
}
