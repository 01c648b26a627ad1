import type { PageModule, RouteDef } from './route-def';
import { portalRoutes } from './routes.portal';
import { publicRoutes } from './routes.public';

export * from './route-def';

/** Every route of the product. Paths are strict (spec section 2); `:name` segments are parameters. */
export const routes: RouteDef[] = [...publicRoutes, ...portalRoutes];

/** The not-found page, rendered for any unmatched path (server answers 404). */
export const notFoundRoute: RouteDef = {
  path: '/404',
  render: 'prerender',
  load: () => import('./pages/NotFound'),
};

const patterns = new Map<string, RegExp>();
function patternOf(path: string): RegExp {
  let re = patterns.get(path);
  if (!re) {
    re = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    patterns.set(path, re);
  }
  return re;
}

/** The route for a path, or the not-found route. */
export function matchRoute(pathname: string): RouteDef {
  return (
    routes.find((r) => r.path === pathname) ??
    routes.find((r) => r.path.includes(':') && patternOf(r.path).test(pathname)) ??
    notFoundRoute
  );
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const loaded = new Map<RouteDef['load'], Tracked<PageModule>>();

/**
 * The page module of a route, loaded once. Marks the promise fulfilled (or rejected) the way
 * React's `use` reads it, so a route preloaded before hydration renders at once
 * instead of suspending and throwing away the server HTML.
 */
export function loadPage(route: RouteDef): Tracked<PageModule> {
  let promise = loaded.get(route.load);
  if (!promise) {
    promise = route.load().then(
      (mod) => {
        promise!.status = 'fulfilled';
        promise!.value = mod;
        return mod;
      },
      (error: unknown) => {
        // Kept as failed: the error boundary shows it (a browser caches a failed module import
        // for the document anyway, so asking again would only loop).
        promise!.status = 'rejected';
        promise!.reason = error;
        throw error;
      },
    ) as Tracked<PageModule>;
    loaded.set(route.load, promise);
  }
  return promise;
}
