import { PROTOCOL_VERSION } from '../../../contracts/live-protocol.ts';

export interface StartedWorker {
  worker: SharedWorker;
  /** Settles if the worker fails to start (its script does not load, or it throws). */
  failed: Promise<void>;
}

let started: StartedWorker | null | undefined;

/**
 * The engine's SharedWorker, started (or joined) on the first call; null where the browser has
 * none (tier 2). The page's start-up makes that call (src/main.tsx), like the tab's lock's: the
 * browser connects this tab's port to the running worker (or starts it) while the page loads,
 * instead of after the first view asked for the engine (B5's second-tab attach).
 */
export function engineWorker(): StartedWorker | null {
  if (started === undefined) started = startWorker();
  return started;
}

function startWorker(): StartedWorker | null {
  if (typeof SharedWorker !== 'function') return null;
  try {
    // IMPORTANT: keep this literal form: Vite finds the worker entry through it.
    const worker = new SharedWorker(new URL('../../../workers/engine.ts', import.meta.url), {
      type: 'module',
      name: 'engine-v' + PROTOCOL_VERSION,
    });
    // Listened for from the start: an error before the engine is first asked for still counts.
    const failed = new Promise<void>((resolve) => worker.addEventListener('error', () => resolve()));
    return { worker, failed };
  } catch {
    return null;
  }
}
