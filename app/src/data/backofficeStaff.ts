import { backofficeStaff, type InviteStaffRequest, type StaffMember } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { client } from '../lib/api';
import { attempt, refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * Staff as admins manage them (docs/backoffice.md, 'Staff'): the list, invitations, roles and
 * removals. Admins only, the same list for every admin (the cache is cleared when a session ends).
 */

export const backofficeStaffKey = () => ['backoffice-staff'] as const;

/** Every staff member with their role, second factor and whether they have signed in yet. */
export function useBackofficeStaff() {
  return useApi(backofficeStaffKey(), (c) => backofficeStaff.list(c), toastOnError('backofficeStaff.list'));
}

/** Invites a staff member; answers the new member, or null after toasting why not (409: the email has an account). */
export async function inviteStaff(body: InviteStaffRequest): Promise<StaffMember | null> {
  const member = await attempt(
    backofficeStaffKey(),
    (e) => refusal('backofficeStaff.invite', e),
    () => backofficeStaff.invite(client, body),
  );
  if (member) toast.success(`Invitation mailed to ${member.email}`);
  return member;
}

/** Gives a staff member another role; their sessions end, so it applies at their next sign-in. */
export async function changeStaffRole(member: StaffMember, role: StaffMember['role']): Promise<boolean> {
  const changed = await attempt(
    backofficeStaffKey(),
    (e) => refusal('backofficeStaff.changeRole', e),
    () => backofficeStaff.changeRole(client, member.id, { role }),
  );
  if (changed) toast.success(`${member.email} is now ${role}; their sessions were signed out`);
  return changed !== null;
}

/** Removes a member's staff access and ends their sessions; the account stays, as a customer's. */
export async function removeStaff(member: StaffMember): Promise<boolean> {
  const done = await attempt(
    backofficeStaffKey(),
    (e) => refusal('backofficeStaff.remove', e),
    () => backofficeStaff.remove(client, member.id),
  );
  if (done) toast.success(`${member.email} no longer has staff access`);
  return done !== null;
}
