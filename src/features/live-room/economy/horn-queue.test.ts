import { describe, expect, it } from 'vitest';
import type { Horn } from '../../../../contracts/room-economy.ts';
import { HORN_HISTORY_SHOWN, emptyHornQueue, enqueueHorn, finishHorn, historyToPlay } from './horn-queue.ts';

function horn(id: number, at = id): Horn {
  return { id, room_id: 1, user: { id: 1, nickname: 'a', avatar: '', level: 1 }, text: `h${id}`, created_at: at };
}

describe('horn ticker queue', () => {
  it('plays one horn at a time and the next when it finishes', () => {
    let q = enqueueHorn(emptyHornQueue, horn(1));
    q = enqueueHorn(q, horn(2));
    q = enqueueHorn(q, horn(3));
    expect(q.current?.id).toBe(1);
    q = finishHorn(q);
    expect(q.current?.id).toBe(2);
    q = finishHorn(finishHorn(q));
    expect(q.current).toBeNull();
  });

  it('ignores a horn it already has (history and notice overlap)', () => {
    const q = enqueueHorn(emptyHornQueue, horn(1));
    expect(enqueueHorn(q, horn(1))).toBe(q);
  });

  it('plays only the latest horns of the history, oldest first', () => {
    const history = [horn(5, 50), horn(1, 10), horn(4, 40), horn(2, 20), horn(3, 30)];
    expect(historyToPlay(history).map((h) => h.id)).toEqual([3, 4, 5].slice(-HORN_HISTORY_SHOWN));
  });
});
