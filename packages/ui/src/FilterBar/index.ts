export { FilterBar } from './FilterBar';
export type { FilterBarItem, FilterBarProps } from './FilterBar';
