import { pageTitle, type RouteDef } from './route-def';

/** The logged-in side: rendered in the browser, lazy chunks, guarded (issue 7). */
export const portalRoutes: RouteDef[] = [
  {
    path: '/dashboard',
    title: pageTitle('Dashboard'),
    description: 'Your LNF subscriptions, orders and support tickets.',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/Dashboard'),
  },
];
