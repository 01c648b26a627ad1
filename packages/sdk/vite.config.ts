import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

export default defineConfig({
  plugins: [
    dts({ include: ['src'], exclude: ['src/**/*.test.ts', 'src/testing/**'], tsconfigPath: './tsconfig.json' }),
  ],
  build: {
    // `@lnf/sdk/domain` is an entry of its own: the design system imports the business rules
    // without the API client, schemas or superstruct.
    lib: { entry: { index: 'src/index.ts', domain: 'src/domain/index.ts' }, formats: ['es'] },
    rollupOptions: { external: ['superstruct'] },
    target: 'es2022',
    sourcemap: true,
  },
});
