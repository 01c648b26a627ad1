import { pageTitle, SITE_NAME, type RouteDef } from './route-def';

/** The visitor side: prerendered to HTML at build time (issue 6). */
export const publicRoutes: RouteDef[] = [
  {
    path: '/',
    title: `${SITE_NAME} | All-in-one business software for HR, payroll, recruiting and accounts`,
    description:
      'LNF runs HR, payroll, recruiting, accounts and analytics on one platform, so growing businesses work from one source of truth.',
    render: 'prerender',
    load: () => import('./pages/Home'),
  },
  {
    path: '/permissionDenied',
    title: pageTitle('Permission denied'),
    description: 'You need to log in with a portal account to open this page.',
    render: 'prerender',
    load: () => import('./pages/PermissionDenied'),
  },
];
