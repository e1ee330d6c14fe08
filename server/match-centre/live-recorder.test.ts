import { blankScores } from '../../contracts/match.ts';
import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../../contracts/match.ts';
import type { FeedBatch, FeedFixture } from '../feed/feed-provider.ts';
import { createInProcessBus } from '../live/in-process-bus.ts';
import { createLiveMirror } from '../live/live-mirror.ts';
import { createLiveStore } from '../live/live-store.ts';
import { createLiveRecorder } from './live-recorder.ts';

function fixture(id: number, overrides: Partial<FeedFixture> = {}): FeedFixture {
  const base: Omit<LiveMatch, 'v' | 'updated_at'> = {
    id,
    sport: 'football',
    league_id: 1,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'NHA',
    home_team_id: 4,
    away_team_id: 5,
    home_team_name_zh: '利物浦',
    home_team_name_en: 'Liverpool',
    home_team_name_vi: 'Liverpool',
    away_team_name_zh: '阿森纳',
    away_team_name_en: 'Arsenal',
    away_team_name_vi: 'Arsenal',
    match_time: 1_800_000_000,
    status: 'notstarted',
    period: 0,
    minute: 0,
    match_str: '',
    ...blankScores(),
  };
  return { ...base, ...overrides };
}

const batch = (part: Partial<FeedBatch>): FeedBatch => ({ fixtures: [], removed: [], changes: [], odds: [], ...part });
const openLine = {
  eu: [2.1, 3.4, 3.2] as [number, number, number],
  asia: [0.9, 0.25, 0.95] as [number, number, number],
  ou: [0.92, 2.5, 0.9] as [number, number, number],
};

async function setup(options: { maxEvents?: number; maxMoves?: number } = {}) {
  let clock = 1_000;
  const bus = createInProcessBus();
  const store = createLiveStore({ matches: [], odds: [] }, { now: () => clock, publish: (f) => bus.publish(f) });
  bus.serveState(() => store.snapshot());
  const mirror = createLiveMirror(bus);
  await mirror.start();
  const recorder = createLiveRecorder(mirror, { now: () => clock, ...options });
  recorder.start();
  return { store, mirror, recorder, tick: (ms: number) => (clock += ms) };
}

describe('live recorder', () => {
  it('records goals, cards, corners and half time with the score and clock of the moment', async () => {
    const { store, recorder } = await setup();
    store.apply(batch({ fixtures: [fixture(1)] }));
    store.apply(
      batch({
        changes: [
          {
            id: 1,
            fields: { status: 'live', period: 1, minute: 1, match_str: '1' },
            event: { kind: 'kickoff', at: '1' },
          },
          { id: 1, fields: { minute: 12, match_str: '12' } },
          { id: 1, fields: { home_score: 1 }, event: { kind: 'goal', side: 'home', at: '12' } },
          {
            id: 1,
            fields: { away_yellow: 1, minute: 30, match_str: '30' },
            event: { kind: 'yellow', side: 'away', at: '30' },
          },
          { id: 1, fields: { home_corner: 1 }, event: { kind: 'corner', side: 'home', at: '30' } },
          {
            id: 1,
            fields: { status: 'halftime', match_str: 'HT', home_half_score: 1 },
            event: { kind: 'halftime', at: 'HT' },
          },
        ],
      }),
    );
    const timeline = recorder.timeline(1)!;
    expect(timeline.recording).toMatchObject({ status: 'notstarted', home_score: 0, away_score: 0 });
    expect(timeline.match).toMatchObject({ status: 'halftime', home_score: 1, home_yellow: 0, away_yellow: 1 });
    expect(timeline.events.map((e) => [e.seq, e.kind, e.side, e.at, e.home_score, e.away_score])).toEqual([
      [1, 'kickoff', undefined, '1', 0, 0],
      [2, 'goal', 'home', '12', 1, 0],
      [3, 'yellow', 'away', '30', 1, 0],
      [4, 'corner', 'home', '30', 1, 0],
      [5, 'halftime', undefined, 'HT', 1, 0],
    ]);
  });

  it('says how many points a basket was worth', async () => {
    const { store, recorder } = await setup();
    store.apply(batch({ fixtures: [fixture(2, { sport: 'basketball', status: 'live', period: 1 })] }));
    store.apply(
      batch({
        changes: [{ id: 2, fields: { away_score: 3 }, event: { kind: 'points', side: 'away', at: 'Q1 11:40' } }],
      }),
    );
    expect(recorder.timeline(2)!.events[0]).toMatchObject({ kind: 'points', side: 'away', points: 3, away_score: 3 });
  });

  it('counts a basketball scoring run until the other side scores', async () => {
    const { store, recorder } = await setup();
    store.apply(batch({ fixtures: [fixture(6, { sport: 'basketball', status: 'live', period: 1 })] }));
    const baskets: Array<['home' | 'away', number]> = [
      ['home', 2],
      ['away', 3],
      ['away', 2],
      ['away', 3],
      ['home', 1],
    ];
    const score = { home: 0, away: 0 };
    for (const [side, points] of baskets) {
      score[side] += points;
      store.apply(
        batch({
          changes: [
            {
              id: 6,
              fields: { [`${side}_score`]: score[side] },
              event: { kind: 'points', side, at: 'Q1 10:00' },
            },
          ],
        }),
      );
    }
    expect(recorder.timeline(6)!.events.map((e) => [e.side, e.points, e.run])).toEqual([
      ['home', 2, 2],
      ['away', 3, 3],
      ['away', 2, 5],
      ['away', 3, 8],
      ['home', 1, 1],
    ]);
  });

  it('states from where it recorded a match already under way', async () => {
    const { store, mirror } = await setup();
    store.apply(batch({ fixtures: [fixture(3, { status: 'live', minute: 34, match_str: '34', home_score: 1 })] }));
    // A second recorder joins late, as after a server restart.
    const late = createLiveRecorder(mirror);
    late.start();
    expect(late.timeline(3)).toMatchObject({ recording: { match_str: '34', home_score: 1 }, events: [] });
    late.stop();
  });

  it('keeps each company opening and live odds with every move, bounded', async () => {
    const { store, recorder, tick } = await setup({ maxMoves: 2 });
    store.apply(batch({ fixtures: [fixture(4, { status: 'live', minute: 5, match_str: '5' })] }));
    store.apply(
      batch({
        odds: [
          {
            match_id: 4,
            company_id: 1,
            fields: {
              ...openLine,
              eu_open: openLine.eu,
              asia_open: openLine.asia,
              ou_open: openLine.ou,
              closed: false,
            },
          },
        ],
      }),
    );
    for (const home of [2.0, 1.9, 1.8]) {
      tick(5_000);
      store.apply(batch({ odds: [{ match_id: 4, company_id: 1, fields: { eu: [home, 3.4, 3.6] } }] }));
    }
    const odds = recorder.odds(4)!;
    expect(odds.companies).toHaveLength(1);
    const [company] = odds.companies;
    expect(company!.open.eu).toEqual(openLine.eu);
    expect(company!.live.eu).toEqual([1.8, 3.4, 3.6]);
    expect(company!.moves.map((m) => m.eu?.[0])).toEqual([1.9, 1.8]);
    expect(company!.moves[1]).toMatchObject({ at: '5', t: 16_000 });
  });

  it('forgets a match the feed removes and bounds the timeline', async () => {
    const { store, recorder } = await setup({ maxEvents: 3 });
    store.apply(batch({ fixtures: [fixture(5, { status: 'live' })] }));
    for (let i = 1; i <= 5; i++) {
      store.apply(
        batch({
          changes: [{ id: 5, fields: { home_corner: i }, event: { kind: 'corner', side: 'home', at: `${i}` } }],
        }),
      );
    }
    expect(recorder.timeline(5)!.events.map((e) => e.seq)).toEqual([3, 4, 5]);
    store.apply(batch({ removed: [5] }));
    expect(recorder.timeline(5)).toBeNull();
    expect(recorder.odds(5)).toBeNull();
    expect(recorder.size()).toBe(0);
  });
});
