import { sql } from 'drizzle-orm';
import { ADMIN_GROUP } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { users } from '../db/schema';

/**
 * Who is support staff: the one place that decides it, for a caller (a Principal) and for a stored
 * user (an assignee). Staff see every ticket and its internal notes, reply as staff, and run the
 * workflow and the queue. For now that is the admin group; support and finance roles come later
 * and change only this file.
 */
export function isSupportStaff(who: { groups: readonly string[] }): boolean {
  return who.groups.includes(ADMIN_GROUP);
}

/** A staff user as a notice addresses one. */
export interface StaffUser {
  id: string;
  email: string;
}

/**
 * Every support staff user. The query narrows the users table to the staff groups (`groups` holds
 * the group itself: jsonb containment), and `isSupportStaff` still decides each row, so the two
 * change together.
 */
export async function supportStaffUsers(db: Db | Tx): Promise<StaffUser[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, groups: users.groups })
    .from(users)
    .where(sql`${users.groups} @> ${JSON.stringify([ADMIN_GROUP])}::jsonb`)
    .orderBy(users.email);
  return rows.filter(isSupportStaff).map(({ id, email }) => ({ id, email }));
}
