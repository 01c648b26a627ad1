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

const external = [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, /^@floating-ui\/react($|\/)/, /^lucide-react($|\/)/, /^clsx$/, /^react-aria($|\/)/, /^react-stately($|\/)/];

/**
 * Library mode extracts CSS but leaves no import behind; put `import './X.css'` back at the top
 * of every chunk that used it, so a consumer's bundler picks up only the CSS of what it imports.
 */
function injectCssImports(): Plugin {
  return {
    name: 'lnf-inject-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const depth = chunk.fileName.split('/').length - 1;
        const up = depth === 0 ? './' : '../'.repeat(depth);
        chunk.code = css.map((file) => `import '${up}${file}';\n`).join('') + chunk.code;
      }
    },
  };
}

function copyTokensCss(): Plugin {
  return {
    name: 'lnf-copy-tokens-css',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tokens.css', source: readFileSync(`${src}/tokens.css`, 'utf8') });
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
    injectCssImports(),
    copyTokensCss(),
  ],
  css: {
    modules: { generateScopedName: (name, filename) => `lnf-${filename.split('/').at(-1)?.replace('.module.css', '')}-${name}` },
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
