import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

export default defineConfig({
  plugins: [
    dts({ include: ['src'], exclude: ['src/**/*.test.ts', 'src/testing/**'], tsconfigPath: './tsconfig.json' }),
  ],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rollupOptions: { external: ['superstruct'] },
    target: 'es2022',
    sourcemap: true,
  },
});
