import { describe, expect, it } from 'vitest';
import type { GiftEvent } from '../../../../contracts/room-economy.ts';
import {
  BIG_SHOW_MS,
  SMALL_SHOW_MS,
  TRACK_LANES,
  WAITING_MAX,
  addGift,
  advance,
  emptyEffects,
  nextChange,
} from './gift-queue.ts';

let nextId = 1;
function gift(userId: number, giftId: number, count = 1): GiftEvent {
  const id = nextId++;
  return {
    id,
    room_id: 7,
    user: { id: userId, nickname: `u${userId}`, avatar: '', level: 1 },
    gift_id: giftId,
    count,
    diamonds: count * 10,
    combo: 1,
    created_at: 0,
  };
}

describe('gift track', () => {
  it('shows at most three small gifts at once and queues the rest in order', () => {
    let state = emptyEffects();
    for (let user = 1; user <= 5; user++) state = addGift(state, gift(user, 1), 'small', 0);
    expect(state.lanes.map((item) => item?.event.user.id)).toEqual([1, 2, 3]);
    expect(state.waiting.map((item) => item.event.user.id)).toEqual([4, 5]);
    expect(TRACK_LANES).toBe(3);
  });

  it('moves waiting gifts into the lanes that free up, keeping the others in place', () => {
    let state = emptyEffects();
    state = addGift(state, gift(1, 1), 'small', 0);
    state = addGift(state, gift(2, 1), 'small', 1_000);
    state = addGift(state, gift(3, 1), 'small', 1_000);
    state = addGift(state, gift(4, 1), 'small', 1_000);
    state = advance(state, SMALL_SHOW_MS);
    expect(state.lanes.map((item) => item?.event.user.id)).toEqual([4, 2, 3]);
    expect(state.waiting).toEqual([]);
    state = advance(state, SMALL_SHOW_MS + 1_000);
    expect(state.lanes).toEqual([expect.objectContaining({ key: '4:1' }), null, null]);
  });

  it('adds a combo to the shown streak, bumps its counter and keeps it on screen longer', () => {
    let state = emptyEffects();
    state = addGift(state, gift(1, 9, 1), 'small', 0);
    state = addGift(state, gift(1, 9, 10), 'small', 3_000);
    const [item] = state.lanes;
    expect(item).toMatchObject({ key: '1:9', total: 11, bumps: 1, until: 3_000 + SMALL_SHOW_MS });
    expect(state.lanes.filter(Boolean)).toHaveLength(1);
    expect(advance(state, SMALL_SHOW_MS).lanes[0]).toBe(item);
  });

  it('merges a combo into a waiting streak instead of queueing it twice', () => {
    let state = emptyEffects();
    for (let user = 1; user <= 4; user++) state = addGift(state, gift(user, 1), 'small', 0);
    state = addGift(state, gift(4, 1, 5), 'small', 100);
    expect(state.waiting).toHaveLength(1);
    expect(state.waiting[0]).toMatchObject({ total: 6, bumps: 1 });
  });

  it('keeps a different gift of the same sender as its own streak', () => {
    let state = emptyEffects();
    state = addGift(state, gift(1, 1), 'small', 0);
    state = addGift(state, gift(1, 2), 'small', 0);
    expect(state.lanes.filter(Boolean).map((item) => item?.key)).toEqual(['1:1', '1:2']);
  });

  it('ignores an event it has already shown (a replayed send)', () => {
    const event = gift(1, 1, 3);
    let state = addGift(emptyEffects(), event, 'small', 0);
    const again = addGift(state, event, 'small', 10);
    expect(again).toBe(state);
    state = addGift(state, { ...event, id: event.id + 1000 }, 'small', 10);
    expect(state.lanes[0]?.total).toBe(6);
  });

  it('drops the oldest waiting gifts past the limit', () => {
    let state = emptyEffects();
    for (let user = 1; user <= TRACK_LANES + WAITING_MAX + 2; user++) state = addGift(state, gift(user, 1), 'small', 0);
    expect(state.waiting).toHaveLength(WAITING_MAX);
    expect(state.waiting[0]?.event.user.id).toBe(TRACK_LANES + 3);
  });
});

describe('big gift stage', () => {
  it('plays big gifts one at a time, in order', () => {
    let state = emptyEffects();
    const a = gift(1, 5);
    const b = gift(2, 5);
    state = addGift(state, a, 'big', 0);
    state = addGift(state, b, 'big', 500);
    expect(state.stage?.event).toBe(a);
    expect(state.stageQueue).toEqual([b]);
    expect(advance(state, BIG_SHOW_MS - 1).stage?.event).toBe(a);
    state = advance(state, BIG_SHOW_MS);
    expect(state.stage).toEqual({ event: b, until: BIG_SHOW_MS * 2 });
    state = advance(state, BIG_SHOW_MS * 2);
    expect(state.stage).toBeNull();
  });

  it('puts big gifts in the track too, and small ones never on the stage', () => {
    let state = addGift(emptyEffects(), gift(1, 5), 'big', 0);
    state = addGift(state, gift(2, 1), 'small', 0);
    expect(state.lanes.filter(Boolean)).toHaveLength(2);
    expect(state.stageQueue).toEqual([]);
  });

  it('reports when the next change is due', () => {
    let state = emptyEffects();
    expect(nextChange(state)).toBeNull();
    state = addGift(state, gift(1, 1), 'small', 1_000);
    state = addGift(state, gift(2, 5), 'big', 2_000);
    expect(nextChange(state)).toBe(Math.min(1_000 + SMALL_SHOW_MS, 2_000 + BIG_SHOW_MS));
    expect(advance(state, 0)).toBe(state);
  });
});
