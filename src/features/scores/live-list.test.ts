import { describe, expect, it } from 'vitest';
import type { LiveMatch, MatchStatus } from '../../../contracts/match.ts';
import { applyPreset, DEFAULT_PREFS, hideMatch, togglePinned, type ListPrefs } from '../../lib/list-prefs.ts';
import { buildListView, type ListRow } from './list-rows.ts';
import { LiveList, type LiveListView } from './live-list.ts';
import { testMatch } from './test-matches.ts';

const shape = (rows: readonly ListRow[]) =>
  rows.map((r) => (r.kind === 'group' ? `${r.group}:${r.count}` : `${r.match.id}@${r.match.v}${r.pinned ? 'p' : ''}`));
const rowsOf = (view: LiveListView) => Array.from({ length: view.count }, (_, i) => view.rowAt(i));

/** A seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const STATUSES: MatchStatus[] = ['notstarted', 'live', 'halftime', 'finished', 'postponed'];

function day(n: number, rand: () => number): LiveMatch[] {
  return Array.from({ length: n }, (_, i) =>
    testMatch({
      id: i + 1,
      match_time: 1_000 + Math.floor(rand() * 20) * 900,
      status: STATUSES[Math.floor(rand() * STATUSES.length)]!,
      league_id: 1 + Math.floor(rand() * 4),
      short_name_en: rand() < 0.5 ? 'EPL' : 'Friendly',
    }),
  );
}

function expectSameAsFullSort(list: LiveList, prefs: ListPrefs, importantOnly: boolean): void {
  const expected = buildListView([...list.matches()], prefs, { importantOnly });
  const view = list.view();
  expect(shape(rowsOf(view))).toEqual(shape(expected.rows));
  expect(view.hiddenCount).toBe(expected.hiddenCount);
  expect(view.filteredOut).toBe(expected.filteredOut);
}

describe('live list', () => {
  it('orders the day as the full sort does', () => {
    const prefs = togglePinned(hideMatch(DEFAULT_PREFS, 3), 7);
    const list = new LiveList({ prefs, importantOnly: false });
    list.reset(day(60, random(1)));
    expectSameAsFullSort(list, prefs, false);
  });

  it('stays identical to a full re-sort through thousands of random live patches', () => {
    const rand = random(42);
    const prefs = togglePinned(togglePinned(hideMatch(applyPreset(DEFAULT_PREFS, 'important'), 5), 9), 2);
    const list = new LiveList({ prefs, importantOnly: false });
    const matches = day(200, rand);
    list.reset(matches);
    let nextId = 1_000;
    for (let step = 0; step < 2_000; step++) {
      const rows: LiveMatch[] = [];
      const removed: number[] = [];
      for (let k = 0; k < 1 + Math.floor(rand() * 5); k++) {
        const current = [...list.matches()];
        const old = current[Math.floor(rand() * current.length)]!;
        const roll = rand();
        if (roll < 0.6) rows.push({ ...old, v: old.v + 1, home_score: old.home_score + 1 });
        else if (roll < 0.85) rows.push({ ...old, v: old.v + 1, status: STATUSES[Math.floor(rand() * 5)]! });
        else if (roll < 0.9) rows.push({ ...old, v: old.v + 1, match_time: old.match_time + 900 });
        else if (roll < 0.95) removed.push(old.id);
        else rows.push(testMatch({ id: nextId++, status: 'notstarted', match_time: 2_000 }));
      }
      // The engine never sends a row and its removal in one batch.
      list.patch(
        rows.filter((r) => !removed.includes(r.id)),
        removed,
      );
      if (step % 50 === 0) expectSameAsFullSort(list, prefs, false);
    }
    expectSameAsFullSort(list, prefs, false);
  });

  it('keeps an earlier view unchanged when later patches arrive', () => {
    const list = new LiveList({ prefs: DEFAULT_PREFS, importantOnly: false });
    list.reset([testMatch({ id: 1, status: 'live' }), testMatch({ id: 2, status: 'live', match_time: 1 })]);
    const before = list.view();
    const shownBefore = shape(rowsOf(before));
    list.patch([testMatch({ id: 1, status: 'live', v: 2, home_score: 1 })], []);
    list.patch([testMatch({ id: 2, status: 'finished', v: 2 })], []);
    expect(shape(rowsOf(before))).toEqual(shownBefore);
    expect(shape(rowsOf(list.view()))).toEqual(['live:1', '1@2', 'finished:1', '2@2']);
  });

  it('counts joins and departures but not score changes as membership changes', () => {
    const list = new LiveList({ prefs: DEFAULT_PREFS, importantOnly: false });
    list.reset([testMatch({ id: 1 })]);
    const start = list.membership;
    list.patch([testMatch({ id: 1, v: 2, home_score: 1 })], []);
    expect(list.membership).toBe(start);
    list.patch([testMatch({ id: 2 })], [1]);
    expect(list.membership).toBe(start + 2);
  });

  it('rebuilds when filters change and shows only what they let through', () => {
    const matches = day(40, random(7));
    const list = new LiveList({ prefs: DEFAULT_PREFS, importantOnly: false });
    list.reset(matches);
    const live = applyPreset(DEFAULT_PREFS, 'live');
    list.setFilters({ prefs: live, importantOnly: true });
    expectSameAsFullSort(list, live, true);
  });
});

describe('live list patches', () => {
  it('says when rows moved, so a view can skip renders for changes off screen', () => {
    const list = new LiveList({ prefs: hideMatch(DEFAULT_PREFS, 3), importantOnly: false });
    list.reset([
      testMatch({ id: 1, status: 'live' }),
      testMatch({ id: 2, status: 'notstarted' }),
      testMatch({ id: 3, status: 'live' }),
    ]);
    expect(list.patch([testMatch({ id: 1, status: 'live', v: 2, home_score: 1 })], [])).toBe(false);
    expect(list.patch([testMatch({ id: 3, status: 'live', v: 2, home_score: 1 })], [])).toBe(false);
    expect(list.patch([testMatch({ id: 2, status: 'live', v: 2 })], [])).toBe(true);
    expect(list.patch([testMatch({ id: 4 })], [])).toBe(true);
    expect(list.patch([], [4])).toBe(true);
  });
});
