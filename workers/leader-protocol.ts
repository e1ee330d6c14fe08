import { PROTOCOL_VERSION } from '../contracts/live-protocol.ts';

/*
 * Tier 2 (no SharedWorker): the tab holding the lock `engine-leader-v<N>` runs the engine in a
 * dedicated worker. Tabs find it on the hello channel `engine-v<N>`; each then talks Comlink on
 * its own channel `engine-v<N>:<tabId>`. The tab side builds the same names in
 * src/lib/engine-client/leader-tier.ts.
 */

/** Web Lock whose holder runs the tier-2 engine. */
export const LEADER_LOCK = `engine-leader-v${PROTOCOL_VERSION}`;
/** Hello channel: `hello` from tabs, `leader` and `ready` from the worker. */
export const HELLO_CHANNEL = `engine-v${PROTOCOL_VERSION}`;

/** The point-to-point Comlink channel of one tab. */
export function tabChannelName(tabId: string): string {
  return `${HELLO_CHANNEL}:${tabId}`;
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
