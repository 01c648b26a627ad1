import { UNSTABLE_ToastQueue as ToastQueue, type ToastOptions } from 'react-aria-components';
import { toastQueued } from './firstToast';

/** What one toast says and how it looks. */
export interface ToastContent {
  /** The message, e.g. 'Changes saved'. */
  title: string;
  /**
   * Optional second line.
   * @default undefined
   */
  description?: string;
  /**
   * `success` or `error` for the outcome of an action, `warning` for something that worked but
   * needs attention, `info` for neutral notes.
   */
  tone: 'success' | 'error' | 'warning' | 'info';
}

/** Toasts stay 20 s unless dismissed, long enough to read two lines slowly; hover or focus pauses the timer. */
export const TOAST_TIMEOUT = 20_000;

/** At most this many toasts show at once (the newest); older ones wait, timers paused, for a place. */
export const MAX_VISIBLE_TOASTS = 3;

/** The app's single toast queue; render one `<ToastRegion />` to show it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

type Options = ToastOptions & { description?: string };

function add(tone: ToastContent['tone'], title: string, { description, ...options }: Options = {}): string {
  toastQueued();
  return toastQueue.add({ title, description, tone }, { timeout: TOAST_TIMEOUT, ...options });
}

/**
 * Shows a toast from anywhere (no hook needed) and returns its key.
 * `toast.success('Changes saved')`, `toast.warning('Saved, but the preview is out of date')`,
 * `toast.error('Could not save your changes')`.
 */
export const toast = {
  success: (title: string, options?: Options) => add('success', title, options),
  error: (title: string, options?: Options) => add('error', title, options),
  warning: (title: string, options?: Options) => add('warning', title, options),
  info: (title: string, options?: Options) => add('info', title, options),
  /** Closes one toast by key. */
  close: (key: string) => toastQueue.close(key),
  /** Closes every toast. */
  clear: () => toastQueue.clear(),
};
