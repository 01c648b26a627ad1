export { color, contrastPairs } from './color';
export { breakpoints, font, layout, motion, radius, shadow, space, zIndex } from './scales';
export type { Token, TokenGroup } from './types';
