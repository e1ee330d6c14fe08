import type { Sport } from '../../../contracts/match.ts';
import type { CatalogueLeague, CatalogueTeam, FeedCatalogue, FeedFixture } from '../feed-provider.ts';
import { FALLBACK_ESPORTS_LEAGUE } from './esports-teams.ts';
import { NOT_STARTED_CLOCK } from './match-timeline.ts';
import { blankScores } from '../../../contracts/match.ts';
import type { PlanDay } from './plan-day.ts';
import type { RandomSource } from './seeded-random.ts';
import { createSeededRandom, hashSeed, shuffled } from './seeded-random.ts';

/** Fixture ids are `yyyymmdd * FIXTURES_PER_DAY + n`, n counting from 1 in kick-off order. */
export const FIXTURES_PER_DAY = 10_000;

/** A fixture of the plan with the teams behind it. */
export interface PlannedFixture {
  fixture: FeedFixture;
  home: CatalogueTeam;
  away: CatalogueTeam;
  /** Kick-off on the simulator's (compressed) clock, ms. */
  virtualKickoff: number;
}

/** What a day's plan depends on; the same inputs always give the same plan. */
export interface DayPlanInput {
  catalogue: FeedCatalogue;
  day: PlanDay;
  seed: number;
  /** Real instant (ms) of a virtual instant, to fill `match_time`. */
  toReal: (virtualMs: number) => number;
}

interface Pairing {
  league: CatalogueLeague;
  home: CatalogueTeam;
  away: CatalogueTeam;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Kick-off granularity and how many matches a league plays at most, per sport. */
const SPORT_RULES: Record<Sport, { roundMs: number; maxPerLeague: number }> = {
  football: { roundMs: 15 * MINUTE_MS, maxPerLeague: 10 },
  basketball: { roundMs: 30 * MINUTE_MS, maxPerLeague: 15 },
  esports: { roundMs: 60 * MINUTE_MS, maxPerLeague: 6 },
};
const ESPORTS_PER_DAY = 6;

/**
 * Round `round` of a league's double round robin (the circle method over its teams in a seeded
 * order, a bye when the count is odd): every ordered pairing once per cycle of `2 (n - 1)` rounds,
 * the second half with home and away swapped.
 */
export function roundRobinRound<T>(teams: readonly T[], round: number): [T, T][] {
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  if (n < 2) return [];
  const rounds = n - 1;
  const r = ((round % (2 * rounds)) + 2 * rounds) % (2 * rounds);
  const half = r % rounds;
  const at = (k: number) => (k === 0 ? slots[0] : slots[1 + ((k - 1 + half) % rounds)]) ?? null;
  const pairs: [T, T][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = at(i);
    const b = at(n - 1 - i);
    if (a === null || b === null) continue;
    // Alternate home and away within a round and between rounds; the second half mirrors the first.
    const homeFirst = ((i + half) % 2 === 0) !== r >= rounds;
    pairs.push(homeFirst ? [a, b] : [b, a]);
  }
  return pairs;
}

const inLeague = (league: CatalogueLeague, a: CatalogueTeam, b: CatalogueTeam) =>
  league.teams.some((t) => t.id === a.id) && league.teams.some((t) => t.id === b.id);

/**
 * Pairs teams of each league for one day: leagues in a seeded order, each playing part of its
 * round of a double round robin that advances one round a day (75-100% of its teams, at most 10
 * matches, 15 in the NBA; about six e-sports series in all), never using a team already paired
 * that day (a club in the Champions League and in its domestic league plays only one of them).
 * So a fixture (home v away) comes back only after a whole cycle of `2 (teams - 1)` days, and a
 * real day that holds several plan days (FEED_SPEED > 1) does not show it twice.
 */
function pairTeams(
  leagues: readonly CatalogueLeague[],
  sport: Sport,
  random: RandomSource,
  context: { seed: number; dayNumber: number },
): Pairing[] {
  const used = new Set<number>();
  const pairings: Pairing[] = [];
  const ordered = shuffled(
    random,
    [...leagues].sort((a, b) => a.id - b.id),
  );
  for (const league of ordered) {
    const distinct = [...new Map(league.teams.map((t) => [t.id, t])).values()].sort((a, b) => a.id - b.id);
    // The league's own order and starting round: fixed by the seed, not by the day.
    const leagueRandom = createSeededRandom(hashSeed(context.seed, league.id, 0x7e));
    const teams = shuffled(leagueRandom, distinct);
    const offset = Math.floor(leagueRandom() * 1_000);
    // Two clubs of one domestic league meet in it, not in the Champions League as well.
    const round = roundRobinRound(teams, context.dayNumber + offset).filter(
      ([home, away]) =>
        !used.has(home.id) && !used.has(away.id) && !leagues.some((l) => l !== league && inLeague(l, home, away)),
    );
    // E-sports: a few series a day in all (about six), shared between the titles.
    const quota =
      sport === 'esports'
        ? Math.ceil(ESPORTS_PER_DAY / leagues.length)
        : Math.max(
            1,
            Math.min(SPORT_RULES[sport].maxPerLeague, Math.round((distinct.length / 2) * (0.75 + 0.25 * random()))),
          );
    for (const [home, away] of shuffled(random, round).slice(0, quota)) {
      used.add(home.id);
      used.add(away.id);
      pairings.push({ league, home, away });
    }
  }
  return pairings;
}

/**
 * Kick-offs spread evenly over the whole day with a little jitter, rounded like real kick-off times,
 * so at any hour some matches are live, some are over and some are to come.
 */
function spreadKickoffs(count: number, day: PlanDay, roundMs: number, random: RandomSource): number[] {
  const length = day.end - day.start;
  const spacing = length / Math.max(1, count);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const raw = (i + 0.15 + 0.7 * random()) * spacing;
    const rounded = Math.min(length - roundMs, Math.floor(raw / roundMs) * roundMs);
    times.push(day.start + Math.max(0, rounded));
  }
  return times;
}

const SPORT_ORDER: Record<Sport, number> = { football: 0, basketball: 1, esports: 2 };

/**
 * Today's fixtures from the catalogue's real teams: football from every football league, NBA
 * basketball and a few e-sports series (the built-in e-sports league when the catalogue has none).
 * Deterministic in `(seed, day)`: a restart rebuilds the same fixtures with the same ids.
 */
export function planDayFixtures(input: DayPlanInput): PlannedFixture[] {
  const { catalogue, day } = input;
  const drafts: { pairing: Pairing; sport: Sport; virtualKickoff: number }[] = [];
  const sports: Sport[] = ['football', 'basketball', 'esports'];
  for (const sport of sports) {
    const random = createSeededRandom(hashSeed(input.seed, day.key, SPORT_ORDER[sport] + 1));
    let leagues = catalogue.leagues.filter((l) => l.sport === sport && l.teams.length >= 2);
    if (sport === 'esports' && leagues.length === 0) leagues = [FALLBACK_ESPORTS_LEAGUE];
    const dayNumber = Math.round(day.start / DAY_MS);
    const pairings = shuffled(random, pairTeams(leagues, sport, random, { seed: input.seed, dayNumber }));
    const times = spreadKickoffs(pairings.length, day, SPORT_RULES[sport].roundMs, random);
    pairings.forEach((pairing, i) => drafts.push({ pairing, sport, virtualKickoff: times[i] ?? day.start }));
  }
  drafts.sort(
    (a, b) =>
      a.virtualKickoff - b.virtualKickoff ||
      SPORT_ORDER[a.sport] - SPORT_ORDER[b.sport] ||
      a.pairing.league.id - b.pairing.league.id ||
      a.pairing.home.id - b.pairing.home.id,
  );
  return drafts.slice(0, FIXTURES_PER_DAY - 1).map((draft, i) => {
    const { league, home, away } = draft.pairing;
    const fixture: FeedFixture = {
      id: day.key * FIXTURES_PER_DAY + i + 1,
      sport: draft.sport,
      league_id: league.id,
      short_name_zh: league.short_name_zh,
      short_name_en: league.short_name_en,
      short_name_vi: league.short_name_vi,
      home_team_id: home.id,
      away_team_id: away.id,
      home_team_name_zh: home.name_zh,
      home_team_name_en: home.name_en,
      home_team_name_vi: home.name_vi,
      away_team_name_zh: away.name_zh,
      away_team_name_en: away.name_en,
      away_team_name_vi: away.name_vi,
      match_time: Math.floor(input.toReal(draft.virtualKickoff) / 1000),
      ...NOT_STARTED_CLOCK,
      ...blankScores(),
    };
    return { fixture, home, away, virtualKickoff: draft.virtualKickoff };
  });
}

/** The plan day (`yyyymmdd`) a fixture id belongs to. */
export function fixtureDayKey(id: number): number {
  return Math.floor(id / FIXTURES_PER_DAY);
}
