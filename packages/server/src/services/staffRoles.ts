/** The staff roles live in the sdk's shared rules, for the server and the app alike. */
export {
  ALL_STAFF_GROUPS,
  can,
  FINANCE_GROUP,
  MONEY_PERMISSIONS,
  STAFF_GROUPS,
  STAFF_ROLES,
  STEP_UP_MS,
  staffRole,
  SUPPORT_GROUP,
  type Permission,
  type StaffRole,
} from '@lnf/sdk';
