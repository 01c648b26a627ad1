export { Chart } from './Chart';
export type { ChartProps } from './Chart';
export type { ChartSeries, ChartTone } from './types';
