import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './identity';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    businessCategory: text('business_category').notNull(),
    website: text('website').notNull().default(''),
    marketingPreference: boolean('marketing_preference').notNull().default(true),
    communication: text('communication').notNull().default('MOBILE'),
    /** The buyer's GST registration, printed on their tax invoices (checked for format and checksum). */
    gstin: text('gstin'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    index('customers_user_idx').on(t.userId),
    // The back-office search and list (services/customerSearch.ts): a case-insensitive prefix
    // (`lower(col) like 'ab%'`) reads a pattern-ops index in order, the id breaking ties for paging.
    index('customers_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`, t.id),
    index('customers_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`, t.id),
    index('customers_mobile_prefix_idx').on(sql`${t.mobile} text_pattern_ops`, t.id),
    index('customers_gstin_prefix_idx').on(sql`lower(${t.gstin}) text_pattern_ops`, t.id),
    index('customers_created_idx').on(t.createdAt, t.id),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('Primary'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull().default(''),
    postCode: text('post_code').notNull(),
  },
  (t) => [uniqueIndex('addresses_customer_type_key').on(t.customerId, t.type)],
);
