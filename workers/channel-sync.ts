import type { Channel, ChannelSnapshot, ClientFrame, DataFrame } from '../contracts/live-protocol.ts';
import type { Cancel, Timers } from './engine-deps.ts';

/** The last applied frame of a channel. */
export interface Cursor {
  epoch: string;
  seq: number;
}

/**
 * - `idle`: not following (socket closed, channel left).
 * - `resuming`: `resume` sent; frames after a gap are dropped until the replay fills it.
 * - `live`: applying frames in order.
 * - `snapshot`: fetching the snapshot; the channel's frames are buffered.
 */
export type ChannelMode = 'idle' | 'resuming' | 'live' | 'snapshot';

/** Where a channel's data goes. */
export interface ChannelSink {
  /** Applies the next frame whole; false when a row shows missed changes (nothing applied). */
  applyFrame(frame: DataFrame): boolean;
  /** Replaces the channel's rows with the snapshot. */
  applySnapshot(snapshot: ChannelSnapshot): void;
  /** The cursor moved: store it with the rows it covers. */
  cursorChanged(channel: Channel, cursor: Cursor): void;
}

export interface ChannelSyncDeps {
  channel: Channel;
  cursor: Cursor | null;
  send(frame: ClientFrame): void;
  fetchSnapshot(channel: Channel): Promise<ChannelSnapshot>;
  sink: ChannelSink;
  timers: Timers;
  random(): number;
  onError?(error: unknown, context: string): void;
}

/** Frames buffered during a snapshot fetch beyond this are dropped (the gap then refetches). */
const MAX_BUFFERED_FRAMES = 20_000;
const SNAPSHOT_RETRY_MIN_MS = 500;
const SNAPSHOT_RETRY_MAX_MS = 10_000;

/**
 * One channel's sequence discipline: duplicates are ignored, nothing is applied past a gap,
 * a gap re-sends `resume`, and `snapshot_required` (or a row that missed a version) fetches
 * the snapshot, then applies the buffered frames that follow it.
 */
export interface ChannelSync {
  readonly channel: Channel;
  cursor(): Cursor | null;
  mode(): ChannelMode;
  /** Sends `resume` with the cursor (after `welcome`, or to refill a gap). */
  resume(): void;
  /** Stops following: socket closed or channel left. A fetch in flight is ignored. */
  stop(): void;
  onData(frame: DataFrame): void;
  onResumed(epoch: string, to: number): void;
  onSnapshotRequired(): void;
}

/** Builds a channel follower in `idle` mode. */
export function createChannelSync(deps: ChannelSyncDeps): ChannelSync {
  const { channel, sink } = deps;
  let cursor = deps.cursor;
  let mode: ChannelMode = 'idle';
  let buffer: DataFrame[] = [];
  // Bumped whenever a fetch's result must be ignored (a newer fetch, a stop).
  let fetchToken = 0;
  let fetchAttempt = 0;
  let cancelRetry: Cancel | null = null;

  function setCursor(next: Cursor): void {
    cursor = next;
    sink.cursorChanged(channel, next);
  }

  function resume(): void {
    mode = 'resuming';
    deps.send({ type: 'resume', channel, epoch: cursor?.epoch ?? null, seq: cursor?.seq ?? 0 });
  }

  function isNext(frame: DataFrame): boolean {
    return cursor !== null && frame.epoch === cursor.epoch && frame.seq === cursor.seq + 1;
  }

  function isDuplicate(frame: DataFrame): boolean {
    return cursor !== null && frame.epoch === cursor.epoch && frame.seq <= cursor.seq;
  }

  /** Applies frames in order; returns the index of the first one that could not be applied. */
  function applyInOrder(frames: readonly DataFrame[]): number {
    for (let i = 0; i < frames.length; i += 1) {
      const frame = frames[i]!;
      if (isDuplicate(frame)) continue;
      if (!isNext(frame) || !sink.applyFrame(frame)) return i;
      setCursor({ epoch: frame.epoch, seq: frame.seq });
    }
    return frames.length;
  }

  function enterSnapshot(initial: DataFrame[]): void {
    mode = 'snapshot';
    buffer = initial;
    fetchAttempt = 0;
    fetchSnapshot();
  }

  function fetchSnapshot(): void {
    cancelRetry?.();
    cancelRetry = null;
    const token = ++fetchToken;
    deps.fetchSnapshot(channel).then(
      (snapshot) => {
        if (token !== fetchToken || mode !== 'snapshot') return;
        if (snapshot.channel !== channel) {
          retryLater(new Error(`snapshot for ${snapshot.channel}, wanted ${channel}`));
          return;
        }
        sink.applySnapshot(snapshot);
        setCursor({ epoch: snapshot.epoch, seq: snapshot.seq });
        const frames = buffer;
        buffer = [];
        const stuck = applyInOrder(frames);
        if (stuck < frames.length) {
          // The snapshot is older than a buffered frame's predecessor, of another epoch, or a
          // row missed a version: never apply past that, fetch a newer snapshot.
          buffer = frames.slice(stuck);
          retryLater(null);
          return;
        }
        fetchAttempt = 0;
        mode = 'live';
      },
      (error: unknown) => {
        if (token !== fetchToken || mode !== 'snapshot') return;
        retryLater(error);
      },
    );
  }

  function retryLater(error: unknown): void {
    if (error !== null) deps.onError?.(error, `snapshot ${channel}`);
    fetchAttempt += 1;
    const base = Math.min(SNAPSHOT_RETRY_MAX_MS, SNAPSHOT_RETRY_MIN_MS * 2 ** (fetchAttempt - 1));
    // The first refetch after a stale snapshot goes at once; failures back off with jitter.
    const delay = error === null && fetchAttempt === 1 ? 0 : base * (0.5 + deps.random());
    cancelRetry = deps.timers.setTimeout(() => {
      cancelRetry = null;
      if (mode === 'snapshot') fetchSnapshot();
    }, delay);
  }

  return {
    channel,
    cursor: () => cursor,
    mode: () => mode,
    resume,
    stop() {
      mode = 'idle';
      buffer = [];
      fetchToken += 1;
      cancelRetry?.();
      cancelRetry = null;
    },
    onData(frame) {
      switch (mode) {
        case 'idle':
          return;
        case 'snapshot':
          if (buffer.length >= MAX_BUFFERED_FRAMES) buffer = [];
          buffer.push(frame);
          return;
        case 'resuming':
        case 'live':
          break;
      }
      if (cursor === null) {
        // No cursor yet: only a snapshot can start this channel.
        enterSnapshot([frame]);
        return;
      }
      if (isDuplicate(frame)) return;
      if (isNext(frame)) {
        if (sink.applyFrame(frame)) setCursor({ epoch: frame.epoch, seq: frame.seq });
        else enterSnapshot([frame]);
        return;
      }
      // A gap or another epoch. While resuming, the replay covers frames dropped here.
      if (mode === 'live') resume();
    },
    onResumed(epoch, to) {
      if (mode !== 'resuming') return;
      if (cursor !== null && cursor.epoch === epoch && cursor.seq >= to) mode = 'live';
      // The replay ended short of what the server said it sent: ask again.
      else resume();
    },
    onSnapshotRequired() {
      if (mode === 'snapshot') return;
      enterSnapshot([]);
    },
  };
}
