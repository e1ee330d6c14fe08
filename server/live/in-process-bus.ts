import type { BusFrame, LiveBus, LiveStateSnapshot } from './live-bus.ts';

/** The embedded default: one process is leader and gateway; delivery is synchronous. */
export function createInProcessBus(): LiveBus {
  const listeners = new Set<(frame: BusFrame) => void>();
  let stateProvider: (() => LiveStateSnapshot) | null = null;
  return {
    publish(frame) {
      for (const listener of listeners) listener(frame);
    },
    subscribe(onFrame) {
      listeners.add(onFrame);
      return () => listeners.delete(onFrame);
    },
    async requestState() {
      return stateProvider ? stateProvider() : null;
    },
    serveState(provider) {
      stateProvider = provider;
    },
    async close() {
      listeners.clear();
      stateProvider = null;
    },
  };
}
