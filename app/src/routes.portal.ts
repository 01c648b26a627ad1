import { pageTitle, type RouteDef } from './route-def';

/** The logged-in side: rendered in the browser, lazy chunks, guarded (issue 7). */
export const portalRoutes: RouteDef[] = [
  {
    path: '/basket',
    title: pageTitle('Basket'),
    description: 'Your chosen LNF plan, its price with GST, and your order.',
    render: 'client',
    load: () => import('./pages/portal/Basket'),
  },
  {
    path: '/order-confirmation/:orderId',
    title: pageTitle('Order confirmation'),
    description: 'The receipt of your LNF order.',
    render: 'client',
    guard: 'portal',
    layout: 'order',
    load: () => import('./pages/portal/OrderConfirmation'),
  },
  {
    path: '/dashboard',
    title: pageTitle('Dashboard'),
    description: 'Your LNF subscriptions, orders and support tickets.',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/Dashboard'),
  },
  {
    path: '/billing',
    title: pageTitle('Billing'),
    description: 'Your subscriptions, payments, receipts and tax invoices.',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/Billing'),
  },
  {
    path: '/profile',
    title: pageTitle('Profile'),
    description: 'Your customer details and addresses.',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/Profile'),
  },
  {
    path: '/customer-support',
    title: pageTitle('Customer support'),
    description: 'Raise and follow your support tickets.',
    render: 'client',
    guard: 'portal',
    load: () => import('./pages/portal/CustomerSupport'),
  },
  {
    path: '/audit-logs',
    title: pageTitle('Audit logs'),
    description: 'Who changed what, and when.',
    render: 'client',
    guard: 'admin',
    load: () => import('./pages/portal/AuditLogs'),
  },
];
