import type { Histogram } from './latency-histogram.ts';
import type { OrderCounts } from './order-check.ts';

/** One channel: every socket of B10 listens to it. */
export const CHANNEL = 'football';
/** The feed's match ids: update k changes match `FIRST_MATCH + (k % MATCHES)`. */
export const MATCHES = 500;
export const FIRST_MATCH = 1;
/** Ours coalesces the updates into one frame per channel every this often (BENCHMARKS.md B10). */
export const FLUSH_MS = 50;

/**
 * The update both servers send, as a match delta of the protocol: `home_corner` carries the
 * update's number k (1-based, gap-free over the run), from which the client knows its due time.
 */
export interface BenchUpdate {
  id: number;
  v: number;
  minute: number;
  home_corner: number;
  updated_at: number;
}

export type ServerCommand = { cmd: 'gc' } | { cmd: 'start'; t0: number; rate: number; total: number; stopAt: number };
export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  /** The feed finished: updates produced and frames published on the channel. */
  | { type: 'done'; produced: number; frames: number };

export type ClientCommand =
  | { cmd: 'connect'; url: string; count: number }
  | { cmd: 'measure'; t0: number; rate: number; windowStart: number; windowEnd: number }
  | { cmd: 'report'; frames: number; updates: number };

export interface ClientReport {
  sockets: number;
  /** Socket frames received inside the CPU window. */
  framesInWindow: number;
  frames: OrderCounts;
  updates: OrderCounts;
  /** Due time -> receipt, for updates due inside the window. */
  updateLatency: Histogram;
  /** Frame `ts` (or the emit's stamp) -> receipt, inside the window. */
  frameLatency: Histogram;
  closed: number;
}

export type ClientMessage =
  { type: 'connected'; sockets: number; failed: number; ms: number } | { type: 'report'; report: ClientReport };

/** A child's IPC channel, typed. */
export function onCommand<T>(handler: (command: T) => void | Promise<void>): void {
  process.on('message', (message) => {
    void Promise.resolve(handler(message as T)).catch((error: unknown) => {
      process.stderr.write(
        `[fanout child] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    });
  });
  process.on('disconnect', () => process.exit(0));
}

export function reply<T>(message: T): void {
  process.send?.(message);
}

/** The child's own memory after a full collection (the children run with --expose-gc). */
export function memoryAfterGc(): ServerMessage {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return { type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed };
}
