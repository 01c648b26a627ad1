import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who runs a scheduled job now: one instance at a time holds a job's lease until `until`. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    key: text('key').notNull().default(''),
    outcome: text('outcome').notNull(),
    ip: text('ip').notNull().default(''),
    detail: text('detail'),
    /**
     * What a row needs beyond its text, as data: a login's `{ method }` ('password+totp', 'passkey').
     */
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [
    // By time with the id that breaks ties: the back-office's audit list reads it in either order.
    index('audit_logs_time_idx').on(t.time, t.id),
    // The back-office customer timeline: rows about a customer by their key, actor or data.customerId.
    index('audit_logs_key_idx').on(t.key, t.time),
    index('audit_logs_actor_idx').on(t.actor, t.time, t.id),
    index('audit_logs_module_idx').on(t.module, t.time, t.id),
    index('audit_logs_action_idx').on(t.action, t.time, t.id),
    index('audit_logs_customer_idx')
      .on(sql`(${t.data}->>'customerId')`, t.time)
      .where(sql`(${t.data}->>'customerId') is not null`),
  ],
);

/**
 * Rate-limit counters, one fixed window per key, shared by every instance (http/rateLimit.ts).
 * UNLOGGED in the migration: no WAL, so a hit costs no disk flush; a crash empties the table, which
 * at worst gives every client a fresh window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * A counter per in-memory cache that every instance keeps (the configuration service's): bumped
 * by a refresh on any instance, read by each at most once a second to drop what it holds.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
