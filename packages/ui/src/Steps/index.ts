export { Steps } from './Steps';
export type { StepItem, StepsProps } from './Steps';
