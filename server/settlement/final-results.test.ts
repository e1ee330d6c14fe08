import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataFrame } from '../../contracts/live-protocol.ts';
import { blankScores, type LiveMatch, type MatchDelta } from '../../contracts/match.ts';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import type { LiveMirrorListener } from '../live/live-mirror.ts';
import { createFinalResults, type FinalResult } from './final-results.ts';

function match(id: number, status: LiveMatch['status'], home = 0, away = 0): LiveMatch {
  return {
    ...blankScores(),
    id,
    sport: 'football',
    v: 1,
    league_id: 3,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'NHA',
    home_team_id: 10 + id,
    away_team_id: 20 + id,
    home_team_name_zh: 'H',
    home_team_name_en: 'H',
    home_team_name_vi: 'H',
    away_team_name_zh: 'A',
    away_team_name_en: 'A',
    away_team_name_vi: 'A',
    match_time: 1_700_000_000,
    status,
    period: 2,
    minute: 90,
    match_str: '',
    home_score: home,
    away_score: away,
    updated_at: 0,
  };
}

/** A mirror holding rows a test sets, delivering the frames a test sends. */
function fakeMirror(rows: LiveMatch[]) {
  const listeners = new Set<LiveMirrorListener>();
  return {
    rows,
    matches: () => rows,
    listen(listener: LiveMirrorListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(list: MatchDelta[]) {
      const frame = { type: 'data', channel: 'football', epoch: 'e', seq: 1, data: { list } } as unknown as DataFrame;
      for (const l of listeners) l.onFrame({ frame, raw: '' });
    },
    reset() {
      for (const l of listeners) l.onReset(['football']);
    },
  };
}

describe('final results', () => {
  let database: AppDatabase;
  let nowMs = 1_700_010_000_000;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  function setup(rows: LiveMatch[]) {
    const mirror = fakeMirror(rows);
    const errors: unknown[] = [];
    const results = createFinalResults({
      db: database.db,
      mirror,
      now: () => nowMs,
      onError: (e) => errors.push(e),
    });
    const handed: FinalResult[][] = [];
    results.addSettler({ name: 'test', settle: async (r) => void handed.push(r) });
    return { mirror, results, handed, errors };
  }

  it('records a match the feed finishes and hands its score to the settlers once', async () => {
    const { mirror, results, handed, errors } = setup([match(1, 'live', 2, 1), match(2, 'live')]);
    const stop = results.start();
    await results.idle();
    expect(handed).toEqual([]);

    mirror.rows[0] = match(1, 'finished', 2, 1);
    mirror.send([
      { id: 1, v: 2, status: 'finished' },
      { id: 2, v: 2, minute: 91 },
    ]);
    await results.idle();
    expect(handed).toHaveLength(1);
    expect(handed[0]).toEqual([
      expect.objectContaining({
        match_id: 1,
        home_score: 2,
        away_score: 1,
        home_team_id: 11,
        finished_at: 1_700_010_000,
      }),
    ]);
    // A later frame that only repeats the status hands the same recorded result (first record wins).
    nowMs += 60_000;
    mirror.rows[0] = { ...match(1, 'finished', 9, 9) };
    mirror.send([{ id: 1, v: 3, status: 'finished' }]);
    await results.idle();
    expect(handed[1]).toEqual([expect.objectContaining({ match_id: 1, home_score: 2, finished_at: 1_700_010_000 })]);
    stop();
    expect(errors).toEqual([]);
  });

  it('at start, settles what finished while the process was down, and what a resync brings', async () => {
    // A result recorded by an earlier run (the match is gone from today's list since).
    await database.db
      .insertInto('match_results')
      .values({ ...matchRow(7), finished_at: Math.floor(nowMs / 1000) - 3_600 })
      .execute();
    const { mirror, results, handed } = setup([match(8, 'finished', 0, 3)]);
    results.start();
    await results.idle();
    expect(handed.flat().map((r) => r.match_id)).toEqual([7, 8]);

    mirror.rows.push(match(9, 'finished', 1, 1));
    mirror.reset();
    await results.idle();
    expect(handed.at(-1)?.map((r) => r.match_id)).toEqual([8, 9]);
  });

  it('keeps settling after a settler fails', async () => {
    const { mirror, results, handed, errors } = setup([match(1, 'live')]);
    results.addSettler({
      name: 'broken',
      settle: () => Promise.reject(new Error('boom')),
    });
    results.start();
    mirror.rows[0] = match(1, 'finished');
    mirror.send([{ id: 1, v: 2, status: 'finished' }]);
    await results.idle();
    expect(handed).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});

function matchRow(id: number) {
  const m = match(id, 'finished', 1, 0);
  return {
    match_id: m.id,
    sport: m.sport,
    league_id: m.league_id,
    match_time: m.match_time,
    home_team_id: m.home_team_id,
    away_team_id: m.away_team_id,
    home_score: m.home_score,
    away_score: m.away_score,
    home_half_score: 0,
    away_half_score: 0,
  };
}
