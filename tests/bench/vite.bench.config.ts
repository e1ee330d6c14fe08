import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the per-tab baseline page is built (outside dist/, never shipped). */
export const BENCH_DIST = path.join(ROOT, 'node_modules/.cache/bench-dist');

// The per-tab baseline page, served by the bench server under /bench/.
export default defineConfig({
  root: path.join(import.meta.dirname, 'per-tab'),
  base: '/bench/',
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: BENCH_DIST,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
