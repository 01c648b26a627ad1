import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** `src/index.ts` plus one entry per component folder, so `@lnf/ui/Button` pulls only Button. */
const entries: Record<string, string> = { index: `${src}/index.ts` };
for (const dir of readdirSync(src, { withFileTypes: true })) {
  if (dir.isDirectory() && existsSync(`${src}/${dir.name}/index.ts`)) {
    entries[`${dir.name}/index`] = `${src}/${dir.name}/index.ts`;
  }
}

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-aria-components($|\/)/,
  /^@floating-ui\/react($|\/)/,
  /^@internationalized\/date$/,
  /^lucide-react($|\/)/,
  /^clsx$/,
  /^react-aria($|\/)/,
  /^react-stately($|\/)/,
  // Chart's scales and shapes: dependencies the consumer's bundler shares and tree-shakes.
  /^@visx\//,
  // The card form's rules are the sdk's domain (`@lnf/sdk/domain`), a dependency, not bundled in.
  /^@lnf\/sdk($|\/)/,
];

/** Packages whose code runs only in a client component (hooks, context, DOM events). */
const clientOnly =
  /^(react|react-dom|react-aria-components|react-aria|react-stately|@floating-ui\/react|lucide-react)($|\/)/;

/**
 * Library mode extracts CSS but leaves no import behind; put `import '#css/X.css'` back at the
 * top of every chunk that used it, so a consumer's bundler picks up only the CSS of what it
 * imports. `#css/*` is the package's own `imports` map: bundlers resolve it with the `module`
 * condition to the CSS file, plain Node (which has no `module` condition and throws
 * ERR_UNKNOWN_FILE_EXTENSION on `.css`) to `no-css.js`, an empty module.
 *
 * Every chunk that reaches React code gets `'use client'` first: React Server Components
 * (Next.js App Router) import these modules as client references instead of failing on hooks
 * in a server component. Pure modules (tokens, validation, sorting) stay importable on the server.
 */
function chunkPrologue(): Plugin {
  return {
    name: 'lnf-chunk-prologue',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const client = new Map<string, boolean>();
      const isClient = (fileName: string): boolean => {
        if (client.has(fileName)) return client.get(fileName)!;
        client.set(fileName, false);
        const chunk = byName.get(fileName);
        const result =
          !!chunk &&
          (chunk.imports.some((i) => (byName.has(i) ? isClient(i) : clientOnly.test(i))) ||
            chunk.dynamicImports.some(isClient));
        client.set(fileName, result);
        return result;
      };
      for (const chunk of chunks) {
        const lines = [
          ...(isClient(chunk.fileName) ? ["'use client';"] : []),
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `import '#css/${file}';`),
        ];
        if (lines.length === 0) continue;
        chunk.code = `${lines.join('\n')}\n${chunk.code}`;
        // The prepended lines have no source: shift the mappings down by as many lines.
        const shift = ';'.repeat(lines.length);
        if (chunk.map) chunk.map.mappings = shift + chunk.map.mappings;
        const mapAsset = bundle[`${chunk.fileName}.map`];
        if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
          const map = JSON.parse(mapAsset.source);
          map.mappings = shift + map.mappings;
          mapAsset.source = JSON.stringify(map);
        }
      }
    },
  };
}

/**
 * The stylesheets consumers import by name (`@lnf/ui/tokens.css`, `@lnf/ui/base.css`), and the
 * empty module `#css/*` resolves to in plain Node.
 */
function copyStaticFiles(): Plugin {
  return {
    name: 'lnf-copy-static-files',
    apply: 'build',
    generateBundle() {
      for (const fileName of ['tokens.css', 'base.css']) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(`${src}/${fileName}`, 'utf8') });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'no-css.js',
        source: '// What `#css/*` resolves to outside a bundler: Node cannot load CSS, and needs none.\nexport {};\n',
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      entryRoot: 'src',
      include: ['src'],
      exclude: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/fixtures.ts', 'src/test/**'],
    }),
    chunkPrologue(),
    copyStaticFiles(),
  ],
  css: {
    modules: {
      generateScopedName: (name, filename) => `lnf-${filename.split('/').at(-1)?.replace('.module.css', '')}-${name}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: true,
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // `Button/Button.css`, not `Button.module.css`: a consumer's bundler would take that name
        // for a CSS Module again, rename the classes and drop the side-effect import, styles and all.
        assetFileNames: (asset) => asset.names[0]?.replace(/\.module\.css$/, '.css') ?? '[name][extname]',
      },
    },
  },
});
