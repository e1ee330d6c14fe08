import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { MatchAlert } from '../../contracts/engine-api.ts';
import type { Channel, ChannelSnapshot } from '../../contracts/live-protocol.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { OddsLine } from '../../contracts/odds.ts';
import { createEngine } from '../create-engine.ts';
import type { Engine } from '../create-engine.ts';
import { openEngineDb } from '../engine-db.ts';
import type { EngineDb } from '../engine-db.ts';
import type { AnyBatch } from '../subscriptions.ts';
import { createFakeClock } from './fake-clock.ts';
import type { FakeClock } from './fake-clock.ts';
import { createFakeSocket } from './fake-socket.ts';
import type { FakeSocket } from './fake-socket.ts';

/** A pending `fetchSnapshot` call the test answers. */
export interface SnapshotRequest {
  channel: Channel;
  resolve(snapshot: ChannelSnapshot): void;
  reject(error: unknown): void;
}

export interface EngineHarness {
  engine: Engine;
  socket: FakeSocket;
  clock: FakeClock;
  db: EngineDb;
  idb: IDBFactory;
  /** Snapshot requests not answered yet, oldest first. */
  snapshotRequests: SnapshotRequest[];
  /** Answers the oldest pending request of the snapshot's channel. */
  answerSnapshot(snapshot: ChannelSnapshot): void;
  /** The tab's Web Lock frees (the tab died). */
  killTab(tabId: string): void;
  /** Opens the socket and sends `welcome`. */
  connect(epoch?: string): void;
  errors: { error: unknown; context: string }[];
}

/** Lets promises, microtasks and fake-indexeddb's tasks run. */
export async function settle(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts an engine on a fake socket, a fake clock and an in-memory IndexedDB. Pass the `idb`
 * of a previous harness to start a new engine on the same database (a restart).
 */
export async function startEngine(options: { idb?: IDBFactory } = {}): Promise<EngineHarness> {
  const idb = options.idb ?? new IDBFactory();
  const db = openEngineDb({ indexedDB: idb, IDBKeyRange });
  const socket = createFakeSocket();
  const clock = createFakeClock();
  const snapshotRequests: SnapshotRequest[] = [];
  const tabDeaths = new Map<string, () => void>();
  const errors: { error: unknown; context: string }[] = [];
  const engine = createEngine({
    socket,
    db,
    fetchSnapshot: (channel) =>
      new Promise<ChannelSnapshot>((resolve, reject) => snapshotRequests.push({ channel, resolve, reject })),
    watchTab: (tabId) => new Promise<void>((resolve) => tabDeaths.set(tabId, resolve)),
    now: clock.now,
    timers: clock.timers,
    random: () => 0.5,
    tier: 'in-process',
    onError: (error, context) => errors.push({ error, context }),
  });
  await engine.ready;
  await settle(2);
  return {
    engine,
    socket,
    clock,
    db,
    idb,
    snapshotRequests,
    answerSnapshot(snapshot) {
      const index = snapshotRequests.findIndex((request) => request.channel === snapshot.channel);
      if (index < 0) throw new Error(`no snapshot request for ${snapshot.channel}`);
      const [request] = snapshotRequests.splice(index, 1);
      request?.resolve(snapshot);
    },
    killTab(tabId) {
      tabDeaths.get(tabId)?.();
    },
    connect(epoch = 'e1') {
      socket.open();
      socket.serve({ code: 0, type: 'welcome', protocol: 1, epoch, heartbeat_ms: 30_000 });
    },
    errors,
  };
}

/** A tab's subscription callback that records batches; `manual` ones hold each batch until `release()`. */
export interface BatchRecorder {
  batches: AnyBatch[];
  callback(batch: AnyBatch): Promise<void> | undefined;
  /** Resolves the oldest held batch (the tab painted). */
  release(): void;
  /** Rows of all patches so far, flattened. */
  patchedRows(): (LiveMatch | OddsLine)[];
}

/** Builds a recorder. */
export function recordBatches(mode: 'auto' | 'manual' = 'auto'): BatchRecorder {
  const batches: AnyBatch[] = [];
  const held: (() => void)[] = [];
  return {
    batches,
    callback(batch) {
      batches.push(batch);
      if (mode === 'auto') return undefined;
      return new Promise<void>((resolve) => held.push(resolve));
    },
    release() {
      held.shift()?.();
    },
    patchedRows() {
      return batches.filter((batch) => batch.kind === 'patch').flatMap((batch): (LiveMatch | OddsLine)[] => batch.rows);
    },
  };
}

/** A tab's alert callback that records the alerts it got and how many calls brought them. */
export function recordAlerts(): { alerts: MatchAlert[]; calls: number; callback(alerts: MatchAlert[]): void } {
  const record = {
    alerts: [] as MatchAlert[],
    calls: 0,
    callback(alerts: MatchAlert[]) {
      record.calls += 1;
      record.alerts.push(...alerts);
    },
  };
  return record;
}
