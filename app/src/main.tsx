import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPage, matchRoute } from './routes';
import { reloadAfterChunkError } from './lib/chunkReload';
import '@lnf/ui/tokens.css';
import './global.css';

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
