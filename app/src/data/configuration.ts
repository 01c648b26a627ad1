import { configuration } from '@lnf/sdk';
import { toastOnError, useApi } from './useApi';

/** The product's configuration: whether the portal takes orders online. */
export const productConfigurationKey = () => ['configuration', 'product'] as const;
/** The support configuration: the types, priorities and statuses a ticket takes. */
export const supportConfigurationKey = () => ['configuration', 'support'] as const;

/** The product's configuration. Silent on failure: the basket then takes orders online. */
export function useProductConfiguration() {
  return useApi(productConfigurationKey(), (c) => configuration.getProduct(c));
}

/** The support configuration the ticket forms offer; a failure is toasted. */
export function useSupportConfiguration() {
  return useApi(
    supportConfigurationKey(),
    (c) => configuration.getSupport(c),
    toastOnError('configuration.getSupport'),
  );
}
