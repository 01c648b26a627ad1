import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { articles } from './scripts/articles.mjs';
import { reactAriaLocales } from './scripts/react-aria-locales.ts';
import { reactAriaStartup } from './scripts/react-aria-startup.ts';

/** Modules of the shared form controls (the 'form-controls' chunk below). */
const FORM_CONTROLS =
  /[\\/](?:packages[\\/]ui[\\/]dist[\\/](?:TextField|TextArea|Checkbox|Switch)[\\/]|react-aria-components[\\/]dist[\\/](?:exports|private)[\\/](?:TextField|TextArea|Input|FieldError|Checkbox|Switch)\.|react-aria[\\/]dist[\\/]private[\\/](?:textfield|checkbox|switch|toggle|form)[\\/]|react-stately[\\/]dist[\\/]private[\\/](?:toggle|checkbox|form)[\\/]|app[\\/]src[\\/]lib[\\/]useForm\.)/;

/**
 * With `LNF_BUNDLE_REPORT=1`, writes `.vite/modules.json` beside the manifest: per output chunk,
 * each module's code after tree-shaking as gzip bytes once minified on its own (rolldown minifies
 * whole chunks, so its rendered lengths count comments and whitespace). `node
 * app/scripts/bundle-report.mjs` turns it into the home entry's breakdown in docs/performance.md.
 */
function moduleSizes(): Plugin {
  return {
    name: 'lnf-module-sizes',
    apply: () => process.env.LNF_BUNDLE_REPORT === '1',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks: Record<string, { name: string; modules: Record<string, number> }> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, m] of Object.entries(out.modules)) {
          if (!m.code) continue;
          modules[id] = gzipSync(transformSync(m.code, { minify: true, loader: 'js' }).code, { level: 9 }).length;
        }
        chunks[out.fileName] = { name: out.name, modules };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  plugins: [react(), moduleSizes(), reactAriaLocales(), reactAriaStartup(), articles()],
  resolve: {
    // React 19 has the hook the shim falls back from (-0.4 KB gzip on every first load).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./scripts/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target means knows <link rel="modulepreload"> but Safari before 17,
    // which then only loads the chunks a little later: not worth 0.4 KB of every first load.
    rolldownOptions: {
      output: {
        // What the entry imports statically loads with every first page anyway: one chunk for
        // all of it instead of a dozen small files (React, the runtime, clsx, the link, the route
        // table...), each with its own request and gzip overhead.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The form controls several portal pages share (text fields, checkboxes, switches and
            // the form plumbing under them): one chunk rather than twenty small ones, each of which
            // compresses worse and costs a request. A page that uses one control loads the few KB
            // of the others with it.
            { name: 'form-controls', test: FORM_CONTROLS, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
