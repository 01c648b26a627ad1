import type { ApiClient } from '../client';
import { DEFAULT_PRODUCT_TYPE } from '../constants';
import { PlanList, type Plan } from '../schemas/product';

/** `GET portal/product/{planType}` (anonymous): the plans of a product type. @default planType 'LNF-IND' */
export async function listPlans(client: ApiClient, planType: string = DEFAULT_PRODUCT_TYPE): Promise<Plan[]> {
  return client.request({
    call: 'product.listPlans',
    service: 'product',
    method: 'GET',
    path: `portal/product/${encodeURIComponent(planType)}`,
    auth: false,
    schema: PlanList,
  });
}
