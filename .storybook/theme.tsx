import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider, type ThemeName } from '../packages/ui/src/ThemeProvider';
import { themes } from '../packages/ui/src/tokens';

/**
 * The theme the preview shows: the toolbar's `theme` global, unless a check overrides it for a
 * moment (the story loops run axe, and take a few screenshots, in the other theme without
 * rendering the story again).
 */
let override: ThemeName | null = null;
const listeners = new Set<() => void>();

export function setThemeOverride(theme: ThemeName | null) {
  override = theme;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Wraps a story in a ThemeProvider, so its overlays (in portals) take the theme as well. */
export function PreviewTheme({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const current =
    useSyncExternalStore(
      subscribe,
      () => override,
      () => null,
    ) ?? theme;
  // The body around the story (the preview's padding) takes the canvas colour of the theme too.
  useEffect(() => {
    document.body.style.backgroundColor = themes[current]['color-bg-canvas'];
    return () => {
      document.body.style.backgroundColor = '';
    };
  }, [current]);
  return (
    <ThemeProvider theme={current} data-lnf-preview="">
      {children}
    </ThemeProvider>
  );
}
