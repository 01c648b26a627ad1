import { CONFIG_SERVICES, taxRateOf } from '@lnf/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { cacheVersions, configurations } from '../db/schema';
import type { Services } from '../container';

export type ConfigService = (typeof CONFIG_SERVICES)[number];
export type ConfigData = Record<string, unknown>;

/** How often an instance asks whether another instance refreshed the configuration. */
export const CONFIG_SYNC_MS = 1_000;
const VERSION_KEY = 'configuration';

interface Entry {
  data: Promise<ConfigData>;
  /** The refresh count the entry was loaded at; null until its load has read it. */
  version: number | null;
}

interface Cache {
  entries: Map<string, Entry>;
  checkedAt: number;
  checking: boolean;
}

/** Loaded entries per running server and service; cleared by `configurations/refresh` on any instance. */
const caches = new WeakMap<Services, Cache>();

const readVersion = async (db: Db) =>
  (await db.select({ v: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.name, VERSION_KEY)))[0]
    ?.v ?? 0;

/**
 * One service's configuration as `{ key: value }` (configurations table), cached in memory until
 * a refresh. Other modules read settings through it, e.g.
 * `(await getConfig(s, 'product')).taxPercentage`. A refresh on another instance reaches this one
 * within about CONFIG_SYNC_MS: at most once a second a call starts a one-row read of the refresh
 * count in the background, and entries loaded at an older count are dropped.
 */
export function getConfig(s: Services, serviceName: ConfigService): Promise<ConfigData> {
  let cache = caches.get(s);
  if (!cache) caches.set(s, (cache = { entries: new Map(), checkedAt: Date.now(), checking: false }));
  if (Date.now() - cache.checkedAt >= CONFIG_SYNC_MS && !cache.checking) void sync(s, cache);
  let entry = cache.entries.get(serviceName);
  if (!entry) {
    const loading: Entry = { data: Promise.resolve({}), version: null };
    loading.data = Promise.all([
      readVersion(s.db),
      s.db
        .select({ key: configurations.configKey, value: configurations.configData })
        .from(configurations)
        .where(eq(configurations.serviceName, serviceName))
        .orderBy(configurations.configKey),
    ]).then(([version, rows]) => {
      loading.version = version;
      const data: ConfigData = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      // LNF_ONLINE_ORDERS=off wins over the stored setting, for the server and the app alike.
      if (serviceName === 'product' && s.config.onlineOrdersOff) data.enablePortalOnlineOrder = false;
      return data;
    });
    entry = loading;
    const entries = cache.entries;
    entries.set(serviceName, loading);
    // A failed load is not remembered: the next call tries again.
    loading.data.catch(() => {
      if (entries.get(serviceName) === loading) entries.delete(serviceName);
    });
  }
  return entry.data;
}

async function sync(s: Services, cache: Cache): Promise<void> {
  cache.checking = true;
  try {
    const version = await readVersion(s.db);
    for (const [name, entry] of cache.entries)
      if (entry.version !== null && entry.version !== version) cache.entries.delete(name);
  } catch {
    // The database is away: keep serving what is held; the next call asks again.
  } finally {
    cache.checkedAt = Date.now();
    cache.checking = false;
  }
}

/** Forgets every cached service of this server, and tells every other instance to do the same. */
export async function clearConfigCache(s: Services): Promise<void> {
  await s.db
    .insert(cacheVersions)
    .values({ name: VERSION_KEY, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } });
  caches.get(s)?.entries.clear();
}

/** A list-valued setting (support's project_key, priority, status, labels...); [] when absent. */
export async function configList(s: Services, serviceName: ConfigService, key: string): Promise<string[]> {
  const value = (await getConfig(s, serviceName))[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The GST rate of the product configuration (`taxPercentage`, read by the domain's `taxRateOf`),
 * from the table in the caller's transaction rather than the cache: a tax invoice is split at the
 * rate configured when it is issued, whichever instance issues it.
 */
export async function configuredTaxRate(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ value: configurations.configData })
    .from(configurations)
    .where(and(eq(configurations.serviceName, 'product'), eq(configurations.configKey, 'taxPercentage')));
  return taxRateOf(row?.value);
}
