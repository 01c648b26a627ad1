import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './identity';

/** Plans of the price list. Money in integer paise. */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    basePricePaise: bigint('base_price_paise', { mode: 'number' }).notNull(),
    publishDate: date('publish_date').notNull(),
    expiryDate: date('expiry_date'),
    isActive: boolean('is_active').notNull().default(true),
    components: jsonb('components')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    productType: text('product_type').notNull(),
    minUsers: integer('min_users').notNull(),
    maxUsers: integer('max_users').notNull(),
  },
  (t) => [uniqueIndex('plans_name_key').on(t.name)],
);

/** Configuration entries per service (configData is free-form JSON per key). */
export const configurations = pgTable(
  'configurations',
  {
    id: id(),
    serviceName: text('service_name').notNull(),
    configKey: text('config_key').notNull(),
    configData: jsonb('config_data').notNull(),
  },
  (t) => [uniqueIndex('configurations_service_key').on(t.serviceName, t.configKey)],
);

export const baskets = pgTable('baskets', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  plan: text('plan').notNull(),
  renewalTerm: text('renewal_term').notNull(),
  users: integer('users').notNull(),
  subscriptionDate: date('subscription_date').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
