import { ADMIN_GROUP } from '../auth/tokens';

/**
 * Who is support staff: the one place that decides it, for a caller (a Principal) and for a stored
 * user (an assignee). Staff see every ticket and its internal notes, reply as staff, and run the
 * workflow and the queue. For now that is the admin group; support and finance roles come later
 * and change only this function.
 */
export function isSupportStaff(who: { groups: readonly string[] }): boolean {
  return who.groups.includes(ADMIN_GROUP);
}
