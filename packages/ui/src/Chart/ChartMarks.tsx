import styles from './Chart.module.css';
import { dashes, markerPath, MARKS, toneOf, type ChartSeries } from './types';

const TILE = 8;

/** The id of the n-th series' bar fill. */
export const patternId = (uid: string, index: number) => `${uid}-fill-${index}`;

/** A bar fill's texture over its colour: none, stripes, dots, cross-hatch. */
function Texture({ index }: { index: number }) {
  switch (index % MARKS) {
    case 1:
      return <rect width={TILE / 3} height={TILE} className={styles.PatternInk} />;
    case 2:
      return <circle cx={TILE / 2} cy={TILE / 2} r={1.6} className={styles.PatternInk} />;
    case 3:
      return <path d={`M0 0h${TILE}v2H0zM0 2h2v${TILE - 2}H0z`} className={styles.PatternInk} />;
    default:
      return null;
  }
}

/**
 * The bars' fills, one per series: its tone's colour with a texture of its own, so stacked
 * segments and neighbouring bars differ by more than colour (WCAG 1.4.1). The legend's swatches
 * use the same fills.
 */
export function ChartPatterns({ uid, series }: { uid: string; series: ChartSeries[] }) {
  return (
    <defs>
      {series.map((s, i) => (
        <pattern
          key={s.id}
          id={patternId(uid, i)}
          patternUnits="userSpaceOnUse"
          width={TILE}
          height={TILE}
          patternTransform="rotate(45)"
          data-tone={toneOf(s, i)}
          className={styles.Series}
        >
          <rect width={TILE} height={TILE} className={styles.PatternFill} />
          <Texture index={i} />
        </pattern>
      ))}
    </defs>
  );
}

/** A legend entry's sample of its series: the line's dash and marker, or the bar's fill. */
export function LegendSwatch({
  type,
  uid,
  series,
  index,
}: {
  type: 'line' | 'bar';
  uid: string;
  series: ChartSeries;
  index: number;
}) {
  return (
    <svg aria-hidden="true" width={28} height={14} viewBox="0 0 28 14" className={styles.Swatch}>
      <g data-tone={toneOf(series, index)} className={styles.Series}>
        {type === 'bar' ? (
          <rect x={7} y={0} width={14} height={14} rx={2} fill={`url(#${patternId(uid, index)})`} />
        ) : (
          <>
            <line
              x1={1}
              x2={27}
              y1={7}
              y2={7}
              strokeDasharray={dashes[index % dashes.length]}
              className={styles.Line}
            />
            <path d={markerPath(index, 14, 7, 3.5)} className={styles.Marker} />
          </>
        )}
      </g>
    </svg>
  );
}
