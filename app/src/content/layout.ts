/**
 * Words of the site chrome in every page's first load: the header (spec section 2). The pre-footer's
 * and footer's are in ./footer, which loads with the footer.
 */
export const layoutCopy = {
  header: {
    homeLabel: 'LNF home',
    products: 'Products',
    publicNav: [
      { href: '/our-plans', label: 'Pricing' },
      { href: '/lnf-technology', label: 'Technology' },
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact Us' },
    ],
    portalNav: [
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/our-plans', label: 'Our Plans' },
    ],
    adminNav: { href: '/audit-logs', label: 'Audit logs' },
    login: 'Login',
    logout: 'Logout',
    scheduleDemo: 'Schedule Demo',
    allProducts: 'Compare plans and prices',
  },
  orderLayout: {
    dashboard: 'Dashboard',
  },
} as const;
