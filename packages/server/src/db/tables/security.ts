import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One login (a refresh-token family) as its owner sees it on the Security page: the browser, the
 * network it came from (never the whole address), how it was proven, first and last use.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    /** The refresh-token family (refresh_tokens.family), and the access tokens' `sid`. */
    family: uuid('family').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    /** The address's network part: /24 of an IPv4 address, /48 of an IPv6 one. */
    ipPrefix: text('ip_prefix'),
    /** How the login was proven: password, password+totp, password+recovery, passkey. */
    method: text('method').notNull().default('password'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** When it was signed out (by its owner, a password change or a reuse of its refresh token). */
    endedAt: at('ended_at'),
    /** When its owner last proved who they are again (a step-up before a money action). */
    reauthenticatedAt: at('reauthenticated_at'),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

/** An authenticator app's shared secret (RFC 6238 TOTP), one per user. */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The secret, encrypted under the server's key: it has to be read to check a code. */
  secret: text('secret').notNull(),
  /** Null until the first code from the app is checked: an unconfirmed factor guards nothing. */
  confirmedAt: at('confirmed_at'),
  /** The last 30-second step a code was accepted for: each code works once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes for a lost second factor, stored hashed; shown to their owner once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys): a second factor, and a sign-in without a password. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    /** Its owner's name for it, e.g. 'Work laptop'. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn challenge handed out for one registration or sign-in, used once, short-lived. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: id(),
  /** Null for a passwordless sign-in, where the user is not known yet. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  purpose: text('purpose').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * A change of a user's email: the new address verified by OTP, the old one told and able to undo
 * it for 7 days with the token mailed to it (stored as its SHA-256).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    undoUntil: at('undo_until').notNull(),
    undoneAt: at('undone_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
