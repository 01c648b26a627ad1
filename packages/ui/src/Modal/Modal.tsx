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
import styles from './Modal.module.css';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /**
   * The root element (the overlay's `<div>`), set while the modal is open.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body, or a function receiving `close`. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /**
   * Maximum width: xs 450px, sm 600px, md 700px, lg 800px, xl 900px; on small screens
   * the full width minus the page gutters.
   * @default 'md'
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Whether a click on the backdrop closes the modal; turn it off where a stray click would lose work.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape leaves the modal open; keep it false unless closing would lose work.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Hides the close 'x' button, for flows that must end with an explicit choice.
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Class on the dialog panel.
   * @default undefined
   */
  className?: string;
  /**
   * Role of the dialog; `alertdialog` for confirmations that interrupt.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on a backdrop: focus moves in, stays trapped and returns to the trigger on
 * close; Escape and (by default) a backdrop click close it. Works controlled (`isOpen`,
 * `onOpenChange`) or inside a React Aria `DialogTrigger`.
 */
export function Modal({
  title,
  children,
  size = 'md',
  isDismissable = true,
  hideCloseButton = false,
  closeLabel,
  className,
  role,
  ...props
}: ModalProps) {
  const t = useMessages(common);
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.Overlay}>
      <AriaModal className={styles.Modal} data-size={size}>
        <Dialog role={role} className={clsx(styles.Dialog, className)}>
          {(renderProps) => (
            <>
              <div className={styles.Header}>
                <Heading slot="title" className={styles.Title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <IconButton slot="close" aria-label={closeLabel ?? t('close')} size="sm" className={styles.Close}>
                    <X />
                  </IconButton>
                )}
              </div>
              <DialogBody className={styles.Body}>
                {typeof children === 'function' ? children(renderProps) : children}
              </DialogBody>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
