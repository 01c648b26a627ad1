/**
 * Neutral sample plans for the PricingCard and PlanPicker stories: a design system's stories show
 * sample content, not one product's plans. Prices are per month, in US dollars. Not exported from
 * the package.
 */
export const samplePlans = [
  {
    id: 'starter',
    name: 'Starter',
    price: 19,
    allowance: 'Up to 5 users',
    description: 'For small teams getting started.',
    features: ['Shared workspace', 'Tasks and calendars', 'Email support'],
  },
  {
    id: 'team',
    name: 'Team',
    price: 49,
    allowance: 'Up to 25 users',
    description: 'Everything in Starter, plus workflows.',
    features: ['Everything in Starter', 'Approval workflows', 'Guest access', 'Reports and exports'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    allowance: 'Unlimited users',
    description: 'Every feature, with controls for admins.',
    features: ['Everything in Team', 'Single sign-on', 'Audit log', 'Priority support'],
  },
  {
    id: 'nonprofit',
    name: 'Nonprofit',
    price: 29,
    allowance: 'Up to 50 users',
    description: 'Team features for registered charities.',
    features: ['Everything in Team', 'Invite your volunteers', 'Community support'],
  },
];

/** Billing periods: each plan's monthly price times `months`. */
export const samplePeriods = [
  { id: 'MONTHLY', label: 'Monthly', months: 1, periodLabel: '/ month' },
  { id: 'QUARTERLY', label: 'Quarterly', months: 3, periodLabel: '/ quarter' },
  { id: 'ANNUALLY', label: 'Yearly', months: 12, periodLabel: '/ year' },
];
