import type { ComponentType } from 'react';

/** Who may open a route; the guard redirects others to /permissionDenied. */
export type Guard = 'portal' | 'admin';

export interface PageModule {
  default: ComponentType;
}

export interface RouteDef {
  path: string;
  title: string;
  description: string;
  /** Prerendered to HTML at build time (public) or rendered in the browser only (portal). */
  render: 'prerender' | 'client';
  guard?: Guard;
  load: () => Promise<PageModule>;
}

const site = 'LNF';
const t = (title: string) => `${title} | ${site}`;

/** Every route of the product. Paths are strict (spec section 2). */
export const routes: RouteDef[] = [
  {
    path: '/',
    title: `${site} | All-in-one business software for HR, payroll, recruiting and accounts`,
    description:
      'LNF runs HR, payroll, recruiting, accounts and analytics on one platform, so growing businesses work from one source of truth.',
    render: 'prerender',
    load: () => import('./pages/Home'),
  },
  {
    path: '/permissionDenied',
    title: t('Permission denied'),
    description: 'You need to log in with a portal account to open this page.',
    render: 'prerender',
    load: () => import('./pages/PermissionDenied'),
  },
  {
    path: '/dashboard',
    title: t('Dashboard'),
    description: 'Your LNF subscriptions, orders and support tickets.',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/Dashboard'),
  },
];

/** The not-found page, rendered for any unmatched path (server answers 404). */
export const notFoundRoute: RouteDef = {
  path: '/404',
  title: t('Page not found'),
  description: 'The page may have been moved or deleted.',
  render: 'prerender',
  load: () => import('./pages/NotFound'),
};

export function matchRoute(pathname: string): RouteDef {
  return routes.find((r) => r.path === pathname) ?? notFoundRoute;
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loaded = new Map<RouteDef['load'], Tracked<PageModule>>();

/**
 * The page module of a route, loaded once. Marks the promise fulfilled the way
 * React's `use` reads it, so a route preloaded before hydration renders at once
 * instead of suspending and throwing away the server HTML.
 */
export function loadPage(route: RouteDef): Tracked<PageModule> {
  let promise = loaded.get(route.load);
  if (!promise) {
    promise = route.load().then((mod) => {
      promise!.status = 'fulfilled';
      promise!.value = mod;
      return mod;
    }) as Tracked<PageModule>;
    loaded.set(route.load, promise);
  }
  return promise;
}
