import { connectEngine } from './engine-client/connect-engine.ts';
import type { EngineClient } from './engine-client/engine-client.ts';

let client: Promise<EngineClient> | null = null;

/** The one engine connection of this tab, made on first use. */
export function getEngine(): Promise<EngineClient> {
  client ??= connectEngine();
  return client;
}
