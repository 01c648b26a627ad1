/** One of the portal's own pages, as the user menu and the dashboard link to it. */
export interface PortalLink {
  href: string;
  label: string;
  /** Shown to the admin group only; the route's guard refuses anyone else anyway. @default false */
  adminOnly?: boolean;
  /** Shown to every staff role (support, finance, admin) only. @default false */
  staffOnly?: boolean;
}

/** The portal's pages beyond the header's navigation, in the order the menu and the dashboard list them. */
export const portalLinks: readonly PortalLink[] = [
  { href: '/billing', label: 'Billing' },
  { href: '/profile', label: 'Profile' },
  { href: '/security', label: 'Security' },
  { href: '/privacy-centre', label: 'Privacy centre' },
  { href: '/customer-support', label: 'Customer support' },
  { href: '/backoffice', label: 'Back-office', staffOnly: true },
  { href: '/undelivered-notifications', label: 'Undelivered notifications', adminOnly: true },
  { href: '/privacy-requests', label: 'Privacy requests', adminOnly: true },
];

/** The links a person may follow: the staff ones for staff, the admin-only ones for admins. */
export const portalLinksFor = (who: { isAdmin: boolean; staffRole: string | null }): PortalLink[] =>
  portalLinks.filter((link) => (who.isAdmin || !link.adminOnly) && (who.staffRole !== null || !link.staffOnly));
