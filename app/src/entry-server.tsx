import { prerenderToNodeStream } from 'react-dom/static';
import { createStore } from 'jotai';
import { I18nProvider } from '@lnf/ui';
import { App } from './App';
import { SITE_LOCALE } from './locale';
import { headTags } from './head';
import { robotsTxt } from './crawlers';
import { matchRoute, notFoundRoute, routes, type RouteDef } from './routes';
import { structuredDataTag } from './structured-data';

export { routes, notFoundRoute, headTags, robotsTxt, structuredDataTag };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one route to HTML at build time, waiting for its lazy page to load. */
export async function render(path: string): Promise<{ html: string; route: RouteDef }> {
  const route = path === notFoundRoute.path ? notFoundRoute : matchRoute(path);
  // One chunk: React would otherwise outline big pages and reveal them with inline scripts, which
  // the CSP forbids and which leave the page blank with JavaScript off.
  // The browser reads the locale from a global (./locale); the prerender has no window.
  const app = (
    <I18nProvider locale={SITE_LOCALE}>
      <App ssrPath={path} store={createStore()} />
    </I18nProvider>
  );
  const { prelude } = await prerenderToNodeStream(app, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return { html: await streamToString(prelude), route };
}
