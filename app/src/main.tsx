import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPage, matchRoute } from './routes';
import { reloadAfterChunkError } from './lib/chunkReload';
import '@lnf/ui/tokens.css';
import './global.css';

// A prerendered page inlines the CSS its markup needs and links the whole stylesheets as print-only,
// so they never block the first paint (app/scripts/prerender.mjs); from here on every rule applies.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')) link.media = 'all';

window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

async function start() {
  const container = document.getElementById('root')!;
  const route = matchRoute(window.location.pathname);
  try {
    // Load the page first so hydration finds it ready and keeps the server HTML.
    await loadPage(route);
  } catch {
    reloadAfterChunkError();
  }
  if (container.hasChildNodes()) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
}

void start();
