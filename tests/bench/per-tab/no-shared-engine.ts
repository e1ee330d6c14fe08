import type { EngineClient } from '../../../src/lib/engine-client/engine-client.ts';

/**
 * Stands in for `src/lib/engine.ts` in the benchmark pages (vite.bench.config.ts): the app's
 * components they render (the follow star in every row) would otherwise start the browser's
 * shared engine, with a socket of its own, beside the page's own engine. The site the baseline
 * stands for had no shared engine and no follows, so this engine never answers.
 */
export function getEngine(): Promise<EngineClient> {
  return new Promise<EngineClient>(() => undefined);
}
