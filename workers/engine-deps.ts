import type { EngineTier } from '../contracts/engine-api.ts';
import type { Channel, ChannelSnapshot } from '../contracts/live-protocol.ts';
import type { EngineDb } from './engine-db.ts';

/** Stops a timer; calling it twice is harmless. */
export type Cancel = () => void;

/** Timers as the engine sees them: each returns its own clear, so no handle type leaks. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): Cancel;
  setInterval(fn: () => void, ms: number): Cancel;
}

/** `readyState` values, as on `WebSocket`. */
export const SOCKET_STATE = { connecting: 0, open: 1, closing: 2, closed: 3 } as const;

/**
 * The live socket as the engine drives it. The real one wraps ReconnectingWebSocket (which
 * reconnects by itself after a close); tests use a fake.
 *
 * IMPORTANT: it must start closed. The engine opens it with `reconnect()` once IndexedDB is
 * loaded, so the first `resume` carries the stored cursors.
 */
export interface LiveSocket {
  readonly readyState: number;
  /** Drops the frame when the socket is not open (`maxEnqueuedMessages: 0`). */
  send(data: string): void;
  /** Closes for good (no reconnect). */
  close(): void;
  /** Opens the socket, or drops the current connection and connects again at once. */
  reconnect(): void;
  onopen: (() => void) | null;
  onmessage: ((data: string) => void) | null;
  /** `code`: the close code the server sent, when known (4001: the login token was revoked). */
  onclose: ((code?: number) => void) | null;
}

/** Everything the engine touches outside its own memory. */
export interface EngineDeps {
  socket: LiveSocket;
  db: EngineDb;
  /** A channel's snapshot over HTTP; rejects on network or server errors. */
  fetchSnapshot(channel: Channel): Promise<ChannelSnapshot>;
  /** Resolves once the tab is gone (its Web Lock `tab-<tabId>` could be taken). */
  watchTab(tabId: string): Promise<void>;
  /** Wall clock, ms. */
  now(): number;
  timers: Timers;
  /** In [0, 1): jitter for retries. */
  random(): number;
  tier: EngineTier;
  /**
   * Frees a callback handed in by a tab (a Comlink proxy) once the engine drops it. Optional:
   * in-process callbacks need nothing.
   */
  releaseCallback?(callback: unknown): void;
  /** Faults the engine survives (bad frames, failed writes, throwing callbacks). */
  onError?(error: unknown, context: string): void;
}
