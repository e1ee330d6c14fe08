import type { Channel, DataFrame } from '../../contracts/live-protocol.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { OddsLine } from '../../contracts/odds.ts';

/** A published frame with its JSON text, built once and written to every socket as is. */
export interface BusFrame {
  frame: DataFrame;
  raw: string;
}

/** The full live state of one epoch, consistent with the per-channel seqs. */
export interface LiveStateSnapshot {
  epoch: string;
  seqs: Partial<Record<Channel, number>>;
  matches: LiveMatch[];
  odds: OddsLine[];
}

/**
 * Fan-out between the feed leader and every gateway process. In-process by default; Redis
 * pub/sub at scale, where any number of gateways follow one leader.
 */
export interface LiveBus {
  publish(frame: BusFrame): void;
  subscribe(onFrame: (frame: BusFrame) => void): () => void;
  /** Ask the leader for its state (a gateway joining, or after an epoch change). */
  requestState(): Promise<LiveStateSnapshot | null>;
  /** The leader answers state requests with this; null when it stops leading (it must not answer with stale state). */
  serveState(provider: (() => LiveStateSnapshot) | null): void;
  close(): Promise<void>;
}

export function encodeFrame(frame: DataFrame): BusFrame {
  return { frame, raw: JSON.stringify(frame) };
}
