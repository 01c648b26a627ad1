import type { LegalPageContent, MarketingPageContent } from './content/types';
import { pageTitle, SITE_NAME, type PageModule, type RouteDef } from './route-def';
import { priceClaim } from './content/pricing';

/**
 * A marketing route's page: the shared layout and the route's own copy, loaded together as two
 * small chunks, so no page carries another page's words.
 */
function marketing(content: () => Promise<MarketingPageContent>): () => Promise<PageModule> {
  return () =>
    Promise.all([import('./pages/public/MarketingPage'), content()]).then(([page, copy]) => ({
      default: page.withContent(copy),
    }));
}

/** A legal route's page: the document layout and the route's own text. */
function legal(content: () => Promise<LegalPageContent>): () => Promise<PageModule> {
  return () =>
    Promise.all([import('./pages/public/LegalPage'), content()]).then(([page, copy]) => ({
      default: page.withContent(copy),
    }));
}

const prerender = (route: Omit<RouteDef, 'render'>): RouteDef => ({ ...route, render: 'prerender' });

/** The visitor side: prerendered to HTML at build time (issue 6). */
export const publicRoutes: RouteDef[] = [
  prerender({
    path: '/',
    title: `${SITE_NAME} | All-in-one business software for HR, payroll, recruiting and accounts`,
    description:
      'LNF runs HR, payroll, recruiting, accounts and analytics on one platform, so growing businesses work from one source of truth.',
    load: () => import('./pages/Home'),
  }),

  // Products (the header's mega menu, then Technology).
  prerender({
    path: '/lnf-people-360',
    title: pageTitle('LNF People 360: all-in-one HR for the whole employee lifecycle'),
    description:
      'Core HR, attendance, payroll, recruitment, appraisals and self-service on one employee record, with automation and live analytics.',
    load: marketing(() => import('./content/products/lnf-people-360').then((m) => m.lnfPeople360)),
  }),
  prerender({
    path: '/lnf-workforce',
    title: pageTitle('LNF Workforce: payroll and statutory compliance'),
    description:
      'Indian payroll with PF, ESI, professional tax, LWF and TDS computed from live attendance, and every return ready on time.',
    load: marketing(() => import('./content/products/lnf-workforce').then((m) => m.lnfWorkforce)),
  }),
  prerender({
    path: '/lnf-recruiter',
    title: pageTitle('LNF Recruiter: recruitment from requisition to offer'),
    description:
      'Requisitions, multi-channel job posting, hiring pipelines, interview scheduling and e-signed offers in one applicant tracking system.',
    load: marketing(() => import('./content/products/lnf-recruiter').then((m) => m.lnfRecruiter)),
  }),
  prerender({
    path: '/lnf-extractify',
    title: pageTitle('LNF Extractify: AI resume parsing and talent insights'),
    description:
      'Extractify parses resumes in any format into structured profiles, matches skills to the job and ranks candidates with reasons.',
    load: marketing(() => import('./content/products/lnf-extractify').then((m) => m.lnfExtractify)),
  }),
  prerender({
    path: '/lnf-cognify',
    title: pageTitle('LNF Cognify: AI search across unstructured documents'),
    description:
      'Ask questions of contracts, policies, emails and scans, get answers with citations, and turn documents into structured data.',
    load: marketing(() => import('./content/products/lnf-cognify').then((m) => m.lnfCognify)),
  }),
  prerender({
    path: '/lnf-books',
    title: pageTitle('LNF Books: accounts, invoicing and GST returns'),
    description:
      'GST invoicing and e-invoicing, payables, bank reconciliation, GST and TDS returns and financial statements in one ledger.',
    load: marketing(() => import('./content/products/lnf-books').then((m) => m.lnfBooks)),
  }),
  prerender({
    path: '/lnf-professional',
    title: pageTitle('LNF Professional: employee management and processes'),
    description:
      'Employee directory, configurable workflows, documents, assets, policy acknowledgements and an employee helpdesk.',
    load: marketing(() => import('./content/products/lnf-professional').then((m) => m.lnfProfessional)),
  }),
  prerender({
    path: '/lnf-vendor-management',
    title: pageTitle('LNF Vendor Management: hiring through staffing partners'),
    description:
      'Share requirements with empanelled agencies, receive de-duplicated candidates in one portal and reconcile agency invoices.',
    load: marketing(() => import('./content/products/lnf-vendor-management').then((m) => m.lnfVendorManagement)),
  }),
  prerender({
    path: '/lnf-aspire',
    title: pageTitle('LNF Aspire: goals, reviews and appraisal management'),
    description:
      'Goals and OKRs, check-ins, 360° reviews, calibration and increment planning in one fair, transparent appraisal cycle.',
    load: marketing(() => import('./content/products/lnf-aspire').then((m) => m.lnfAspire)),
  }),
  prerender({
    path: '/lnf-analytics',
    title: pageTitle('LNF Analytics: dashboards and business insight'),
    description:
      'Ready dashboards for people, payroll, hiring and finance, self-service exploration, alerts and scheduled report packs.',
    load: marketing(() => import('./content/products/lnf-analytics').then((m) => m.lnfAnalytics)),
  }),
  prerender({
    path: '/lnf-job-portal',
    title: pageTitle('LNF Job Portal: your careers site and job board'),
    description:
      'A branded careers site on your own domain with quick mobile applications, employee referrals and a pipeline into LNF Recruiter.',
    load: marketing(() => import('./content/products/lnf-job-portal').then((m) => m.lnfJobPortal)),
  }),
  prerender({
    path: '/lnf-technology',
    title: pageTitle('LNF Technology: the secure cloud platform'),
    description:
      'One data model, one permission system and one audit trail under every LNF product, hosted in India with open APIs.',
    load: marketing(() => import('./content/products/lnf-technology').then((m) => m.lnfTechnology)),
  }),

  // Solutions and company.
  prerender({
    path: '/employee',
    title: pageTitle('Employee management software'),
    description:
      'Onboarding, attendance, leave, documents, appraisals and exits with self-service for employees and managers.',
    load: marketing(() => import('./content/employee').then((m) => m.employee)),
  }),
  prerender({
    path: '/recruitment',
    title: pageTitle('Recruitment software'),
    description:
      'Careers site, job boards, referrals and agencies feeding one pipeline, with AI resume ranking and offers that become employees.',
    load: marketing(() => import('./content/recruitment').then((m) => m.recruitment)),
  }),
  prerender({
    path: '/timesheet',
    title: pageTitle('Timesheets and client management'),
    description:
      'Timesheets, projects, client records and approvals that turn billable hours into GST invoices without chasing anyone.',
    load: marketing(() => import('./content/timesheet').then((m) => m.timesheet)),
  }),
  prerender({
    path: '/vendor-management',
    title: pageTitle('Vendor management software'),
    description:
      'Verified vendor onboarding, contracts and renewals, performance scorecards and payables with TDS and MSME timelines.',
    load: marketing(() => import('./content/vendor-management').then((m) => m.vendorManagement)),
  }),
  prerender({
    path: '/about',
    title: pageTitle('About Us'),
    description:
      'LNF builds one platform for HR, payroll, recruiting and accounts for growing Indian businesses. Our story, values and team.',
    load: marketing(() => import('./content/about').then((m) => m.about)),
  }),
  prerender({
    path: '/company',
    title: pageTitle('Company'),
    description:
      'LNF Business Solutions Private Limited: a founder-led software company in Hyderabad. Offices, security commitments and careers.',
    load: marketing(() => import('./content/company').then((m) => m.company)),
  }),
  prerender({
    path: '/clients',
    title: pageTitle('Clients'),
    description:
      'More than 1,200 manufacturers, hospitals, logistics firms, software companies and retailers run their back office on LNF.',
    load: marketing(() => import('./content/clients').then((m) => m.clients)),
  }),

  // Forms and pricing.
  prerender({
    path: '/schedule-demo',
    title: pageTitle('Schedule a demo'),
    description:
      'Book a 30-minute LNF demo with a product specialist, focused on the HR, payroll, recruiting or accounts modules you need.',
    load: () => import('./pages/public/ScheduleDemo'),
  }),
  prerender({
    path: '/contact',
    title: pageTitle('Contact Us'),
    description:
      'Write to LNF about products, pricing, partnerships or your account, or reach our Hyderabad office by phone and email.',
    load: () => import('./pages/public/Contact'),
  }),
  prerender({
    path: '/download-brochure',
    title: pageTitle('Download a product brochure'),
    description:
      'Download the PDF brochure of any LNF product: features, implementation and pricing, ready to share with your team.',
    load: () => import('./pages/public/DownloadBrochure'),
  }),
  prerender({
    path: '/our-plans',
    title: pageTitle('Pricing and plans'),
    description: `LNF plans in Indian rupees from ${priceClaim.monthly} a month (${priceClaim.yearly} billed yearly), billed monthly, quarterly or yearly, with the users each plan includes.`,
    load: () => import('./pages/public/OurPlans'),
  }),
  prerender({
    path: '/registration',
    title: pageTitle('Create your customer account'),
    description: 'Create an LNF customer account to buy plans online, download receipts and raise support tickets.',
    load: () => import('./pages/public/Registration'),
  }),

  // Legal.
  prerender({
    path: '/privacy-policy',
    title: pageTitle('Privacy Policy'),
    description:
      'How LNF collects, uses, stores and protects personal data under the Digital Personal Data Protection Act, 2023, and your rights.',
    load: legal(() => import('./content/privacy-policy').then((m) => m.privacyPolicy)),
  }),
  prerender({
    path: '/terms-and-service',
    title: pageTitle('Terms of Service'),
    description:
      'The terms for using the LNF website, customer portal and subscription products: accounts, billing, data and liability.',
    load: legal(() => import('./content/terms-and-service').then((m) => m.termsAndService)),
  }),

  prerender({
    path: '/permissionDenied',
    title: pageTitle('Permission denied'),
    description: 'You need to log in with a portal account to open this page.',
    load: () => import('./pages/PermissionDenied'),
  }),
];
