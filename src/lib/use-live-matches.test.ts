import { describe, expect, it } from 'vitest';
import type { EngineStatus, MatchBatch } from '../../contracts/engine-api.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { createDayMatches, createOneMatch, differsIn } from './use-live-matches.ts';

const status = (lastMessageAt: number) =>
  ({ epoch: 'e1', link: 'open', connected: true, lastMessageAt }) as EngineStatus;
const row = (id: number, v: number, more: Partial<LiveMatch> = {}) => ({ id, v, ...more }) as LiveMatch;
const reset = (rows: LiveMatch[], at = 0): MatchBatch => ({ kind: 'reset', rows, status: status(at) });
const patch = (rows: LiveMatch[], at: number, removed: number[] = []): MatchBatch => ({
  kind: 'patch',
  rows,
  removed,
  status: status(at),
});

describe('one match out of the day’s batches', () => {
  it('renders when its row changes, not for other matches', () => {
    const one = createOneMatch(7, false);
    expect(one.take(reset([row(1, 1), row(7, 1)]))).toMatchObject({ match: row(7, 1) });
    expect(one.take(patch([row(1, 2), row(2, 5)], 50))).toBeNull();
    expect(one.take(patch([row(7, 2)], 100))).toMatchObject({ match: row(7, 2) });
    // An older version (a new engine replaying from IndexedDB) does not take it back.
    expect(one.take(patch([row(7, 1)], 150))).toBeNull();
    expect(one.take(patch([], 200, [7]))).toMatchObject({ match: undefined });
  });

  it('with the status shown, renders for other matches’ batches once a second at most', () => {
    const one = createOneMatch(7, true);
    expect(one.take(reset([row(7, 1)], 0))).not.toBeNull();
    expect(one.take(patch([row(1, 2)], 400))).toBeNull();
    expect(one.take(patch([row(1, 3)], 1_000))).toMatchObject({ match: row(7, 1), status: { lastMessageAt: 1_000 } });
    expect(one.take(patch([row(1, 4)], 1_500))).toBeNull();
  });
});

describe('the day’s matches out of its batches', () => {
  const ids = (state: { matches: LiveMatch[] | null } | null) => state?.matches?.map((m) => `${m.id}@${m.v}`);

  it('renders every batch for a view that shows every field', () => {
    const day = createDayMatches();
    expect(ids(day.take(reset([row(1, 1), row(2, 1)])))).toEqual(['1@1', '2@1']);
    expect(ids(day.take(patch([row(1, 2)], 50)))).toEqual(['1@2', '2@1']);
    expect(day.applied).toEqual([row(1, 2)]);
  });

  it('with `shows`, renders for what the view shows and for matches joining or leaving, not otherwise', () => {
    const day = createDayMatches(differsIn(['status']));
    expect(
      ids(day.take(reset([row(1, 1, { status: 'live', minute: 10 }), row(2, 1, { status: 'notstarted' })]))),
    ).toEqual(['1@1', '2@1']);
    // The clock moved: applied, nothing to render.
    expect(day.take(patch([row(1, 2, { status: 'live', minute: 11 })], 50))).toBeNull();
    expect(day.applied).toEqual([row(1, 2, { status: 'live', minute: 11 })]);
    // A status the view shows: the render holds every row as it is now.
    const next = day.take(patch([row(2, 2, { status: 'live' })], 100));
    expect(ids(next)).toEqual(['1@2', '2@2']);
    expect(next?.matches?.[0]).toMatchObject({ minute: 11 });
    expect(ids(day.take(patch([row(3, 1, { status: 'notstarted' })], 150)))).toEqual(['1@2', '2@2', '3@1']);
    expect(ids(day.take(patch([], 200, [3])))).toEqual(['1@2', '2@2']);
    // Removing a match the view never had changes nothing.
    expect(day.take(patch([], 250, [9]))).toBeNull();
    // An older version is dropped, not compared.
    expect(day.take(patch([row(2, 1, { status: 'notstarted' })], 300))).toBeNull();
    expect(ids(day.take(reset([row(1, 3, { status: 'live' })], 350)))).toEqual(['1@3']);
  });

  it('answers every row as it is now, for a view that starts showing more', () => {
    const day = createDayMatches(differsIn(['status']));
    expect(day.now()).toBeNull();
    day.take(reset([row(1, 1, { status: 'live', minute: 10 })], 0));
    expect(day.take(patch([row(1, 2, { status: 'live', minute: 11 })], 50))).toBeNull();
    expect(day.now()).toMatchObject({ matches: [{ id: 1, v: 2, minute: 11 }], status: { lastMessageAt: 50 } });
  });

  it('renders the first batch even when it is a patch', () => {
    const day = createDayMatches(differsIn(['status']));
    expect(ids(day.take(patch([row(1, 1)], 0)))).toEqual(['1@1']);
  });
});
