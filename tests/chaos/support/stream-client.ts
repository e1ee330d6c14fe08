import { WebSocket } from 'ws';
import {
  PROTOCOL_VERSION,
  isDataFrame,
  type ChannelSnapshot,
  type DataFrame,
  type MatchChannel,
  type ServerFrame,
} from '../../../contracts/live-protocol.ts';

/**
 * A client that follows match channels as the engine does, over a raw socket, and checks what it
 * is given. Per channel it keeps the epoch, the last seq applied and each match's `v`; it applies
 * a data frame only when its seq is the next one. When the stream breaks (its socket closes, a
 * frame skips seqs, the server asks for a snapshot) it recovers as the protocol says: `resume`
 * from its last seq, answered by the exact missing frames (`resumed`) or by `snapshot_required`,
 * after which it reads the channel's snapshot over HTTP and applies the frames after it.
 *
 * Counted faults: a frame whose seq it already applied (`duplicates`) or that goes back behind it
 * (`reorders`) on a stream in order; a seq skipped on a stream in order (`gaps`, each one then
 * recovered as above); a match delta whose `v` is not the next one of that match (`lostDeltas`:
 * an update that never reached the client, outside a snapshot; `repeatedDeltas`: applied twice).
 */

export interface StreamStats {
  connects: number;
  /** Closes the client did not ask for (a process killed, the proxy cutting it). */
  drops: number;
  framesApplied: number;
  duplicates: number;
  reorders: number;
  gaps: number;
  /** Resumes answered with the exact missing frames. */
  replays: number;
  framesReplayed: number;
  /** Snapshots read over HTTP (a new epoch, or a gap the server's ring no longer held). */
  snapshots: number;
  snapshotRetries: number;
  lostDeltas: number;
  repeatedDeltas: number;
  /** The longest time from a drop to the stream being in order again, ms. */
  maxRecoveryMs: number;
}

interface ChannelState {
  epoch: string | null;
  seq: number;
  /** Frames held while the snapshot is read; null when not reading one. */
  held: DataFrame[] | null;
  /** A resume is on its way: frames out of order are the server's live ones before its replay. */
  resuming: boolean;
  /** Seqs up to this one came with the last snapshot: live frames up to it are skipped, not faults. */
  covered: number;
  versions: Map<number, number>;
}

export interface StreamClient {
  readonly stats: StreamStats;
  /** Where each channel stands: epoch and seq. */
  position(channel: MatchChannel): { epoch: string | null; seq: number };
  /** True while connected with every channel in order (not resuming, not reading a snapshot). */
  readonly settled: boolean;
  /** Closes the socket as a network drop would (no close frame); the client reconnects after `delayMs`. */
  drop(delayMs: number): void;
  close(): void;
}

export interface StreamClientOptions {
  wsUrl: string;
  httpUrl: string;
  channels: MatchChannel[];
  /** Wait before reconnecting after a close it did not ask for (default 100 ms + up to 400 ms). */
  reconnectDelayMs?: () => number;
  /** The local address to connect from (127.x.y.z: many clients without the per-address cap). */
  localAddress?: string;
  /** Every data frame as it arrives (a latency probe). */
  onData?: (frame: DataFrame) => void;
}

export function emptyStats(): StreamStats {
  return {
    connects: 0,
    drops: 0,
    framesApplied: 0,
    duplicates: 0,
    reorders: 0,
    gaps: 0,
    replays: 0,
    framesReplayed: 0,
    snapshots: 0,
    snapshotRetries: 0,
    lostDeltas: 0,
    repeatedDeltas: 0,
    maxRecoveryMs: 0,
  };
}

export function addStats(total: StreamStats, one: StreamStats): StreamStats {
  const out = { ...total };
  for (const key of Object.keys(one) as (keyof StreamStats)[]) {
    out[key] = key === 'maxRecoveryMs' ? Math.max(out[key], one[key]) : out[key] + one[key];
  }
  return out;
}

async function readSnapshot(httpUrl: string, channel: MatchChannel): Promise<ChannelSnapshot | null> {
  try {
    const response = await fetch(`${httpUrl}/api/live/snapshot?channel=${channel}`, {
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { code: number; data: ChannelSnapshot | null };
    return body.code === 0 ? body.data : null;
  } catch {
    return null;
  }
}

export function startStreamClient(options: StreamClientOptions): StreamClient {
  const stats = emptyStats();
  const channels = new Map<MatchChannel, ChannelState>(
    options.channels.map((c) => [
      c,
      { epoch: null, seq: 0, held: null, resuming: false, covered: 0, versions: new Map() },
    ]),
  );
  let socket: WebSocket | null = null;
  let closed = false;
  let droppedAt: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  const delay = options.reconnectDelayMs ?? (() => 100 + Math.random() * 400);

  const send = (frame: unknown) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  const inOrder = () => [...channels.values()].every((s) => s.held === null && !s.resuming);
  const noteRecovered = () => {
    if (droppedAt !== null && inOrder()) {
      stats.maxRecoveryMs = Math.max(stats.maxRecoveryMs, Date.now() - droppedAt);
      droppedAt = null;
    }
  };

  function applyDeltas(state: ChannelState, frame: DataFrame): void {
    if (!('list' in frame.data) || frame.data.type.endsWith('_exponent')) return;
    for (const delta of frame.data.list as { id: number; v: number }[]) {
      const known = state.versions.get(delta.id);
      if (known !== undefined) {
        if (delta.v <= known) stats.repeatedDeltas++;
        else if (delta.v !== known + 1) stats.lostDeltas++;
      }
      if (known === undefined || delta.v > known) state.versions.set(delta.id, delta.v);
    }
    for (const id of (frame.data as { removed?: number[] }).removed ?? []) state.versions.delete(id);
  }

  function apply(state: ChannelState, frame: DataFrame): void {
    applyDeltas(state, frame);
    state.seq = frame.seq;
    stats.framesApplied++;
  }

  function resume(channel: MatchChannel, state: ChannelState): void {
    state.resuming = true;
    send({ type: 'resume', channel, epoch: state.epoch, seq: state.seq });
  }

  async function takeSnapshot(channel: MatchChannel, state: ChannelState): Promise<void> {
    if (state.held !== null) return;
    state.held = [];
    state.resuming = false;
    let snapshot: ChannelSnapshot | null = null;
    for (let attempt = 0; !closed && attempt < 100; attempt++) {
      snapshot = await readSnapshot(options.httpUrl, channel);
      if (snapshot) break;
      stats.snapshotRetries++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!snapshot || closed) {
      state.held = null;
      return;
    }
    stats.snapshots++;
    state.epoch = snapshot.epoch;
    state.seq = snapshot.seq;
    state.covered = snapshot.seq;
    state.versions = new Map((snapshot.list as { id: number; v: number }[]).map((m) => [m.id, m.v]));
    const held = state.held;
    state.held = null;
    for (const frame of held) onData(channel, state, frame);
    noteRecovered();
  }

  function onData(channel: MatchChannel, state: ChannelState, frame: DataFrame): void {
    if (state.held !== null) {
      state.held.push(frame);
      return;
    }
    const next = frame.epoch === state.epoch && frame.seq === state.seq + 1;
    if (state.resuming) {
      // Live frames sent before the server read the resume are sent again in its replay.
      if (next) apply(state, frame);
      return;
    }
    if (next) {
      apply(state, frame);
      return;
    }
    if (frame.epoch === state.epoch) {
      // What the snapshot covered (read from a process a little ahead of this socket's) is skipped.
      if (frame.seq <= state.covered) return;
      if (frame.seq === state.seq) stats.duplicates++;
      else if (frame.seq < state.seq) stats.reorders++;
      else {
        stats.gaps++;
        resume(channel, state);
      }
      return;
    }
    // Another epoch without a snapshot_required yet: the server's own notice follows; ask anyway.
    resume(channel, state);
  }

  function onFrame(frame: ServerFrame): void {
    if (isDataFrame(frame)) {
      options.onData?.(frame);
      const state = channels.get(frame.channel as MatchChannel);
      if (state) onData(frame.channel as MatchChannel, state, frame);
      return;
    }
    if (frame.code !== 0) return;
    if (frame.type === 'resumed') {
      const state = channels.get(frame.channel as MatchChannel);
      if (!state || state.held !== null) return;
      stats.replays++;
      stats.framesReplayed += Math.max(0, frame.to - frame.from + 1);
      state.resuming = false;
      // The replay ended at `to`: the client must stand there now.
      if (state.epoch === frame.epoch && state.seq !== frame.to) {
        stats.gaps++;
        resume(frame.channel as MatchChannel, state);
      }
      noteRecovered();
    } else if (frame.type === 'snapshot_required') {
      const state = channels.get(frame.channel as MatchChannel);
      if (state) void takeSnapshot(frame.channel as MatchChannel, state);
    }
  }

  function connect(): void {
    timer = null;
    if (closed) return;
    const ws = new WebSocket(options.wsUrl, options.localAddress ? { localAddress: options.localAddress } : {});
    socket = ws;
    ws.on('open', () => {
      stats.connects++;
      send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
      for (const [channel, state] of channels) {
        if (state.held !== null) send({ type: 'resume', channel, epoch: null, seq: 0 });
        else resume(channel, state);
      }
    });
    ws.on('message', (data) => onFrame(JSON.parse(data.toString()) as ServerFrame));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (socket !== ws || closed) return;
      socket = null;
      stats.drops++;
      droppedAt ??= Date.now();
      timer = setTimeout(connect, delay());
    });
  }
  connect();

  return {
    stats,
    position: (channel) => {
      const state = channels.get(channel);
      return { epoch: state?.epoch ?? null, seq: state?.seq ?? 0 };
    },
    get settled() {
      return socket?.readyState === WebSocket.OPEN && inOrder();
    },
    drop(delayMs) {
      const ws = socket;
      if (!ws) return;
      socket = null;
      stats.drops++;
      droppedAt ??= Date.now();
      ws.terminate();
      if (timer) clearTimeout(timer);
      timer = setTimeout(connect, delayMs);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
