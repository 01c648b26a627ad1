import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { RENDER_LATER_MARK } from '../scripts/render-later.mjs';
import { DefaultLayout } from './layout/DefaultLayout';
import { HydrationMark } from './layout/HydrationMark';
import { ErrorBoundary } from './layout/RouteErrorBoundary';
import { endFirstView, inFirstViewOf } from './lib/firstView';
import { whenIdle } from './lib/idle';
import { setPagePrefetcher } from './lib/prefetch';
import { auth } from './middleware/auth';
import { clientRedirect } from './middleware/clientRedirect';
import { loadPage, matchRoute, notFoundRoute, routes, type PageModule, type RouteDef } from './routes';
import { useAuth, useSessionReady } from './state/auth';

// A page that knows where it leads loads that page's chunk ahead (lib/prefetch.ts): the same
// loadPage the router renders with, so the chunk is fetched once.
setPagePrefetcher((path) => void loadPage(matchRoute(path)));

// The order-confirmation layout frames one client-rendered route: it loads with that route or
// ahead of it, not with every page's first load.
let orderLayout: typeof import('./layout/OrderLayout') | null = null;
const loadOrderLayout = () => import('./layout/OrderLayout').then((m) => (orderLayout = m));
type OrderLayoutModule = { default: (typeof import('./layout/OrderLayout'))['OrderLayout'] };
const LazyOrderLayout = lazy((): Promise<OrderLayoutModule> =>
  orderLayout
    ? // Loaded ahead: a thenable that settles at once, so React renders it without suspending.
      ({
        then: (settle: (m: OrderLayoutModule) => void) => settle({ default: orderLayout!.OrderLayout }),
      } as unknown as Promise<OrderLayoutModule>)
    : loadOrderLayout().then((m) => ({ default: m.OrderLayout })),
);

/**
 * The layout of the route at the current location (spec section 2: default, or order
 * confirmation). The portal's pages, the only way to the order layout's route on the client,
 * load it while idle, so a navigation there renders it at once instead of an empty frame.
 * Opened directly, the route loads it beside its page, with the main landmark as the frame.
 */
function RouteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const route = matchRoute(location);
  const isClient = route.render === 'client';
  useEffect(() => {
    if (!isClient || orderLayout) return;
    whenIdle(() => void loadOrderLayout());
  }, [isClient]);
  if (route.layout !== 'order') return <DefaultLayout>{children}</DefaultLayout>;
  // The page's chunk starts loading now, beside the layout's, not once the layout has rendered.
  void loadPage(route);
  return (
    <Suspense fallback={<main id="main" tabIndex={-1} />}>
      <LazyOrderLayout>{children}</LazyOrderLayout>
    </Suspense>
  );
}

/** The content of a page kept as the server rendered it (StaticContent): settles only if React lets go of it. */
let letGo: (page: Promise<PageModule>) => void = () => {};
const KEPT = new Promise<PageModule>((resolve) => (letGo = resolve));

/**
 * Rendered only if React gives up the kept HTML (a context above it changed before it hydrated):
 * the page loads and renders as any page, rather than stay empty.
 */
function LetGo({ route }: { route: RouteDef }) {
  useEffect(() => {
    endFirstView();
    letGo(loadPage(route) as Promise<PageModule>);
  }, [route]);
  return null;
}

/**
 * A page with nothing to hydrate (RouteDef.staticContent): in the hydrated document's first view
 * its content suspends on a promise that never settles, so React leaves the Suspense boundary's
 * server HTML as it is and the page's code never loads. Any later render of it is a page as usual.
 */
function StaticContent({ route }: { route: RouteDef }) {
  const Page = use(inFirstViewOf(route.path) ? KEPT : (loadPage(route) as Promise<PageModule>)).default;
  return <Page />;
}

function PageOf({ route }: { route: RouteDef }) {
  if (route.staticContent)
    return (
      <>
        <Suspense fallback={<LetGo route={route} />}>
          <StaticContent route={route} />
        </Suspense>
        {/* Nothing in the kept content has a handler to wait for. */}
        <HydrationMark />
      </>
    );
  const Page = use(loadPage(route) as Promise<PageModule>).default;
  return (
    <>
      <Page />
      <HydrationMark />
    </>
  );
}

/** The spec's `auth` middleware on one route: render, wait for the session, or go to /permissionDenied. */
function Guarded({ route }: { route: RouteDef }) {
  // A public route renders at once; only a guarded one waits for the session (and renders again
  // when it is read, right after hydration).
  if (!route.guard) return <PageOf route={route} />;
  return <SessionGuard route={route} />;
}

function SessionGuard({ route }: { route: RouteDef }) {
  const session = { ...useAuth(), ready: useSessionReady() };
  const decision = auth(route, session);
  if (decision.action === 'wait') return null;
  if (decision.action === 'redirect') return <Redirect to={decision.to} replace />;
  return <PageOf route={route} />;
}

/** The spec's `clientRedirect` middleware, before any route renders (unmatched ones too). */
function ClientRedirect({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const to = clientRedirect({
    pathname,
    search: search ? `?${search}` : '',
    hash: typeof window === 'undefined' ? '' : window.location.hash,
  });
  return to ? <Redirect to={to} replace /> : children;
}

let navigated = false;

/**
 * Scrolls to the top on client-side navigation (LayoutShell keeps the head in step). A page
 * rendered in the browser skips nothing in its layout: the prerendered page's deferred blocks
 * (app/scripts/render-later.mjs) end with the first navigation.
 */
function RouteEffects() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    if (navigated) {
      document.documentElement.removeAttribute(RENDER_LATER_MARK);
      endFirstView();
    }
    navigated = true;
  }, [location]);
  return null;
}

function OuterBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} bare>
      {children}
    </ErrorBoundary>
  );
}

export interface AppProps {
  /** Path to render on the server; the browser reads its own location. */
  ssrPath?: string;
  store?: ReturnType<typeof createStore>;
}

export function App({ ssrPath, store }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <Router ssrPath={ssrPath}>
        {/* Last resort for an error in a layout itself; each layout has its own boundary around the page. */}
        <OuterBoundary>
          <RouteLayout>
            <ClientRedirect>
              <Suspense fallback={null}>
                <Switch>
                  {routes.map((route) => (
                    <Route key={route.path} path={route.path}>
                      <RouteEffects />
                      <Guarded route={route} />
                    </Route>
                  ))}
                  <Route>
                    <RouteEffects />
                    <PageOf route={notFoundRoute} />
                  </Route>
                </Switch>
              </Suspense>
            </ClientRedirect>
          </RouteLayout>
        </OuterBoundary>
      </Router>
    </JotaiProvider>
  );
}
