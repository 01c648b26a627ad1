import type { RouteDef } from './route-def';

/** The logged-in side: rendered in the browser, lazy chunks, guarded (issue 7). */
export const portalRoutes: RouteDef[] = [
  {
    path: '/basket',
    render: 'client',
    load: () => import('./pages/portal/Basket'),
  },
  {
    path: '/order-confirmation/:orderId',
    render: 'client',
    guard: 'portal',
    layout: 'order',
    load: () => import('./pages/portal/OrderConfirmation'),
  },
  {
    path: '/dashboard',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/Dashboard'),
  },
  {
    path: '/billing',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/Billing'),
  },
  {
    path: '/profile',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/Profile'),
  },
  {
    path: '/customer-support',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/CustomerSupport'),
  },
  {
    path: '/audit-logs',
    render: 'client',
    guard: 'admin',
    load: () => import('./pages/portal/AuditLogs'),
  },
];
