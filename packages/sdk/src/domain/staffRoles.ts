/** The admin group (the sdk's GROUPS.ADMIN), written here so this folder imports nothing outside it. */
export const ADMIN_GROUP = '/PortalGroup/PortalAdminGroup';

/**
 * LNF's staff roles and what each may do: the one place that decides it, for the server's checks
 * and the app's menus alike (docs/backoffice.md). A role is a Keycloak-style group in the token's
 * `group` claim, as the admin group always was.
 * Least privilege, each role including the one before it:
 *
 * - support: finds customers and sees everything about them (orders, payments, invoices, tickets,
 *   leads), keeps notes, resends receipts, cancels on a customer's behalf, views the portal as them;
 * - finance: also moves money (refunds and their credit notes, comps) and reads the revenue overview;
 * - admin: also manages staff and configuration, and everything admin-only before roles existed.
 */
export type StaffRole = 'support' | 'finance' | 'admin';

export const SUPPORT_GROUP = '/PortalGroup/StaffGroup/SupportGroup';
export const FINANCE_GROUP = '/PortalGroup/StaffGroup/FinanceGroup';

/** Each role's group, the lowest role first. */
export const STAFF_GROUPS: Readonly<Record<StaffRole, string>> = {
  support: SUPPORT_GROUP,
  finance: FINANCE_GROUP,
  admin: ADMIN_GROUP,
};
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const satisfies readonly StaffRole[];

/** What a staff call may need. */
export type Permission =
  | 'customers.read'
  | 'customers.note'
  | 'customers.viewAs'
  | 'customers.resend'
  | 'subscriptions.cancel'
  | 'money.refund'
  | 'money.comp'
  | 'revenue.read'
  | 'staff.manage'
  | 'config.manage';

const SUPPORT: readonly Permission[] = [
  'customers.read',
  'customers.note',
  'customers.viewAs',
  'customers.resend',
  'subscriptions.cancel',
];
const FINANCE: readonly Permission[] = [...SUPPORT, 'money.refund', 'money.comp', 'revenue.read'];
const ADMIN: readonly Permission[] = [...FINANCE, 'staff.manage', 'config.manage'];
const GRANTS: Readonly<Record<StaffRole, ReadonlySet<Permission>>> = {
  support: new Set(SUPPORT),
  finance: new Set(FINANCE),
  admin: new Set(ADMIN),
};

/** Money actions: each needs a sign-in proven again within STEP_UP_MS and a written reason. */
export const MONEY_PERMISSIONS: ReadonlySet<Permission> = new Set(['money.refund', 'money.comp']);
/** How recent a re-authentication a money action needs. */
export const STEP_UP_MS = 5 * 60_000;

/** The highest role among the groups, or null for a customer. */
export function staffRole(who: { groups: readonly string[] }): StaffRole | null {
  for (const role of [...STAFF_ROLES].reverse()) if (who.groups.includes(STAFF_GROUPS[role])) return role;
  return null;
}

/** Whether the groups grant the permission. */
export function can(who: { groups: readonly string[] }, permission: Permission): boolean {
  const role = staffRole(who);
  return role !== null && GRANTS[role].has(permission);
}

/** Every staff group: a principal held as a customer (staff without a second factor) loses them all. */
export const ALL_STAFF_GROUPS: readonly string[] = Object.values(STAFF_GROUPS);
