import { color } from './color';
import { darkColor, darkShadow } from './dark';
import { shadow } from './scales';
import type { TokenGroup } from './types';

/** The themes the build writes: `light` on `:root` and `[data-lnf-theme='light']`, `dark` on `[data-lnf-theme='dark']`. */
export type ThemeName = 'light' | 'dark';

/** The token groups whose values change with the theme. */
export const themedGroups = ['color', 'shadow'] as const;
export type ThemedGroup = (typeof themedGroups)[number];

const values = (group: TokenGroup) => Object.fromEntries(Object.entries(group).map(([k, t]) => [k, t.value]));

/** Theme -> group -> role -> value. */
export const themes: Record<ThemeName, Record<ThemedGroup, Record<string, string>>> = {
  light: { color: values(color), shadow: values(shadow) },
  dark: { color: darkColor, shadow: darkShadow },
};
