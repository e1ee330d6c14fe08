import {
  isOddsChannel,
  isOddsPayload,
  type Channel,
  type ChannelSnapshot,
  type DataFrame,
  type MatchChannel,
  type OddsChannel,
} from '../../contracts/live-protocol.ts';
import { applyMatchDelta, type LiveMatch } from '../../contracts/match.ts';
import { oddsKey, type OddsLine } from '../../contracts/odds.ts';
import type { BusFrame, LiveBus, LiveStateSnapshot } from './live-bus.ts';
import { createFrameRing, type FrameRing } from './frame-ring.ts';

export interface LiveMirrorListener {
  /** A frame applied in order: deliver it to the sockets on its channel. */
  onFrame(frame: BusFrame): void;
  /** The mirror lost continuity on these channels (new epoch, or a gap it had to resync over). */
  onReset(channels: Channel[]): void;
}

/**
 * Every gateway's copy of the live state, kept from the bus. It serves HTTP snapshots that
 * are consistent with a seq, and the replay ring for `resume`. On a new epoch or a gap it asks
 * the leader for its state, buffering frames meanwhile, and then applies the buffered frames
 * after the state's seqs, so what it forwards to sockets is always gap-free.
 */
export function createLiveMirror(bus: LiveBus, options: { ringSize?: number } = {}) {
  const ringSize = options.ringSize ?? 4096;
  let epoch: string | null = null;
  const seqs = new Map<Channel, number>();
  const rings = new Map<Channel, FrameRing>();
  let matches = new Map<number, LiveMatch>();
  let odds = new Map<string, OddsLine>();
  let syncing: Promise<void> | null = null;
  let buffered: BusFrame[] = [];
  const listeners = new Set<LiveMirrorListener>();

  function ring(channel: Channel): FrameRing {
    let r = rings.get(channel);
    if (!r) {
      r = createFrameRing(ringSize);
      rings.set(channel, r);
    }
    return r;
  }

  function applyData(frame: DataFrame): void {
    const data = frame.data;
    if (!isOddsPayload(data)) {
      for (const delta of data.list) {
        const row = matches.get(delta.id);
        if (row) {
          if (delta.v > row.v) matches.set(delta.id, applyMatchDelta(row, delta));
        } else if (delta.v === 1 || 'home_team_id' in delta) {
          const { event: _event, ...whole } = delta;
          matches.set(delta.id, whole as LiveMatch);
        }
      }
      for (const id of data.removed ?? []) matches.delete(id);
    } else {
      for (const delta of data.list) {
        const key = oddsKey(delta.match_id, delta.company_id);
        const line = odds.get(key);
        if (line) {
          if (delta.v > line.v) odds.set(key, { ...line, ...delta });
        } else if ('eu_open' in delta) {
          odds.set(key, delta as OddsLine);
        }
      }
    }
  }

  function applyInOrder(busFrame: BusFrame): 'applied' | 'duplicate' | 'gap' {
    const { frame } = busFrame;
    if (frame.epoch !== epoch) return 'gap';
    const current = seqs.get(frame.channel) ?? 0;
    if (frame.seq <= current) return 'duplicate';
    if (frame.seq !== current + 1) return 'gap';
    applyData(frame);
    seqs.set(frame.channel, frame.seq);
    ring(frame.channel).push(busFrame);
    for (const l of listeners) l.onFrame(busFrame);
    return 'applied';
  }

  function loadState(state: LiveStateSnapshot): Channel[] {
    const changed = new Set<Channel>([...seqs.keys(), ...(Object.keys(state.seqs) as Channel[])]);
    epoch = state.epoch;
    seqs.clear();
    for (const [channel, seq] of Object.entries(state.seqs) as [Channel, number][]) seqs.set(channel, seq);
    rings.clear();
    matches = new Map(state.matches.map((m) => [m.id, m]));
    odds = new Map(state.odds.map((o) => [oddsKey(o.match_id, o.company_id), o]));
    return [...changed];
  }

  async function resync(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const state = await bus.requestState();
      if (state) {
        const changed = loadState(state);
        const pending = buffered;
        buffered = [];
        for (const frame of pending) applyInOrder(frame);
        for (const l of listeners) l.onReset(changed);
        return;
      }
      // No leader yet (starting, or failing over): try again shortly.
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * (attempt + 1))));
    }
  }

  function startResync(): void {
    if (syncing) return;
    syncing = resync().finally(() => {
      syncing = null;
      // Frames that arrived during the resync may themselves show a gap (a second epoch change).
      if (buffered.length > 0) {
        const pending = buffered;
        buffered = [];
        for (const frame of pending) onBusFrame(frame);
      }
    });
  }

  function onBusFrame(frame: BusFrame): void {
    if (syncing) {
      buffered.push(frame);
      return;
    }
    if (applyInOrder(frame) === 'gap') {
      buffered.push(frame);
      startResync();
    }
  }

  const unsubscribe = bus.subscribe(onBusFrame);

  return {
    /** Load the leader's state before serving (at start). */
    async start(): Promise<void> {
      startResync();
      await syncing;
    },
    stop(): void {
      unsubscribe();
      listeners.clear();
    },
    listen(listener: LiveMirrorListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get epoch(): string | null {
      return epoch;
    },
    get ready(): boolean {
      return epoch !== null && !syncing;
    },
    seq(channel: Channel): number {
      return seqs.get(channel) ?? 0;
    },
    /** Frames after `seq` in order, or null when the ring no longer holds all of them. */
    replay(channel: Channel, fromEpoch: string | null, seq: number): BusFrame[] | null {
      if (fromEpoch === null || fromEpoch !== epoch || syncing) return null;
      const current = seqs.get(channel) ?? 0;
      if (seq > current) return null;
      if (seq === current) return [];
      return ring(channel).since(seq, current);
    },
    matches(): LiveMatch[] {
      return [...matches.values()];
    },
    snapshot(channel: Channel): ChannelSnapshot | null {
      if (epoch === null || syncing) return null;
      const seq = seqs.get(channel) ?? 0;
      if (isOddsChannel(channel)) {
        const companyId = Number(channel.slice('odds:'.length));
        const list = [...odds.values()].filter((o) => o.company_id === companyId);
        return { channel: channel as OddsChannel, epoch, seq, list };
      }
      const list = [...matches.values()].filter((m) => m.sport === channel);
      return { channel: channel as MatchChannel, epoch, seq, list };
    },
  };
}

export type LiveMirror = ReturnType<typeof createLiveMirror>;
