import { ALL_STAFF_GROUPS, can } from '@lnf/sdk/domain';
import type { RouteDef } from '../route-def';

/**
 * The spec's `auth` route middleware (sections 2 and 6), as a pure decision the router applies on
 * every route: a guarded route needs a logged user whose group list holds /PortalGroup or
 * /PortalGroup/PortalAdminGroup (admin routes the latter); anyone else goes to /permissionDenied.
 */

// The group paths of spec section 6 (the sdk's GROUPS); written here so the entry chunk, which
// runs this on every route, needs none of the sdk.
export const PORTAL_GROUP = '/PortalGroup';
export const ADMIN_GROUP = '/PortalGroup/PortalAdminGroup';
export const PERMISSION_DENIED_PATH = '/permissionDenied';

export interface AuthInput {
  /** False until the stored session is read in the browser (prerender and hydration). */
  ready: boolean;
  /** True while an expired session is refreshed on load. */
  checking: boolean;
  user: { group: readonly string[] } | null;
}

export type AuthDecision = { action: 'render' } | { action: 'wait' } | { action: 'redirect'; to: string };

export function auth(route: Pick<RouteDef, 'guard' | 'permission'>, session: AuthInput): AuthDecision {
  if (!route.guard) return { action: 'render' };
  // Until the session is known, render nothing rather than flash a denial.
  if (!session.ready || session.checking) return { action: 'wait' };
  const group = session.user?.group ?? [];
  const allowed =
    route.guard === 'admin'
      ? group.includes(ADMIN_GROUP)
      : route.guard === 'staff'
        ? group.some((g) => ALL_STAFF_GROUPS.includes(g)) &&
          (!route.permission || can({ groups: group }, route.permission))
        : group.includes(PORTAL_GROUP) || group.includes(ADMIN_GROUP);
  return allowed ? { action: 'render' } : { action: 'redirect', to: PERMISSION_DENIED_PATH };
}
