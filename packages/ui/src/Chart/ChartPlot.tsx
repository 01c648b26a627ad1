import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack, Line, LinePath } from '@visx/shape';
import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './Chart.module.css';
import { ChartPatterns, patternId } from './ChartMarks';
import { dashes, markerPath, toneOf, type ChartSeries } from './types';
import { useContainerWidth } from './useContainerWidth';

/** The width drawn before the container is measured (server rendering): a typical card's. */
const FALLBACK_WIDTH = 640;
const MARGIN = { top: 12, right: 12, bottom: 24 };
/** Rough width of one character of a 12px axis label: enough to keep labels from colliding. */
const CHAR_WIDTH = 7;

export interface ChartPlotProps {
  type: 'line' | 'bar';
  stacked: boolean;
  categories: string[];
  series: ChartSeries[];
  formatValue: (n: number) => string;
  height: number;
  /** Prefix of the plot's SVG ids (patterns). */
  uid: string;
  /** The SVG's accessible name: the chart's summary. */
  label: string;
  /** Ids of the text that describes the plot (the chart's description, the keyboard hint). */
  describedBy: string;
  /** What is announced for the category at `index`. */
  describe: (index: number) => string;
}

interface Row {
  index: number;
}

const leftTick = ({ x, y, formattedValue }: TickRendererProps) => (
  <text x={x} y={y} dy="0.32em" textAnchor="end" className={styles.TickLabel}>
    {formattedValue}
  </text>
);

const bottomTick = ({ x, y, formattedValue }: TickRendererProps) => (
  <text x={x} y={y} textAnchor="middle" className={styles.TickLabel}>
    {formattedValue}
  </text>
);

/**
 * The drawing: visx scales, axes and shapes in an SVG as wide as its container, with a
 * highlighted category that follows the pointer, or the arrow keys once the plot has focus. The
 * SVG is one image to assistive technology (its name summarises the data); the category under
 * the keyboard is announced through a polite live region, and the table carries every number.
 */
export function ChartPlot({
  type,
  stacked,
  categories,
  series,
  formatValue,
  height,
  uid,
  label,
  describedBy,
  describe,
}: ChartPlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, FALLBACK_WIDTH);
  const [hovered, setHovered] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const active = hovered ?? selected;
  const isBar = type === 'bar';
  const isStacked = isBar && stacked;
  const count = categories.length;

  // The value axis always includes zero, so bars start at it and a line is not exaggerated.
  let low = 0;
  let high = 0;
  categories.forEach((_, i) => {
    let up = 0;
    let down = 0;
    for (const s of series) {
      const v = s.values[i];
      if (v == null || !Number.isFinite(v)) continue;
      if (isStacked) {
        if (v > 0) up += v;
        else down += v;
      } else {
        up = Math.max(up, v);
        down = Math.min(down, v);
      }
    }
    high = Math.max(high, up);
    low = Math.min(low, down);
  });
  if (low === high) high = 1;

  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const numTicks = Math.max(2, Math.floor(innerHeight / 40));
  const y = scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: numTicks });
  // Whole-number data (counts, whole rupees) gets whole-number ticks: 0.2 would print as a second '0'.
  const whole = series.every((s) => s.values.every((v) => v == null || Number.isInteger(v)));
  const yTicks = y.ticks(numTicks).filter((t) => !whole || Number.isInteger(t));
  const left = Math.max(...yTicks.map((t) => formatValue(t).length)) * CHAR_WIDTH + 12;
  const innerWidth = Math.max(0, width - left - MARGIN.right);

  const indices = categories.map((_, i) => i);
  const x = scaleBand<number>({
    domain: indices,
    range: [0, innerWidth],
    paddingInner: isBar ? 0.25 : 0,
    paddingOuter: isBar ? 0.15 : 0,
  });
  const step = x.step();
  const center = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  // Every n-th category is labelled, n as small as lets the longest label fit its share of the axis.
  const labelWidth = Math.max(...categories.map((c) => c.length)) * CHAR_WIDTH + 8;
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(step, 1)));
  const xTicks = indices.filter((i) => i % every === 0);
  const inner = scaleBand<string>({ domain: series.map((s) => s.id), range: [0, x.bandwidth()], paddingInner: 0.1 });
  const zero = y(0);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // Until the container is measured the SVG is scaled to fit it: map back to drawing units.
    const at = ((event.clientX - box.left) * width) / Math.max(box.width, 1) - left;
    const index = Math.round((at - center(0)) / step);
    setHovered(Math.min(count - 1, Math.max(0, index)));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = count - 1;
    const moves: Record<string, number | null> = {
      ArrowRight: selected === null ? 0 : Math.min(last, selected + 1),
      ArrowLeft: selected === null ? last : Math.max(0, selected - 1),
      Home: 0,
      End: last,
      Escape: null,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setHovered(null);
    setSelected(moves[event.key]!);
  };

  const tooltipLeft = active === null ? 0 : left + center(active);
  const flip = tooltipLeft > width / 2;

  return (
    <div ref={containerRef} className={styles.Plot} style={{ blockSize: height }}>
      {/* One image to assistive technology, and one tab stop whose arrow keys read the categories
          out through the live region below; not a widget with items of its own. */}
      <svg
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={0}
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={styles.Svg}
        onKeyDown={onKeyDown}
        onBlur={() => setSelected(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
      >
        {isBar && <ChartPatterns uid={uid} series={series} />}
        <Group top={MARGIN.top} left={left}>
          {yTicks.map((t) => (
            <Line key={t} from={{ x: 0, y: y(t) }} to={{ x: innerWidth, y: y(t) }} className={styles.Grid} />
          ))}
          {active !== null && (
            <rect
              x={center(active) - step / 2}
              y={0}
              width={step}
              height={innerHeight}
              className={styles.Highlight}
              data-highlight=""
            />
          )}
          {isStacked ? (
            <BarStack<Row, string>
              data={indices.map((index) => ({ index }))}
              keys={series.map((s) => s.id)}
              value={(row, key) => series.find((s) => s.id === key)?.values[row.index] ?? 0}
              offset="diverging"
              x={(row) => row.index}
              xScale={x}
              yScale={y}
              color={(key) =>
                `url(#${patternId(
                  uid,
                  series.findIndex((s) => s.id === key),
                )})`
              }
            >
              {(stacks) =>
                stacks.map((stack) =>
                  stack.bars.map((bar) =>
                    series[stack.index]!.values[bar.index] == null || bar.height === 0 ? null : (
                      <Bar
                        key={`${stack.key}-${bar.index}`}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        fill={bar.color}
                        className={styles.Bar}
                        data-series={stack.key}
                        data-category={categories[bar.index]}
                      />
                    ),
                  ),
                )
              }
            </BarStack>
          ) : isBar ? (
            series.map((s, si) =>
              s.values.map((v, i) =>
                v == null || i >= count ? null : (
                  <Bar
                    key={`${s.id}-${i}`}
                    x={(x(i) ?? 0) + (inner(s.id) ?? 0)}
                    y={Math.min(y(v), zero)}
                    width={inner.bandwidth()}
                    height={Math.abs(y(v) - zero)}
                    fill={`url(#${patternId(uid, si)})`}
                    className={styles.Bar}
                    data-series={s.id}
                    data-category={categories[i]}
                  />
                ),
              ),
            )
          ) : (
            series.map((s, si) => {
              const points = indices.map((i) => ({ i, v: s.values[i] ?? null }));
              return (
                <g key={s.id} data-tone={toneOf(s, si)} data-series={s.id} className={styles.Series}>
                  <LinePath
                    data={points}
                    x={(p) => center(p.i)}
                    y={(p) => y(p.v ?? 0)}
                    defined={(p) => p.v !== null}
                    strokeDasharray={dashes[si % dashes.length]}
                    className={styles.Line}
                  />
                  {points.map((p) =>
                    p.v === null ? null : (
                      <path
                        key={p.i}
                        d={markerPath(si, center(p.i), y(p.v), p.i === active ? 5 : 3.5)}
                        className={styles.Marker}
                      />
                    ),
                  )}
                </g>
              );
            })
          )}
          <Line from={{ x: 0, y: zero }} to={{ x: innerWidth, y: zero }} className={styles.Zero} data-zero="" />
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(v) => formatValue(Number(v))}
            tickLength={6}
            hideAxisLine
            hideTicks
            tickComponent={leftTick}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={(i) => categories[Number(i)]}
            tickLength={4}
            hideAxisLine
            hideTicks
            tickComponent={bottomTick}
          />
        </Group>
      </svg>
      {active !== null && (
        <div
          aria-hidden="true"
          className={styles.Tooltip}
          data-flip={flip || undefined}
          style={{ left: tooltipLeft, top: MARGIN.top }}
        >
          <div className={styles.TooltipTitle}>{categories[active]}</div>
          {series.map((s, si) => (
            <div key={s.id} className={styles.TooltipRow}>
              <span data-tone={toneOf(s, si)} className={clsx(styles.Series, styles.TooltipDot)} />
              {s.label}
              <span className={styles.TooltipValue}>
                {s.values[active] == null ? '—' : formatValue(s.values[active]!)}
              </span>
            </div>
          ))}
        </div>
      )}
      <div aria-live="polite" className={styles.VisuallyHidden}>
        {selected === null ? '' : describe(selected)}
      </div>
    </div>
  );
}
