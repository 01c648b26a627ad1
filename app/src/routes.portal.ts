import type { RouteDef } from './route-def';

/** The logged-in side: rendered in the browser, lazy chunks, guarded: no page of it is public. */
export const portalRoutes: RouteDef[] = (
  [
    {
      path: '/basket',
      load: () => import('./pages/portal/basket/Basket'),
    },
    {
      path: '/order-confirmation/:orderId',
      guard: 'portal',
      layout: 'order',
      load: () => import('./pages/portal/order-confirmation/OrderConfirmation'),
    },
    {
      path: '/dashboard',
      guard: 'portal',
      load: () => import('./pages/portal/dashboard/Dashboard'),
    },
    {
      path: '/billing',
      guard: 'portal',
      load: () => import('./pages/portal/billing/Billing'),
    },
    {
      path: '/profile',
      guard: 'portal',
      load: () => import('./pages/portal/profile/Profile'),
    },
    {
      path: '/security',
      guard: 'portal',
      load: () => import('./pages/portal/security/Security'),
    },
    {
      // The old address's mail links here: no guard, the token in the link is the credential.
      path: '/undo-email',
      load: () => import('./pages/portal/undo-email/UndoEmail'),
    },
    {
      // The demo booking mail's manage link: no guard, the token in the link is the credential.
      path: '/demo-booking/:token',
      load: () => import('./pages/public/DemoBooking'),
    },
    {
      // The server's mails and bell notices about privacy requests link here.
      path: '/privacy-centre',
      guard: 'portal',
      load: () => import('./pages/portal/privacy-centre/PrivacyCentre'),
    },
    {
      path: '/customer-support',
      guard: 'portal',
      load: () => import('./pages/portal/customer-support/CustomerSupport'),
    },
    {
      path: '/audit-logs',
      guard: 'admin',
      load: () => import('./pages/portal/audit-logs/AuditLogs'),
    },
    {
      path: '/undelivered-notifications',
      guard: 'admin',
      load: () => import('./pages/portal/undelivered-notifications/UndeliveredNotifications'),
    },
    {
      path: '/privacy-requests',
      guard: 'admin',
      load: () => import('./pages/portal/privacy-requests/PrivacyRequests'),
    },
    {
      path: '/backoffice',
      guard: 'staff',
      load: () => import('./pages/backoffice/Backoffice'),
    },
    {
      path: '/backoffice/customers/:id',
      guard: 'staff',
      load: () => import('./pages/backoffice/CustomerPage'),
    },
    {
      path: '/backoffice/leads',
      guard: 'staff',
      load: () => import('./pages/backoffice/Leads'),
    },
    {
      path: '/backoffice/records',
      guard: 'staff',
      load: () => import('./pages/backoffice/Records'),
    },
    {
      path: '/backoffice/funnel',
      guard: 'staff',
      load: () => import('./pages/backoffice/Funnel'),
    },
    {
      path: '/backoffice/demos',
      guard: 'staff',
      load: () => import('./pages/backoffice/DemoAvailability'),
    },
    {
      path: '/backoffice/revenue',
      guard: 'staff',
      permission: 'revenue.read',
      load: () => import('./pages/backoffice/Revenue'),
    },
    {
      path: '/backoffice/staff',
      guard: 'admin',
      load: () => import('./pages/backoffice/Staff'),
    },
  ] satisfies Omit<RouteDef, 'render'>[]
).map((route) => ({ ...route, render: 'client' }));
