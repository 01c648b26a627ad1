/** /our-plans. Plans and prices come from the server (`product.listPlans`). */
export const ourPlans = {
  hero: {
    eyebrow: 'Pricing',
    heading: 'Simple plans, priced in rupees',
    lead: 'Pick a plan and a billing period. Yearly billing uses the lower base price; every plan includes implementation support, updates for new statutory rules and the customer support portal.',
  },
  pickerLabel: 'Billing period',
  gstNote: 'Prices are per month, before 18% GST.',
  perMonth: '/ month',
  billed: {
    MONTHLY: 'Billed monthly',
    QUARTERLY: 'Billed every 3 months',
    ANNUALLY: 'Billed yearly',
  },
  cta: 'Buy Now',
  featuresLabel: 'Included',
  popular: { plan: 'hr_people_360', badge: 'Most complete' },
  faq: {
    heading: 'Questions buyers ask',
    items: [
      {
        q: 'How is the price calculated?',
        a: 'Monthly and quarterly plans are billed at the plan price per month; yearly plans at the lower base price per month, paid in advance. GST at 18% is added on the invoice.',
      },
      {
        q: 'What do the user ranges mean?',
        a: 'Each plan covers the number of users shown. If your team grows past it, move to a larger plan at any time and pay only the difference for the rest of the period.',
      },
      {
        q: 'How do I pay?',
        a: 'Pay by card, UPI or net banking through our payment partner. Subscriptions renew automatically and you can cancel before the next renewal.',
      },
      {
        q: 'Can I see it first?',
        a: 'Yes. Schedule a demo and we will show the plan you are considering with data like yours.',
      },
    ],
  },
};
