import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../route-def';
import { auth, type AuthInput } from './auth';

const route = (guard?: RouteDef['guard']): Pick<RouteDef, 'guard'> => ({ guard });
const customer = { group: ['/PortalGroup'] };
const admin = { group: ['/PortalGroup/PortalAdminGroup'] };
const session = (user: AuthInput['user'], more: Partial<AuthInput> = {}): AuthInput => ({
  ready: true,
  checking: false,
  user,
  ...more,
});

describe('auth middleware (spec section 6)', () => {
  it('lets anyone open a route without a guard, even before the session is read', () => {
    expect(auth(route(), session(null, { ready: false }))).toEqual({ action: 'render' });
    expect(auth(route(), session(null))).toEqual({ action: 'render' });
  });

  it('waits, rather than flash a denial, until the stored session is read', () => {
    expect(auth(route('portal'), session(null, { ready: false }))).toEqual({ action: 'wait' });
  });

  it('waits while an expired session is being refreshed', () => {
    expect(auth(route('portal'), session(null, { checking: true }))).toEqual({ action: 'wait' });
  });

  it('sends a visitor with no logged user to /permissionDenied', () => {
    expect(auth(route('portal'), session(null))).toEqual({ action: 'redirect', to: '/permissionDenied' });
  });

  it('sends a logged user without a group to /permissionDenied', () => {
    expect(auth(route('portal'), session({ group: [] }))).toEqual({ action: 'redirect', to: '/permissionDenied' });
    expect(auth(route('portal'), session({ group: ['/SomeOtherGroup'] }))).toEqual({
      action: 'redirect',
      to: '/permissionDenied',
    });
  });

  it('opens a portal route to /PortalGroup and to /PortalGroup/PortalAdminGroup', () => {
    expect(auth(route('portal'), session(customer))).toEqual({ action: 'render' });
    expect(auth(route('portal'), session(admin))).toEqual({ action: 'render' });
  });

  it('opens an admin route to the admin group only', () => {
    expect(auth(route('admin'), session(customer))).toEqual({ action: 'redirect', to: '/permissionDenied' });
    expect(auth(route('admin'), session(admin))).toEqual({ action: 'render' });
  });

  it('opens a staff route to every staff role and to no customer', () => {
    const support = { group: ['/PortalGroup', '/PortalGroup/StaffGroup/SupportGroup'] };
    const finance = { group: ['/PortalGroup/StaffGroup/FinanceGroup'] };
    expect(auth(route('staff'), session(customer))).toEqual({ action: 'redirect', to: '/permissionDenied' });
    for (const staff of [support, finance, admin])
      expect(auth(route('staff'), session(staff))).toEqual({ action: 'render' });
    // A support role alone opens no admin route.
    expect(auth(route('admin'), session(support))).toEqual({ action: 'redirect', to: '/permissionDenied' });
  });

  it('opens a staff route that needs a permission to the roles that hold it', () => {
    const support = { group: ['/PortalGroup', '/PortalGroup/StaffGroup/SupportGroup'] };
    const finance = { group: ['/PortalGroup/StaffGroup/FinanceGroup'] };
    const revenue = { guard: 'staff', permission: 'revenue.read' } as const;
    expect(auth(revenue, session(support))).toEqual({ action: 'redirect', to: '/permissionDenied' });
    expect(auth(revenue, session(customer))).toEqual({ action: 'redirect', to: '/permissionDenied' });
    for (const staff of [finance, admin]) expect(auth(revenue, session(staff))).toEqual({ action: 'render' });
  });
});
