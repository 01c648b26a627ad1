/** Words of the pre-footer and footer (spec section 2): they load with the footer, not with every page's first load. */
export const footerCopy = {
  preFooter: {
    heading: 'Not sure where to start?',
    text: 'Most teams begin with a conversation. Pick whichever suits you; there is no obligation.',
    links: [
      {
        href: '/schedule-demo',
        icon: 'calendar',
        title: 'Schedule a demo',
        text: '30 minutes with a product specialist',
      },
      {
        href: '/download-brochure',
        icon: 'file',
        title: 'Download a brochure',
        text: 'A two-page PDF for each product',
      },
      { href: '/contact', icon: 'chat', title: 'Talk to us', text: 'We reply within one working day' },
    ],
  },
  footer: {
    quickLinks: [
      { href: '/lnf-people-360', label: 'Products' },
      { href: '/our-plans', label: 'Pricing' },
      { href: '/lnf-technology', label: 'Technology' },
      { href: '/about', label: 'About Us' },
      { href: '/resources', label: 'Resources' },
    ],
    legalLinks: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-and-service', label: 'Terms of Service' },
    ],
    productQueries: 'Product queries',
    phone: 'Call us',
    info: 'General enquiries',
  },
} as const;
