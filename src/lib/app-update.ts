import { proxy } from 'valtio';

/** Whether a new deploy is installed and waiting for the user to reload. */
export const appUpdate = proxy({ ready: false });

let apply: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker (production builds only). A new deploy waits: the page offers a
 * reload (src/app/update-prompt.tsx) rather than mixing versions. When any tab takes the update,
 * every other tab of the app reloads too, so no tab keeps the old engine worker (and its socket)
 * alive: after the reload one engine and one socket remain.
 */
export async function startServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes no control (no clients.claim), so this is always an update.
    if (hadController) location.reload();
  });
  const { registerSW } = await import('virtual:pwa-register');
  apply = registerSW({
    onNeedRefresh: () => {
      appUpdate.ready = true;
    },
  });
}

/** Activates the waiting version; every open tab reloads into it. */
export function applyUpdate(): void {
  void apply?.(true);
}
