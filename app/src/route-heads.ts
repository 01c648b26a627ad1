import { articles, RESOURCES_FEED } from './content/articles';
import { DEFAULT_PLANS, formatWholeRupees } from '@lnf/sdk';
import { pageTitle, SITE_NAME } from './route-def';

export interface RouteHead {
  title: string;
  description: string;
  /** Another form of the page, linked from its head (`<link rel="alternate">`): the Resources feed. */
  alternate?: { type: string; title: string; href: string };
}

/** Each article's head: its title and its summary, from its front matter. */
const articleHeads: Record<string, RouteHead> = Object.fromEntries(
  articles.map((a) => [a.path, { title: pageTitle(a.title), description: a.summary, alternate: RESOURCES_FEED }]),
);

/**
 * Each route's title and description, by its path (patterns as in the route table). Apart from
 * the routes, so the browser's first load carries none of this text: a prerendered page has its
 * own head in the HTML, and the client loads this module to keep the head in step after the first
 * navigation (LayoutShell). The prerender and the tests import it directly.
 */
/** The cheapest published plan's rate, '₹2,999': this module loads after the first paint, so it may compute it. */
const cheapest = (rate: 'price' | 'basePrice') => formatWholeRupees(Math.min(...DEFAULT_PLANS.map((p) => p[rate])));

export const routeHeads: Record<string, RouteHead> = {
  '/': {
    title: `${SITE_NAME} | All-in-one business software for HR, payroll, recruiting and accounts`,
    description:
      'LNF runs HR, payroll, recruiting, accounts and analytics on one platform, so growing businesses work from one source of truth.',
  },
  '/lnf-people-360': {
    title: pageTitle('LNF People 360: all-in-one HR for the whole employee lifecycle'),
    description:
      'Core HR, attendance, payroll, recruitment, appraisals and self-service on one employee record, with automation and live analytics.',
  },
  '/lnf-workforce': {
    title: pageTitle('LNF Workforce: payroll and statutory compliance'),
    description:
      'Indian payroll with PF, ESI, professional tax, LWF and TDS computed from live attendance, and every return ready on time.',
  },
  '/lnf-recruiter': {
    title: pageTitle('LNF Recruiter: recruitment from requisition to offer'),
    description:
      'Requisitions, multi-channel job posting, hiring pipelines, interview scheduling and e-signed offers in one applicant tracking system.',
  },
  '/lnf-extractify': {
    title: pageTitle('LNF Extractify: AI resume parsing and talent insights'),
    description:
      'Extractify parses resumes in any format into structured profiles, matches skills to the job and ranks candidates with reasons.',
  },
  '/lnf-cognify': {
    title: pageTitle('LNF Cognify: AI search across unstructured documents'),
    description:
      'Ask questions of contracts, policies, emails and scans, get answers with citations, and turn documents into structured data.',
  },
  '/lnf-books': {
    title: pageTitle('LNF Books: accounts, invoicing and GST returns'),
    description:
      'GST invoicing and e-invoicing, payables, bank reconciliation, GST and TDS returns and financial statements in one ledger.',
  },
  '/lnf-professional': {
    title: pageTitle('LNF Professional: employee management and processes'),
    description:
      'Employee directory, configurable workflows, documents, assets, policy acknowledgements and an employee helpdesk.',
  },
  '/lnf-vendor-management': {
    title: pageTitle('LNF Vendor Management: hiring through staffing partners'),
    description:
      'Share requirements with empanelled agencies, receive de-duplicated candidates in one portal and reconcile agency invoices.',
  },
  '/lnf-aspire': {
    title: pageTitle('LNF Aspire: goals, reviews and appraisal management'),
    description:
      'Goals and OKRs, check-ins, 360° reviews, calibration and increment planning in one fair, transparent appraisal cycle.',
  },
  '/lnf-analytics': {
    title: pageTitle('LNF Analytics: dashboards and business insight'),
    description:
      'Ready dashboards for people, payroll, hiring and finance, self-service exploration, alerts and scheduled report packs.',
  },
  '/lnf-job-portal': {
    title: pageTitle('LNF Job Portal: your careers site and job board'),
    description:
      'A branded careers site on your own domain with quick mobile applications, employee referrals and a pipeline into LNF Recruiter.',
  },
  '/lnf-technology': {
    title: pageTitle('LNF Technology: the secure cloud platform'),
    description:
      'One data model, one permission system and one audit trail under every LNF product, hosted in India with open APIs.',
  },
  '/employee': {
    title: pageTitle('Employee management software'),
    description:
      'Onboarding, attendance, leave, documents, appraisals and exits with self-service for employees and managers.',
  },
  '/recruitment': {
    title: pageTitle('Recruitment software'),
    description:
      'Careers site, job boards, referrals and agencies feeding one pipeline, with AI resume ranking and offers that become employees.',
  },
  '/timesheet': {
    title: pageTitle('Timesheets and client management'),
    description:
      'Timesheets, projects, client records and approvals that turn billable hours into GST invoices without chasing anyone.',
  },
  '/vendor-management': {
    title: pageTitle('Vendor management software'),
    description:
      'Verified vendor onboarding, contracts and renewals, performance scorecards and payables with TDS and MSME timelines.',
  },
  '/about': {
    title: pageTitle('About Us'),
    description:
      'LNF builds one platform for HR, payroll, recruiting and accounts for growing Indian businesses. Our story, values and team.',
  },
  '/company': {
    title: pageTitle('Company'),
    description:
      'LNF Business Solutions Private Limited: a founder-led software company in Hyderabad. Offices, security commitments and careers.',
  },
  '/clients': {
    title: pageTitle('Clients'),
    description:
      'More than 1,200 manufacturers, hospitals, logistics firms, software companies and retailers run their back office on LNF.',
  },
  '/schedule-demo': {
    title: pageTitle('Schedule a demo'),
    description:
      'Book a 30-minute LNF demo with a product specialist, focused on the HR, payroll, recruiting or accounts modules you need.',
  },
  '/contact': {
    title: pageTitle('Contact Us'),
    description:
      'Write to LNF about products, pricing, partnerships or your account, or reach our Hyderabad office by phone and email.',
  },
  '/download-brochure': {
    title: pageTitle('Download a product brochure'),
    description:
      'Download the PDF brochure of any LNF product: features, implementation and pricing, ready to share with your team.',
  },
  '/our-plans': {
    title: pageTitle('Pricing and plans'),
    description: `LNF plans in Indian rupees from ${cheapest('price')} a month (${cheapest('basePrice')} billed yearly), billed monthly, quarterly or yearly, with the users each plan includes.`,
  },
  '/registration': {
    title: pageTitle('Create your customer account'),
    description: 'Create an LNF customer account to buy plans online, download receipts and raise support tickets.',
  },
  '/resources': {
    title: pageTitle('Resources: guides to payroll, GST and hiring'),
    description:
      'Practical guides from the LNF product team on Indian payroll compliance, GST and accounts, and running a hiring pipeline.',
    alternate: RESOURCES_FEED,
  },
  ...articleHeads,
  '/privacy-policy': {
    title: pageTitle('Privacy Policy'),
    description:
      'How LNF collects, uses, stores and protects personal data under the Digital Personal Data Protection Act, 2023, and your rights.',
  },
  '/terms-and-service': {
    title: pageTitle('Terms of Service'),
    description:
      'The terms for using the LNF website, customer portal and subscription products: accounts, billing, data and liability.',
  },
  '/permissionDenied': {
    title: pageTitle('Permission denied'),
    description: 'You need to log in with a portal account to open this page.',
  },
  '/basket': {
    title: pageTitle('Basket'),
    description: 'Your chosen LNF plan, its price with GST, and your order.',
  },
  '/order-confirmation/:orderId': {
    title: pageTitle('Order confirmation'),
    description: 'The receipt of your LNF order.',
  },
  '/dashboard': {
    title: pageTitle('Dashboard'),
    description: 'Your LNF subscriptions, orders and support tickets.',
  },
  '/billing': {
    title: pageTitle('Billing'),
    description: 'Your subscriptions, payments, receipts and tax invoices.',
  },
  '/profile': {
    title: pageTitle('Profile'),
    description: 'Your customer details and addresses.',
  },
  '/security': {
    title: pageTitle('Security'),
    description: 'Your password, signed-in browsers, sign-in history and email.',
  },
  '/undo-email': {
    title: pageTitle('Undo the email change'),
    description: 'Give your account its old email back.',
  },
  '/demo-booking/:token': {
    title: pageTitle('Your demo booking'),
    description: 'See, move or cancel your LNF demo.',
  },
  '/privacy-centre': {
    title: pageTitle('Privacy centre'),
    description: 'Your consents, your data, your requests, your nominee, and deleting your account.',
  },
  '/customer-support': {
    title: pageTitle('Customer support'),
    description: 'Raise and follow your support tickets.',
  },
  '/audit-logs': {
    title: pageTitle('Audit logs'),
    description: 'Who changed what, and when.',
  },
  '/undelivered-notifications': {
    title: pageTitle('Undelivered notifications'),
    description: 'Notifications that could not be delivered, to send again.',
  },
  '/privacy-requests': {
    title: pageTitle('Privacy requests'),
    description: 'Open requests under the DPDP Act, with their deadlines.',
  },
  '/backoffice': {
    title: pageTitle('Back-office'),
    description: 'Find a customer and see everything about them.',
  },
  '/backoffice/customers/:id': {
    title: pageTitle('Customer'),
    description: 'A customer: subscriptions, payments, invoices, tickets, leads and notes.',
  },
  '/backoffice/leads': {
    title: pageTitle('Leads'),
    description: 'Demo requests and contact messages, their status and owner.',
  },
  '/backoffice/records': {
    title: pageTitle('Records'),
    description:
      'Orders, payments, subscriptions, invoices, tickets and audit logs, sorted, filtered and downloadable.',
  },
  '/backoffice/funnel': {
    title: pageTitle('Funnel'),
    description: 'Visits, demo requests, sign-ups and first payments, by week and by landing page.',
  },
  '/backoffice/demos': {
    title: pageTitle('Demo availability'),
    description: 'When visitors may book a demo, and the demos booked for the next two weeks.',
  },
  '/backoffice/revenue': {
    title: pageTitle('Revenue'),
    description: 'MRR and its movement, subscriptions by plan, failed renewals and refunds, by month.',
  },
  '/backoffice/staff': {
    title: pageTitle('Staff'),
    description: 'LNF staff and their roles; invite a new member of staff.',
  },
  '/404': {
    title: pageTitle('Page not found'),
    description: 'The page may have been moved or deleted.',
  },
};

/** The head of a route, by its path pattern (the not-found page's for an unknown one). */
export function headOf(path: string): RouteHead {
  return routeHeads[path] ?? routeHeads['/404']!;
}
