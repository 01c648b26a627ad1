import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db';
import { users } from '../db/schema';

/**
 * The user whose email and password these are, or null. An unknown email costs the same argon2
 * check as a wrong password (verifyPassword with no hash), so timing tells neither apart.
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  return user && ok ? user : null;
}
