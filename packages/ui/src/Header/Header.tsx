import clsx from 'clsx';
import { useControlledState } from 'react-stately/useControlledState';
import {
  Children,
  Fragment,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Anchor } from '../internal/Anchor';
import iconButtonStyles from '../IconButton/IconButton.module.css';
import { CloseIcon, MenuIcon } from '../internal/icons';
import { header } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import { useMergedRef } from '../internal/useMergedRef';
import styles from './Header.module.css';

/** Matches the CSS below which the nav collapses behind the toggle (--lnf-breakpoint-md). */
const DESKTOP_QUERY = '(min-width: 1024px)';

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<header>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** The logo (an inline SVG or wordmark); it links to `homeHref`. */
  logo: ReactNode;
  /** Accessible name of the logo link, e.g. 'LNF home'; it should contain any visible logo text. */
  homeLabel: string;
  /**
   * Where the logo leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * The navigation items, e.g. HeaderNavLink and MegaMenu elements; each child (a fragment's
   * children included) becomes a list item. Shown inline from 1024 px, behind the toggle below.
   * @default undefined
   */
  nav?: ReactNode;
  /**
   * Items for the toggle panel below 1024 px when they differ from `nav`, e.g. a MegaMenu with
   * `variant="inline"` in place of the popover one.
   * @default nav
   */
  mobileNav?: ReactNode;
  /**
   * Actions at the end: Login and Schedule Demo, or the user menu. In the toggle panel below 1024 px.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  navLabel?: string;
  /**
   * Accessible name of the toggle button; its `aria-expanded` tells whether the panel is open.
   * @default 'Menu'
   */
  menuLabel?: string;
  /**
   * Whether the toggle panel is open (controlled), e.g. to close it on route change.
   * @default undefined
   */
  isMenuOpen?: boolean;
  /**
   * Whether the toggle panel starts open (uncontrolled).
   * @default false
   */
  defaultMenuOpen?: boolean;
  /**
   * Called when the toggle panel opens or closes.
   * @default undefined
   */
  onMenuOpenChange?: (isOpen: boolean) => void;
  /**
   * Scroll position in px above which the header gains its shadow.
   * @default 50
   */
  shadowThreshold?: number;
}

function flatten(nodes: ReactNode): ReactNode[] {
  return Children.toArray(nodes).flatMap((child) =>
    isValidElement(child) && child.type === Fragment
      ? flatten((child as ReactElement<{ children?: ReactNode }>).props.children)
      : [child],
  );
}

/**
 * The site's sticky header: logo home link, navigation and actions. Below 1024 px a toggle
 * (aria-expanded, aria-controls) opens a panel holding them; from 1024 px they sit inline, with or
 * without JavaScript. Renders on the server without touching `window`; the scroll shadow
 * (`data-scrolled`) starts after hydration.
 */
export function Header({
  logo,
  homeLabel,
  homeHref = '/',
  nav,
  mobileNav,
  actions,
  navLabel,
  menuLabel,
  isMenuOpen: controlledOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  shadowThreshold = 50,
  className,
  ref,
  ...props
}: HeaderProps) {
  const [isOpen, setOpen] = useControlledState(controlledOpen, defaultMenuOpen, onMenuOpenChange);
  const [scrolled, setScrolled] = useState(false);
  const t = useMessages(header);
  const panelId = `${useId()}-panel`;
  const rootRef = useRef<HTMLElement>(null);
  const mergedRef = useMergedRef(rootRef, ref);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > shadowThreshold);
    // The first reading waits for a frame: read in the effects that follow hydration, scrollY
    // would pull the layout of the whole page into that task.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [shadowThreshold]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [isOpen, setOpen]);

  const renderList = (items: ReactNode) => (
    <ul className={styles.NavList}>
      {flatten(items).map((item, index) => (
        <li key={index} className={styles.NavItem}>
          {item}
        </li>
      ))}
    </ul>
  );

  return (
    <header
      {...props}
      ref={mergedRef}
      className={clsx(styles.Root, className)}
      data-scrolled={scrolled || undefined}
      data-menu-open={isOpen || undefined}
    >
      <div className={styles.Inner}>
        <Anchor href={homeHref} aria-label={homeLabel} className={styles.Logo}>
          {logo}
        </Anchor>
        {/* A native button, as the links are: the header's first view loads none of React Aria. */}
        <button
          type="button"
          aria-label={menuLabel ?? t('menu')}
          aria-expanded={isOpen}
          aria-controls={panelId}
          data-variant="ghost"
          data-size="md"
          className={clsx(iconButtonStyles.Root, styles.Toggle)}
          onClick={() => setOpen(!isOpen)}
        >
          <span className={iconButtonStyles.Icon} aria-hidden>
            {isOpen ? <CloseIcon /> : <MenuIcon />}
          </span>
        </button>
        {/* Escape and link clicks are delegated from the links and buttons inside the panel. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          id={panelId}
          className={styles.Panel}
          data-open={isOpen || undefined}
          // Capture: React Aria's links stop their click from bubbling.
          onClickCapture={(event) => {
            if ((event.target as Element).closest('a[href]')) setOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !isOpen) return;
            setOpen(false);
            rootRef.current?.querySelector<HTMLElement>(`[aria-controls="${panelId}"]`)?.focus();
          }}
        >
          {nav != null && (
            <nav aria-label={navLabel ?? t('nav')} className={styles.Nav}>
              {mobileNav == null ? (
                renderList(nav)
              ) : (
                <>
                  <div className={styles.DesktopOnly}>{renderList(nav)}</div>
                  <div className={styles.MobileOnly}>{renderList(mobileNav)}</div>
                </>
              )}
            </nav>
          )}
          {actions != null && <div className={styles.Actions}>{actions}</div>}
        </div>
      </div>
    </header>
  );
}
