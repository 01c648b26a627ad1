import { or, sql } from 'drizzle-orm';
import { ALL_STAFF_GROUPS, staffRole } from './staffRoles';
import type { Db, Tx } from '../db';
import { users } from '../db/schema';

/**
 * Who is support staff, for a caller (a Principal) and for a stored user (an assignee): every staff
 * role (services/staffRoles.ts). Staff see every ticket and its internal notes, reply as staff, and
 * run the workflow and the queue.
 */
export function isSupportStaff(who: { groups: readonly string[] }): boolean {
  return staffRole(who) !== null;
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
    .where(or(...ALL_STAFF_GROUPS.map((g) => sql`${users.groups} @> ${JSON.stringify([g])}::jsonb`)))
    .orderBy(users.email);
  return rows.filter(isSupportStaff).map(({ id, email }) => ({ id, email }));
}
