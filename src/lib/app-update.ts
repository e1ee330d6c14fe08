import { proxy } from 'valtio';

/** Whether a new deploy is installed and waiting for the user to reload. */
export const appUpdate = proxy({ ready: false });

/** The service worker `npm run build` writes (vite-plugin-pwa, `registerType: 'prompt'`). */
const SERVICE_WORKER_URL = '/sw.js';

/** The installed new version, waiting for the user. */
let waiting: ServiceWorker | null = null;

/**
 * Registers the service worker (production builds only), after the page's own load. A new deploy
 * waits: the page offers a reload (src/app/update-prompt.tsx) rather than mixing versions. When
 * any tab takes the update, every other tab of the app reloads too, so no tab keeps the old engine
 * worker (and its socket) alive: after the reload one engine and one socket remain.
 *
 * Registered by hand, not through workbox-window: these few lines are all the prompt flow needs,
 * and the library would be part of every first visit's JavaScript.
 */
export async function startServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const hadController = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    // The first install takes no control (no clients.claim), so this is always an update.
    if (hadController) location.reload();
  });
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  }
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workers.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    // No service worker (a private window, a refusing browser): the app works online as before.
    return;
  }
  // A browser under automation that blocks service workers answers with none, not a refusal.
  if (!registration) return;
  const offer = (worker: ServiceWorker) => {
    waiting = worker;
    appUpdate.ready = true;
  };
  // Only a page an older version controls is offered the new one (a first install is not an update).
  // A version found earlier (by another tab, or an earlier visit) may already be waiting.
  if (registration.waiting && workers.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && workers.controller) offer(installing);
    });
  });
}

/** Activates the waiting version; every open tab reloads into it. */
export function applyUpdate(): void {
  // The generated worker skips waiting on this message.
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}
