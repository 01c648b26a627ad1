/**
 * Neutral sample content for the marketing and pattern stories (Header, MegaMenu, Footer, Hero):
 * a design system's stories show a made-up company, Acme, and its made-up products, not one
 * product's copy. The unit tests keep their own fixtures in ./fixtures. Not exported from the package.
 */
import {
  BarChart3,
  BookOpen,
  BriefcaseBusiness,
  CircleCheck,
  FileSearch,
  Handshake,
  Search,
  TrendingUp,
  UserRoundSearch,
  Users,
  Wallet,
} from 'lucide-react';
import type { MegaMenuEntry } from '../MegaMenu/MegaMenuList';

/** Ten products, so a three-column mega menu has rows of three and a last row of one. */
export const sampleProducts: MegaMenuEntry[] = [
  {
    href: '/acme-teams',
    heading: 'Acme Teams',
    description: 'Profiles, roles and permissions for everyone.',
    icon: <Users />,
  },
  {
    href: '/acme-directory',
    heading: 'Acme Directory',
    description: 'Find people and skills.',
    icon: <UserRoundSearch />,
  },
  {
    href: '/acme-docs',
    heading: 'Acme Docs',
    description: 'Write, review and share documents together.',
    icon: <FileSearch />,
  },
  {
    href: '/acme-search',
    heading: 'Acme Search',
    description: 'One search across every workspace.',
    icon: <Search />,
  },
  { href: '/acme-wiki', heading: 'Acme Wiki', description: 'A knowledge base.', icon: <BookOpen /> },
  {
    href: '/acme-projects',
    heading: 'Acme Projects',
    description: 'Plan, track and ship work as one team.',
    icon: <BriefcaseBusiness />,
  },
  {
    href: '/acme-billing',
    heading: 'Acme Billing',
    description: 'Invoices, payments and subscriptions.',
    icon: <Wallet />,
  },
  {
    href: '/acme-partners',
    heading: 'Acme Partners',
    description: 'Work with agencies and suppliers.',
    icon: <Handshake />,
  },
  { href: '/acme-goals', heading: 'Acme Goals', description: 'Objectives and reviews.', icon: <TrendingUp /> },
  {
    href: '/acme-analytics',
    heading: 'Acme Analytics',
    description: 'Dashboards and reports for every team.',
    icon: <BarChart3 />,
  },
];

export const sampleCompany = {
  name: 'Acme',
  legalName: 'Acme Corporation',
  copyrightYear: 2025,
  blurb:
    'Acme builds one workspace for the whole business: projects, documents, chat, billing and analytics, so growing teams work from one source of truth instead of ten spreadsheets.',
  emails: { sales: 'sales@example.com', info: 'info@example.com' },
  phone: '+1 555 010 0200',
  office: ['100 Main Street, Suite 400', 'Springfield, ST 01234', 'United States'],
};

/** A generic stand-in logo: a brand-coloured mark and the wordmark "Acme". */
export function SampleLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--lnf-space-2)' }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--lnf-color-brand)" />
        <path d="M16 7 25 25h-4.5L16 15.5 11.5 25H7z" fill="var(--lnf-color-bg-inverse)" />
      </svg>
      <span
        style={{
          fontSize: 'var(--lnf-font-size-xl)',
          fontWeight: 'var(--lnf-font-weight-bold)',
          letterSpacing: '0.02em',
          color: inverse ? 'var(--lnf-color-fg-inverse)' : 'var(--lnf-color-fg-default)',
        }}
      >
        Acme
      </span>
    </span>
  );
}

/** An icon composition standing in for a product illustration: a small dashboard. Decorative. */
export function SampleDashboard() {
  const tile = {
    display: 'grid',
    gap: 'var(--lnf-space-1)',
    padding: 'var(--lnf-space-3)',
    borderRadius: 'var(--lnf-radius-md)',
    background: 'var(--lnf-color-bg-subtle)',
    fontSize: 'var(--lnf-font-size-xs)',
    color: 'var(--lnf-color-fg-muted)',
  } as const;
  const stat = { fontSize: 'var(--lnf-font-size-xl)', fontWeight: 700, color: 'var(--lnf-color-fg-default)' } as const;
  const bars = [40, 65, 50, 80, 60, 95, 75];
  return (
    <div aria-hidden style={{ position: 'relative', inlineSize: '100%', maxInlineSize: '30rem' }}>
      <div
        style={{
          display: 'grid',
          gap: 'var(--lnf-space-4)',
          padding: 'var(--lnf-space-5)',
          borderRadius: 'var(--lnf-radius-xl)',
          background: 'var(--lnf-color-bg-surface)',
          boxShadow: 'var(--lnf-shadow-xl)',
          border: '1px solid var(--lnf-color-border-default)',
        }}
      >
        <div style={{ display: 'flex', gap: 'var(--lnf-space-1_5)' }}>
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              style={{ inlineSize: 10, blockSize: 10, borderRadius: 99, background: 'var(--lnf-color-bg-muted)' }}
            />
          ))}
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 'var(--lnf-space-3)' }}>
          <div style={tile}>
            <Users size={16} color="var(--lnf-color-fg-accent)" />
            <span style={stat}>248</span>Members
          </div>
          <div style={tile}>
            <Wallet size={16} color="var(--lnf-color-fg-accent)" />
            <span style={stat}>$42k</span>Revenue
          </div>
          <div style={tile}>
            <TrendingUp size={16} color="var(--lnf-color-fg-accent)" />
            <span style={stat}>+12%</span>Growth
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: 'var(--lnf-space-2)',
            blockSize: '8rem',
            padding: 'var(--lnf-space-3)',
            borderRadius: 'var(--lnf-radius-md)',
            background: 'var(--lnf-color-bg-subtle)',
          }}
        >
          {bars.map((h, i) => (
            <span
              key={i}
              style={{
                flex: 1,
                blockSize: `${h}%`,
                borderRadius: 'var(--lnf-radius-sm)',
                background: i === 5 ? 'var(--lnf-color-brand)' : 'var(--lnf-color-bg-accent-muted)',
              }}
            />
          ))}
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          insetInlineStart: '-1rem',
          insetBlockEnd: '-1.25rem',
          display: 'flex',
          alignItems: 'center',
          gap: 'var(--lnf-space-2)',
          padding: 'var(--lnf-space-2) var(--lnf-space-3)',
          borderRadius: 'var(--lnf-radius-full)',
          background: 'var(--lnf-color-bg-inverse)',
          color: 'var(--lnf-color-fg-inverse)',
          fontSize: 'var(--lnf-font-size-sm)',
          boxShadow: 'var(--lnf-shadow-lg)',
        }}
      >
        <CircleCheck size={16} color="var(--lnf-color-fg-accent-inverse)" />
        Weekly report sent
      </div>
    </div>
  );
}
