import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Dialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { DialogBody } from '../internal/DialogBody';
import { common } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Drawer.module.css';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /**
   * The root element (the overlay's `<div>`), set while the drawer is open.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The drawer's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body, or a function receiving `close`. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /**
   * Actions pinned below the body, e.g. Apply and Cancel; they stay in view while the body scrolls.
   * @default undefined
   */
  footer?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /**
   * The edge it slides in from: `start` and `end` follow the reading direction; `bottom` is a
   * sheet that rises from the bottom edge.
   * @default 'end'
   */
  placement?: 'start' | 'end' | 'bottom';
  /**
   * Width of a side drawer (sm 20rem, md 25rem, lg 35rem), or the most height a bottom sheet
   * takes (sm 40%, md 60%, lg 90% of the viewport); never more than the screen minus a gutter.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Whether a click on the backdrop closes the drawer; turn it off where a stray click would lose work.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape leaves the drawer open; keep it false unless closing would lose work.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Class on the drawer panel.
   * @default undefined
   */
  className?: string;
}

/**
 * A side sheet over the page: a modal dialog that slides in from an edge. Focus moves in, stays
 * trapped and returns to the trigger on close; Escape, the close button and (by default) a click on
 * the backdrop close it. Works controlled (`isOpen`, `onOpenChange`) or inside a `DialogTrigger`.
 */
export function Drawer({
  title,
  children,
  footer,
  placement = 'end',
  size = 'md',
  isDismissable = true,
  closeLabel,
  className,
  ...props
}: DrawerProps) {
  const t = useMessages(common);
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.Overlay} data-placement={placement}>
      <AriaModal className={clsx(styles.Drawer, className)} data-placement={placement} data-size={size}>
        <Dialog className={styles.Dialog}>
          {(renderProps) => (
            <>
              <div className={styles.Header}>
                <Heading slot="title" className={styles.Title}>
                  {title}
                </Heading>
                <IconButton slot="close" aria-label={closeLabel ?? t('close')} size="sm" className={styles.Close}>
                  <X />
                </IconButton>
              </div>
              <DialogBody className={styles.Body}>
                {typeof children === 'function' ? children(renderProps) : children}
              </DialogBody>
              {footer != null && (
                <div className={styles.Footer}>{typeof footer === 'function' ? footer(renderProps) : footer}</div>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
