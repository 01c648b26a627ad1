import { Suspense, use, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { DefaultLayout } from './layout/DefaultLayout';
import { OrderLayout } from './layout/OrderLayout';
import { loadPage, matchRoute, notFoundRoute, routes, type PageModule, type RouteDef } from './routes';
import { useAuth } from './state/auth';

/**
 * The layout of the route at the current location (spec section 2: default, or order
 * confirmation). Both are in the entry: a lazy layout would leave the page without a frame (no
 * main landmark) while it loads.
 */
function RouteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const Layout = matchRoute(location).layout === 'order' ? OrderLayout : DefaultLayout;
  return <Layout>{children}</Layout>;
}

function PageOf({ route }: { route: RouteDef }) {
  const Page = use(loadPage(route) as Promise<PageModule>).default;
  return <Page />;
}

function Guarded({ route }: { route: RouteDef }) {
  const { ready, checking, isAdmin, isPortalUser } = useAuth();
  if (!route.guard) return <PageOf route={route} />;
  // Until the stored session is read (and an expired one refreshed) in the browser, render nothing
  // rather than flash a denial.
  if (!ready || checking) return null;
  const allowed = route.guard === 'admin' ? isAdmin : isPortalUser;
  return allowed ? <PageOf route={route} /> : <Redirect to="/permissionDenied" replace />;
}

/** Keeps the document title in step with client-side navigation, and scrolls to the top. */
function RouteEffects({ route }: { route: RouteDef }) {
  const [location] = useLocation();
  useEffect(() => {
    document.title = route.title;
    window.scrollTo(0, 0);
  }, [location, route.title]);
  return null;
}

/** Marks the document once React owns it, so tests and tools can wait for hydration. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
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
        <HydrationMark />
        <RouteLayout>
          <Suspense fallback={null}>
            <Switch>
              {routes.map((route) => (
                <Route key={route.path} path={route.path}>
                  <RouteEffects route={route} />
                  <Guarded route={route} />
                </Route>
              ))}
              <Route>
                <RouteEffects route={notFoundRoute} />
                <PageOf route={notFoundRoute} />
              </Route>
            </Switch>
          </Suspense>
        </RouteLayout>
      </Router>
    </JotaiProvider>
  );
}
