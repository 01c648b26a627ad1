import {
  FloatingArrow,
  FloatingPortal,
  safePolygon,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useTransitionStatus,
} from '@floating-ui/react';
import clsx from 'clsx';
import { Children, cloneElement, useId, useRef, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  sideOf,
  triggerProps,
  useAnchoredFloating,
  useOpenState,
  useOverlayRoot,
  type OverlayPlacement,
} from '../internal/floating';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /**
   * The tooltip element (`role="tooltip"`), set while it is shown.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * What the tooltip says: short text that describes the trigger. Never links, buttons or other
   * interactive content: a tooltip cannot be focused, so nobody on a keyboard could reach them
   * (use a Popover for that).
   */
  content: ReactNode;
  /**
   * The trigger: one focusable element that takes a `ref` and DOM event props, e.g. a Button,
   * IconButton or Link. It gets `aria-describedby` pointing at the tooltip.
   */
  children: ReactElement;
  /**
   * Where the tooltip opens; it flips to the other side, and shifts along the trigger, when there
   * is no room.
   * @default 'top'
   */
  placement?: OverlayPlacement;
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip shows. Keyboard focus shows
   * it at once.
   * @default 600
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip hides once the pointer leaves; the pointer can move onto the
   * tooltip meanwhile and keep it open.
   * @default 150
   */
  closeDelay?: number;
  /**
   * Gap between the trigger and the tooltip, in px.
   * @default 8
   */
  offset?: number;
  /**
   * Whether an arrow points at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Whether the tooltip never shows (the description stays for assistive technology).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the tooltip is shown (controlled).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the tooltip is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the tooltip shows or hides.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Class on the tooltip element.
   * @default undefined
   */
  className?: string;
}

/**
 * A short description of a control, shown while the pointer rests on it or it has keyboard focus,
 * hidden on Escape, blur and pointer leave. Positioned by Floating UI, which flips and shifts it to
 * stay on screen.
 */
export function Tooltip({
  ref,
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 150,
  offset = 8,
  showArrow = true,
  isDisabled = false,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  className,
}: TooltipProps) {
  const [open, setOpen] = useOpenState(isOpen, defaultOpen, onOpenChange);
  const arrowRef = useRef<SVGSVGElement>(null);
  const shown = open && !isDisabled;
  const floating = useAnchoredFloating({ open: shown, onOpenChange: setOpen, placement, offset, arrowRef });
  const { context, refs, floatingStyles, elements } = floating;
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      enabled: !isDisabled,
      delay: { open: delay, close: closeDelay },
      mouseOnly: true,
      // WCAG 1.4.13: the pointer can travel from the trigger onto the tooltip without losing it.
      handleClose: safePolygon(),
    }),
    useFocus(context, { enabled: !isDisabled }),
    // Escape on the trigger hides the tooltip and stops there: a dialog around it stays open.
    useDismiss(context, { referencePress: true }),
  ]);
  const { isMounted, status } = useTransitionStatus(context, { duration: 120 });
  const portal = useOverlayRoot(elements.domReference);
  const id = useId();

  const trigger = Children.only(children) as ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
  const triggerRef = useMergeRefs([refs.setReference, trigger.props.ref]);
  const tooltipRef = useMergeRefs([refs.setFloating, ref]);
  // The description is always there, not only while the tooltip shows: a screen reader reads it
  // with the trigger's name on focus, before a tooltip that opens on that focus exists.
  const describedBy = [trigger.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <>
      {cloneElement(
        trigger,
        triggerProps(getReferenceProps({ ...trigger.props, ref: triggerRef, 'aria-describedby': describedBy }), shown),
      )}
      {isMounted ? (
        <FloatingPortal key={portal.key} root={portal.root}>
          <div
            {...getFloatingProps()}
            ref={tooltipRef}
            id={id}
            role="tooltip"
            style={floatingStyles}
            className={clsx(styles.Root, className)}
            data-placement={sideOf(context.placement)}
            data-status={status}
          >
            {content}
            {showArrow && (
              <FloatingArrow ref={arrowRef} context={context} width={12} height={6} className={styles.Arrow} />
            )}
          </div>
        </FloatingPortal>
      ) : (
        <span id={id} hidden>
          {content}
        </span>
      )}
    </>
  );
}
