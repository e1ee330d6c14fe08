import { PROTOCOL_VERSION } from './live-protocol.ts';

/*
 * The names tabs and the engine meet by, in one place (the engine in workers/, the tabs in
 * src/lib/engine-client/). Tier 2 (no SharedWorker): the tab holding the lock
 * `engine-leader-v<N>` runs the engine in a dedicated worker. Tabs find it on the hello channel
 * `engine-v<N>`; each then talks Comlink on its own channel `engine-v<N>:<tabId>`. In every tier
 * a tab holds the lock `tab-<tabId>` for its whole life, so the engine learns when it is gone.
 * (The SharedWorker's own name, `engine-v<N>`, stays written out in
 * src/lib/engine-client/connect-engine.ts: Vite reads that call's options as literals.)
 */

/** Web Lock whose holder runs the tier-2 engine. */
export const LEADER_LOCK = `engine-leader-v${PROTOCOL_VERSION}`;
/** Hello channel: `hello` from tabs, `leader` and `ready` from the worker. */
export const HELLO_CHANNEL = `engine-v${PROTOCOL_VERSION}`;

/** The Web Lock a tab holds for its whole life: granted to the engine only once the tab is gone. */
export function tabLockName(tabId: string): string {
  return `tab-${tabId}`;
}

/** The point-to-point Comlink channel of one tab. */
export function tabChannelName(tabId: string): string {
  return `${HELLO_CHANNEL}:${tabId}`;
}

/** The BroadcastChannel a Comlink callback is exposed on (both realms' broadcast-proxy.ts). */
export function callbackChannelName(prefix: string, id: string): string {
  return `${prefix}:cb:${id}`;
}

/** Messages on the hello channel. */
export type LeaderMessage =
  /** A tab asks the engine to serve it on its own channel. */
  | { type: 'hello'; tabId: string }
  /** The engine serves the tab now (answer to `hello`). */
  | { type: 'ready'; tabId: string; startedAt: number }
  /** A new engine started (after the old leader tab closed): every tab says hello again. */
  | { type: 'leader'; startedAt: number };

/** Reads a hello-channel message; null for anything else. */
export function parseLeaderMessage(data: unknown): LeaderMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'hello' && typeof message.tabId === 'string') return { type: 'hello', tabId: message.tabId };
  if (message.type === 'ready' && typeof message.tabId === 'string' && typeof message.startedAt === 'number') {
    return { type: 'ready', tabId: message.tabId, startedAt: message.startedAt };
  }
  if (message.type === 'leader' && typeof message.startedAt === 'number') {
    return { type: 'leader', startedAt: message.startedAt };
  }
  return null;
}
