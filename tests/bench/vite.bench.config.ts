import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

const APP_ENGINE = path.join(ROOT, 'src/lib/engine.ts');
const NO_SHARED_ENGINE = path.join(import.meta.dirname, 'per-tab/no-shared-engine.ts');

/** The pages' own engine only: the app's `getEngine` (its SharedWorker and socket) is swapped out. */
function noSharedEngine(): Plugin {
  return {
    name: 'bench-no-shared-engine',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('engine.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === APP_ENGINE ? NO_SHARED_ENGINE : null;
    },
  };
}

/** Where the benchmark pages are built (outside dist/, never shipped). */
export const BENCH_DIST = path.join(ROOT, 'node_modules/.cache/bench-dist');

// The benchmark pages, served by the bench server under /bench/: the per-tab baseline (B1, B3,
// B8) at /bench/per-tab/ and the big list (B6) at /bench/big-list/.
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench/',
  plugins: [noSharedEngine(), react()],
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
