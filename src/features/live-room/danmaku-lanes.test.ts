import { describe, expect, it } from 'vitest';
import { DanmakuTrack, danmakuText, laneCount, laneHeight } from './danmaku-lanes.ts';

const SPEED = 0.2; // px per ms
const GAP = 20;

function track(width = 800, lanes = 3): DanmakuTrack {
  const t = new DanmakuTrack({ speed: SPEED, gap: GAP });
  t.resize(width, lanes);
  return t;
}

/** Every pair of messages in a lane keeps at least the gap between them. */
function assertNoOverlap(items: { item: { lane: number; width: number }; x: number }[]): void {
  const byLane = new Map<number, { x: number; width: number }[]>();
  for (const { item, x } of items) byLane.set(item.lane, [...(byLane.get(item.lane) ?? []), { x, width: item.width }]);
  for (const list of byLane.values()) {
    list.sort((a, b) => a.x - b.x);
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.x).toBeGreaterThanOrEqual(list[i - 1]!.x + list[i - 1]!.width);
  }
}

describe('lanes', () => {
  it('fits more lanes in a bigger area and fewer with bigger text', () => {
    expect(laneCount(400, 4, 2)).toBeGreaterThan(laneCount(400, 1, 2));
    expect(laneCount(400, 3, 3)).toBeLessThan(laneCount(400, 3, 1));
    expect(laneCount(400, 1, 2)).toBe(Math.floor(100 / laneHeight(2)));
    expect(laneCount(10, 1, 3)).toBe(1);
  });

  it('shows a merged flood with its count', () => {
    expect(danmakuText('goal', 1)).toBe('goal');
    expect(danmakuText('goal', 7)).toBe('goal ×7');
  });
});

describe('DanmakuTrack', () => {
  it('puts simultaneous messages in different lanes, top first', () => {
    const t = track();
    t.add({ id: 1, text: 'a', width: 100 }, 0);
    t.add({ id: 2, text: 'b', width: 100 }, 0);
    const { entered } = t.frame(0);
    expect(entered.map((e) => e.lane)).toEqual([0, 1]);
    expect(entered.every((e) => e.startX === 800)).toBe(true);
  });

  it('never overlaps messages within a lane while a flood plays', () => {
    const t = track(600, 2);
    let id = 0;
    for (let now = 0; now <= 20_000; now += 16) {
      if (now % 48 === 0) t.add({ id: ++id, text: 'x', width: 40 + (id % 7) * 30 }, now);
      assertNoOverlap(t.frame(now).items);
    }
    expect(id).toBeGreaterThan(100);
  });

  it('keeps a message waiting until its lane has room, and drops it when it waited too long', () => {
    const t = track(800, 1);
    t.add({ id: 1, text: 'a', width: 300 }, 0);
    t.frame(0);
    t.add({ id: 2, text: 'b', width: 50 }, 0);
    expect(t.frame(100).entered).toEqual([]);
    // The first message's tail clears the right edge plus the gap after (300 + 20) / 0.2 ms.
    expect(t.frame(1_599).entered).toEqual([]);
    expect(t.frame(1_600).entered.map((e) => e.id)).toEqual([2]);

    const u = track(800, 1);
    u.add({ id: 1, text: 'a', width: 5_000 }, 0);
    u.frame(0);
    u.add({ id: 2, text: 'b', width: 50 }, 0);
    expect(u.frame(5_000).entered).toEqual([]);
    u.resize(800, 2);
    expect(u.frame(5_001).entered).toEqual([]);
  });

  it('forgets messages that left the screen', () => {
    const t = track(800, 1);
    t.add({ id: 1, text: 'a', width: 100 }, 0);
    t.frame(0);
    expect(t.busy()).toBe(true);
    // Fully gone at (800 + 100) / 0.2 = 4500 ms.
    expect(t.frame(4_499).items).toHaveLength(1);
    expect(t.frame(4_500).items).toHaveLength(0);
    expect(t.busy()).toBe(false);
  });

  it('rewrites the last message of a lane when its flood grows, and flies it anew behind others', () => {
    const t = track(800, 1);
    t.add({ id: 1, text: 'gg', width: 40 }, 0);
    t.frame(0);
    t.add({ id: 1, text: 'gg ×2', width: 70 }, 100);
    const { items, entered } = t.frame(100);
    expect(entered).toEqual([]);
    expect(items.map((i) => i.item.text)).toEqual(['gg ×2']);

    t.add({ id: 2, text: 'other', width: 40 }, 600);
    t.frame(600);
    t.add({ id: 1, text: 'gg ×3', width: 70 }, 700);
    const later = t.frame(2_000);
    expect(later.items.map((i) => i.item.text)).toEqual(['gg ×2', 'other', 'gg ×3']);
    assertNoOverlap(later.items);
  });

  it('drops messages of lanes that a smaller area removed', () => {
    const t = track(800, 3);
    for (const id of [1, 2, 3]) t.add({ id, text: 't', width: 60 }, 0);
    expect(t.frame(0).items).toHaveLength(3);
    t.resize(800, 1);
    expect(t.frame(10).items.map((i) => i.item.lane)).toEqual([0]);
  });
});
