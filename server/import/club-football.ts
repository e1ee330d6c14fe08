import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB, ImportedMatchStatus } from '../db/schema.ts';
import { localTimeToUnix } from '../../contracts/time-zone.ts';
import { CLUB_NAMES } from './names/club-names.ts';
import { LEAGUES } from './names/league-names.ts';
import type { DatasetCounts } from './dataset.ts';
import { ensureLeague, ensureSeason, linkSeasonTeams, teamRow, upsertMatches, upsertTeams } from './writer.ts';
import type { NewMatch, NewTeam } from './writer.ts';

/** openfootball football.json: one competition-season per file. */
const pair = z.tuple([z.number().int(), z.number().int()]);
const footballJsonSchema = z.object({
  name: z.string(),
  matches: z.array(
    z.object({
      round: z.string(),
      date: z.string(),
      time: z.string().optional(),
      team1: z.string(),
      team2: z.string(),
      score: z.object({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() }).optional(),
      status: z.string().optional(),
    }),
  ),
});
export type FootballJson = z.infer<typeof footballJsonSchema>;

/** Parse and validate a football.json file; throws with the path of the first bad field. */
export function parseFootballJson(text: string): FootballJson {
  return footballJsonSchema.parse(JSON.parse(text));
}

/** Kick-off hour assumed when a fixture has no time yet (stored with has_time = 0). */
const DEFAULT_LOCAL_KICKOFF = '15:00';

const COUNTRY_SUFFIX = / \(([A-Z]{3})\)$/;

/**
 * `Aston Villa FC (ENG)` -> `{ name: 'Aston Villa FC', country: 'ENG' }`. The Champions League
 * file suffixes every club with its country; the league files do not. Stripping the suffix makes
 * the same club one team across files.
 */
export function splitClubName(sourceName: string): { name: string; country: string | null } {
  const match = COUNTRY_SUFFIX.exec(sourceName);
  if (!match) return { name: sourceName, country: null };
  return { name: sourceName.slice(0, match.index), country: match[1] ?? null };
}

/** A stable, ASCII natural key from a source name (`1. FC Köln` -> `1-fc-koln`). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The team code of a club, from its source name with or without the country suffix. */
export function clubTeamCode(sourceName: string): string {
  return `club:${slugify(splitClubName(sourceName).name)}`;
}

function clubTeam(sourceName: string, leagueCountry: string | null): NewTeam {
  const { name, country } = splitClubName(sourceName);
  const names = CLUB_NAMES[name];
  if (names === undefined) throw new Error(`No zh/en/vi names for club "${name}" (add it to names/club-names.ts)`);
  return teamRow({
    code: clubTeamCode(name),
    sport: 'football',
    names,
    country: country ?? leagueCountry,
    sourceName: name,
  });
}

function matchStatus(match: FootballJson['matches'][number]): ImportedMatchStatus {
  if (match.status === 'postponed') return 'postponed';
  return match.score?.ft ? 'finished' : 'notstarted';
}

/** `League, Matchday 1` -> stage `League`, round `Matchday 1`; league files have no stage. */
function splitRound(round: string): { stage: string | null; round: string } {
  const comma = round.indexOf(', ');
  if (comma < 0) return { stage: null, round };
  return { stage: round.slice(0, comma), round: round.slice(comma + 2) };
}

/**
 * Import one football.json competition-season (`leagueCode` e.g. `en.1`, `season` e.g.
 * `2024-25`). Kick-off times are local to the league's zone and stored as UTC.
 */
export async function importClubSeason(
  db: Kysely<DB>,
  input: { leagueCode: string; season: string; data: FootballJson },
): Promise<DatasetCounts> {
  const league = LEAGUES[input.leagueCode];
  if (league === undefined) throw new Error(`Unknown league ${input.leagueCode}`);
  // A club league's own clubs take its country; Champions League clubs carry theirs in a suffix.
  const leagueCountry = input.leagueCode === 'uefa.cl' ? null : league.country;

  const teamsByCode = new Map<string, NewTeam>();
  for (const m of input.data.matches) {
    for (const name of [m.team1, m.team2]) {
      const team = clubTeam(name, leagueCountry);
      teamsByCode.set(team.code, team);
    }
  }
  const teamIds = await upsertTeams(db, [...teamsByCode.values()]);
  const idOf = (sourceName: string): number => {
    const id = teamIds.get(clubTeamCode(sourceName));
    if (id === undefined) throw new Error(`Team id missing for ${sourceName}`);
    return id;
  };

  const leagueId = await ensureLeague(db, input.leagueCode);
  const complete = input.data.matches.every((m) => matchStatus(m) === 'finished');
  const seasonId = await ensureSeason(db, leagueId, input.season, complete);
  await linkSeasonTeams(
    db,
    seasonId,
    [...teamIds.values()].map((teamId) => ({ teamId, group: null })),
  );

  const rows: NewMatch[] = input.data.matches.map((m) => {
    const { stage, round } = splitRound(m.round);
    const s = m.score ?? {};
    const final = s.et ?? s.ft;
    const home = splitClubName(m.team1).name;
    const away = splitClubName(m.team2).name;
    return {
      source_key: `${input.leagueCode}/${input.season}/${m.round}/${home}/${away}`,
      season_id: seasonId,
      league_id: leagueId,
      sport: 'football',
      round,
      stage,
      group_name: null,
      home_team_id: idOf(m.team1),
      away_team_id: idOf(m.team2),
      match_date: m.date,
      match_time: localTimeToUnix(m.date, m.time ?? DEFAULT_LOCAL_KICKOFF, league.timezone),
      has_time: m.time ? 1 : 0,
      status: matchStatus(m),
      home_score: final?.[0] ?? null,
      away_score: final?.[1] ?? null,
      home_ft_score: s.ft?.[0] ?? null,
      away_ft_score: s.ft?.[1] ?? null,
      home_half_score: s.ht?.[0] ?? null,
      away_half_score: s.ht?.[1] ?? null,
      home_et_score: s.et?.[0] ?? null,
      away_et_score: s.et?.[1] ?? null,
      home_pen_score: s.p?.[0] ?? null,
      away_pen_score: s.p?.[1] ?? null,
      awarded: m.status === 'awarded' ? 1 : 0,
      // The Champions League final is played at a venue chosen in advance, not at either club.
      neutral: stage === 'Finals' && round === 'Final' ? 1 : 0,
      venue: null,
    };
  });
  await upsertMatches(db, rows);
  return { teams: teamsByCode.size, matches: rows.length, events: 0, players: 0 };
}
