/** A series' colour role; each maps to a colour token that holds 3:1 against the surface in both themes. */
export type ChartTone = 'brand' | 'positive' | 'negative' | 'neutral';

/** One series of a chart: a line, or one bar per category. */
export interface ChartSeries {
  /** A stable key, unique within the chart. */
  id: string;
  /** The name shown in the legend, the tooltip and the table's column header. */
  label: string;
  /** One value per category, in the order of `categories`; `null` where there is none. */
  values: (number | null)[];
  /**
   * Its colour role: `positive` and `negative` for gains and losses (MRR new and churned).
   * @default 'brand', 'neutral', 'positive', 'negative' in turn, by the series' position
   */
  tone?: ChartTone;
}

const defaultTones: ChartTone[] = ['brand', 'neutral', 'positive', 'negative'];

/** The tone a series is drawn in. */
export const toneOf = (series: ChartSeries, index: number): ChartTone =>
  series.tone ?? defaultTones[index % defaultTones.length]!;

/**
 * What tells series apart besides colour: a line's dash pattern and point marker, a bar's fill
 * texture. The n-th series gets the n-th of each, cycling after four.
 */
export const MARKS = 4;

/** Dash patterns of lines (solid, dashed, dotted, dash-dot). */
export const dashes = [undefined, '7 4', '2 3', '9 3 2 3'] as const;

/** A point marker centred on (x, y) with radius `r`: circle, square, triangle, diamond. */
export function markerPath(index: number, x: number, y: number, r: number): string {
  switch (index % MARKS) {
    case 1: {
      const s = r * 0.9;
      return `M${x - s},${y - s}h${2 * s}v${2 * s}h${-2 * s}Z`;
    }
    case 2: {
      const s = r * 1.2;
      return `M${x},${y - s}L${x + s},${y + s * 0.8}L${x - s},${y + s * 0.8}Z`;
    }
    case 3: {
      const s = r * 1.25;
      return `M${x},${y - s}L${x + s},${y}L${x},${y + s}L${x - s},${y}Z`;
    }
    default:
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
  }
}
