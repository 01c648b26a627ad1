// First: the site's locale for React Aria, before any module of React Aria is evaluated.
import './locale';
import { startTransition } from 'react';
import { App } from './App';
import { loadPage, matchRoute } from './routes';
import { reloadAfterChunkError } from './lib/chunkReload';
import { beginFirstView, inFirstView } from './lib/firstView';
import { reportCaughtError } from './lib/pageError';
import '@lnf/ui/tokens.css';
import './global.css';

// A prerendered page inlines the CSS its markup needs; its inline loader adds the whole
// stylesheets after the first paint, before this script (app/scripts/prerender.mjs).

// A page chunk that fails while the app runs reaches the route's error boundary (layout/
// RouteErrorBoundary.tsx), which reloads once per 60 s or shows the error page.

/** Ends the current task, so the next piece of start-up work runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // A window another site opened, which a person then typed our address into: it loads itself again
  // to get the server's opener policy (docs/security.md, item 13). Rare, so its code loads only then.
  if (window.opener && (await import('./lib/opener')).cutOpenerOfAnotherSite()) return;
  const container = document.getElementById('root')!;
  const route = matchRoute(window.location.pathname);
  const prerendered = container.hasChildNodes();
  // A page with nothing to hydrate keeps its server HTML without its code (lib/firstView.ts).
  if (prerendered && route.staticContent) beginFirstView(window.location.pathname);
  try {
    // Load the page first so hydration finds it ready and keeps the server HTML.
    if (!inFirstView()) await loadPage(route);
  } catch {
    // Rendering now would show the error page while the reload is under way.
    if (reloadAfterChunkError()) return;
  }
  // The page chunk evaluated in the task that ends here. React DOM is a chunk of its own, preloaded
  // with the entry (app/scripts/prerender.mjs) and evaluated in a task of its own: with the app's
  // modules in one task it took longer than a task may on a 4x slower phone (Lighthouse TBT).
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const options = { onCaughtError: reportCaughtError };
  // In a transition, hydration runs at a transition lane, which React renders in slices of about
  // 5 ms and yields between them; outside one it is a single task of the whole page (Lighthouse TBT,
  // DESIGN.md section 4). A click before it finishes makes React hydrate that part first.
  if (prerendered) startTransition(() => void hydrateRoot(container, <App />, options));
  else createRoot(container, options).render(<App />);
}

void start();
