import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore, type Ref } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  useLocale,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { breakpoints } from '../tokens';
import { toastQueue, type ToastContent } from './toast';
import { useMergedRef } from '../internal/useMergedRef';
import { common, toastRegion } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Toast.module.css';

export interface ToastRegionProps extends Omit<AriaToastRegionProps<ToastContent>, 'queue' | 'children' | 'className'> {
  /**
   * The root element (the region's `<div>`), set while a toast shows.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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
   * @default 'Dismiss' (from the message catalogue, in the I18nProvider's language)
   */
  closeLabel?: string;
  /**
   * The region's accessible name.
   * @default '1 notification.' / '2 notifications.' (from the message catalogue, in the I18nProvider's language)
   */
  'aria-label'?: string;
}

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };

type Placement = 'top' | 'bottom';
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the region goes: bottom-right on wider screens, along the top on phones (where a form's
 * primary button sits at the bottom), and to the other edge whenever the toasts would cover the
 * control that has focus (a CVV field at the bottom right, a search box at the top).
 */
function useAvoidingPlacement(region: HTMLElement | null): Placement {
  const [placement, setPlacement] = useState<Placement>('bottom');
  useEffect(() => {
    if (!region) return;
    const phone = window.matchMedia(`(max-width: ${breakpoints.sm - 0.02}px)`);
    const decide = () => {
      const preferred: Placement = phone.matches ? 'top' : 'bottom';
      const other: Placement = preferred === 'top' ? 'bottom' : 'top';
      const focused = document.activeElement;
      // The toasts themselves: React Aria wraps them in list elements with display: contents.
      const toasts = [...region.querySelectorAll('[role="alertdialog"]')].map((c) => c.getBoundingClientRect());
      if (!focused || focused === document.body || region.contains(focused) || toasts.length === 0)
        return setPlacement(preferred);
      const target = focused.getBoundingClientRect();
      // Where the toasts would be at each edge: same size and columns, moved to that edge.
      const top = Math.min(...toasts.map((t) => t.top));
      const height = Math.max(...toasts.map((t) => t.bottom)) - top;
      const at = (edge: Placement) => {
        const y = edge === 'top' ? 16 : window.innerHeight - 16 - height;
        return toasts.some((t) => overlaps(new DOMRect(t.left, y + (t.top - top), t.width, t.height), target));
      };
      setPlacement(at(preferred) && !at(other) ? other : preferred);
    };
    decide();
    const observer = new ResizeObserver(decide);
    observer.observe(region);
    document.addEventListener('focusin', decide);
    window.addEventListener('resize', decide);
    window.addEventListener('scroll', decide, { capture: true, passive: true });
    phone.addEventListener('change', decide);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', decide);
      window.removeEventListener('resize', decide);
      window.removeEventListener('scroll', decide, { capture: true });
      phone.removeEventListener('change', decide);
    };
  }, [region]);
  return placement;
}

/** The region's default name, '2 notifications.', in the catalogue's language (React Aria's own has no Hindi). */
function useRegionLabel(queue: NonNullable<ToastRegionProps['queue']>): string {
  const t = useMessages(toastRegion);
  const { locale } = useLocale();
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const count = useSyncExternalStore(subscribe, () => queue.visibleToasts.length);
  // No Intl without toasts (the region then draws nothing): a page's first Intl call loads ICU's
  // data (about 12 ms, 50 ms on a 4x slower phone), which a page without toasts should not pay.
  // Never empty either: React Aria would format its own name then, with Intl.
  if (count === 0) return t('other', { count: '0' });
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return t(form, { count: new Intl.NumberFormat(locale).format(count) });
}

/**
 * The landmark where toasts appear: at most three at once (the newest), bottom-right on wider
 * screens and along the top on phones, moving to the other edge rather than cover the field that
 * has focus. Render it once near the root; F6 moves focus into it, hover and focus pause the timers.
 */
export function ToastRegion({ queue = toastQueue, className, closeLabel, ref, ...props }: ToastRegionProps) {
  const t = useMessages(common);
  const regionLabel = useRegionLabel(queue);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const mergedRef = useMergedRef(setRegion, ref);
  const placement = useAvoidingPlacement(region);
  return (
    <AriaToastRegion
      {...props}
      aria-label={props['aria-label'] ?? regionLabel}
      ref={mergedRef}
      data-placement={placement}
      queue={queue}
      className={clsx(styles.Region, className)}
    >
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
            <AriaButton slot="close" aria-label={closeLabel ?? t('dismiss')} className={styles.Close}>
              <X aria-hidden />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
