import {
  FloatingArrow,
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useMergeRefs,
  useRole,
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
import styles from './Popover.module.css';

interface PopoverBaseProps {
  /**
   * The root element (the dialog's `<div>`), set while the popover is open.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * The button that opens and closes the popover: one element that takes a `ref` and DOM event
   * props, e.g. a Button or IconButton. It gets `aria-haspopup="dialog"` and `aria-expanded`.
   */
  trigger: ReactElement;
  /** The content, or a function receiving `close`, e.g. for a button that applies and closes. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * Where the popover opens; it flips to the other side, and shifts along the trigger, when there
   * is no room.
   * @default 'bottom start'
   */
  placement?: OverlayPlacement;
  /**
   * Gap between the trigger and the popover, in px.
   * @default 8
   */
  offset?: number;
  /**
   * Whether an arrow points at the trigger.
   * @default false
   */
  showArrow?: boolean;
  /**
   * Whether a press outside the popover closes it. Escape always does.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether the popover is open (controlled).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the popover is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the popover opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Class on the dialog element.
   * @default undefined
   */
  className?: string;
}

/** A popover is a dialog and needs a name: a visible `title`, or an `aria-label` when it has none. */
export type PopoverProps = PopoverBaseProps &
  (
    | {
        /** The heading at the top; it also names the dialog for assistive technology. */
        title: ReactNode;
        /**
         * The dialog's name when it has no `title`.
         * @default undefined
         */
        'aria-label'?: string;
      }
    | {
        /**
         * The heading at the top; it also names the dialog for assistive technology.
         * @default undefined
         */
        title?: undefined;
        /** The dialog's name when it has no `title`. */
        'aria-label': string;
      }
  );

/**
 * A non-modal dialog anchored to a button: the trigger opens it on click, Enter or Space; focus
 * moves into it and returns to the trigger when it closes; Escape, a press outside and tabbing out
 * of it close it. Positioned by Floating UI, which flips and shifts it to stay on screen.
 */
export function Popover({
  ref,
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom start',
  offset = 8,
  showArrow = false,
  isDismissable = true,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  className,
}: PopoverProps) {
  const [open, setOpen] = useOpenState(isOpen, defaultOpen, onOpenChange);
  const arrowRef = useRef<SVGSVGElement>(null);
  const { context, refs, floatingStyles, elements } = useAnchoredFloating({
    open,
    onOpenChange: setOpen,
    placement,
    offset,
    arrowRef,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context, { outsidePress: isDismissable }),
    useRole(context, { role: 'dialog' }),
  ]);
  const { isMounted, status } = useTransitionStatus(context, { duration: 120 });
  const portal = useOverlayRoot(elements.domReference);
  const titleId = useId();

  const button = Children.only(trigger) as ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
  const triggerRef = useMergeRefs([refs.setReference, button.props.ref]);
  const dialogRef = useMergeRefs([refs.setFloating, ref]);
  const close = () => setOpen(false);

  return (
    <>
      {cloneElement(button, triggerProps(getReferenceProps({ ...button.props, ref: triggerRef }), open))}
      {isMounted && (
        <FloatingPortal key={portal.key} root={portal.root}>
          <FloatingFocusManager context={context} modal={false}>
            <div
              {...getFloatingProps()}
              ref={dialogRef}
              aria-labelledby={title != null ? titleId : undefined}
              aria-label={title != null ? undefined : ariaLabel}
              style={floatingStyles}
              className={clsx(styles.Root, className)}
              data-placement={sideOf(context.placement)}
              data-status={status}
            >
              <div className={styles.Content}>
                {title != null && (
                  <h2 id={titleId} className={styles.Title}>
                    {title}
                  </h2>
                )}
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {showArrow && (
                <FloatingArrow
                  ref={arrowRef}
                  context={context}
                  width={16}
                  height={8}
                  strokeWidth={1}
                  className={styles.Arrow}
                />
              )}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
