export { FeatureGrid } from './FeatureGrid';
export type { FeatureGridProps, FeatureItem } from './FeatureGrid';
