import type { Horn } from '../../../../contracts/room-economy.ts';

/** Horns waiting beyond this drop the oldest. */
export const HORN_QUEUE_MAX = 20;
/** Of the history loaded at start, only the latest few play: the rest are old news. */
export const HORN_HISTORY_SHOWN = 3;

export interface HornQueue {
  current: Horn | null;
  waiting: readonly Horn[];
  seen: readonly number[];
}

export const emptyHornQueue: HornQueue = { current: null, waiting: [], seen: [] };

/** A horn to show: plays now if the line is free, else waits its turn; a repeat is ignored. */
export function enqueueHorn(queue: HornQueue, horn: Horn): HornQueue {
  if (queue.seen.includes(horn.id)) return queue;
  const seen = [...queue.seen, horn.id].slice(-HORN_QUEUE_MAX * 5);
  if (queue.current === null) return { current: horn, waiting: queue.waiting, seen };
  return { current: queue.current, waiting: [...queue.waiting, horn].slice(-HORN_QUEUE_MAX), seen };
}

/** The shown horn finished scrolling: the next one plays. */
export function finishHorn(queue: HornQueue): HornQueue {
  const [next, ...rest] = queue.waiting;
  return { ...queue, current: next ?? null, waiting: rest };
}

/** The history at start (`Member/hornList`, any order): its latest few, oldest first. */
export function historyToPlay(history: readonly Horn[]): Horn[] {
  return [...history].sort((a, b) => a.created_at - b.created_at).slice(-HORN_HISTORY_SHOWN);
}
