import type { ApiClient } from '../client';
import { RevenueOverview, type RevenueQuery } from '../schemas/backofficeRevenue';

/** The revenue overview (finance and admin). */

/** `GET backoffice/revenue`: the last `months` months (12 unless asked), oldest first. */
export async function overview(client: ApiClient, query: Partial<RevenueQuery> = {}): Promise<RevenueOverview> {
  return client.request({
    call: 'backofficeRevenue.overview',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/revenue',
    query,
    schema: RevenueOverview,
  });
}

/** `POST backoffice/revenue/refresh`: computes the current month now, then answers as `overview`. */
export async function refresh(client: ApiClient, query: Partial<RevenueQuery> = {}): Promise<RevenueOverview> {
  return client.request({
    call: 'backofficeRevenue.refresh',
    service: 'backoffice',
    method: 'POST',
    path: 'backoffice/revenue/refresh',
    query,
    schema: RevenueOverview,
  });
}
