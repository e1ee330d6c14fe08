import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { parseCsv } from './csv.ts';
import type { DatasetCounts } from './dataset.ts';
import { localTimeToUnix } from '../../contracts/time-zone.ts';
import { NBA_CODE_ALIASES, NBA_TEAM_NAMES } from './names/nba-names.ts';
import {
  ensureLeague,
  ensureSeason,
  linkSeasonTeams,
  teamRow,
  upsertMatches,
  upsertPlayers,
  upsertTeams,
} from './writer.ts';
import type { NewMatch, NewPlayer } from './writer.ts';

const SEASON = '2022-23';
/** The data has no tip-off times: 19:30 Eastern is the typical NBA evening slot (has_time = 0). */
const DEFAULT_TIPOFF = '19:30';
const TIPOFF_ZONE = 'America/New_York';

/** FiveThirtyEight `playoff` codes: '' regular season, p play-in, q/s/c/f playoff rounds. */
const ROUNDS: Record<string, { stage: string; round: string }> = {
  '': { stage: 'Regular Season', round: 'Regular Season' },
  p: { stage: 'Play-In', round: 'Play-In Tournament' },
  q: { stage: 'Playoffs', round: 'First Round' },
  s: { stage: 'Playoffs', round: 'Conference Semifinals' },
  c: { stage: 'Playoffs', round: 'Conference Finals' },
  f: { stage: 'Playoffs', round: 'Finals' },
};

export interface NbaFiles {
  /** nba_elo_latest.csv */
  games: string;
  /** teams.csv */
  teams: string;
  /** latest_RAPTOR_by_team.csv */
  players: string;
}

const teamCode = (code: string): string => `nba:${NBA_CODE_ALIASES[code] ?? code}`;

/**
 * Import NBA 2022-23: 30 teams (with each team's last FiveThirtyEight Elo as its base rating),
 * every game with a score, and rosters from the RAPTOR file. The 7 Finals rows were copied before
 * the Finals were played (no scores, two never happened) and are dropped.
 */
export async function importNba(db: Kysely<DB>, files: NbaFiles): Promise<DatasetCounts> {
  const games = parseCsv(files.games).sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const played = games.filter((g) => g.score1 !== '' && g.score2 !== '');

  // The last Elo FiveThirtyEight published for each team (post-game, or pre-game for the
  // unplayed Finals rows, which carry the latest value for Denver and Miami).
  const lastElo = new Map<string, number>();
  for (const g of games) {
    for (const [team, pre, post] of [
      [g.team1, g.elo1_pre, g.elo1_post],
      [g.team2, g.elo2_pre, g.elo2_post],
    ] as const) {
      const value = Number(post || pre);
      if (team && Number.isFinite(value) && value > 0) lastElo.set(team, value);
    }
  }

  const teamRows = parseCsv(files.teams).map((t) => {
    const code = t.code ?? '';
    const names = NBA_TEAM_NAMES[code];
    if (names === undefined) throw new Error(`No zh/en/vi names for NBA team "${code}" (add it to names/nba-names.ts)`);
    const elo = lastElo.get(code);
    return teamRow({
      code: teamCode(code),
      sport: 'basketball',
      names,
      country: code === 'TOR' ? 'CAN' : 'USA',
      sourceName: t.name ?? code,
      baseRating: elo === undefined ? null : Math.round(elo * 10) / 10,
    });
  });
  const teamIds = await upsertTeams(db, teamRows);
  const idOf = (code: string): number => {
    const id = teamIds.get(teamCode(code));
    if (id === undefined) throw new Error(`NBA team "${code}" is not in teams.csv`);
    return id;
  };

  const leagueId = await ensureLeague(db, 'nba');
  // Incomplete: the Finals are missing from the source.
  const seasonId = await ensureSeason(db, leagueId, SEASON, played.length === games.length);
  await linkSeasonTeams(
    db,
    seasonId,
    [...teamIds.values()].map((teamId) => ({ teamId, group: null })),
  );

  const rows: NewMatch[] = played.map((g) => {
    const date = g.date ?? '';
    const { stage, round } = ROUNDS[g.playoff ?? ''] ?? { stage: 'Playoffs', round: 'Playoffs' };
    const home = Number(g.score1);
    const away = Number(g.score2);
    return {
      source_key: `nba/${SEASON}/${date}/${g.team1}/${g.team2}`,
      season_id: seasonId,
      league_id: leagueId,
      sport: 'basketball',
      round,
      stage,
      group_name: null,
      home_team_id: idOf(g.team1 ?? ''),
      away_team_id: idOf(g.team2 ?? ''),
      match_date: date,
      match_time: localTimeToUnix(date, DEFAULT_TIPOFF, TIPOFF_ZONE),
      has_time: 0,
      status: 'finished',
      home_score: home,
      away_score: away,
      home_ft_score: home,
      away_ft_score: away,
      home_half_score: null,
      away_half_score: null,
      home_et_score: null,
      away_et_score: null,
      home_pen_score: null,
      away_pen_score: null,
      awarded: 0,
      neutral: g.neutral === '1' ? 1 : 0,
      venue: null,
    };
  });
  await upsertMatches(db, rows);

  // RAPTOR has one row per player, team and season type (RS/PO): one roster entry per player and team.
  const roster = new Map<string, { teamId: number; name: string; id: string; types: string[]; minutes: number }>();
  for (const r of parseCsv(files.players)) {
    const teamId = idOf(r.team ?? ''); // maps RAPTOR's CHA onto the games file's CHO
    const key = `${r.player_id}/${teamId}`;
    const entry = roster.get(key) ?? {
      teamId,
      name: r.player_name ?? '',
      id: r.player_id ?? '',
      types: [],
      minutes: 0,
    };
    entry.types.push(r.season_type ?? '');
    entry.minutes += Number(r.mp) || 0;
    roster.set(key, entry);
  }
  const players: NewPlayer[] = [...roster.values()].map((p) => ({
    team_id: p.teamId,
    season_id: seasonId,
    name: p.name,
    position: null,
    number: null,
    extra: JSON.stringify({ bbref_id: p.id, season_types: p.types.sort().reverse(), minutes: p.minutes }),
  }));
  await upsertPlayers(db, players);

  return { teams: teamRows.length, matches: rows.length, events: 0, players: players.length };
}
