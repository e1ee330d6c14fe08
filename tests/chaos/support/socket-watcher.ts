import { WebSocket } from 'ws';
import { PROTOCOL_VERSION, isDataFrame, type ServerFrame } from '../../../contracts/live-protocol.ts';

/** What the well-behaved client saw. */
export interface WatcherStats {
  /** Data frames of the channel it follows. */
  dataFrames: number;
  /** Frames whose `seq` was not the one after the last (a gap, a repeat or going back). */
  outOfOrder: number;
  /** Frames of another epoch than the first (the stream restarted under it). */
  epochChanges: number;
  heartbeats: number;
  pongs: number;
  maxPongMs: number;
  /** The socket closed before the watcher was stopped. */
  closedEarly: boolean;
}

export interface SocketWatcher {
  stats(): WatcherStats;
  stop(): Promise<WatcherStats>;
}

const HEARTBEAT_EVERY_MS = 1_000;

/**
 * A client that behaves as the engine does: registers with the protocol version, follows the
 * football channel from its snapshot on, and sends a heartbeat every second. It checks that every
 * data frame comes in `seq` order within one epoch and that every heartbeat gets its pong.
 */
export async function startWatcher(wsUrl: string, channel = 'football'): Promise<SocketWatcher> {
  const socket = new WebSocket(wsUrl);
  const stats: WatcherStats = {
    dataFrames: 0,
    outOfOrder: 0,
    epochChanges: 0,
    heartbeats: 0,
    pongs: 0,
    maxPongMs: 0,
    closedEarly: false,
  };
  let epoch: string | null = null;
  let lastSeq: number | null = null;
  const pingsInFlight: number[] = [];
  let stopping = false;
  let joined: (() => void) | null = null;

  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    if (frame.code === 0 && frame.type === 'pong') {
      const sentAt = pingsInFlight.shift();
      stats.pongs++;
      if (sentAt !== undefined) stats.maxPongMs = Math.max(stats.maxPongMs, Date.now() - sentAt);
      return;
    }
    if (frame.code === 0 && frame.type === 'snapshot_required') {
      joined?.();
      return;
    }
    if (!isDataFrame(frame) || frame.channel !== channel) return;
    stats.dataFrames++;
    if (epoch === null) epoch = frame.epoch;
    else if (frame.epoch !== epoch) {
      stats.epochChanges++;
      epoch = frame.epoch;
      lastSeq = null;
    }
    if (lastSeq !== null && frame.seq !== lastSeq + 1) stats.outOfOrder++;
    lastSeq = frame.seq;
  });
  socket.on('close', () => {
    if (!stopping) stats.closedEarly = true;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the watcher never joined ${channel}`)), 10_000);
    joined = () => {
      clearTimeout(timer);
      resolve();
    };
    socket.send(JSON.stringify({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION }));
    socket.send(JSON.stringify({ type: 'resume', channel, epoch: null, seq: 0 }));
  });
  const heartbeat = setInterval(() => {
    if (socket.readyState !== WebSocket.OPEN) return;
    pingsInFlight.push(Date.now());
    stats.heartbeats++;
    socket.send(JSON.stringify({ type: 'heartbeat', ts: Date.now() }));
  }, HEARTBEAT_EVERY_MS);

  return {
    stats: () => ({ ...stats }),
    async stop() {
      clearInterval(heartbeat);
      // The last heartbeat's pong may still be on its way.
      const deadline = Date.now() + 2_000;
      while (pingsInFlight.length > 0 && Date.now() < deadline && !stats.closedEarly) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      stopping = true;
      socket.close();
      return { ...stats };
    },
  };
}
