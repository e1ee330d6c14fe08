import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type {
  BasketballBracket,
  BasketballGame,
  BasketballResults,
  BasketballRosterPlayer,
  BasketballSeason,
  BasketballSplit,
  BasketballStage,
  BasketballStandings,
  BasketballTeam,
  BasketballTeamPage,
  PlayoffRound,
} from '../../contracts/database-basketball.ts';
import { findBasketballSeason, findRoster, findSeasonGames, findSeasonTeams } from './basketball-repository.ts';
import { FINALS_2023 } from './finals-2023.ts';
import { NBA_ALIGNMENT } from './nba-alignment.ts';
import { buildSeries, championOf, placePlayIn, playoffSeeds } from './playoff-series.ts';
import { computeStandings } from './standings.ts';

/** Stage and round names as the NBA importer writes them. */
const STAGES: Record<string, BasketballStage> = {
  'Regular Season': 'regular',
  'Play-In': 'play_in',
  Playoffs: 'playoffs',
};
const ROUNDS: Record<string, PlayoffRound> = {
  'First Round': 'first_round',
  'Conference Semifinals': 'conference_semifinals',
  'Conference Finals': 'conference_finals',
  Finals: 'finals',
};

/** Everything a season's views are computed from, built once per season. */
interface SeasonData {
  season: BasketballSeason;
  teams: Map<number, BasketballTeam>;
  /** Imported games, then any supplement, in date order. */
  games: BasketballGame[];
  standings: BasketballStandings;
  bracket: BasketballBracket;
}

function toTeam(row: Awaited<ReturnType<typeof findSeasonTeams>>[number]): BasketballTeam {
  const code = row.code.replace(/^nba:/, '');
  const alignment = NBA_ALIGNMENT[code];
  if (!alignment) throw new Error(`No conference and division for basketball team "${row.code}"`);
  return { ...row, code, ...alignment };
}

/** The 2023 Finals results when the season is 2022-23 and the data has no Finals game. */
function finalsSupplement(
  season: BasketballSeason,
  games: readonly BasketballGame[],
  teams: Map<string, BasketballTeam>,
) {
  const applies =
    season.league_code === FINALS_2023.league &&
    season.season_name === FINALS_2023.season &&
    !games.some((g) => g.round === 'finals');
  if (!applies) return [];
  return FINALS_2023.games.flatMap((g): BasketballGame[] => {
    const home = teams.get(g.home);
    const away = teams.get(g.away);
    if (!home || !away) return [];
    return [
      {
        id: null,
        date: g.date,
        stage: 'playoffs',
        round: 'finals',
        home,
        away,
        home_score: g.homeScore,
        away_score: g.awayScore,
        neutral: false,
        supplement: true,
      },
    ];
  });
}

async function loadSeason(db: Kysely<DB>, season: BasketballSeason): Promise<SeasonData> {
  const [teamRows, gameRows] = await Promise.all([
    findSeasonTeams(db, season.season_id),
    findSeasonGames(db, season.season_id),
  ]);
  const teams = new Map(teamRows.map((r) => [r.id, toTeam(r)]));
  const imported = gameRows.flatMap((r): BasketballGame[] => {
    const home = teams.get(r.home_team_id);
    const away = teams.get(r.away_team_id);
    const stage = STAGES[r.stage ?? ''];
    if (!home || !away || !stage) return [];
    return [
      {
        id: r.id,
        date: r.match_date,
        stage,
        round: stage === 'playoffs' ? (ROUNDS[r.round] ?? null) : null,
        home,
        away,
        home_score: r.home_score,
        away_score: r.away_score,
        neutral: r.neutral === 1,
        supplement: false,
      },
    ];
  });
  const byCode = new Map([...teams.values()].map((t) => [t.code, t]));
  const supplement = finalsSupplement(season, imported, byCode);
  const games = [...imported, ...supplement];

  const regular = games.filter((g) => g.stage === 'regular');
  const { conferences, divisions } = computeStandings(
    [...teams.values()],
    regular.map((g) => ({ homeId: g.home.id, awayId: g.away.id, homeScore: g.home_score, awayScore: g.away_score })),
  );
  const playIn = placePlayIn(games, conferences);
  const series = buildSeries(games, playoffSeeds(conferences, playIn));
  return {
    season,
    teams,
    games,
    standings: { season, games: regular.length, conferences, divisions },
    bracket: {
      season,
      play_in: playIn,
      series,
      champion_id: championOf(series),
      supplement_source: supplement.length > 0 ? { ...FINALS_2023.source } : null,
    },
  };
}

function split(games: readonly BasketballGame[], teamId: number, atHome: boolean): BasketballSplit {
  const mine = games.filter((g) => g.stage === 'regular' && (atHome ? g.home.id : g.away.id) === teamId);
  let won = 0;
  let scored = 0;
  let conceded = 0;
  for (const g of mine) {
    const [f, a] = atHome ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
    if (f > a) won++;
    scored += f;
    conceded += a;
  }
  const avg = (points: number) => (mine.length === 0 ? 0 : Math.round((points / mine.length) * 10) / 10);
  return {
    played: mine.length,
    won,
    lost: mine.length - won,
    points_for_avg: avg(scored),
    points_against_avg: avg(conceded),
  };
}

function toPlayer(row: Awaited<ReturnType<typeof findRoster>>[number]): BasketballRosterPlayer {
  let extra: { minutes?: unknown; season_types?: unknown } = {};
  try {
    extra = row.extra ? (JSON.parse(row.extra) as typeof extra) : {};
  } catch {
    // An unreadable extra only loses the minutes and season types.
  }
  const types = Array.isArray(extra.season_types) ? extra.season_types : [];
  return {
    id: row.id,
    name: row.name,
    minutes: typeof extra.minutes === 'number' ? extra.minutes : 0,
    season_types: (['RS', 'PO'] as const).filter((t) => types.includes(t)),
    position: row.position,
  };
}

/**
 * The basketball database: standings, results, team pages and the playoff bracket, computed from
 * the imported results. Cached per season: the data is imported before the server serves and never
 * changes while it runs. Each call answers null when the league or season does not exist.
 */
export function createBasketballDatabase(db: Kysely<DB>) {
  const seasons = new Map<number, Promise<SeasonData>>();

  async function season(league: string, name?: string): Promise<SeasonData | null> {
    const ref = await findBasketballSeason(db, league, name);
    if (!ref) return null;
    let data = seasons.get(ref.season_id);
    if (!data) {
      data = loadSeason(db, ref);
      seasons.set(ref.season_id, data);
      // A failed build must not stay cached.
      data.catch(() => seasons.delete(ref.season_id));
    }
    return data;
  }

  return {
    async standings(league: string, name?: string): Promise<BasketballStandings | null> {
      return (await season(league, name))?.standings ?? null;
    },

    async results(league: string, name: string | undefined, date?: string): Promise<BasketballResults | null> {
      const data = await season(league, name);
      if (!data) return null;
      const dates = [...new Set(data.games.map((g) => g.date))];
      const lastRegular = data.games.filter((g) => g.stage === 'regular').at(-1)?.date ?? dates.at(-1) ?? '';
      const day = date ?? lastRegular;
      return {
        season: data.season,
        date: day,
        dates,
        games: data.games.filter((g) => g.date === day),
      };
    },

    /** Null also when the team is not in the season. */
    async team(teamId: number, league: string, name?: string): Promise<BasketballTeamPage | null> {
      const data = await season(league, name);
      const team = data?.teams.get(teamId);
      if (!data || !team) return null;
      const standing = data.standings.conferences.flatMap((c) => c.rows).find((r) => r.team.id === teamId);
      const divisionRow = data.standings.divisions.flatMap((d) => d.rows).find((r) => r.team.id === teamId);
      if (!standing || !divisionRow) return null;
      const roster = (await findRoster(db, data.season.season_id, teamId))
        .map(toPlayer)
        .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
      return {
        season: data.season,
        team,
        standing,
        division_position: divisionRow.position,
        split: { home: split(data.games, teamId, true), away: split(data.games, teamId, false) },
        games: data.games.filter((g) => g.home.id === teamId || g.away.id === teamId),
        roster,
      };
    },

    async bracket(league: string, name?: string): Promise<BasketballBracket | null> {
      return (await season(league, name))?.bracket ?? null;
    },
  };
}

export type BasketballDatabase = ReturnType<typeof createBasketballDatabase>;
