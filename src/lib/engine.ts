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
 * Follows what `subscribe` asks of the engine while a view is mounted (matches, odds, a room,
 * notices, alerts). The returned stop works before the engine has answered too: nothing is then
 * asked of it (a room joined and left at once would cost the socket two frames).
 */
export function whileMounted(subscribe: (engine: EngineClient) => () => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  getEngine().then(
    (engine) => {
      if (!stopped) stop = subscribe(engine);
    },
    (error: unknown) => console.error('[engine]', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
