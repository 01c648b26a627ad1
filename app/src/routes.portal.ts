import type { RouteDef } from './route-def';

/** The logged-in side: rendered in the browser, lazy chunks, guarded: no page of it is public. */
export const portalRoutes: RouteDef[] = [
  {
    path: '/basket',
    render: 'client',
    load: () => import('./pages/portal/basket/Basket'),
  },
  {
    path: '/order-confirmation/:orderId',
    render: 'client',
    guard: 'portal',
    layout: 'order',
    load: () => import('./pages/portal/order-confirmation/OrderConfirmation'),
  },
  {
    path: '/dashboard',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/dashboard/Dashboard'),
  },
  {
    path: '/billing',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/billing/Billing'),
  },
  {
    path: '/profile',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/profile/Profile'),
  },
  {
    path: '/customer-support',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/customer-support/CustomerSupport'),
  },
  {
    path: '/audit-logs',
    render: 'client',
    guard: 'admin',
    load: () => import('./pages/portal/audit-logs/AuditLogs'),
  },
  {
    path: '/undelivered-notifications',
    render: 'client',
    guard: 'admin',
    load: () => import('./pages/portal/undelivered-notifications/UndeliveredNotifications'),
  },
];
