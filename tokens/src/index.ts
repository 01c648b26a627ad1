export { color, contrastPairs } from './color';
export { darkColor, darkShadow } from './dark';
export { breakpoints, font, layout, motion, radius, shadow, space, zIndex } from './scales';
export { themedGroups, themes } from './themes';
export type { ThemedGroup, ThemeName } from './themes';
export type { Token, TokenGroup } from './types';
