import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { toastQueue, type ToastContent } from './toast';
import styles from './Toast.module.css';

export interface ToastRegionProps extends Omit<AriaToastRegionProps<ToastContent>, 'queue' | 'children' | 'className'> {
  /**
   * The queue to show; the shared `toastQueue` unless a test or story brings its own.
   * @default toastQueue
   */
  queue?: AriaToastRegionProps<ToastContent>['queue'];
  /**
   * Class on the region.
   * @default undefined
   */
  className?: string;
  /**
   * Accessible name of each toast's close button.
   * @default 'Dismiss'
   */
  closeLabel?: string;
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info };

/**
 * The landmark where toasts appear, bottom-right (full width on small screens). Render it once
 * near the root; F6 moves focus into it, hover and focus pause the timers.
 */
export function ToastRegion({ queue = toastQueue, className, closeLabel = 'Dismiss', ...props }: ToastRegionProps) {
  return (
    <AriaToastRegion {...props} queue={queue} className={clsx(styles.Region, className)}>
      {({ toast }) => {
        const Icon = icons[toast.content.tone];
        return (
          <AriaToast toast={toast} className={styles.Toast} data-tone={toast.content.tone}>
            <Icon className={styles.Icon} aria-hidden />
            <AriaToastContent className={styles.Content}>
              <Text slot="title" className={styles.Title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={styles.Description}>
                  {toast.content.description}
                </Text>
              )}
            </AriaToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className={styles.Close}>
              <X aria-hidden />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
