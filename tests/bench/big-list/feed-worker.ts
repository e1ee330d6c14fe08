/// <reference lib="webworker" />
import type { LiveMatch } from '../../../contracts/match.ts';
import { bigDay, createUpdater, seeded } from './big-list-feed.ts';

/*
 * B6's live updates, off the page's main thread as the app's engine is (it runs in a
 * SharedWorker): `rate` updates a second over a day of `rows` matches. `paced`: the updates
 * gather until the page asks for them once per animation frame, as the engine paces its
 * batches; otherwise every update is posted on its own, as a page fed message by message gets it.
 */

export type FeedCommand = { type: 'start'; rows: number; rate: number; paced: boolean } | { type: 'pull' };
export type FeedMessage =
  | { type: 'day'; rows: LiveMatch[] }
  /** Paced: what changed since the last pull, one row per match. */
  | { type: 'batch'; rows: LiveMatch[] }
  /** Unpaced: every update of the last timer tick, in order, each to be handled on its own. */
  | { type: 'updates'; rows: LiveMatch[]; sentAt: number };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const pending = new Map<number, LiveMatch>();
let paced = true;

scope.onmessage = (event: MessageEvent<FeedCommand>) => {
  const command = event.data;
  if (command.type === 'pull') {
    if (pending.size === 0) return;
    scope.postMessage({ type: 'batch', rows: [...pending.values()] } satisfies FeedMessage);
    pending.clear();
    return;
  }
  paced = command.paced;
  const random = seeded(20_260_106);
  const day = bigDay(command.rows, random);
  const next = createUpdater(day, random);
  scope.postMessage({ type: 'day', rows: day } satisfies FeedMessage);
  const began = performance.now();
  let generated = 0;
  setInterval(() => {
    const due = Math.floor(((performance.now() - began) * command.rate) / 1000) - generated;
    const tick: LiveMatch[] = [];
    for (let i = 0; i < due; i++) {
      generated += 1;
      for (const row of next()) {
        if (paced) pending.set(row.id, row);
        else tick.push(row);
      }
    }
    // One message per timer tick (a message per update floods the page's queue until the tab dies).
    if (tick.length > 0) scope.postMessage({ type: 'updates', rows: tick, sentAt: Date.now() } satisfies FeedMessage);
  }, 10);
};
