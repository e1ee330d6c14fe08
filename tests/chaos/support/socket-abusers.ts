import fc from 'fast-check';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../../contracts/live-protocol.ts';
import { SOCKET_LIMITS } from '../../../server/live/socket-limits.ts';
import { endingFrame, fuzzFrame, type FrameKind, type FuzzFrame } from './frame-mutations.ts';

/** What the abusive sockets sent and what the server did about it. */
export interface AbuseStats {
  sockets: number;
  /** Upgrades refused (429: the per-address cap), retried after a pause. */
  refusedUpgrades: number;
  malformedSent: number;
  /** Frames a mutation left valid (an extra key zod drops): sent, not counted as malformed. */
  validSent: number;
  /** Error frames the server answered. */
  errorFrames: number;
  /** Malformed frames that end a socket on their own (over 64 KiB, text that is not UTF-8). */
  endingFrames: number;
  /** Closes by the server, by close code (1008 abuse, 1009 too big, 1007 bad text). */
  closes: Partial<Record<string, number>>;
  /** Sockets the server had not closed within the wait: abuse it did not stop. */
  leftOpen: number;
  byKind: Partial<Record<FrameKind, number>>;
}

/** Stats before any socket: the start of a run and of a sum of runs. */
export function emptyAbuseStats(): AbuseStats {
  return {
    sockets: 0,
    refusedUpgrades: 0,
    malformedSent: 0,
    validSent: 0,
    errorFrames: 0,
    endingFrames: 0,
    closes: {},
    leftOpen: 0,
    byKind: {},
  };
}

export interface AbuseOptions {
  /** Malformed frames to send in all. */
  frames: number;
  seed: number;
  /** Abusive sockets open at once (under the per-address cap, leaving room for the watcher). */
  concurrency: number;
  /** Every n-th socket ends with a frame that closes it by itself (oversize or bad UTF-8). */
  endingEvery?: number;
  onProgress?: (stats: AbuseStats) => void;
}

/** Malformed frames per socket: the server closes a socket at its 51st refusal (SOCKET_LIMITS.abuseBeforeClose). */
const MALFORMED_PER_SOCKET = SOCKET_LIMITS.abuseBeforeClose + 1;
const CLOSE_WAIT_MS = 5_000;

function connect(url: string): Promise<WebSocket | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      if (response.statusCode === 429) resolve('refused');
      else reject(new Error(`upgrade refused with HTTP ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

/**
 * One abusive socket's frames: 51 malformed ones (any valid frames a mutation made among them
 * besides), the last of every `ending` socket one that closes it by itself.
 */
function framesOf(index: number, seed: number, ending: boolean): FuzzFrame[] {
  const want = MALFORMED_PER_SOCKET - (ending ? 1 : 0);
  const frames: FuzzFrame[] = [];
  let malformed = 0;
  for (let round = 0; malformed < want; round++) {
    for (const frame of fc.sample(fuzzFrame, { numRuns: want, seed: seed + index * 1_000 + round })) {
      if (malformed >= want) break;
      frames.push(frame);
      if (frame.malformed) malformed++;
    }
  }
  if (ending) frames.push(...fc.sample(endingFrame, { numRuns: 1, seed: seed + index }));
  return frames;
}

/**
 * Opens abusive sockets `concurrency` at a time until `frames` malformed frames are sent (the
 * last sockets may go up to 50 past it): each sends 51 of them (half after a valid `register`, so they meet a registered client) and
 * waits for the server to close it; a socket the server refuses (429) is retried.
 */
export async function runAbusers(wsUrl: string, options: AbuseOptions): Promise<AbuseStats> {
  const stats = emptyAbuseStats();
  const endingEvery = options.endingEvery ?? 8;
  let planned = 0;
  let nextIndex = 0;

  async function abuse(index: number, frames: FuzzFrame[]): Promise<void> {
    let socket: WebSocket | 'refused';
    for (;;) {
      socket = await connect(wsUrl);
      if (socket !== 'refused') break;
      stats.refusedUpgrades++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const open = socket;
    stats.sockets++;
    const closed = new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), CLOSE_WAIT_MS);
      open.once('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    open.on('message', (data) => {
      if (data.toString().includes('"type":"error"')) stats.errorFrames++;
    });
    open.on('error', () => undefined); // a close the server forces also reports here
    if (index % 2 === 0) {
      open.send(JSON.stringify({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION }));
      stats.validSent++;
    }
    for (const frame of frames) {
      open.send(frame.data, { binary: frame.binary });
      if (frame.malformed) stats.malformedSent++;
      else stats.validSent++;
      stats.byKind[frame.kind] = (stats.byKind[frame.kind] ?? 0) + 1;
    }
    const code = await closed;
    if (code === null) {
      stats.leftOpen++;
      open.terminate();
    } else {
      stats.closes[String(code)] = (stats.closes[String(code)] ?? 0) + 1;
    }
  }

  async function worker(): Promise<void> {
    while (planned < options.frames) {
      const index = nextIndex++;
      const ending = index % endingEvery === endingEvery - 1;
      const frames = framesOf(index, options.seed, ending);
      const malformed = frames.filter((f) => f.malformed).length;
      planned += malformed;
      if (ending) stats.endingFrames++;
      await abuse(index, frames);
      if (index % 100 === 0) options.onProgress?.(stats);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return stats;
}
