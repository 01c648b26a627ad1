export { PlanPicker } from './PlanPicker';
export type { PlanPeriod, PlanPickerProps } from './PlanPicker';
