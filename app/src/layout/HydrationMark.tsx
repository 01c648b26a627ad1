import { useEffect } from 'react';

/**
 * Marks the document once React owns the page's content, so tests and tools can wait for it.
 * Rendered beside the page (and beside the error page), inside the Suspense boundary that
 * hydrates it: hydration runs in a transition, one boundary at a time, and a mark at the root
 * would be set while the page's own buttons still had no handlers.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
