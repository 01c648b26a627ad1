import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const inquiries = pgTable(
  'inquiries',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    businessName: text('business_name').notNull(),
    websiteUrl: text('website_url').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('CREATED'),
    createdAt: createdAt(),
  },
  (t) => [
    // The customer page's leads: a customer's enquiries by their email, whatever its case.
    index('inquiries_email_idx').on(sql`lower(${t.email})`),
    // The leads inbox: newest first, and a case-insensitive prefix of name, email or company.
    index('inquiries_created_idx').on(t.createdAt, t.reference),
    index('inquiries_name_prefix_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('inquiries_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('inquiries_company_prefix_idx').on(sql`lower(${t.businessName}) text_pattern_ops`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    company: text('company').notNull(),
    country: text('country').notNull(),
    referralSource: text('referral_source').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('NEW'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_email_idx').on(sql`lower(${t.email})`),
    index('contacts_created_idx').on(t.createdAt, t.reference),
    index('contacts_name_prefix_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('contacts_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('contacts_company_prefix_idx').on(sql`lower(${t.company}) text_pattern_ops`),
  ],
);

/** Local captcha tokens: signed, 2-minute life, verified once, then spent by one inquiry. */
export const captchaTokens = pgTable('captcha_tokens', {
  jti: uuid('jti').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  spentAt: timestamp('spent_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
