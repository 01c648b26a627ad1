import type { ReactNode } from 'react';
import type { SceneName } from '../../content/types';

/** One page's picture, given the id of the frame's shadow filter. */
export type SceneDrawing = (shadow: string) => ReactNode;

/** The pictures of some of the pages, by scene name. */
export type Scenes<K extends SceneName> = Record<K, SceneDrawing>;

export const c = (token: string) => `var(--lnf-color-${token})`;

/** A line of text in the picture (decorative: the picture's label names it). */
export function T({
  x,
  y,
  children,
  size = 13,
  weight = 600,
  tone = 'fg-default',
  anchor,
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: number;
  tone?: string;
  anchor?: 'end' | 'middle';
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={c(tone)} fontFamily="inherit" textAnchor={anchor}>
      {children}
    </text>
  );
}

/** A rounded block. */
export function B({
  x,
  y,
  w,
  h,
  tone = 'bg-subtle',
  r = 8,
  stroke,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  tone?: string;
  r?: number;
  stroke?: string;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill={c(tone)} stroke={stroke ? c(stroke) : undefined} />;
}

/** A small tick in a green disc. */
export function Tick({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="9" fill={c('bg-success-subtle')} />
      <path
        d="M-4 0l3 3 5-6"
        fill="none"
        stroke={c('fg-success')}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A person's initials in a disc. */
export function Avatar({
  x,
  y,
  r = 14,
  initials,
  tone = 'bg-accent-muted',
}: {
  x: number;
  y: number;
  r?: number;
  initials: string;
  tone?: string;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={c(tone)} />
      <T x={x} y={y + r * 0.36} size={r * 0.8} weight={700} tone="fg-accent-hover" anchor="middle">
        {initials}
      </T>
    </g>
  );
}

/** A floating card beside the window, with its own shadow. */
export function Float({
  x,
  y,
  w,
  h,
  filter,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  filter: string;
  children: ReactNode;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="14" fill={c('bg-surface')} filter={`url(#${filter})`} />
      {children}
    </g>
  );
}
