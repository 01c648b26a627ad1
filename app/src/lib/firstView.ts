/**
 * The first view of a prerendered page whose content has nothing to hydrate (RouteDef.staticContent):
 * from hydration (main.tsx) to the first client-side navigation (App's RouteEffects). While it
 * lasts, what has nothing to do until the visitor gets to it stays as the server rendered it, and
 * its code is not loaded (docs/performance.md, "The home page by network idle"):
 * - the page's content keeps its HTML, and its links are the browser's own;
 * - the footer loads when it comes near the viewport.
 * A client-side navigation ends it: every page rendered after that is rendered as usual.
 */

let keptPath: string | null = null;
const waiting = new Set<() => void>();

/** Hydrating the server HTML of `path` (main.tsx). */
export function beginFirstView(path: string): void {
  keptPath = path;
}

/** The first client-side navigation: whatever waits for it loads now. */
export function endFirstView(): void {
  keptPath = null;
  for (const resume of waiting) resume();
  waiting.clear();
}

/** Whether the page at `path` is the hydrated document's, still in its first view. */
export const inFirstViewOf = (path: string): boolean => keptPath === path;

/** Whether a kept page (RouteDef.staticContent) is showing its server HTML now. */
export const inFirstView = (): boolean => keptPath !== null;

/**
 * Resolves when the element `selector` finds comes within 400 px of the viewport, or at the
 * first navigation; at once outside the first view, on the server, or without the element.
 */
export function whenNear(selector: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!inFirstView() || !element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      waiting.delete(done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    waiting.add(done);
  });
}
