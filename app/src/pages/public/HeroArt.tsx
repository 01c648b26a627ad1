import type { IconName } from '../../content/types';
import { Icon } from '../../layout/Icon';

export interface HeroArtProps {
  icon: IconName;
  highlights: readonly [string, string, string];
}

const c = (token: string) => `var(--lnf-color-${token})`;

/**
 * The hero's illustration: an app card composed in SVG (no image request, no layout shift),
 * with the product's mark and three highlights. Named as an image by its highlights.
 */
export function HeroArt({ icon, highlights }: HeroArtProps) {
  return (
    <svg viewBox="0 0 480 380" width="480" height="380" role="img" aria-label={highlights.join('. ')}>
      <defs>
        <filter id="hero-art-shadow" x="-10%" y="-10%" width="130%" height="140%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#1d1a17" floodOpacity="0.12" />
        </filter>
      </defs>
      <rect x="8" y="24" width="464" height="332" rx="36" fill={c('bg-accent-muted')} opacity="0.7" />
      <circle cx="420" cy="60" r="34" fill={c('brand')} opacity="0.35" />
      <g filter="url(#hero-art-shadow)">
        <rect x="36" y="52" width="360" height="284" rx="20" fill={c('bg-surface')} />
      </g>
      <circle cx="62" cy="76" r="5" fill={c('border-default')} />
      <circle cx="80" cy="76" r="5" fill={c('border-default')} />
      <circle cx="98" cy="76" r="5" fill={c('border-default')} />
      <rect x="60" y="100" width="64" height="64" rx="16" fill={c('bg-accent')} />
      <svg x="74" y="114" width="36" height="36" viewBox="0 0 24 24" color="#fff">
        <Icon name={icon} size={24} />
      </svg>
      <rect x="144" y="110" width="184" height="14" rx="7" fill={c('bg-muted')} />
      <rect x="144" y="136" width="120" height="10" rx="5" fill={c('bg-surface-hover')} />
      {highlights.map((text, i) => (
        <g key={text} transform={`translate(60 ${196 + i * 44})`}>
          <rect x="0" y="-22" width="312" height="36" rx="10" fill={c('bg-subtle')} />
          <circle cx="18" cy="-4" r="10" fill={c('bg-success-subtle')} />
          <path d="M13 -4l3.5 3.5 6-7" fill="none" stroke={c('fg-success')} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          <text x="38" y="1.5" fontSize="15" fontWeight="600" fill={c('fg-default')} fontFamily="inherit">
            {text}
          </text>
        </g>
      ))}
      <g filter="url(#hero-art-shadow)">
        <rect x="330" y="214" width="128" height="118" rx="16" fill={c('bg-surface')} />
      </g>
      <rect x="350" y="300" width="14" height="16" rx="3" fill={c('bg-accent-muted')} />
      <rect x="372" y="282" width="14" height="34" rx="3" fill={c('border-accent')} opacity="0.6" />
      <rect x="394" y="262" width="14" height="54" rx="3" fill={c('brand')} />
      <rect x="416" y="240" width="14" height="76" rx="3" fill={c('bg-accent')} />
      <rect x="350" y="232" width="40" height="8" rx="4" fill={c('bg-muted')} />
    </svg>
  );
}
