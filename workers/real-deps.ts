import ReconnectingWebSocket from 'reconnecting-websocket';
import type { Options as SocketOptions, UrlProvider } from 'reconnecting-websocket';
import { API_BASE, API_CODE, API_PATHS, REQUEST_TIMEOUT_MS } from '../contracts/api.ts';
import type { EngineTier } from '../contracts/engine-api.ts';
import type { Channel, ChannelSnapshot } from '../contracts/live-protocol.ts';
import { isOddsChannel } from '../contracts/live-protocol.ts';
import type { Sport } from '../contracts/match.ts';
import { openEngineDb } from './engine-db.ts';
import { liveSocketUrl, settingsSocketUrl } from './socket-address.ts';
import type { EngineDeps, LiveSocket, Timers } from './engine-deps.ts';
import { tabLockName } from '../contracts/tier-two-protocol.ts';
import { toWholeMatch, toWholeOdds } from './row-guards.ts';

/** The realm's own timers. */
export const systemTimers: Timers = {
  setTimeout(fn, ms) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  setInterval(fn, ms) {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

/** First retry after 500-1500 ms; redrawn after every close so retries of many browsers spread. */
function reconnectJitter(random: () => number): number {
  return 500 + random() * 1000;
}

/** The live socket over ReconnectingWebSocket (started closed: the engine opens it). */
export function createReconnectingSocket(url: UrlProvider, random: () => number = Math.random): LiveSocket {
  const options: SocketOptions = {
    maxEnqueuedMessages: 0,
    startClosed: true,
    minReconnectionDelay: reconnectJitter(random),
    reconnectionDelayGrowFactor: 1.6,
    maxReconnectionDelay: 10_000,
    connectionTimeout: 4_000,
  };
  const rws = new ReconnectingWebSocket(url, undefined, options);
  const socket: LiveSocket = {
    get readyState() {
      return rws.readyState;
    },
    send: (data) => rws.send(data),
    close: () => rws.close(),
    reconnect: () => rws.reconnect(),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  rws.addEventListener('open', () => socket.onopen?.());
  rws.addEventListener('message', (event) => {
    if (typeof event.data === 'string') socket.onmessage?.(event.data);
  });
  rws.addEventListener('close', (event) => {
    // ReconnectingWebSocket reads its options on every attempt: this sets the next delay.
    options.minReconnectionDelay = reconnectJitter(random);
    socket.onclose?.(event.code);
  });
  return socket;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{code, msg, data}` from the snapshot endpoint; throws on anything but a usable snapshot. */
export function parseSnapshotEnvelope(channel: Channel, body: unknown): ChannelSnapshot {
  if (!isRecord(body)) throw new Error('snapshot: not an envelope');
  if (body.code !== API_CODE.ok) throw new Error(`snapshot: ${typeof body.msg === 'string' ? body.msg : 'error'}`);
  const data = body.data;
  if (!isRecord(data) || data.channel !== channel || typeof data.epoch !== 'string') {
    throw new Error('snapshot: wrong channel or epoch');
  }
  if (typeof data.seq !== 'number' || !Number.isInteger(data.seq) || !Array.isArray(data.list)) {
    throw new Error('snapshot: bad seq or list');
  }
  const { epoch, seq, list } = data;
  if (isOddsChannel(channel)) {
    return { channel, epoch, seq, list: list.map(toWholeOdds).filter((line) => line !== null) };
  }
  const sport: Sport = channel;
  return { channel, epoch, seq, list: list.map((row) => toWholeMatch(row, sport)).filter((row) => row !== null) };
}

/** `GET /api/live/snapshot?channel=...`. */
export async function fetchSnapshot(channel: Channel): Promise<ChannelSnapshot> {
  const response = await fetch(`${API_BASE}/${API_PATHS.liveSnapshot}?channel=${encodeURIComponent(channel)}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`snapshot: HTTP ${response.status}`);
  return parseSnapshotEnvelope(channel, await response.json());
}

/**
 * Resolves when the tab is gone: its lock `tab-<tabId>` is held by the tab for its whole life,
 * so the engine is granted it only after the tab died. The lock is released at once.
 */
export function watchTab(tabId: string): Promise<void> {
  return navigator.locks.request(tabLockName(tabId), () => undefined).then(() => undefined);
}

export interface RealDepsOptions {
  tier: EngineTier;
  releaseCallback?(callback: unknown): void;
}

/** The deps of a worker realm: socket to the settings' address (else its origin), HTTP snapshots, IndexedDB, Web Locks. */
export function createRealDeps(options: RealDepsOptions): EngineDeps {
  return {
    socket: createReconnectingSocket(settingsSocketUrl(liveSocketUrl(self.location), (url, init) => fetch(url, init))),
    db: openEngineDb(),
    fetchSnapshot,
    watchTab,
    now: () => Date.now(),
    timers: systemTimers,
    random: Math.random,
    tier: options.tier,
    ...(options.releaseCallback ? { releaseCallback: options.releaseCallback } : {}),
    onError: (error, context) => console.warn(`[engine] ${context}`, error),
  };
}
