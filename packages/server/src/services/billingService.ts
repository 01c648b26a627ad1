import { planLabel, toRupees } from '@lnf/sdk';
import type { Services } from '../container';
import { findPlan, productSettings } from './basket';
import { BillingService } from './subscriptions';

/**
 * The billing rules as the server's routes use them, for the customer's self-service and the
 * back-office alike: at the configured GST rate, with the catalogue's plans priced in rupees.
 */
export async function billingService(s: Services): Promise<BillingService> {
  return new BillingService({
    db: s.db,
    provider: s.payments,
    taxPercentage: (await productSettings(s)).taxPercentage,
    findPlan: async (name) => {
      const p = await findPlan(s.db, name);
      return {
        name: p.name,
        label: planLabel(p.name),
        price: toRupees(p.pricePaise),
        basePrice: toRupees(p.basePricePaise),
      };
    },
  });
}
