import { ToastRegion } from '@lnf/ui';

/** The toast region, in a chunk of its own: Overlays mounts it when the first toast is queued. */
export default function Toasts() {
  return <ToastRegion />;
}
