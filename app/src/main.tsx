import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPage, matchRoute } from './routes';
import { reloadAfterChunkError } from './lib/chunkReload';
import { reportCaughtError } from './lib/pageError';
import '@lnf/ui/tokens.css';
import './global.css';

// A prerendered page inlines the CSS its markup needs and links the whole stylesheets as print-only,
// so they never block the first paint (app/scripts/prerender.mjs); from here on every rule applies.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')) link.media = 'all';

// A page chunk that fails while the app runs reaches the route's error boundary (layout/
// RouteErrorBoundary.tsx), which reloads once per 60 s or shows the error page.

async function start() {
  const container = document.getElementById('root')!;
  const route = matchRoute(window.location.pathname);
  try {
    // Load the page first so hydration finds it ready and keeps the server HTML.
    await loadPage(route);
  } catch {
    // Rendering now would show the error page while the reload is under way.
    if (reloadAfterChunkError()) return;
  }
  const options = { onCaughtError: reportCaughtError };
  if (container.hasChildNodes()) hydrateRoot(container, <App />, options);
  else createRoot(container, options).render(<App />);
}

void start();
