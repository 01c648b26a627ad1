import clsx from 'clsx';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { ChevronDownIcon } from '../internal/icons';
import { useMergedRef } from '../internal/useMergedRef';
import styles from './MegaMenu.module.css';
import { MegaMenuList, type MegaMenuEntry } from './MegaMenuList';
import { nextEntry } from './nextEntry';

export interface MegaMenuProps {
  /**
   * The root element (the `<div>` holding the trigger and panel).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The trigger's text, e.g. 'Products'; it also names the panel's list. */
  label: ReactNode;
  /** The entries shown in the panel. */
  entries: MegaMenuEntry[];
  /**
   * `popover` floats a panel of cards under the trigger; `inline` opens a list in the flow,
   * for a header's mobile menu.
   * @default 'popover'
   */
  variant?: 'popover' | 'inline';
  /**
   * Whether the panel is open (controlled).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the panel starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the panel opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Called when an entry is chosen, before the link navigates; the panel closes by itself.
   * @default undefined
   */
  onAction?: (entry: MegaMenuEntry) => void;
  /**
   * The href of the current page; its entry gets `aria-current="page"`.
   * @default undefined
   */
  currentHref?: string;
  /**
   * Extra content under the entries, e.g. a link to all products.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Where the popover panel sits relative to the trigger; it shifts to stay 16 px inside the viewport.
   * @default 'bottom-start'
   */
  placement?: MegaMenuPlacement;
  /**
   * Class on the root.
   * @default undefined
   */
  className?: string;
}

/** Where the panel opens, relative to the trigger. */
export type MegaMenuPlacement = 'bottom-start' | 'bottom' | 'bottom-end';
const EDGE = 16;
const GAP = 8;

/**
 * A navigation disclosure: a trigger that opens a panel of link cards. The links are always in
 * the markup (hidden while closed), so prerendered HTML and crawlers see them. Arrow keys move
 * between entries, Escape closes and returns focus to the trigger, choosing an entry or
 * clicking outside closes it.
 */
export function MegaMenu({
  label,
  entries,
  variant = 'popover',
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  onAction,
  currentHref,
  footer,
  placement = 'bottom-start',
  className,
  ref,
}: MegaMenuProps) {
  const [isOpen, setOpen] = useControlledState(controlledOpen, defaultOpen, onOpenChange);

  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(rootRef, ref);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const isPopover = variant === 'popover';
  // Below the trigger, aligned by `placement`, then shifted to stay 16 px inside the viewport and
  // capped to its size. A few lines of measuring instead of a positioning library: the mega menu
  // sits in every page's header, so its code is on every first load.
  const [position, setPosition] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    if (!isOpen || !isPopover) {
      // Measured layout: the position exists only while open, cleared as the panel closes.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPosition(null);
      return undefined;
    }
    const place = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      const panel = panelRef.current;
      if (!trigger || !panel) return;
      const viewport = document.documentElement.clientWidth;
      const width = Math.min(panel.scrollWidth, viewport - 2 * EDGE);
      const wanted =
        placement === 'bottom-end'
          ? trigger.right - width
          : placement === 'bottom'
            ? trigger.left + (trigger.width - width) / 2
            : trigger.left;
      const left = Math.min(Math.max(wanted, EDGE), viewport - EDGE - width);
      setPosition({
        position: 'absolute',
        top: trigger.height + GAP,
        left: left - trigger.left,
        maxInlineSize: viewport - 2 * EDGE,
        maxBlockSize: Math.max(window.innerHeight - trigger.bottom - GAP - EDGE, 240),
      });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [isOpen, isPopover, placement]);
  const isPositioned = position !== null;
  const isVisible = isOpen && (!isPopover || isPositioned);

  useEffect(() => {
    if (!isVisible || !focusOnOpen.current || !panelRef.current) return;
    const items = panelRef.current.querySelectorAll<HTMLElement>('[data-mega-entry]');
    (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [isVisible]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, setOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (target === triggerRef.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (isOpen) {
        const items = panelRef.current?.querySelectorAll<HTMLElement>('[data-mega-entry]');
        (event.key === 'ArrowDown' ? items?.[0] : items?.[items.length - 1])?.focus();
        focusOnOpen.current = null;
      } else {
        setOpen(true);
      }
      return;
    }
    if (!panelRef.current || !target.hasAttribute('data-mega-entry')) return;
    const next = nextEntry(panelRef.current, target, event.key);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    // Arrow keys are delegated from the buttons and links inside; the wrapper itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={mergedRef}
      className={clsx(styles.Root, className)}
      data-variant={variant}
      data-open={isOpen || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // A null relatedTarget is a click on something unfocusable; the pointerdown handler decides.
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        type="button"
        ref={triggerRef}
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={panelId}
        className={styles.Trigger}
        onClick={() => setOpen(!isOpen)}
      >
        <span>{label}</span>
        <ChevronDownIcon className={styles.Chevron} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className={styles.Panel}
        style={isPopover ? { ...position, visibility: isPositioned ? undefined : 'hidden' } : undefined}
      >
        <MegaMenuList
          entries={entries}
          variant={isPopover ? 'grid' : 'list'}
          aria-labelledby={triggerId}
          currentHref={currentHref}
          onAction={(entry) => {
            onAction?.(entry);
            close(true);
          }}
        />
        {footer && <div className={styles.Footer}>{footer}</div>}
      </div>
    </div>
  );
}
