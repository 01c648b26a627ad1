import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { common } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Alert.module.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * The root element (the `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * What kind of message it is; each variant has its own icon, so colour never carries it alone.
   * @default 'info'
   */
  variant?: AlertVariant;
  /**
   * A short first line in bold, e.g. 'Changes saved'.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * The message itself, under the title.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * One action beside the message, e.g. `<Button size="sm" variant="secondary">Retry</Button>`.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Shows a close button and is called when it is pressed. The alert does not hide itself: the
   * caller removes it and, when the close button had focus, moves focus somewhere sensible.
   * @default undefined
   */
  onDismiss?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss' (from the message catalogue, in the I18nProvider's language)
   */
  dismissLabel?: string;
  /**
   * Announce it at once, interrupting the screen reader (`role="alert"`), instead of politely
   * after what it is reading (`role="status"`). Only for something the person must act on now,
   * such as a failed save that appears after they pressed Save.
   * @default false
   */
  isUrgent?: boolean;
}

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

/**
 * A message inside the page (not a toast): info, success, warning or danger, with an icon, an
 * optional title, action and close button. It is a polite live region (`role="status"`): a
 * message that appears is read once the screen reader finishes its sentence. `isUrgent` makes it
 * `role="alert"`, which interrupts; keep that for errors that need action now, because several
 * assertive regions talk over each other and one on page load is read before the page itself.
 */
export function Alert({
  variant = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  isUrgent = false,
  className,
  ...props
}: AlertProps) {
  const t = useMessages(common);
  const Icon = icons[variant];
  const titleId = useId();
  return (
    <div
      {...props}
      role={isUrgent ? 'alert' : 'status'}
      aria-labelledby={props['aria-labelledby'] ?? (title ? titleId : undefined)}
      data-variant={variant}
      className={clsx(styles.Root, className)}
    >
      <Icon className={styles.Icon} aria-hidden />
      <div className={styles.Content}>
        {title && (
          <p id={titleId} className={styles.Title}>
            {title}
          </p>
        )}
        {children && <div className={styles.Body}>{children}</div>}
      </div>
      {action && <div className={styles.Action}>{action}</div>}
      {onDismiss && (
        <AriaButton aria-label={dismissLabel ?? t('dismiss')} className={styles.Dismiss} onPress={onDismiss}>
          <X aria-hidden />
        </AriaButton>
      )}
    </div>
  );
}
