import * as backofficeStaff from '../../api/backofficeStaff';
import type { Case } from './shared';

const member = {
  id: 'u-1',
  email: 'meera@lnf.example',
  firstName: 'Meera',
  lastName: 'Nair',
  role: 'support',
  secondFactor: false,
  status: 'invited',
  lastSignInAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** Staff in the back-office: the list, an invitation, a change of role, a removal. */
export const backofficeStaffCases: Case[] = [
  {
    name: 'backofficeStaff.list',
    run: (c) => backofficeStaff.list(c),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/staff',
    bearer: true,
    answer: { staff: [member] },
  },
  {
    name: 'backofficeStaff.invite',
    run: (c) =>
      backofficeStaff.invite(c, { email: 'meera@lnf.example', firstName: 'Meera', lastName: 'Nair', role: 'support' }),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/staff',
    body: { email: 'meera@lnf.example', firstName: 'Meera', lastName: 'Nair', role: 'support' },
    bearer: true,
    answer: member,
  },
  {
    name: 'backofficeStaff.changeRole',
    run: (c) => backofficeStaff.changeRole(c, 'u-1', { role: 'finance' }),
    method: 'PATCH',
    path: '/api/v1/lnf/backoffice/staff/u-1',
    body: { role: 'finance' },
    bearer: true,
    answer: { ...member, role: 'finance' },
  },
  {
    name: 'backofficeStaff.remove',
    run: (c) => backofficeStaff.remove(c, 'u-1'),
    method: 'DELETE',
    path: '/api/v1/lnf/backoffice/staff/u-1',
    bearer: true,
    answer: { message: 'Staff access removed' },
  },
];
