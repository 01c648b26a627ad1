/** Words of the Resources list and article pages around the articles themselves. */
export const resourcesCopy = {
  list: {
    eyebrow: 'Resources',
    heading: 'Guides from the LNF product team',
    lead: 'How Indian payroll compliance, GST and hiring work in practice, and how LNF handles each step, written by the people who build the products.',
    feed: 'Follow new guides in a feed reader (Atom)',
  },
  article: {
    back: 'All resources',
    by: 'By',
    published: 'Published',
    updated: 'Updated',
    related: 'Related products',
    backToList: 'Back to all resources',
  },
  productsLabel: 'Products',
  minutes: (n: number) => `${n} min read`,
};
