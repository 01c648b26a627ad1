export { Stat } from './Stat';
export type { StatDirection, StatProps } from './Stat';
