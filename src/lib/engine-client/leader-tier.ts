import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { EngineApi } from '../../../contracts/engine-api.ts';
import {
  HELLO_CHANNEL,
  LEADER_LOCK,
  parseLeaderMessage,
  tabChannelName,
  type LeaderMessage,
} from '../../../contracts/tier-two-protocol.ts';
import { closeBroadcastProxies, installBroadcastProxyHandler } from './broadcast-proxy.ts';

/*
 * Tier 2, for browsers without SharedWorker. Every tab queues for the Web Lock
 * `engine-leader-v<N>`; the holder starts the engine in a dedicated worker. Each tab (the
 * leader too) says `hello` on the BroadcastChannel `engine-v<N>` and then speaks Comlink on its
 * own channel `engine-v<N>:<tabId>`. When the leader tab closes, its worker dies with it, the
 * next tab in the lock queue starts a new one, which announces itself (`leader`); every tab
 * then says hello again and re-attaches. The names are in contracts/tier-two-protocol.ts.
 */
const HELLO_RETRY_MS = 500;

export interface LeaderTierConnection {
  remote: Remote<EngineApi>;
  /** Called after this tab reached a new engine (the old leader tab closed). */
  onLeaderChange(listener: () => void): void;
}

/** What the engine sends on the hello channel; null for anything else (tabs' hellos included). */
function parseMessage(data: unknown): Exclude<LeaderMessage, { type: 'hello' }> | null {
  const message = parseLeaderMessage(data);
  return message?.type === 'hello' ? null : message;
}

function startLeaderWorker(): void {
  const worker = new Worker(new URL('../../../workers/leader-engine.ts', import.meta.url), {
    type: 'module',
    name: LEADER_LOCK,
  });
  worker.addEventListener('error', (event) => console.error('[engine] leader worker failed', event));
}

/**
 * Joins (or, holding the lock, starts) the tier-2 engine. Rejects when no engine answered
 * within `timeoutMs`.
 */
export async function connectLeaderTier(tabId: string, timeoutMs = 10_000): Promise<LeaderTierConnection> {
  installBroadcastProxyHandler(HELLO_CHANNEL);
  const hello = new BroadcastChannel(HELLO_CHANNEL);
  const remote = wrap<EngineApi>(new BroadcastChannel(tabChannelName(tabId)));
  const listeners = new Set<() => void>();
  const state = {
    /** startedAt of the engine this tab is served by; null before the first `ready`. */
    current: null as number | null,
    /** The hello in progress: resolves on `ready`. */
    handshake: null as { done: Promise<void>; resolve(): void; stopRetry(): void } | null,
  };

  function post(message: LeaderMessage): void {
    hello.postMessage(message);
  }

  /** Says hello until an engine answers `ready` for this tab. */
  function sayHello(): Promise<void> {
    if (state.handshake) return state.handshake.done;
    let resolve = (): void => undefined;
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    post({ type: 'hello', tabId });
    const timer = setInterval(() => post({ type: 'hello', tabId }), HELLO_RETRY_MS);
    state.handshake = { done, resolve, stopRetry: () => clearInterval(timer) };
    return done;
  }

  hello.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = parseMessage(event.data);
    if (message === null) return;
    if (message.type === 'leader') {
      if (message.startedAt !== state.current) void sayHello();
      return;
    }
    const { handshake } = state;
    if (message.tabId !== tabId || handshake === null) return;
    const changed = state.current !== null && state.current !== message.startedAt;
    state.current = message.startedAt;
    state.handshake = null;
    handshake.stopRetry();
    handshake.resolve();
    if (!changed) return;
    // The callbacks the old engine held are dead ends now; re-subscribing exposes new ones.
    closeBroadcastProxies();
    for (const listener of listeners) listener();
  });

  // Queue for leadership for the tab's whole life; granted when no other tab leads.
  navigator.locks
    .request(LEADER_LOCK, () => {
      startLeaderWorker();
      return new Promise<never>(() => undefined);
    })
    .catch((error: unknown) => console.error('[engine] leader lock failed', error));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no tier-2 engine answered')), timeoutMs);
  });
  try {
    await Promise.race([sayHello(), timedOut]);
  } catch (error) {
    state.handshake?.stopRetry();
    hello.close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { remote, onLeaderChange: (listener) => void listeners.add(listener) };
}
