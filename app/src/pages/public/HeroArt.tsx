import { useId } from 'react';
import type { SceneName } from '../../content/types';
import { c } from './HeroParts';
import { Scene } from './HeroScenes';

export interface HeroArtProps {
  /** The page's own picture. */
  scene: SceneName;
  /** Three short facts; they name the picture for assistive technology. */
  highlights: readonly [string, string, string];
}

/**
 * The hero's illustration: the page's own scene (a payslip, a pipeline, an invoice...) in an app
 * window, composed in SVG (no image request, no layout shift). Named as an image by its highlights.
 */
export function HeroArt({ scene, highlights }: HeroArtProps) {
  const shadow = `hero-shadow-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <svg viewBox="0 0 480 380" width="480" height="380" role="img" aria-label={highlights.join('. ')}>
      <defs>
        <filter id={shadow} x="-10%" y="-10%" width="130%" height="140%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#1d1a17" floodOpacity="0.12" />
        </filter>
      </defs>
      <rect x="8" y="24" width="464" height="332" rx="36" fill={c('bg-accent-muted')} opacity="0.7" />
      <g filter={`url(#${shadow})`}>
        <rect x="36" y="52" width="344" height="284" rx="20" fill={c('bg-surface')} />
      </g>
      <circle cx="62" cy="76" r="5" fill={c('border-default')} />
      <circle cx="80" cy="76" r="5" fill={c('border-default')} />
      <circle cx="98" cy="76" r="5" fill={c('border-default')} />
      <Scene name={scene} shadow={shadow} />
    </svg>
  );
}
