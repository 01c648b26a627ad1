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
    path: '/security',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/security/Security'),
  },
  {
    // The old address's mail links here: no guard, the token in the link is the credential.
    path: '/undo-email',
    render: 'client',
    load: () => import('./pages/portal/undo-email/UndoEmail'),
  },
  {
    // The demo booking mail's manage link: no guard, the token in the link is the credential.
    path: '/demo-booking/:token',
    render: 'client',
    load: () => import('./pages/public/DemoBooking'),
  },
  {
    // The server's mails and bell notices about privacy requests link here.
    path: '/privacy-centre',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/privacy-centre/PrivacyCentre'),
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
  {
    path: '/privacy-requests',
    render: 'client',
    guard: 'admin',
    load: () => import('./pages/portal/privacy-requests/PrivacyRequests'),
  },
  {
    path: '/backoffice',
    render: 'client',
    guard: 'staff',
    load: () => import('./pages/backoffice/Backoffice'),
  },
  {
    path: '/backoffice/customers/:id',
    render: 'client',
    guard: 'staff',
    load: () => import('./pages/backoffice/CustomerPage'),
  },
  {
    path: '/backoffice/leads',
    render: 'client',
    guard: 'staff',
    load: () => import('./pages/backoffice/Leads'),
  },
  {
    path: '/backoffice/records',
    render: 'client',
    guard: 'staff',
    load: () => import('./pages/backoffice/Records'),
  },
  {
    path: '/backoffice/funnel',
    render: 'client',
    guard: 'staff',
    load: () => import('./pages/backoffice/Funnel'),
  },
  {
    path: '/backoffice/revenue',
    render: 'client',
    guard: 'staff',
    permission: 'revenue.read',
    load: () => import('./pages/backoffice/Revenue'),
  },
  {
    path: '/backoffice/staff',
    render: 'client',
    guard: 'admin',
    load: () => import('./pages/backoffice/Staff'),
  },
];
