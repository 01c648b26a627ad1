/**
 * A page that knows where it leads (the plans lead to the basket, the basket to the order
 * confirmation) loads that page's code ahead of time. The router registers how a path becomes its
 * page's chunk (App.tsx): pages never import the route table, which imports them.
 */
let prefetcher: ((path: string) => void) | null = null;

/** Set once by the router at start. */
export function setPagePrefetcher(next: (path: string) => void): void {
  prefetcher = next;
}

/** Loads the chunk of the page at `path`, if a router has started (nothing during the prerender). */
export function prefetchPage(path: string): void {
  prefetcher?.(path);
}
