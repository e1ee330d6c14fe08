import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the benchmark pages are built (outside dist/, never shipped). */
export const BENCH_DIST = path.join(ROOT, 'node_modules/.cache/bench-dist');

// The benchmark pages, served by the bench server under /bench/: the per-tab baseline (B1, B3,
// B8) at /bench/per-tab/ and the big list (B6) at /bench/big-list/.
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench/',
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: BENCH_DIST,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        perTab: path.join(import.meta.dirname, 'per-tab/index.html'),
        bigList: path.join(import.meta.dirname, 'big-list/index.html'),
      },
    },
  },
});
