import { describe, expect, it } from 'vitest';
import type { LiveCategory, RoomCard } from '../../../contracts/room.ts';
import {
  ANCHOR_PAGE_SIZE,
  appendRooms,
  liveCountOf,
  liveListParams,
  ownTabCategories,
  parseAnchorQuery,
  parseRankQuery,
  sportTabOf,
} from './anchor-query.ts';
import { liveFirst } from '../../ui/room-order.ts';

const q = (s: string) => new URLSearchParams(s);

function room(id: number, live: boolean): RoomCard {
  return {
    id,
    anchor_id: id + 100,
    nickname: `a${id}`,
    avatar: '',
    title: `t${id}`,
    cover: '',
    frame: null,
    category_id: 1,
    sport: 'football',
    match_id: null,
    live_status: live ? 1 : 0,
    online: 0,
    followers: 0,
    started_at: null,
  };
}

function category(id: number, sport: LiveCategory['sport'], live: number): LiveCategory {
  return { id, sport, name_zh: '', name_en: '', name_vi: '', live_count: live };
}

describe('parseAnchorQuery', () => {
  it('reads the seed types and defaults to all', () => {
    expect(parseAnchorQuery(q('type=1')).type).toBe(1);
    expect(parseAnchorQuery(q('type=2')).type).toBe(2);
    expect(parseAnchorQuery(q('')).type).toBe(0);
    expect(parseAnchorQuery(q('type=7')).type).toBe(0);
    expect(parseAnchorQuery(q('type=abc')).type).toBe(0);
  });

  it('keeps a category only for type 3 with a valid id', () => {
    expect(parseAnchorQuery(q('type=3&id=5&name=LOL'))).toEqual({ type: 3, categoryId: 5, categoryName: 'LOL' });
    expect(parseAnchorQuery(q('type=3&name=LOL'))).toEqual({ type: 0, categoryId: null, categoryName: '' });
    expect(parseAnchorQuery(q('type=3&id=-2'))).toEqual({ type: 0, categoryId: null, categoryName: '' });
    expect(parseAnchorQuery(q('type=1&id=5')).categoryId).toBeNull();
  });
});

describe('liveListParams', () => {
  it('sends the category only when there is one', () => {
    expect(liveListParams({ type: 1, categoryId: null, categoryName: '' }, 2)).toEqual({
      type: 1,
      page: 2,
      limit: ANCHOR_PAGE_SIZE,
    });
    expect(liveListParams({ type: 3, categoryId: 9, categoryName: 'x' }, 1)).toMatchObject({ type: 3, category_id: 9 });
  });
});

describe('liveCountOf', () => {
  const cats = [
    category(1, 'football', 3),
    category(2, 'football', 1),
    category(3, 'basketball', 2),
    category(4, 'other', 5),
  ];
  it('sums live rooms per tab', () => {
    expect(liveCountOf(cats, 0)).toBe(11);
    expect(liveCountOf(cats, 1)).toBe(4);
    expect(liveCountOf(cats, 2)).toBe(2);
    expect(liveCountOf(cats, 3, 4)).toBe(5);
  });
});

describe('room lists', () => {
  it('puts live rooms first and keeps the order within each group', () => {
    expect(liveFirst([room(1, false), room(2, true), room(3, false), room(4, true)]).map((r) => r.id)).toEqual([
      2, 4, 1, 3,
    ]);
  });

  it('appends a page without repeating a room that moved between pages', () => {
    expect(appendRooms([room(1, true), room(2, false)], [room(2, false), room(3, false)]).map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('parseRankQuery', () => {
  it('defaults to anchors by day and accepts only known values', () => {
    expect(parseRankQuery(q(''))).toEqual({ kind: 'anchor', period: 'day' });
    expect(parseRankQuery(q('kind=wealth&period=total'))).toEqual({ kind: 'wealth', period: 'total' });
    expect(parseRankQuery(q('kind=rich&period=year'))).toEqual({ kind: 'anchor', period: 'day' });
  });
});

describe('category tabs beside the sport tabs', () => {
  const category = (id: number, sport: LiveCategory['sport']): LiveCategory => ({
    id,
    sport,
    name_zh: sport,
    name_en: sport,
    name_vi: sport,
    live_count: 0,
  });
  // The seed's four categories: the football and basketball tabs already list the first two.
  const seeded = [category(1, 'football'), category(2, 'basketball'), category(3, 'esports'), category(4, 'other')];

  it('gives no second tab to a category a sport tab lists alone', () => {
    expect(ownTabCategories(seeded).map((c) => c.id)).toEqual([3, 4]);
    expect(sportTabOf(seeded, 1)).toBe(1);
    expect(sportTabOf(seeded, 2)).toBe(2);
    expect(sportTabOf(seeded, 3)).toBeNull();
  });

  it('keeps a tab for each of several categories of one sport', () => {
    const more = [...seeded, category(5, 'football')];
    expect(ownTabCategories(more).map((c) => c.id)).toEqual([1, 3, 4, 5]);
    expect(sportTabOf(more, 1)).toBeNull();
  });
});
