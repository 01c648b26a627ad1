import { array, boolean, enums, literal, number, object, record, string, type, unknown, type Infer } from 'superstruct';

/** Services with configuration entries. */
export const CONFIG_SERVICES = ['product', 'support'] as const;

/** Query of `GET configurations`. */
export const ConfigurationQuery = object({ serviceName: enums(CONFIG_SERVICES) });
export type ConfigurationQuery = Infer<typeof ConfigurationQuery>;

/** A configuration entry of any service. */
export const Configuration = type({ serviceName: string(), configData: record(string(), unknown()) });
export type Configuration = Infer<typeof Configuration>;

/** Product configuration: online ordering switch and GST percentage. */
export const ProductConfig = type({ enablePortalOnlineOrder: boolean(), taxPercentage: number() });
export type ProductConfig = Infer<typeof ProductConfig>;

/** Support configuration: the allowed values of a ticket's fields. */
export const SupportConfig = type({
  project_key: array(string()),
  priority: array(string()),
  status: array(string()),
  reporter: array(string()),
  labels: array(string()),
});
export type SupportConfig = Infer<typeof SupportConfig>;

/** `GET configurations?serviceName=product` answer. */
export const ProductConfiguration = type({ serviceName: literal('product'), configData: ProductConfig });
export type ProductConfiguration = Infer<typeof ProductConfiguration>;

/** `GET configurations?serviceName=support` answer. */
export const SupportConfiguration = type({ serviceName: literal('support'), configData: SupportConfig });
export type SupportConfiguration = Infer<typeof SupportConfiguration>;
