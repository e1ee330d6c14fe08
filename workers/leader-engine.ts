import { expose } from 'comlink';
import { installBroadcastProxyHandler, releaseBroadcastProxy } from './broadcast-proxy.ts';
import { createEngine } from './create-engine.ts';
import { engineRemoteApi } from './engine-remote-api.ts';
import { HELLO_CHANNEL, parseLeaderMessage, tabChannelName } from '../contracts/tier-two-protocol.ts';
import type { LeaderMessage } from '../contracts/tier-two-protocol.ts';
import { createRealDeps, watchTab } from './real-deps.ts';

/*
 * Tier 2: the dedicated worker of the leader tab (no SharedWorker in this browser). Every tab,
 * the leader included, reaches it over BroadcastChannel; the worker dies with the leader tab,
 * and the next tab to take the leader lock starts a new one.
 */

installBroadcastProxyHandler(HELLO_CHANNEL);
const engine = createEngine(createRealDeps({ tier: 'leader-worker', releaseCallback: releaseBroadcastProxy }));
const api = engineRemoteApi(engine);
const { startedAt } = engine.ping();
const hello = new BroadcastChannel(HELLO_CHANNEL);
const served = new Map<string, BroadcastChannel>();

function post(message: LeaderMessage): void {
  hello.postMessage(message);
}

hello.addEventListener('message', (event) => {
  const message = parseLeaderMessage(event.data);
  if (message?.type !== 'hello') return;
  const { tabId } = message;
  if (!served.has(tabId)) {
    const channel = new BroadcastChannel(tabChannelName(tabId));
    expose(api, channel);
    served.set(tabId, channel);
    // The tab's channel lives as long as the tab (its lock frees when it dies).
    void watchTab(tabId).then(() => {
      served.get(tabId)?.close();
      served.delete(tabId);
    });
  }
  post({ type: 'ready', tabId, startedAt });
});

post({ type: 'leader', startedAt });
