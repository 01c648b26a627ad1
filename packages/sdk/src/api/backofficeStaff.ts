import type { ApiClient } from '../client';
import { MessageResponse } from '../schemas/common';
import {
  StaffList,
  StaffMember,
  type ChangeStaffRoleRequest,
  type InviteStaffRequest,
} from '../schemas/backofficeStaff';

/** Staff in the back-office: admins invite staff, change their roles and remove their access. */

/** `GET backoffice/staff` (admin): every staff member with their role, second factor and status. */
export async function list(client: ApiClient): Promise<StaffList> {
  return client.request({
    call: 'backofficeStaff.list',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/staff',
    schema: StaffList,
  });
}

/**
 * `POST backoffice/staff` (admin): makes the account with the role and no usable password, and
 * mails an invitation to set one through 'Forgot password'. 409 when the email has an account.
 */
export async function invite(client: ApiClient, body: InviteStaffRequest): Promise<StaffMember> {
  return client.request({
    call: 'backofficeStaff.invite',
    service: 'backoffice',
    method: 'POST',
    path: 'backoffice/staff',
    body,
    schema: StaffMember,
  });
}

/** `PATCH backoffice/staff/{id}` (admin): a staff member's new role; 409 for the caller's own. */
export async function changeRole(client: ApiClient, id: string, body: ChangeStaffRoleRequest): Promise<StaffMember> {
  return client.request({
    call: 'backofficeStaff.changeRole',
    service: 'backoffice',
    method: 'PATCH',
    path: `backoffice/staff/${encodeURIComponent(id)}`,
    body,
    schema: StaffMember,
  });
}

/**
 * `DELETE backoffice/staff/{id}` (admin): removes staff access (the account stays, as a customer's)
 * and ends every session of it; 409 for the caller's own.
 */
export async function remove(client: ApiClient, id: string): Promise<MessageResponse> {
  return client.request({
    call: 'backofficeStaff.remove',
    service: 'backoffice',
    method: 'DELETE',
    path: `backoffice/staff/${encodeURIComponent(id)}`,
    schema: MessageResponse,
  });
}
