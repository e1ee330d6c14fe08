import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** A file of react-router's production build (not in its package exports: by path). */
const reactRouterProduction = (file: string): string =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The server (server/main.ts) serves the built app; `npm run build` writes it to dist/.
export default defineConfig(({ command }) => ({
  // IMPORTANT: react-router's package exports name only its development build (its dev warnings
  // on, in every bundle: remix-run/react-router#14102); a build takes the production one beside it.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : undefined,
  plugins: [
    react(),
    // The app shell offline: every built file is precached (the engine's worker too) and any page
    // path opens index.html from the cache; data comes from IndexedDB (src/lib/query/answer-store.ts and the
    // engine's store). 'prompt': a new deploy waits until the user reloads (src/app/update-prompt.tsx).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: '球讯直播',
        short_name: '球讯',
        lang: 'zh-CN',
        start_url: '/main',
        display: 'standalone',
        theme_color: '#0f1b2d',
        background_color: '#0f1b2d',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,wav,webmanifest}'],
        navigateFallback: '/index.html',
        // The server's own paths are never the app shell.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/ws/,
          /^\/health/,
          /^\/metrics/,
          /^\/media\//,
          /^\/dev\//,
          /^\/test\//,
          /^\/bench\//,
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // IMPORTANT: module workers; the engine is a SharedWorker built from
  // `new SharedWorker(new URL('../workers/engine.ts', import.meta.url), { type: 'module', name })`.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Maps for error reports, not referenced from the bundles (and not served in production).
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
}));
