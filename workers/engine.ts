import { expose } from 'comlink';
import { releaseComlinkProxy } from './broadcast-proxy.ts';
import { createEngine } from './create-engine.ts';
import { engineRemoteApi } from './engine-remote-api.ts';
import { createRealDeps } from './real-deps.ts';

/*
 * Tier 1: the SharedWorker `engine-v<PROTOCOL_VERSION>`. One engine (one socket) for every
 * tab of the origin; each tab connects a port and gets the engine over Comlink.
 */

const engine = createEngine(createRealDeps({ tier: 'shared-worker', releaseCallback: releaseComlinkProxy }));
const api = engineRemoteApi(engine);

addEventListener('connect', (event) => {
  const port = event instanceof MessageEvent ? event.ports[0] : undefined;
  if (port) expose(api, port);
});
