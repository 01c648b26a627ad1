import { CONFIG_SERVICES } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { configurations } from '../db/schema';
import type { Services } from '../http/context';

export type ConfigService = (typeof CONFIG_SERVICES)[number];
export type ConfigData = Record<string, unknown>;

/** Loaded entries per running server and service; cleared by `configurations/refresh`. */
const caches = new WeakMap<Services, Map<string, Promise<ConfigData>>>();

/**
 * One service's configuration as `{ key: value }` (configurations table), cached in memory until
 * a refresh. Other modules read settings through it, e.g.
 * `(await getConfig(s, 'product')).taxPercentage`.
 */
export function getConfig(s: Services, serviceName: ConfigService): Promise<ConfigData> {
  let cache = caches.get(s);
  if (!cache) caches.set(s, (cache = new Map()));
  let entry = cache.get(serviceName);
  if (!entry) {
    entry = s.db
      .select({ key: configurations.configKey, value: configurations.configData })
      .from(configurations)
      .where(eq(configurations.serviceName, serviceName))
      .orderBy(configurations.configKey)
      .then((rows) => {
        const data: ConfigData = Object.fromEntries(rows.map((r) => [r.key, r.value]));
        // LNF_ONLINE_ORDERS=off wins over the stored setting, for the server and the app alike.
        if (serviceName === 'product' && s.config.onlineOrdersOff) data.enablePortalOnlineOrder = false;
        return data;
      });
    const loading = entry;
    cache.set(serviceName, loading);
    // A failed load is not remembered: the next call tries again.
    loading.catch(() => {
      if (cache.get(serviceName) === loading) cache.delete(serviceName);
    });
  }
  return entry;
}

/** Forgets every cached service of this server. */
export function clearConfigCache(s: Services): void {
  caches.get(s)?.clear();
}

/** A list-valued setting (support's project_key, priority, status, labels...); [] when absent. */
export async function configList(s: Services, serviceName: ConfigService, key: string): Promise<string[]> {
  const value = (await getConfig(s, serviceName))[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
