import { array, boolean, enums, nullable, object, string, type, type Infer } from 'superstruct';
import { Email, text } from './common';

/**
 * Staff in the back-office (the `backoffice` service, admins only): who the staff are, inviting a
 * new member, changing a role and removing staff access. Requests are strict; answers are `type`s,
 * so fields may be added.
 */

/** A staff role, the lowest first (domain/staffRoles.ts). */
export const StaffRoleName = enums(['support', 'finance', 'admin']);

/**
 * One staff member. `active`: they have set a password (an invitation not yet taken up is
 * `invited`); `secondFactor`: an authenticator app or a passkey guards their sign-in.
 */
export const StaffMember = type({
  id: string(),
  email: string(),
  firstName: string(),
  lastName: string(),
  role: StaffRoleName,
  secondFactor: boolean(),
  status: enums(['invited', 'active']),
  lastSignInAt: nullable(string()),
  createdAt: string(),
});
export type StaffMember = Infer<typeof StaffMember>;

/** `GET backoffice/staff`: every staff member, the newest first. */
export const StaffList = type({ staff: array(StaffMember) });
export type StaffList = Infer<typeof StaffList>;

/** `POST backoffice/staff`: a new staff member, mailed an invitation to set their password. */
export const InviteStaffRequest = object({
  email: Email,
  firstName: text(100),
  lastName: text(100),
  role: StaffRoleName,
});
export type InviteStaffRequest = Infer<typeof InviteStaffRequest>;

/** `PATCH backoffice/staff/{id}`: the member's new role. */
export const ChangeStaffRoleRequest = object({ role: StaffRoleName });
export type ChangeStaffRoleRequest = Infer<typeof ChangeStaffRoleRequest>;
