import { describe, expect, it } from 'vitest';
import type { CatalogueLeague, CatalogueTeam, FeedCatalogue } from '../feed-provider.ts';
import { FALLBACK_ESPORTS_LEAGUE } from './esports-teams.ts';
import { FIXTURES_PER_DAY, planDayFixtures, roundRobinRound } from './fixture-planner.ts';
import { createPlanCalendar } from './plan-day.ts';
import { createSeededRandom } from './seeded-random.ts';

/** Five domestic leagues, a Champions League drawn from their clubs plus others, the NBA. */
function catalogue(withEsports = false): FeedCatalogue {
  const random = createSeededRandom(11);
  let nextId = 100;
  const team = (): CatalogueTeam => {
    const id = nextId++;
    return { id, name_zh: `队${id}`, name_en: `Team ${id}`, name_vi: `Đội ${id}`, rating: 1350 + random() * 400 };
  };
  const league = (id: number, sport: CatalogueLeague['sport'], teams: CatalogueTeam[]): CatalogueLeague => ({
    id,
    sport,
    short_name_zh: `联${id}`,
    short_name_en: `L${id}`,
    short_name_vi: `G${id}`,
    tier: 1,
    teams,
  });
  const domestic = [20, 18, 20, 20, 18].map((size, i) => league(i + 1, 'football', Array.from({ length: size }, team)));
  const cl = league(6, 'football', [
    ...domestic.flatMap((l) => l.teams.slice(0, 5)),
    ...Array.from({ length: 11 }, team),
  ]);
  const leagues = [...domestic, cl, league(7, 'basketball', Array.from({ length: 30 }, team))];
  if (withEsports)
    leagues.push(
      league(8, 'esports', Array.from({ length: 8 }, team)),
      league(9, 'esports', Array.from({ length: 8 }, team)),
    );
  return { leagues };
}

const calendar = createPlanCalendar();
const day = calendar.dayAt(Date.UTC(2026, 4, 12, 9));
const plan = (seed = 1, cat = catalogue(), d = day) =>
  planDayFixtures({ catalogue: cat, day: d, seed, toReal: (v) => v });

describe('fixture planner', () => {
  it('rebuilds the same fixtures with the same ids for the same date and seed', () => {
    const a = plan();
    const b = plan();
    expect(b.map((p) => p.fixture)).toEqual(a.map((p) => p.fixture));
    const other = plan(2);
    expect(other.map((p) => [p.fixture.home_team_id, p.fixture.away_team_id])).not.toEqual(
      a.map((p) => [p.fixture.home_team_id, p.fixture.away_team_id]),
    );
  });

  it('numbers fixtures yyyymmdd * 10000 + n, unique within a day and across days', () => {
    const today = plan();
    const tomorrow = plan(1, catalogue(), calendar.next(day));
    const ids = [...today, ...tomorrow].map((p) => p.fixture.id);
    expect(new Set(ids).size).toBe(ids.length);
    today.forEach((p, i) => expect(p.fixture.id).toBe(20260512 * FIXTURES_PER_DAY + i + 1));
    for (const p of tomorrow) expect(Math.floor(p.fixture.id / FIXTURES_PER_DAY)).toBe(20260513);
  });

  it('never has a team play twice in one day, even a club in two competitions', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const seen = new Set<string>();
      for (const { fixture } of plan(seed)) {
        for (const teamId of [fixture.home_team_id, fixture.away_team_id]) {
          const key = `${fixture.sport}:${teamId}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it('schedules football from every league, NBA games and a few e-sports series', () => {
    const fixtures = plan().map((p) => p.fixture);
    const football = fixtures.filter((f) => f.sport === 'football');
    expect(new Set(football.map((f) => f.league_id))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(football.length).toBeGreaterThanOrEqual(40);
    const nba = fixtures.filter((f) => f.sport === 'basketball');
    expect(nba.length).toBeGreaterThanOrEqual(8);
    expect(nba.length).toBeLessThanOrEqual(15);
    const esports = fixtures.filter((f) => f.sport === 'esports');
    expect(esports.length).toBeGreaterThanOrEqual(3);
    expect(esports.length).toBeLessThanOrEqual(8);
    // No e-sports league in the catalogue: the built-in one steps in.
    for (const f of esports) expect(f.league_id).toBe(FALLBACK_ESPORTS_LEAGUE.id);
    const withOwn = plan(1, catalogue(true)).filter((p) => p.fixture.sport === 'esports');
    expect(new Set(withOwn.map((p) => p.fixture.league_id))).toEqual(new Set([8, 9]));
  });

  it('fills rows with real names, the kick-off in unix seconds and a blank score', () => {
    const [first] = plan();
    expect(first?.fixture).toMatchObject({
      status: 'notstarted',
      home_score: 0,
      away_score: 0,
      match_str: '',
      home_team_name_en: first?.home.name_en,
      away_team_name_zh: first?.away.name_zh,
      match_time: Math.floor((first?.virtualKickoff ?? 0) / 1000),
    });
    expect(first?.fixture.short_name_en).toMatch(/^L\d$/);
  });

  it('spreads kick-offs over the whole day so there is always something on', () => {
    const kickoffs = plan()
      .filter((p) => p.fixture.sport === 'football')
      .map((p) => p.virtualKickoff)
      .sort((a, b) => a - b);
    for (const k of kickoffs) {
      expect(k).toBeGreaterThanOrEqual(day.start);
      expect(k).toBeLessThan(day.end);
      expect(k % (15 * 60_000)).toBe(0);
    }
    const gaps = kickoffs.slice(1).map((k, i) => k - (kickoffs[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThan(90 * 60_000);
    expect((kickoffs[0] ?? 0) - day.start).toBeLessThan(90 * 60_000);
    expect(day.end - (kickoffs[kickoffs.length - 1] ?? 0)).toBeLessThan(90 * 60_000);
  });

  it('pairs each league by a double round robin: every fixture once per cycle, each team once a round', () => {
    for (const size of [20, 7]) {
      const teams = Array.from({ length: size }, (_, i) => i);
      const slots = size % 2 === 0 ? size : size + 1;
      const cycle = 2 * (slots - 1);
      const seen = new Set<string>();
      for (let round = 0; round < cycle; round++) {
        const pairs = roundRobinRound(teams, round + 5);
        expect(pairs).toHaveLength(Math.floor(size / 2));
        expect(new Set(pairs.flat()).size).toBe(2 * pairs.length);
        for (const [home, away] of pairs) seen.add(`${home}-${away}`);
      }
      // Every ordered pairing exactly once over the cycle, then it starts again.
      expect(seen.size).toBe(size * (size - 1));
      expect(roundRobinRound(teams, 5 + cycle)).toEqual(roundRobinRound(teams, 5));
    }
  });

  it('does not repeat a fixture on consecutive days', () => {
    const cat = catalogue();
    const seen = new Map<string, number>();
    let d = day;
    for (let i = 0; i < 10; i++) {
      for (const { fixture } of planDayFixtures({ catalogue: cat, day: d, seed: 1, toReal: (v) => v })) {
        const key = `${fixture.home_team_id}-${fixture.away_team_id}`;
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, i);
      }
      d = calendar.next(d);
    }
  });
});
