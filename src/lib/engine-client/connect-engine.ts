import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { EngineIdentity, EngineStatus, EngineTier } from '../../../contracts/engine-api.ts';
import type { EngineApi } from '../../../contracts/engine-api.ts';
import { createEngineClient } from './engine-client.ts';
import { engineWorker } from './engine-worker.ts';
import type { EngineClient } from './engine-client.ts';
import { afterNextFrame } from './frame-pacing.ts';
import { connectLeaderTier } from './leader-tier.ts';
import { tabLock } from './tab-lock.ts';

/** What e2e tests and benchmarks read from the page. */
export interface EngineProbe {
  tier: EngineTier;
  status(): Promise<EngineStatus>;
}

declare global {
  var __engine: EngineProbe | undefined;
}

export interface ConnectEngineOptions {
  /** How long the SharedWorker has to answer `ping` before tier 2 is used. */
  pingTimeoutMs?: number;
}

/**
 * Tier 1: the SharedWorker, if this browser has one that answers in time. `attach` is the first
 * call: its answer (the engine's tier) is the sign the worker is there, so a second tab reaches a
 * running engine in one round trip.
 */
async function connectSharedWorker(
  timeoutMs: number,
  attach: (remote: Remote<EngineApi>) => Promise<EngineIdentity>,
): Promise<{ remote: Remote<EngineApi>; tier: EngineTier } | null> {
  const started = engineWorker();
  if (started === null) return null;
  const { worker } = started;
  const remote = wrap<EngineApi>(worker.port);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
    void started.failed.then(() => resolve(null));
  });
  const answered = attach(remote).then(
    ({ tier }) => ({ remote, tier }),
    () => null,
  );
  const result = await Promise.race([answered, failed]);
  clearTimeout(timer);
  if (result === null) worker.port.close();
  return result;
}

const isVisible = (): boolean => document.visibilityState === 'visible';

/**
 * Connects this tab to the browser's one data engine: the SharedWorker when it answers, else
 * the tier-2 leader worker over BroadcastChannel. The tier is chosen by trying, never by user
 * agent. The tab holds its lock `tab-<id>` first, so the engine can tell when it dies.
 */
export async function connectEngine(options: ConnectEngineOptions = {}): Promise<EngineClient> {
  // Asked for at start-up (tabLock): the SharedWorker starts while it may still be on its way;
  // the tab attaches once it holds the lock (the engine watches it), which is all that order requires.
  const { tabId, held: locked } = tabLock();
  const [, shared] = await Promise.all([
    locked,
    connectSharedWorker(options.pingTimeoutMs ?? 3_000, (remote) =>
      locked.then(() => remote.attach({ tabId, visible: isVisible() })),
    ),
  ]);
  const leader = shared === null ? await connectLeaderTier(tabId) : null;
  const remote = shared?.remote ?? leader?.remote;
  if (remote === undefined) throw new Error('no engine');
  const tier = shared?.tier ?? (await remote.ping()).tier;
  const client = createEngineClient({ remote, tier, tabId, isVisible, afterPaint: afterNextFrame });
  leader?.onLeaderChange(() => void client.reattach());
  // Tier 1 attached already, with nothing to register yet; tier 2 attaches to its leader now.
  if (shared === null) await client.reattach();

  document.addEventListener('visibilitychange', () => void remote.setVisible(tabId, isVisible()));
  // Leave at once rather than when the lock frees; come back from the back-forward cache.
  addEventListener('pagehide', () => client.detach());
  addEventListener('pageshow', (event) => {
    if (event.persisted) void client.reattach();
  });

  globalThis.__engine = { tier, status: () => client.status() };
  return client;
}
