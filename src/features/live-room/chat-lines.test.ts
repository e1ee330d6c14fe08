import { describe, expect, it } from 'vitest';
import { barrageLine, giftLine, mergeLines, nameOf, systemLine, type ChatLine } from './chat-lines.ts';
import { testBarrage as barrage } from './test-barrage.ts';

const keys = (lines: ChatLine[]) => lines.map((l) => l.key);

describe('mergeLines', () => {
  it('appends live lines in order and keeps the same array when nothing changes', () => {
    const a = mergeLines([], [barrageLine(barrage(1, 10)), barrageLine(barrage(2, 20))]);
    expect(keys(a)).toEqual(['b1', 'b2']);
    expect(mergeLines(a, [])).toBe(a);
    expect(mergeLines(a, [barrageLine(barrage(1, 10))])).toBe(a);
  });

  it('updates a flood in place when its count grows, never back down', () => {
    const a = mergeLines([], [barrageLine(barrage(1, 10)), barrageLine(barrage(2, 20))]);
    const b = mergeLines(a, [barrageLine(barrage(1, 10, 5))]);
    expect(keys(b)).toEqual(['b1', 'b2']);
    const first = b[0]!;
    expect(first.kind === 'barrage' && first.barrage.count).toBe(5);
    const c = mergeLines(b, [barrageLine(barrage(1, 10, 3))]);
    expect(c).toBe(b);
  });

  it('interleaves a history page with lines that arrived before it, without duplicates', () => {
    const live = mergeLines(
      [],
      [
        barrageLine(barrage(5, 50)),
        giftLine({
          id: 9,
          room_id: 1,
          user: { id: 3, nickname: 'g', avatar: '', level: 1 },
          gift_id: 1,
          count: 1,
          diamonds: 1,
          combo: 1,
          created_at: 55,
        }),
      ],
    );
    const withHistory = mergeLines(live, [barrage(1, 10), barrage(4, 40), barrage(5, 50, 2)].map(barrageLine));
    expect(keys(withHistory)).toEqual(['b1', 'b4', 'b5', 'g9']);
    const five = withHistory[2]!;
    expect(five.kind === 'barrage' && five.barrage.count).toBe(2);
  });

  it('keeps only the newest lines past the cap', () => {
    const many = Array.from({ length: 12 }, (_, i) => barrageLine(barrage(i + 1, i)));
    expect(keys(mergeLines([], many, 5))).toEqual(['b8', 'b9', 'b10', 'b11', 'b12']);
  });

  it('gives every system line its own key', () => {
    const a = systemLine({ note: 'entered' }, 1);
    const b = systemLine({ note: 'entered' }, 1);
    expect(keys(mergeLines([], [a, b]))).toHaveLength(2);
  });
});

describe('nameOf', () => {
  it('finds the latest name a user chatted under', () => {
    const lines = mergeLines([], [barrageLine(barrage(1, 1, 1, 4)), barrageLine(barrage(2, 2, 1, 8))]);
    expect(nameOf(lines, 4)).toBe('u4');
    expect(nameOf(lines, 99)).toBeNull();
  });
});
