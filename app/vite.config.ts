import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { gzipSync } from 'node:zlib';

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
  plugins: [react(), moduleSizes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
