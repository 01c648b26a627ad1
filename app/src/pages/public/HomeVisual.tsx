import { useId } from 'react';

// Its own colour helper and text part rather than HeroParts': sharing that module moved it into a
// chunk the home page loads, and home JS went over its 90 KB budget (89.7 -> 90.1 KB).
const c = (token: string) => `var(--lnf-color-${token})`;

/**
 * The drawing's three text styles. Chromium lays out SVG text with a font made for each size and
 * weight at the drawing's scale, each one a cost of the page's first layout on a cold renderer:
 * its 25 labels were in nine of them (docs/performance.md).
 */
const STYLES = {
  label: { size: 10, weight: 500 },
  strong: { size: 11, weight: 700 },
  figure: { size: 15, weight: 700 },
} as const;

function T({
  x,
  y,
  children,
  variant = 'label',
  tone = 'fg-default',
  anchor,
}: {
  x: number;
  y: number;
  children: string;
  variant?: keyof typeof STYLES;
  tone?: string;
  anchor?: 'end' | 'middle';
}) {
  const { size, weight } = STYLES[variant];
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={c(tone)} fontFamily="inherit" textAnchor={anchor}>
      {children}
    </text>
  );
}

const nav = ['Overview', 'People', 'Payroll', 'Hiring', 'Accounts'];
const kpis: Array<[string, string]> = [
  ['Headcount', '248'],
  ['Payroll · Nov', '₹1.2 Cr'],
  ['GST due', '20 Dec'],
];
const months = [52, 58, 55, 63, 68, 74];
const people: Array<[string, string, string]> = [
  ['AR', 'Anita Rao', 'Payslip sent'],
  ['VS', 'Vikram Shah', 'Joined today'],
  ['MI', 'Meera Iyer', 'Leave approved'],
];

/**
 * The home page's product visual: a miniature of the LNF workspace, where people, payroll,
 * hiring and accounts share one screen. Drawn in SVG at the hero illustration's size.
 */
export function HomeVisual() {
  const shadow = `home-shadow-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 480 380"
      width="480"
      height="380"
      role="img"
      aria-label="The LNF workspace: people, payroll, hiring and accounts on one dashboard"
    >
      <defs>
        <filter id={shadow} x="-10%" y="-10%" width="130%" height="140%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#1d1a17" floodOpacity="0.14" />
        </filter>
      </defs>
      <rect x="8" y="24" width="464" height="332" rx="36" fill={c('bg-accent-muted')} opacity="0.6" />
      <g filter={`url(#${shadow})`}>
        <rect x="24" y="44" width="432" height="300" rx="16" fill={c('bg-surface')} />
      </g>
      {/* Sidebar */}
      <path d="M24 60a16 16 0 0 1 16-16h80v300H40a16 16 0 0 1-16-16z" fill={c('bg-inverse')} />
      <rect x="38" y="60" width="20" height="20" rx="5" fill={c('brand')} />
      <T x={66} y={75} variant="figure" tone="fg-inverse">
        LNF
      </T>
      {nav.map((item, i) => (
        <g key={item}>
          {i === 2 && <rect x="32" y={96 + i * 30} width="80" height="24" rx="6" fill={c('bg-inverse-subtle')} />}
          <circle cx="46" cy={108 + i * 30} r="4" fill={c(i === 2 ? 'brand' : 'fg-inverse-muted')} />
          <T
            x={58}
            y={112 + i * 30}
            variant={i === 2 ? 'strong' : 'label'}
            tone={i === 2 ? 'fg-inverse' : 'fg-inverse-muted'}
          >
            {item}
          </T>
        </g>
      ))}
      {/* Header */}
      <T x={138} y={76} variant="figure">
        Good morning, Priya
      </T>
      <circle cx="432" cy="71" r="11" fill={c('bg-accent-muted')} />
      <T x={432} y={75} variant="strong" tone="fg-accent-hover" anchor="middle">
        PN
      </T>
      {/* KPIs */}
      {kpis.map(([label, value], i) => (
        <g key={label}>
          <rect x={138 + i * 102} y="92" width="94" height="54" rx="8" fill={c('bg-subtle')} />
          <T x={148 + i * 102} y={110} tone="fg-muted">
            {label}
          </T>
          <T x={148 + i * 102} y={133} variant="figure">
            {value}
          </T>
        </g>
      ))}
      {/* Payroll cost by month */}
      <rect x="138" y="156" width="158" height="172" rx="8" fill={c('bg-subtle')} />
      <T x={148} y={174} tone="fg-muted">
        Payroll cost, ₹ lakh
      </T>
      {months.map((v, i) => (
        <rect
          key={i}
          x={152 + i * 23}
          y={316 - v * 1.8}
          width="14"
          height={v * 1.8}
          rx="3"
          fill={c(i === months.length - 1 ? 'bg-accent' : 'border-accent')}
        />
      ))}
      {/* Today */}
      <rect x="304" y="156" width="138" height="172" rx="8" fill={c('bg-subtle')} />
      <T x={314} y={174} tone="fg-muted">
        Today
      </T>
      {people.map(([initials, name, what], i) => (
        <g key={name}>
          <circle cx="326" cy={200 + i * 42} r="12" fill={c('bg-accent-muted')} />
          <T x={326} y={204 + i * 42} variant="strong" tone="fg-accent-hover" anchor="middle">
            {initials}
          </T>
          <T x={344} y={198 + i * 42} variant="strong">
            {name}
          </T>
          <T x={344} y={212 + i * 42} tone="fg-muted">
            {what}
          </T>
        </g>
      ))}
    </svg>
  );
}
