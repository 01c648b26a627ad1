/**
 * Business constants of the spec (section 9) and the design (section 3), shared by
 * the app, the server's seed and validation. Pure data: safe to import anywhere.
 */
import type { BillingPeriod } from './domain/calendar';
import type { PlanSeed } from './schemas/product';

/** The seven plan names (spec section 3), all of product type LNF-IND. */
export const PLAN_NAMES = [
  'hr_essential',
  'hr_professional',
  'lnf_payroll',
  'lnf_accounts',
  'recruiter_lite',
  'recruiter_pro',
  'hr_people_360',
] as const;

/** A plan name. */
export type PlanName = (typeof PLAN_NAMES)[number];

/** Product type of every default plan; `GET portal/product/{planType}` takes it. */
export const DEFAULT_PRODUCT_TYPE = 'LNF-IND';

/**
 * The default plans the server seeds (spec section 9): price bills monthly and quarterly
 * terms per month, basePrice bills annual terms per month (rupees); users 1-10 except
 * recruiter_pro (10-20) and hr_people_360 (10-50). Each display name is the name of the product
 * the plan sells (the /lnf-* pages), so pricing, basket, dashboard and receipts agree.
 */
export const DEFAULT_PLANS: readonly PlanSeed[] = [
  {
    name: 'hr_essential',
    sku: 'LNF-HR-ESS',
    displayName: 'LNF Professional Essential',
    shortDescription: 'Core HR for small teams: employee records, leave and attendance.',
    price: 2999,
    basePrice: 2500,
    minUsers: 1,
    maxUsers: 10,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Employee records', 'Leave', 'Attendance'],
  },
  {
    name: 'hr_professional',
    sku: 'LNF-HR-PRO',
    displayName: 'LNF Professional',
    shortDescription: 'Everything in Essential, plus appraisals, documents and employee self-service.',
    price: 3999,
    basePrice: 3500,
    minUsers: 1,
    maxUsers: 10,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Employee records', 'Leave', 'Attendance', 'Appraisal', 'Documents', 'Self-service'],
  },
  {
    name: 'lnf_payroll',
    sku: 'LNF-PAYROLL',
    displayName: 'LNF Workforce',
    shortDescription: 'Payroll runs, statutory compliance and payslips.',
    price: 7999,
    basePrice: 7500,
    minUsers: 1,
    maxUsers: 10,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Payroll', 'Compliance', 'Payslips'],
  },
  {
    name: 'lnf_accounts',
    sku: 'LNF-ACCOUNTS',
    displayName: 'LNF Books',
    shortDescription: 'Ledger, invoicing and GST-ready accounts.',
    price: 8999,
    basePrice: 8500,
    minUsers: 1,
    maxUsers: 10,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Ledger', 'Invoicing', 'GST reports'],
  },
  {
    name: 'recruiter_lite',
    sku: 'LNF-REC-LITE',
    displayName: 'LNF Recruiter Lite',
    shortDescription: 'Job posts, applicant tracking and interview scheduling.',
    price: 4999,
    basePrice: 4500,
    minUsers: 1,
    maxUsers: 10,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Job posts', 'Applicant tracking', 'Interviews'],
  },
  {
    name: 'recruiter_pro',
    sku: 'LNF-REC-PRO',
    displayName: 'LNF Recruiter Pro',
    shortDescription: 'Everything in Lite, plus resume parsing, vendors and hiring analytics.',
    price: 5999,
    basePrice: 5500,
    minUsers: 10,
    maxUsers: 20,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Job posts', 'Applicant tracking', 'Interviews', 'Resume parsing', 'Vendors', 'Analytics'],
  },
  {
    name: 'hr_people_360',
    sku: 'LNF-PEOPLE-360',
    displayName: 'LNF People 360',
    shortDescription: 'The whole employee lifecycle in one platform: HR, payroll, recruitment and analytics.',
    price: 6999,
    basePrice: 6500,
    minUsers: 10,
    maxUsers: 50,
    productType: DEFAULT_PRODUCT_TYPE,
    components: ['Employee records', 'Leave', 'Attendance', 'Payroll', 'Recruitment', 'Appraisal', 'Analytics'],
  },
];

/** What people read for a plan: its display name ('LNF Professional'), or its name spaced out. */
export function planLabel(name: string): string {
  return DEFAULT_PLANS.find((p) => p.name === name)?.displayName ?? name.replace(/_/g, ' ');
}

/** What people read for each renewal term. */
export const BILLING_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  ANNUALLY: 'Yearly',
};

/** The one currency. */
export const CURRENCY = 'INR';

/** Business categories of the customer form. */
export const BUSINESS_CATEGORIES: readonly { value: string; label: string }[] = [
  ['software-development', 'Software Development'],
  ['it-services', 'IT Services & Consulting'],
  ['banking', 'Banking'],
  ['insurance', 'Insurance'],
  ['fintech', 'Fintech'],
  ['financial-services', 'Financial Services'],
  ['accounting', 'Accounting & Audit'],
  ['e-commerce', 'E-commerce'],
  ['retail', 'Retail'],
  ['wholesale', 'Wholesale & Distribution'],
  ['manufacturing', 'Manufacturing'],
  ['automotive', 'Automotive'],
  ['pharmaceuticals', 'Pharmaceuticals'],
  ['healthcare', 'Healthcare'],
  ['hospitals', 'Hospitals & Clinics'],
  ['k-12', 'K-12 Education'],
  ['higher-education', 'Higher Education'],
  ['edtech', 'EdTech'],
  ['hotels', 'Hotels'],
  ['restaurants', 'Restaurants & Food Services'],
  ['travel', 'Travel & Tourism'],
  ['real-estate', 'Real Estate'],
  ['construction', 'Construction'],
  ['renewable-energy', 'Renewable Energy'],
  ['oil-gas', 'Oil & Gas'],
  ['utilities', 'Utilities'],
  ['logistics', 'Logistics & Supply Chain'],
  ['telecommunications', 'Telecommunications'],
  ['media', 'Media & Entertainment'],
  ['marketing', 'Marketing & Advertising'],
  ['legal', 'Legal Services'],
  ['consulting', 'Management Consulting'],
  ['staffing', 'Staffing & Recruitment'],
  ['government', 'Government & Public Sector'],
  ['non-profit', 'Non-profit'],
  ['agriculture', 'Agriculture'],
  ['textiles', 'Textiles & Apparel'],
  ['Other', 'Other'],
].map(([value, label]) => ({ value, label }));

/** Issue types a ticket may have. */
export const ISSUE_TYPES = ['Bug', 'Task'] as const;

/** Rows per audit log page. */
export const AUDIT_PAGE_SIZE = 10;

/** Digits in an OTP. */
export const OTP_LENGTH = 6;

/** Seconds an OTP panel counts down before the page reloads. */
export const OTP_COUNTDOWN_SECONDS = 300;

// Spec section 9's timings: a module of their own, so a first view that needs only them (the
// cookie notice's days, the request bar's delay) loads none of the other constants.
export { TIMINGS } from './timings';

/** Group paths of the access token's `group` claim. */
export const GROUPS = {
  PORTAL: '/PortalGroup',
  ADMIN: '/PortalGroup/PortalAdminGroup',
} as const;
