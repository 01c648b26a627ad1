/** One of the portal's own pages, as the user menu and the dashboard link to it. */
export interface PortalLink {
  href: string;
  label: string;
  /** Shown to staff (the admin group) only; the route's guard refuses anyone else anyway. @default false */
  adminOnly?: boolean;
}

/** The portal's pages beyond the header's navigation, in the order the menu and the dashboard list them. */
export const portalLinks: readonly PortalLink[] = [
  { href: '/billing', label: 'Billing' },
  { href: '/profile', label: 'Profile' },
  { href: '/security', label: 'Security' },
  { href: '/privacy-centre', label: 'Privacy centre' },
  { href: '/customer-support', label: 'Customer support' },
  { href: '/undelivered-notifications', label: 'Undelivered notifications', adminOnly: true },
  { href: '/privacy-requests', label: 'Privacy requests', adminOnly: true },
];

/** The links a person may follow: the admin-only ones for staff alone. */
export const portalLinksFor = (isAdmin: boolean): PortalLink[] =>
  portalLinks.filter((link) => isAdmin || !link.adminOnly);
