import { io as connectSocketIo } from 'socket.io-client';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION, type ServerFrame } from '../../../contracts/live-protocol.ts';
import { createHistogram } from './latency-histogram.ts';
import { CHANNEL, onCommand, reply, type BenchUpdate, type ClientCommand, type ClientMessage } from './ipc.ts';
import { addCounts, createOrderCheck, emptyCounts } from './order-check.ts';
import { originOf } from './schedule.ts';

/*
 * B10 load: `count` sockets of one kind in this process (argv[2]: `ours`, raw `ws` clients
 * speaking the live protocol, or `socketio`, `socket.io-client`). Every frame and every update is
 * checked for order and completeness per socket; latency goes into histograms.
 */

const kind = process.argv[2] === 'socketio' ? 'socketio' : 'ours';

/** Handshakes in flight at once per process. */
const CONCURRENCY = 100;

interface Probe {
  frames: ReturnType<typeof createOrderCheck>;
  updates: ReturnType<typeof createOrderCheck>;
  closed: boolean;
  close(): void;
}

const probes: Probe[] = [];
const updateLatency = createHistogram();
const frameLatency = createHistogram();
let clock = { t0: Number.POSITIVE_INFINITY, rate: 1, windowStart: Number.POSITIVE_INFINITY, windowEnd: 0 };
let framesInWindow = 0;

function onUpdates(probe: Probe, frameStamp: number, updates: readonly BenchUpdate[], seq: number): void {
  const now = Date.now();
  probe.frames.see(seq);
  if (now >= clock.windowStart && now < clock.windowEnd) {
    framesInWindow += 1;
    frameLatency.add(now - frameStamp);
  }
  for (const update of updates) {
    const k = update.home_corner;
    probe.updates.see(k);
    const due = originOf(k, clock.t0, clock.rate);
    if (due >= clock.windowStart && due < clock.windowEnd) updateLatency.add(now - due);
  }
}

/**
 * Every socket of a process gets the same bytes for a frame: each is compared byte for byte with
 * the frames parsed lately and parsed only when it matches none, so the load generators spend
 * their share of the two cores on checking, not on parsing the same JSON thousands of times.
 */
const parsed: { bytes: Buffer; frame: ServerFrame }[] = [];
function parseShared(bytes: Buffer): ServerFrame {
  for (const entry of parsed) if (entry.bytes.length === bytes.length && entry.bytes.equals(bytes)) return entry.frame;
  const frame = JSON.parse(bytes.toString()) as ServerFrame;
  if (parsed.unshift({ bytes, frame }) > 8) parsed.pop();
  return frame;
}

function openOurs(url: string, onReady: (ok: boolean) => void): Probe {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  let ready = false;
  const probe: Probe = {
    frames: createOrderCheck(),
    updates: createOrderCheck(),
    closed: false,
    close: () => socket.terminate(),
  };
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION }));
    socket.send(JSON.stringify({ type: 'resume', channel: CHANNEL, epoch: null, seq: 0 }));
  });
  socket.on('message', (data: Buffer) => {
    const frame = parseShared(data);
    if (frame.code === 100 && 'seq' in frame) {
      onUpdates(probe, frame.ts, frame.data.list as unknown as BenchUpdate[], frame.seq);
    } else if (frame.code === 0 && frame.type === 'snapshot_required' && !ready) {
      ready = true;
      onReady(true);
    }
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    probe.closed = true;
    if (!ready) onReady(false);
  });
  return probe;
}

function openSocketIo(url: string, onReady: (ok: boolean) => void): Probe {
  // One connection per socket (forceNew), WebSocket from the start: a browser fleet's shape
  // without the long-polling first leg.
  const socket = connectSocketIo(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  let ready = false;
  let seq = 0;
  const probe: Probe = {
    frames: createOrderCheck(),
    updates: createOrderCheck(),
    closed: false,
    close: () => socket.disconnect(),
  };
  socket.on('connect', () => {
    socket.emit('join', CHANNEL, () => {
      ready = true;
      onReady(true);
    });
  });
  socket.on('u', (update: BenchUpdate) => {
    // One emit is one frame: its order is the update's own number.
    seq = update.home_corner;
    onUpdates(probe, update.updated_at, [update], seq);
  });
  socket.on('connect_error', () => {
    if (!ready) onReady(false);
  });
  socket.on('disconnect', () => {
    probe.closed = true;
  });
  return probe;
}

async function connectAll(url: string, count: number): Promise<ClientMessage> {
  const began = Date.now();
  let started = 0;
  let ok = 0;
  let failed = 0;
  await new Promise<void>((resolve) => {
    const done = (success: boolean) => {
      if (success) ok += 1;
      else failed += 1;
      if (ok + failed === count) resolve();
      else if (started < count) openOne();
    };
    const openOne = () => {
      started += 1;
      probes.push(kind === 'ours' ? openOurs(url, done) : openSocketIo(url, done));
    };
    for (let i = 0; i < Math.min(CONCURRENCY, count); i += 1) openOne();
  });
  return { type: 'connected', sockets: ok, failed, ms: Date.now() - began };
}

onCommand<ClientCommand>(async (command) => {
  if (command.cmd === 'connect') {
    reply(await connectAll(command.url, command.count));
  } else if (command.cmd === 'measure') {
    clock = command;
  } else {
    let frames = emptyCounts();
    let updates = emptyCounts();
    for (const probe of probes) {
      frames = addCounts(frames, probe.frames.counts(command.frames));
      updates = addCounts(updates, probe.updates.counts(command.updates));
    }
    const message: ClientMessage = {
      type: 'report',
      report: {
        sockets: probes.length,
        framesInWindow,
        frames,
        updates,
        updateLatency: updateLatency.pairs(),
        frameLatency: frameLatency.pairs(),
        closed: probes.filter((p) => p.closed).length,
      },
    };
    reply(message);
    for (const probe of probes) probe.close();
  }
});
