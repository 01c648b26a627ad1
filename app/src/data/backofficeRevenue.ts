import { backofficeRevenue, type RevenueOverview } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * The revenue overview's server data (docs/backoffice.md, 'Revenue'): months of MRR and its
 * movement, finance and admin only, the same answer for each of them.
 */

export const backofficeRevenueKey = (months: number) => ['backoffice-revenue', months] as const;

/** The last `months` months, oldest first. */
export function useRevenue(months: number) {
  return useApi(backofficeRevenueKey(months), (c) => backofficeRevenue.overview(c, { months }), {
    keepPreviousData: true,
    ...toastOnError('backofficeRevenue.overview'),
  });
}

/** Computes the current month again now; answers the new overview, or null (the refusal is toasted). */
export async function refreshRevenue(months: number): Promise<RevenueOverview | null> {
  try {
    const answer = await backofficeRevenue.refresh(client, { months });
    await mutate((key) => Array.isArray(key) && key[0] === 'backoffice-revenue', undefined, { revalidate: true });
    return answer;
  } catch (error) {
    toast.error(refusal('backofficeRevenue.refresh', error));
    return null;
  }
}
