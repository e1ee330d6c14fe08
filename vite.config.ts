import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (server/main.ts) serves the built app; `npm run build` writes it to dist/.
export default defineConfig({
  plugins: [react()],
  // IMPORTANT: module workers; the engine is a SharedWorker built from
  // `new SharedWorker(new URL('../workers/engine.ts', import.meta.url), { type: 'module', name })`.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
