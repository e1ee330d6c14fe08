import type { Kysely } from 'kysely';
import type { LiveFeedProvider } from '../feed/feed-provider.ts';
import type { DB } from '../db/schema.ts';
import type { Metrics } from '../metrics.ts';
import type { LiveBus } from './live-bus.ts';
import { createLivePersister, loadLiveState } from './live-persistence.ts';
import { createLiveStore, type LiveStore } from './live-store.ts';
import { startRoomBindings, type RoomBindings } from './room-bindings.ts';

export interface FeedLeader {
  store: LiveStore;
  /** Stamps live matches with the room they are watched in. */
  rooms: RoomBindings;
  stop(): Promise<void>;
}

/**
 * Runs the feed on the one process that leads: loads the state the last run persisted,
 * versions and publishes every batch, persists in batches, and answers gateways' state requests.
 */
export async function startFeedLeader(options: {
  db: Kysely<DB>;
  bus: LiveBus;
  provider: LiveFeedProvider | null;
  metrics: Metrics;
  now: () => number;
  timers: { setInterval: typeof setInterval; clearInterval: typeof clearInterval };
  onError: (error: unknown) => void;
}): Promise<FeedLeader> {
  const { bus, metrics, now } = options;
  const initial = await loadLiveState(options.db);
  const persister = createLivePersister(options.db, { onError: options.onError });
  const store = createLiveStore(initial, {
    now,
    publish: (frame) => bus.publish(frame),
    onChanged: (matches, odds) => persister.queue(matches, odds),
    onRemoved: (ids) => persister.remove(ids),
    onApplied: (n) => metrics.feedUpdates.inc(n),
  });
  bus.serveState(() => store.snapshot());
  options.provider?.start(initial, (batch) => {
    const started = now();
    try {
      store.apply(batch);
    } catch (error) {
      // A bad batch from a provider must not stop the feed.
      options.onError(error);
    }
    metrics.feedLag.set((now() - started) / 1000);
  });
  const rooms = startRoomBindings({ db: options.db, store, timers: options.timers, onError: options.onError });
  return {
    store,
    rooms,
    async stop() {
      // A leader that lost its lease stops answering state requests at once: the new leader's
      // state is the one gateways must read, never this process's last one.
      bus.serveState(null);
      options.provider?.stop();
      await rooms.stop();
      await persister.close();
    },
  };
}
