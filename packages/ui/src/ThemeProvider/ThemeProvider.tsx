import clsx from 'clsx';
import { useCallback, useLayoutEffect, useState, type HTMLAttributes, type Ref } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import type { ThemeName } from '../tokens';
import styles from './ThemeProvider.module.css';

export type { ThemeName };

export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The theme of everything inside, overlays included: `light` or `dark`.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * The wrapper element (the `<div>` that carries `data-lnf-theme`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Applies a theme to its children: `data-lnf-theme` on a wrapper `<div>` (which also takes the
 * theme's text colour and canvas), and on a container at the end of `<body>` that every overlay
 * opened inside portals into (React Aria's portal provider: Modal, Popover, Select, ComboBox,
 * Menu, Toast). Overlays stay at the end of the body, where fixed positioning and stacking work,
 * and still get the theme. Providers nest; the innermost wins.
 */
export function ThemeProvider({ theme = 'light', className, children, ref, ...props }: ThemeProviderProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // A layout effect: the container exists before the browser paints, so an overlay open on the
  // first render moves into it before anyone sees it unthemed.
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.className = styles.Portal;
    document.body.append(element);
    // The second render is the point: overlays need a container in the document before they portal
    // into it (one created during render would be detached while an open overlay moves focus in).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(element);
    return () => {
      element.remove();
      setContainer(null);
    };
  }, []);
  useLayoutEffect(() => {
    container?.setAttribute('data-lnf-theme', theme);
  }, [container, theme]);
  const getContainer = useCallback(() => container, [container]);
  return (
    <div {...props} ref={ref} data-lnf-theme={theme} className={clsx(styles.Root, className)}>
      {/* Until the container exists (the server, the first render) overlays use the outer default. */}
      <UNSAFE_PortalProvider getContainer={container ? getContainer : undefined}>{children}</UNSAFE_PortalProvider>
    </div>
  );
}
