import { connectEngine } from './engine-client/connect-engine.ts';
import type { EngineClient } from './engine-client/engine-client.ts';

let client: Promise<EngineClient> | null = null;

/**
 * The one engine connection of this tab, made on first use. The time it takes is the
 * `engine:attach` performance measure (B5 reads it: a second tab attaches to a running engine).
 */
export function getEngine(): Promise<EngineClient> {
  if (!client) {
    performance.mark('engine:attach-start');
    client = connectEngine();
    client.then(
      () => performance.measure('engine:attach', 'engine:attach-start'),
      () => undefined,
    );
  }
  return client;
}

/**
 * Follows what `subscribe` asks of the engine while a view is mounted. The returned stop works
 * before the engine has answered too: the subscription is then dropped as soon as it is made.
 */
export function whileMounted(subscribe: (engine: EngineClient) => () => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void getEngine().then((engine) => {
    const unsubscribe = subscribe(engine);
    if (stopped) unsubscribe();
    else stop = unsubscribe;
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
