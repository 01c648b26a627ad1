import type { ProductIconName } from './types';

/** One product of the catalogue: its page, its mega menu card and its brochure. */
export interface ProductSummary {
  /** Page slug, also the brochure type (`POST portal/customer/brochure?type=`). */
  slug: string;
  name: string;
  /** One line for the mega menu card. */
  summary: string;
  icon: ProductIconName;
}

/** The products of the mega menu, in the order a buyer meets them (spec section 2). */
export const products: ProductSummary[] = [
  {
    slug: 'lnf-people-360',
    name: 'LNF People 360',
    summary: 'All-in-one HR for the whole employee lifecycle',
    icon: 'people',
  },
  { slug: 'lnf-workforce', name: 'LNF Workforce', summary: 'Payroll and statutory compliance', icon: 'payroll' },
  { slug: 'lnf-recruiter', name: 'LNF Recruiter', summary: 'Recruitment from requisition to offer', icon: 'recruit' },
  { slug: 'lnf-extractify', name: 'LNF Extractify', summary: 'AI resume parsing and talent insights', icon: 'extract' },
  { slug: 'lnf-cognify', name: 'LNF Cognify', summary: 'AI search across unstructured documents', icon: 'search' },
  { slug: 'lnf-books', name: 'LNF Books', summary: 'Accounts, invoicing and GST returns', icon: 'books' },
  {
    slug: 'lnf-professional',
    name: 'LNF Professional',
    summary: 'Employee management and processes',
    icon: 'professional',
  },
  {
    slug: 'lnf-vendor-management',
    name: 'LNF Vendor Management',
    summary: 'Hiring through staffing partners',
    icon: 'vendor',
  },
  { slug: 'lnf-aspire', name: 'LNF Aspire', summary: 'Goals, reviews and appraisals', icon: 'appraisal' },
  { slug: 'lnf-analytics', name: 'LNF Analytics', summary: 'Dashboards and business insight', icon: 'analytics' },
  { slug: 'lnf-job-portal', name: 'LNF Job Portal', summary: 'Your careers site and job board', icon: 'jobs' },
];

/** The platform page, the header's Technology item; it has a brochure too. */
export const technology: ProductSummary = {
  slug: 'lnf-technology',
  name: 'LNF Technology',
  summary: 'The cloud platform under every product',
  icon: 'technology',
};
