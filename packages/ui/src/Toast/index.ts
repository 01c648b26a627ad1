export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export { toast, toastQueue, TOAST_TIMEOUT } from './toast';
export { onFirstToast } from './firstToast';
export type { ToastContent } from './toast';
