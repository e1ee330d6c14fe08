import {
  FORESIGHT_SPORTS,
  FORM_MATCHES,
  type ForesightDetail,
  type ForesightList,
  type ForesightScheme,
  type ForesightSport,
  type TablePlace,
} from '../../contracts/foresight.ts';
import type { HeadToHead, LiveOddsDetail } from '../../contracts/match-centre.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { MatchHistory } from '../match-centre/match-history.ts';
import { formTally, goalTrend, oddsMovement, tablePlace } from './foresight-figures.ts';

export interface ForesightDeps {
  /** Today's matches as the live feed carries them. */
  matches: () => readonly LiveMatch[];
  history: Pick<MatchHistory, 'headToHead' | 'seasonTable'>;
  /** Each company's odds on a live match since opening, with the moves recorded. */
  odds: (matchId: number) => LiveOddsDetail | null;
  /** The experts' published schemes per match; absent until the experts' service exists. */
  schemes?: (matchIds: readonly number[]) => Promise<ReadonlyMap<number, ForesightScheme[]>>;
}

/** Pairs of teams whose history stays in memory (the day's fixtures are far fewer). */
const MAX_CACHED = 512;

const isForesightSport = (sport: string): sport is ForesightSport =>
  (FORESIGHT_SPORTS as readonly string[]).includes(sport);

/**
 * Foresight's figures for today's matches. The history is the imported data, which never changes
 * while the server runs, so each pair's form and meetings are read once per kick-off.
 */
export function createForesight(deps: ForesightDeps) {
  const histories = new Map<string, Promise<HeadToHead | null>>();

  function historyOf(match: LiveMatch): Promise<HeadToHead | null> {
    const key = `${match.home_team_id}:${match.away_team_id}:${match.match_time}`;
    let found = histories.get(key);
    if (!found) {
      found = deps.history.headToHead({
        homeTeamId: match.home_team_id,
        awayTeamId: match.away_team_id,
        before: match.match_time,
        limit: FORM_MATCHES,
      });
      histories.set(key, found);
      // A failed read must not stay cached.
      found.catch(() => histories.delete(key));
      if (histories.size > MAX_CACHED) histories.delete(histories.keys().next().value!);
    }
    return found;
  }

  async function placesOf(match: LiveMatch): Promise<{ home: TablePlace | null; away: TablePlace | null }> {
    const table = await deps.history.seasonTable(String(match.league_id));
    if (!table) return { home: null, away: null };
    return { home: tablePlace(table, match.home_team_id), away: tablePlace(table, match.away_team_id) };
  }

  function today(sport?: ForesightSport): LiveMatch[] {
    return deps
      .matches()
      .filter((m) => isForesightSport(m.sport) && (sport === undefined || m.sport === sport))
      .sort((a, b) => a.match_time - b.match_time || a.id - b.id);
  }

  return {
    /** Today's matches of `sport` by kick-off, each with both sides' latest five, table places and meetings. */
    async list(sport: ForesightSport): Promise<ForesightList> {
      const matches = await Promise.all(
        today(sport).map(async (match) => {
          const [h2h, places] = await Promise.all([historyOf(match), placesOf(match)]);
          return {
            match,
            home: { form: (h2h?.home_form ?? []).slice(0, 5).map((m) => m.result), place: places.home },
            away: { form: (h2h?.away_form ?? []).slice(0, 5).map((m) => m.result), place: places.away },
            h2h: h2h?.summary ?? { played: 0, home_wins: 0, draws: 0, away_wins: 0, home_goals: 0, away_goals: 0 },
          };
        }),
      );
      return { sport, matches };
    },

    /** One of today's matches with every figure; null when the feed does not carry it. */
    async match(id: number): Promise<ForesightDetail | null> {
      const match = today().find((m) => m.id === id);
      if (!match) return null;
      const sport = match.sport as ForesightSport;
      const [h2h, places, schemes] = await Promise.all([
        historyOf(match),
        placesOf(match),
        deps.schemes ? deps.schemes([id]) : Promise.resolve(new Map<number, ForesightScheme[]>()),
      ]);
      const homeForm = h2h?.home_form ?? [];
      const awayForm = h2h?.away_form ?? [];
      const results = (form: typeof homeForm) => form.map((m) => m.result);
      const meetings = h2h?.meetings ?? [];
      return {
        match,
        home: {
          form: homeForm,
          last5: formTally(results(homeForm), 5),
          last10: formTally(results(homeForm), 10),
          trend: goalTrend(homeForm, match.home_team_id, sport),
          place: places.home,
        },
        away: {
          form: awayForm,
          last5: formTally(results(awayForm), 5),
          last10: formTally(results(awayForm), 10),
          trend: goalTrend(awayForm, match.away_team_id, sport),
          place: places.away,
        },
        h2h: {
          summary: h2h?.summary ?? { played: 0, home_wins: 0, draws: 0, away_wins: 0, home_goals: 0, away_goals: 0 },
          meetings,
          trend: goalTrend(meetings, match.home_team_id, sport),
        },
        odds: oddsMovement(deps.odds(id)?.companies ?? []),
        schemes: schemes.get(id) ?? [],
      };
    },
  };
}
