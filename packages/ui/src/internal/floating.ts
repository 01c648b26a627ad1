import {
  arrow,
  autoUpdate,
  flip,
  limitShift,
  offset as offsetBy,
  shift,
  size,
  useFloating,
  type Placement,
} from '@floating-ui/react';
import type { KeyboardEvent, RefObject } from 'react';
import { useUNSAFE_PortalContext } from 'react-aria';
import { useLocale } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';

/**
 * Where an anchored overlay opens: the side of the trigger, then how it lines up along that side.
 * `start` and `end` follow the reading direction, as React Aria's placements do.
 */
export type OverlayPlacement =
  | 'top'
  | 'top start'
  | 'top end'
  | 'bottom'
  | 'bottom start'
  | 'bottom end'
  | 'start'
  | 'start top'
  | 'start bottom'
  | 'end'
  | 'end top'
  | 'end bottom';

/** Kept between an overlay and the viewport's edge when it shifts along the trigger. */
const EDGE_PADDING = 8;

/** Floating UI's physical placement for a logical one (its alignments are already logical). */
export function toFloatingPlacement(placement: OverlayPlacement, direction: 'ltr' | 'rtl'): Placement {
  const [side, align] = placement.split(' ');
  const rtl = direction === 'rtl';
  const physical = side === 'start' ? (rtl ? 'right' : 'left') : side === 'end' ? (rtl ? 'left' : 'right') : side;
  const alignment =
    align === 'start' || align === 'top' ? '-start' : align === 'end' || align === 'bottom' ? '-end' : '';
  return `${physical}${alignment}` as Placement;
}

interface AnchoredOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: OverlayPlacement;
  /** Gap between the trigger and the overlay, in px. */
  offset: number;
  arrowRef: RefObject<SVGSVGElement | null>;
}

/**
 * Positions an overlay next to its trigger with Floating UI: `flip` to the other side when the
 * preferred one has no room, `shift` along the trigger to stay on screen, the arrow kept pointing at
 * the trigger after a shift, and the room left written to `--lnf-overlay-available-height` so a tall
 * overlay scrolls instead of running off screen. `autoUpdate` follows scrolling ancestors and resizes
 * while it is open. `fixed`, so an overflow ancestor does not clip it.
 */
export function useAnchoredFloating({ open, onOpenChange, placement, offset, arrowRef }: AnchoredOptions) {
  const { direction } = useLocale();
  return useFloating({
    open,
    onOpenChange,
    strategy: 'fixed',
    placement: toFloatingPlacement(placement, direction),
    whileElementsMounted: autoUpdate,
    middleware: [
      offsetBy(offset),
      flip({ padding: EDGE_PADDING }),
      shift({ padding: EDGE_PADDING, limiter: limitShift() }),
      size({
        padding: EDGE_PADDING,
        apply({ availableHeight, elements }) {
          elements.floating.style.setProperty('--lnf-overlay-available-height', `${Math.max(0, availableHeight)}px`);
        },
      }),
      arrow({ element: arrowRef, padding: EDGE_PADDING }),
    ],
  });
}

/**
 * Where an anchored overlay portals to. Inside a modal dialog (Modal, Drawer): that dialog, since
 * React Aria keeps focus in there, hides everything outside it from assistive technology and takes
 * a click outside it for a click on the backdrop. Elsewhere: where React Aria's own overlays go
 * (a ThemeProvider's container, so the theme reaches it), else the body.
 */
export function useOverlayRoot(reference: Element | null): { root: HTMLElement | undefined; key: string } {
  const { getContainer } = useUNSAFE_PortalContext();
  const dialog = reference?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const root = dialog ?? getContainer?.() ?? undefined;
  return { root, key: rootKey(root) };
}

const rootKeys = new WeakMap<HTMLElement, string>();

/**
 * A key per portal root. FloatingPortal keeps the node it made first, even when `root` changes
 * (a ThemeProvider's container exists only from its second render on, so an overlay open on the
 * first render starts in the body): a new key remounts the portal in the new root.
 */
function rootKey(root: HTMLElement | undefined): string {
  if (!root) return 'body';
  let key = rootKeys.get(root);
  if (!key) {
    key = `root-${Math.random().toString(36).slice(2)}`;
    rootKeys.set(root, key);
  }
  return key;
}

/** The side an overlay ended up on after `flip`, for `data-placement`. */
export function sideOf(placement: Placement): string {
  return placement.split('-')[0];
}

/** Open state that is controlled when `isOpen` is given, and the overlay's own otherwise. */
export function useOpenState(
  isOpen: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  return useControlledState(isOpen, defaultOpen, onOpenChange);
}

type AriaKeyboardEvent = KeyboardEvent & { continuePropagation?: () => void };

/**
 * A trigger's props from Floating UI, fit for a React Aria component. React Aria stops every key
 * event it is handed a handler for unless the handler calls `continuePropagation()`, so Floating
 * UI's `onKeyDown` on a React Aria Button would swallow every key, Escape included, and a Drawer
 * around the trigger would no longer close. Keys go on, except Escape while the overlay is open:
 * that one closes the overlay and stops there.
 */
export function triggerProps(props: Record<string, unknown>, open: boolean): Record<string, unknown> {
  const onKeyDown = props.onKeyDown as ((event: AriaKeyboardEvent) => void) | undefined;
  if (!onKeyDown) return props;
  return {
    ...props,
    onKeyDown(event: AriaKeyboardEvent) {
      if (!event.continuePropagation) return onKeyDown(event);
      if (open && event.key === 'Escape') {
        // Stopping is React Aria's default already; its wrapper logs an error when asked again.
        return onKeyDown({ ...event, stopPropagation() {} });
      }
      event.continuePropagation();
      onKeyDown(event);
    },
  };
}
