/**
 * Copy of the product brochures (`POST portal/customer/brochure?type={slug}`), one per product
 * page slug. Plain ASCII on purpose: the PDF uses a standard font (WinAnsi encoding).
 */
export interface Brochure {
  slug: string;
  title: string;
  tagline: string;
  intro: string;
  features: readonly string[];
}

/** Company line printed at the foot of every brochure (same facts as the app's site config). */
export const BROCHURE_CONTACT = {
  company: 'LNF Business Solutions Private Limited',
  line: 'Talk to us: products@lnf.example  |  +91 40 4852 7100  |  www.lnf.example',
  office: 'Level 9, Cyber Towers, HITEC City, Madhapur, Hyderabad, Telangana 500081, India',
};

const list: Brochure[] = [
  {
    slug: 'lnf-people-360',
    title: 'LNF People 360',
    tagline: 'The whole employee lifecycle on one platform.',
    intro:
      'HR, payroll, recruitment, performance and analytics share one employee record, so every team works from the same facts.',
    features: [
      'One employee record from offer letter to exit interview',
      'Payroll with PF, ESI, TDS and professional tax built in',
      'Leave, attendance and shift rules per location',
      'Goals, reviews and continuous feedback',
      'Self-service app for payslips, leave and documents',
      'People analytics with attrition and headcount trends',
    ],
  },
  {
    slug: 'lnf-recruiter',
    title: 'LNF Recruiter',
    tagline: 'Hire faster with one pipeline for every opening.',
    intro: 'Post jobs, screen candidates and schedule interviews without spreadsheets or lost emails.',
    features: [
      'Post to job boards and your careers page in one step',
      'Kanban pipeline with stages you define',
      'Interview scheduling synced with team calendars',
      'Scorecards that keep feedback structured and fair',
      'Offer letters generated from templates',
    ],
  },
  {
    slug: 'lnf-extractify',
    title: 'LNF Extractify',
    tagline: 'Turn resumes and documents into clean, structured data.',
    intro:
      'Extractify reads resumes, invoices and ID documents and fills your records, so nobody retypes what is already written down.',
    features: [
      'Resume parsing into skills, experience and education',
      'Invoice and receipt capture with GST details',
      'Works with PDFs, scans and phone photos',
      'Confidence scores with a quick human review queue',
      'APIs and connectors for LNF Recruiter and LNF Books',
    ],
  },
  {
    slug: 'lnf-cognify',
    title: 'LNF Cognify',
    tagline: 'Skills assessments and interview insight, powered by AI.',
    intro: 'Cognify measures what candidates and employees can do, and shows interviewers where to dig deeper.',
    features: [
      'Role-based aptitude and skills tests',
      'Coding and case-study assessments with auto-scoring',
      'Proctoring that respects candidate privacy',
      'Interview summaries and suggested follow-up questions',
      'Benchmarks against your best performers',
    ],
  },
  {
    slug: 'lnf-books',
    title: 'LNF Books',
    tagline: 'Accounts, invoicing and GST, done right every month.',
    intro: 'Keep your books current, get paid sooner and file GST returns with reports your auditor will like.',
    features: [
      'General ledger with multi-branch accounting',
      'GST-ready invoices, credit notes and e-way bills',
      'Bank feeds and one-click reconciliation',
      'Expense claims with receipt capture',
      'Real-time profit and loss, balance sheet and cash flow',
    ],
  },
  {
    slug: 'lnf-professional',
    title: 'LNF HR Professional',
    tagline: 'Core HR plus performance, timesheets and workflows.',
    intro: 'Everything a growing HR team needs to move beyond records into reviews, projects and approvals.',
    features: [
      'Employee records, documents and org chart',
      'Performance reviews with goals and ratings',
      'Timesheets by project and client',
      'Approval workflows for leave, expenses and changes',
      'Policies and acknowledgements in one place',
    ],
  },
  {
    slug: 'lnf-workforce',
    title: 'LNF Workforce',
    tagline: 'Shifts, attendance and field teams under control.',
    intro:
      'Plan rosters, track attendance across sites and keep overtime honest, whether people sit at desks or work in the field.',
    features: [
      'Shift planning with swaps and open shifts',
      'Attendance by biometric device, mobile or geofence',
      'Overtime and compliance rules per state',
      'Field visit tracking with photo proof',
      'Live dashboards for supervisors',
    ],
  },
  {
    slug: 'lnf-vendor-management',
    title: 'LNF Vendor Management',
    tagline: 'Onboard, pay and review vendors in one place.',
    intro: 'From the first quote to the last invoice, every vendor conversation and document lives in one record.',
    features: [
      'Vendor onboarding with KYC and GST checks',
      'Contracts and renewals with reminders',
      'Purchase orders matched to invoices',
      'Staffing vendors and contractor timesheets',
      'Vendor scorecards on quality and timeliness',
    ],
  },
  {
    slug: 'lnf-aspire',
    title: 'LNF Aspire',
    tagline: 'Learning and careers that keep your people growing.',
    intro: 'Aspire connects courses, skills and career paths, so employees see where they can go and how to get there.',
    features: [
      'Course catalogue with your own and partner content',
      'Skill profiles and gap analysis',
      'Career paths and internal job moves',
      'Mentoring programmes with progress tracking',
      'Certificates and compliance training reports',
    ],
  },
  {
    slug: 'lnf-analytics',
    title: 'LNF Analytics',
    tagline: 'Answers about your people and business, not just reports.',
    intro: 'Analytics brings HR, payroll, recruiting and finance data together in dashboards anyone can read.',
    features: [
      'Headcount, attrition and diversity dashboards',
      'Payroll cost and budget variance by team',
      'Hiring funnel and time-to-hire trends',
      'Scheduled reports to email and chat',
      'Row-level access so people see only their data',
    ],
  },
  {
    slug: 'lnf-job-portal',
    title: 'LNF Job Portal',
    tagline: 'A careers site that candidates actually finish applying on.',
    intro: 'Publish a branded, mobile-first job portal that feeds applications straight into your hiring pipeline.',
    features: [
      'Branded careers site with your own domain',
      'Two-minute mobile application with resume upload',
      'Job alerts and talent community sign-up',
      'Referral programme for employees',
      'Search-friendly job pages that rank on Google',
    ],
  },
  {
    slug: 'lnf-technology',
    title: 'LNF Technology Services',
    tagline: 'Implementation, integration and custom engineering.',
    intro: 'Our engineers set LNF up around the way you work and connect it to the systems you already run.',
    features: [
      'Guided implementation with data migration',
      'Integrations with ERP, banks and biometric devices',
      'Custom reports, workflows and extensions',
      'Single sign-on and security reviews',
      'Named support engineer after go-live',
    ],
  },
];

/** Brochures by slug. A Map, so slugs like `constructor` are never found on a prototype. */
export const BROCHURES: ReadonlyMap<string, Brochure> = new Map(list.map((b) => [b.slug, b]));
