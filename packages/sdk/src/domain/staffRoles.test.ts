import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP, can, FINANCE_GROUP, STEP_UP_MS, staffRole, SUPPORT_GROUP } from './staffRoles';
import { GROUPS } from '../constants';

const as = (...groups: string[]) => ({ groups });

describe('staff roles', () => {
  it('names the admin group as the spec does', () => {
    expect(ADMIN_GROUP).toBe(GROUPS.ADMIN);
  });

  it('reads the highest role a person holds, and none for a customer', () => {
    expect(staffRole(as(GROUPS.PORTAL))).toBeNull();
    expect(staffRole(as(GROUPS.PORTAL, SUPPORT_GROUP))).toBe('support');
    expect(staffRole(as(SUPPORT_GROUP, FINANCE_GROUP))).toBe('finance');
    expect(staffRole(as(FINANCE_GROUP, ADMIN_GROUP))).toBe('admin');
  });

  it('grants least privilege, each role including the one before it', () => {
    expect(can(as(GROUPS.PORTAL), 'customers.read')).toBe(false);
    expect(can(as(SUPPORT_GROUP), 'customers.read')).toBe(true);
    expect(can(as(SUPPORT_GROUP), 'money.refund')).toBe(false);
    expect(can(as(FINANCE_GROUP), 'money.refund')).toBe(true);
    expect(can(as(FINANCE_GROUP), 'customers.viewAs')).toBe(true);
    expect(can(as(FINANCE_GROUP), 'staff.manage')).toBe(false);
    expect(can(as(ADMIN_GROUP), 'staff.manage')).toBe(true);
    expect(can(as(ADMIN_GROUP), 'money.refund')).toBe(true);
  });

  it('asks money actions for a sign-in within five minutes', () => {
    expect(STEP_UP_MS).toBe(300_000);
  });
});
