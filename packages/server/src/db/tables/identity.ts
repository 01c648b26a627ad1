import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

/** Accounts. Emails are stored lowercased; `groups` hold full Keycloak-style group paths. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileNumber: text('mobile_number'),
    designation: text('designation'),
    picture: text('picture'),
    groups: jsonb('groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    realmRoles: jsonb('realm_roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * When the account was erased at its owner's request (DPDP Act s.12): names, email and phone
     * replaced by placeholders; the row stays only for the orders and tax invoices the law keeps.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One row per issued refresh token; a family is one login. Reuse of a used token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    family: uuid('family').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

/** One-time passwords, hashed; purpose is sign-up or password reset. */
export const otps = pgTable(
  'otps',
  {
    id: id(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_email_idx').on(t.email)],
);

/**
 * A verified email: lets user/create (sign-up) or otp/update (reset) go ahead for 10 minutes, for the
 * client that verified it only. `proofHash` is the SHA-256 of the random proof handed to that client
 * as an HttpOnly cookie (ASVS 5.0 6.6.2); a row without one grants nothing.
 */
export const emailGrants = pgTable('email_grants', {
  email: text('email').primaryKey(),
  proofHash: text('proof_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Access tokens that must stop working before their `exp` (logout, password change): the deny-list
 * holds a token id (`jti`) or a whole login (`sid`, the refresh family) until the last access token
 * it covers has expired. Every instance reads it, so a logout on one is honoured by all.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_created_idx').on(t.createdAt)],
);
