import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A random UUID primary key. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** When the row was written, with its time zone. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
