import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB, MatchEventKindCode } from '../db/schema.ts';
import type { DatasetCounts } from './dataset.ts';
import { localTimeToUnix } from '../../contracts/time-zone.ts';
import { offsetTimeToUnix } from './local-time.ts';
import { NATIONAL_TEAM_ALIASES, NATIONAL_TEAM_NAMES } from './names/national-team-names.ts';
import {
  ensureLeague,
  ensureSeason,
  linkSeasonTeams,
  teamRow,
  upsertMatchEvents,
  upsertMatches,
  upsertPlayers,
  upsertTeams,
} from './writer.ts';
import type { NewMatch, NewMatchEvent, NewPlayer } from './writer.ts';

const pair = z.tuple([z.number().int(), z.number().int()]);
const goalSchema = z.object({
  name: z.string(),
  // 2022: integer minute plus `offset` for stoppage time; 2026: a string such as "90+6".
  minute: z.union([z.number().int(), z.string()]),
  offset: z.number().int().optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});
const worldCupSchema = z.object({
  name: z.string(),
  matches: z.array(
    z.object({
      round: z.string(),
      num: z.number().int().optional(),
      date: z.string(),
      time: z.string(),
      team1: z.string(),
      team2: z.string(),
      score: z.object({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() }),
      goals1: z.array(goalSchema).optional(),
      goals2: z.array(goalSchema).optional(),
      group: z.string().optional(),
      ground: z.string().optional(),
    }),
  ),
});
export type WorldCupJson = z.infer<typeof worldCupSchema>;
type Goal = z.infer<typeof goalSchema>;

const stadiumsSchema = z.object({
  stadiums: z.array(z.object({ city: z.string(), name: z.string(), timezone: z.string().optional() })),
});

/** Parse and validate an openfootball worldcup.json. */
export function parseWorldCupJson(text: string): WorldCupJson {
  return worldCupSchema.parse(JSON.parse(text));
}

/** Parse worldcup.stadiums.json into city -> "Stadium, City" (2026 match files name only the city). */
export function parseStadiumVenues(text: string): Map<string, string> {
  const { stadiums } = stadiumsSchema.parse(JSON.parse(text));
  return new Map(stadiums.map((s) => [s.city, `${s.name}, ${s.city}`]));
}

/** Resolve a national team name from any file of the data set to its name-table key. */
export function nationalTeamKey(sourceName: string): string {
  return NATIONAL_TEAM_ALIASES[sourceName] ?? sourceName;
}

/** The team code of a national team: `nation:<FIFA code>`. */
export function nationalTeamCode(sourceName: string): string {
  const names = NATIONAL_TEAM_NAMES[nationalTeamKey(sourceName)];
  if (names === undefined)
    throw new Error(`No zh/en/vi names for national team "${sourceName}" (add it to names/national-team-names.ts)`);
  return `nation:${names.fifaCode}`;
}

/** `"90+6"` or `{minute: 90, offset: 6}` -> `[90, 6]`; no stoppage time -> `[m, null]`. */
export function parseGoalMinute(goal: Pick<Goal, 'minute' | 'offset'>): [number, number | null] {
  if (typeof goal.minute === 'number') return [goal.minute, goal.offset ?? null];
  const match = /^(\d{1,3})(?:\+(\d{1,2}))?'?$/.exec(goal.minute.trim());
  if (!match) throw new Error(`Bad goal minute "${goal.minute}"`);
  return [Number(match[1]), match[2] === undefined ? null : Number(match[2])];
}

function goalKind(goal: Goal): MatchEventKindCode {
  if (goal.owngoal) return 'own_goal';
  return goal.penalty ? 'penalty_goal' : 'goal';
}

export interface WorldCupEdition {
  /** `2022`, `2026`. */
  season: string;
  data: WorldCupJson;
  /** IANA zone for times written without an offset (2022: Asia/Qatar). */
  localZone: string;
  /** Hosts play at home; every other World Cup match is at a neutral venue. */
  hosts: string[];
  venues?: Map<string, string>;
  squads?: Array<{ team: string; players: Array<Omit<NewPlayer, 'team_id' | 'season_id'>> }>;
}

function kickoff(date: string, time: string, localZone: string): number {
  const [clock, offset] = time.trim().split(/\s+/, 2);
  if (clock === undefined) throw new Error(`Bad time "${time}"`);
  return offset ? offsetTimeToUnix(date, clock, offset) : localTimeToUnix(date, clock, localZone);
}

/** Import one World Cup edition: matches, goals (with own goals and penalties), groups, squads. */
export async function importWorldCup(db: Kysely<DB>, edition: WorldCupEdition): Promise<DatasetCounts> {
  const { data } = edition;
  const names = new Set(data.matches.flatMap((m) => [m.team1, m.team2]));
  const teamIds = await upsertTeams(
    db,
    [...names].map((name) => {
      const key = nationalTeamKey(name);
      const entry = NATIONAL_TEAM_NAMES[key];
      if (entry === undefined) throw new Error(`No zh/en/vi names for national team "${name}"`);
      return teamRow({
        code: nationalTeamCode(name),
        sport: 'football',
        names: entry,
        country: entry.fifaCode,
        sourceName: key,
      });
    }),
  );
  const idOf = (name: string): number => {
    const id = teamIds.get(nationalTeamCode(name));
    if (id === undefined) throw new Error(`Team id missing for ${name}`);
    return id;
  };

  const leagueId = await ensureLeague(db, 'wc');
  const complete = data.matches.every((m) => m.score.ft !== undefined);
  const seasonId = await ensureSeason(db, leagueId, edition.season, complete);

  const groups = new Map<string, string | null>([...names].map((n) => [n, null]));
  for (const m of data.matches) {
    if (m.group) {
      groups.set(m.team1, m.group);
      groups.set(m.team2, m.group);
    }
  }
  await linkSeasonTeams(
    db,
    seasonId,
    [...groups].map(([name, group]) => ({ teamId: idOf(name), group })),
  );

  const hosts = new Set(edition.hosts);
  const keyOf = (m: WorldCupJson['matches'][number]) => `wc/${edition.season}/${m.round}/${m.team1}/${m.team2}`;
  const rows: NewMatch[] = data.matches.map((m) => {
    const s = m.score;
    const final = s.et ?? s.ft;
    return {
      source_key: keyOf(m),
      season_id: seasonId,
      league_id: leagueId,
      sport: 'football',
      round: m.round,
      stage: m.group ? 'Group stage' : 'Knockout stage',
      group_name: m.group ?? null,
      home_team_id: idOf(m.team1),
      away_team_id: idOf(m.team2),
      match_date: m.date,
      match_time: kickoff(m.date, m.time, edition.localZone),
      has_time: 1,
      status: s.ft ? 'finished' : 'notstarted',
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
      awarded: 0,
      neutral: hosts.has(m.team1) || hosts.has(m.team2) ? 0 : 1,
      venue: m.ground ? (edition.venues?.get(m.ground) ?? m.ground) : null,
    };
  });
  const matchIds = await upsertMatches(db, rows);

  const events: NewMatchEvent[] = [];
  for (const m of data.matches) {
    const matchId = matchIds.get(keyOf(m));
    if (matchId === undefined) throw new Error(`Match id missing for ${keyOf(m)}`);
    // The source lists goals per team (grouped by scorer); events are ordered by time.
    const goals = [
      ...(m.goals1 ?? []).map((g) => ({ g, side: 'home' as const })),
      ...(m.goals2 ?? []).map((g) => ({ g, side: 'away' as const })),
    ].map(({ g, side }) => ({ g, side, at: parseGoalMinute(g) }));
    goals.sort((a, b) => a.at[0] - b.at[0] || (a.at[1] ?? 0) - (b.at[1] ?? 0));
    goals.forEach(({ g, side, at }, i) => {
      // An own goal is listed under the team credited with it; `player` is the opponent who scored it.
      events.push({
        match_id: matchId,
        seq: i + 1,
        kind: goalKind(g),
        side,
        minute: at[0],
        minute_extra: at[1],
        player: g.name,
      });
    });
  }
  await upsertMatchEvents(db, events);

  const players: NewPlayer[] = [];
  for (const squad of edition.squads ?? []) {
    const teamId = teamIds.get(nationalTeamCode(squad.team));
    if (teamId === undefined) throw new Error(`Squad of "${squad.team}", a team without matches in ${edition.season}`);
    for (const p of squad.players) players.push({ ...p, team_id: teamId, season_id: seasonId });
  }
  await upsertPlayers(db, players);

  return { teams: names.size, matches: rows.length, events: events.length, players: players.length };
}
