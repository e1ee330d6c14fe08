import type { Barrage } from '../../../contracts/room.ts';

/** Barrage on its way to the canvas: the room's events push, the mounted canvas listens. */
export interface DanmakuFeed {
  push(barrage: Barrage): void;
  listen(listener: (barrage: Barrage) => void): () => void;
}

export function createDanmakuFeed(): DanmakuFeed {
  const listeners = new Set<(barrage: Barrage) => void>();
  return {
    push(barrage) {
      for (const listener of listeners) listener(barrage);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
