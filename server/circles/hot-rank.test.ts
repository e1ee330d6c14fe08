import { describe, expect, it } from 'vitest';
import { hotScore, rankHot } from './hot-rank.ts';

const NOW = 1_800_000_000;
const HOUR = 3600;

describe('hot ranking', () => {
  it('ranks by likes and comments among posts of the same age, a comment weighing two likes', () => {
    const posts = [
      { id: 1, likes: 0, comments: 0, created_at: NOW - HOUR },
      { id: 2, likes: 5, comments: 0, created_at: NOW - HOUR },
      { id: 3, likes: 0, comments: 3, created_at: NOW - HOUR },
    ];
    expect(rankHot(posts, NOW).map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('lets a post cool with age, so a fresh one with less activity passes an old one', () => {
    const old = { id: 1, likes: 10, comments: 2, created_at: NOW - 72 * HOUR };
    const fresh = { id: 2, likes: 1, comments: 1, created_at: NOW - HOUR };
    expect(hotScore(fresh, NOW)).toBeGreaterThan(hotScore(old, NOW));
    expect(rankHot([old, fresh], NOW).map((p) => p.id)).toEqual([2, 1]);
  });

  it('puts the newer of two equal posts first, and never divides by zero for a future stamp', () => {
    const a = { id: 7, likes: 1, comments: 0, created_at: NOW };
    const b = { id: 8, likes: 1, comments: 0, created_at: NOW };
    expect(rankHot([a, b], NOW).map((p) => p.id)).toEqual([8, 7]);
    expect(Number.isFinite(hotScore({ id: 9, likes: 0, comments: 0, created_at: NOW + HOUR }, NOW))).toBe(true);
  });
});
