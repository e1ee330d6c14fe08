import type { BusFrame } from './live-bus.ts';

/** The last `size` frames of one channel, for replay after a reconnect. */
export interface FrameRing {
  push(frame: BusFrame): void;
  /** Frames with seq in (after, upTo], in order; null when some are no longer held. */
  since(after: number, upTo: number): BusFrame[] | null;
}

export function createFrameRing(size: number): FrameRing {
  const frames: (BusFrame | undefined)[] = new Array(size);
  let newest = 0;
  let count = 0;
  return {
    push(frame) {
      frames[frame.frame.seq % size] = frame;
      newest = frame.frame.seq;
      count = Math.min(size, count + 1);
    },
    since(after, upTo) {
      if (upTo > newest) return null;
      const oldest = newest - count + 1;
      if (after + 1 < oldest) return null;
      const out: BusFrame[] = [];
      for (let seq = after + 1; seq <= upTo; seq++) {
        const frame = frames[seq % size];
        if (!frame || frame.frame.seq !== seq) return null;
        out.push(frame);
      }
      return out;
    },
  };
}
