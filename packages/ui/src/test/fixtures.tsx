/**
 * Fixture data for stories and tests: the shapes the app passes in, with the spec's texts.
 * Not exported from the package.
 */
import {
  BarChart3,
  BookOpen,
  BriefcaseBusiness,
  FileSearch,
  Handshake,
  Search,
  TrendingUp,
  UserRoundSearch,
  Users,
  Wallet,
} from 'lucide-react';
import type { MegaMenuEntry } from '../MegaMenu/MegaMenuList';

export const productEntries: MegaMenuEntry[] = [
  {
    href: '/lnf-people-360',
    heading: 'LNF People 360',
    description: 'All-in-one HR for the whole employee lifecycle.',
    icon: <Users />,
  },
  {
    href: '/lnf-recruiter',
    heading: 'LNF Recruiter',
    description: 'Recruitment, end to end.',
    icon: <UserRoundSearch />,
  },
  {
    href: '/lnf-extractify',
    heading: 'LNF Extractify',
    description: 'Resume parsing and talent insights with AI.',
    icon: <FileSearch />,
  },
  {
    href: '/lnf-cognify',
    heading: 'LNF Cognify',
    description: 'AI search across unstructured content.',
    icon: <Search />,
  },
  { href: '/lnf-books', heading: 'LNF Books', description: 'Accounts management.', icon: <BookOpen /> },
  {
    href: '/lnf-professional',
    heading: 'LNF Professional',
    description: 'Employee management systems and processes.',
    icon: <BriefcaseBusiness />,
  },
  {
    href: '/lnf-workforce',
    heading: 'LNF Workforce',
    description: 'Payroll and compliance management.',
    icon: <Wallet />,
  },
  {
    href: '/lnf-vendor-management',
    heading: 'LNF Vendor Management',
    description: 'Streamlined hiring through vendors.',
    icon: <Handshake />,
  },
  { href: '/lnf-aspire', heading: 'LNF Aspire', description: 'Appraisal management.', icon: <TrendingUp /> },
  {
    href: '/lnf-analytics',
    heading: 'LNF Analytics',
    description: 'Analytics, BI and company insights.',
    icon: <BarChart3 />,
  },
];

export const site = {
  name: 'LNF',
  legalName: 'LNF Business Solutions Private Limited',
  copyrightYear: 2025,
  blurb:
    'LNF builds one platform for the whole business: people, payroll, recruiting, accounts and analytics, so growing teams run on one source of truth instead of ten spreadsheets.',
  emails: { productQueries: 'products@lnf.example', info: 'info@lnf.example' },
  phone: '+91 40 4852 7100',
  office: ['Level 9, Cyber Towers, HITEC City', 'Madhapur, Hyderabad, Telangana 500081', 'India'],
};

/** A stand-in logo: an amber mark and the wordmark. */
export function FixtureLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--lnf-space-2)' }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--lnf-color-brand)" />
        <path d="M10 8v16h12v-4h-8V8z" fill="var(--lnf-color-bg-inverse)" />
        <circle cx="22" cy="11" r="3" fill="var(--lnf-color-fg-inverse)" />
      </svg>
      <span
        style={{
          fontSize: 'var(--lnf-font-size-xl)',
          fontWeight: 'var(--lnf-font-weight-bold)',
          letterSpacing: '0.04em',
          color: inverse ? 'var(--lnf-color-fg-inverse)' : 'var(--lnf-color-fg-default)',
        }}
      >
        LNF
      </span>
    </span>
  );
}

/** Plans with the spec's default prices (section 9). */
export const plans = [
  {
    id: 'hr_essential',
    name: 'HR Essential',
    price: 2999,
    allowance: '1-10 users',
    description: 'Core HR for small teams getting organised.',
    features: ['Employee records and documents', 'Leave and attendance', 'Self-service portal'],
  },
  {
    id: 'hr_professional',
    name: 'HR Professional',
    price: 3999,
    allowance: '1-10 users',
    description: 'Everything in Essential, plus workflows.',
    features: ['Everything in HR Essential', 'Approval workflows', 'Appraisals', 'Reports and exports'],
  },
  {
    id: 'hr_people_360',
    name: 'LNF People 360',
    price: 6999,
    allowance: '10-50 users',
    description: 'The whole employee lifecycle on one platform.',
    features: ['Everything in HR Professional', 'Payroll and compliance', 'Recruitment', 'Analytics dashboards'],
  },
  {
    id: 'recruiter_pro',
    name: 'Recruiter Pro',
    price: 5999,
    allowance: '10-20 users',
    description: 'Hiring pipelines for growing teams.',
    features: ['Job posts and pipelines', 'Resume parsing', 'Interview scheduling'],
  },
];

export const periods = [
  { id: 'MONTHLY', label: 'Monthly', months: 1, periodLabel: '/ month' },
  { id: 'QUARTERLY', label: 'Quarterly', months: 3, periodLabel: '/ quarter' },
  { id: 'ANNUALLY', label: 'Yearly', months: 12, periodLabel: '/ year' },
];

const logoShapes = [
  <circle key="c" cx="16" cy="16" r="12" />,
  <rect key="r" x="4" y="4" width="24" height="24" rx="6" />,
  <path key="t" d="M16 3 29 28H3z" />,
  <path key="d" d="M16 2 30 16 16 30 2 16z" />,
  <path key="h" d="M9 3h14l7 13-7 13H9L2 16z" />,
  <path key="s" d="M4 16a12 12 0 0 1 24 0h-6a6 6 0 0 0-12 0z" />,
];

/** Made-up client wordmarks for the logo strip. */
export const clientLogos = [
  'Deccan Retail',
  'Kaveri Foods',
  'Northwind Logistics',
  'Indus Fintech',
  'Sahyadri Health',
  'Tarang Media',
].map((name, index) => ({
  name,
  logo: (
    <svg viewBox={`0 0 ${44 + name.length * 11} 32`} height="32" fill="currentColor">
      <g fill="var(--lnf-color-brand)">{logoShapes[index]}</g>
      <text x="40" y="22" fontSize="16" fontWeight="700" fontFamily="inherit">
        {name}
      </text>
    </svg>
  ),
}));
