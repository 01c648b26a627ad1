import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface RouterProviderProps {
  /** Navigates the app's router to a path, e.g. wouter's or React Router's `navigate`. */
  navigate: (path: string) => void;
  /**
   * Turns a router path into the `href` the `<a>` gets (a base path, say).
   * @default the path as given
   */
  useHref?: (path: string) => string;
  children: ReactNode;
}

interface Router {
  navigate: ((path: string) => void) | null;
  useHref: (path: string) => string;
}

const same = (path: string) => path;
const RouterContext = createContext<Router>({ navigate: null, useHref: same });

/** The nearest RouterProvider's router; `navigate` is null without one (links load pages). */
export function useRouter(): Router {
  return useContext(RouterContext);
}

/**
 * Routes every link of the components on the client. The native links (Link, ButtonLink, the
 * header, footer and mega menu) read this context; the components whose links are React Aria's
 * (menu items, breadcrumbs) hand it to React Aria through AriaRouter (its own module, so that
 * importing this one loads nothing of React Aria). So a page with only native
 * links loads none of React Aria's router.
 */
export function RouterProvider({ navigate, useHref = same, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <RouterContext value={router}>{children}</RouterContext>;
}
