import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nationalTeamCode } from './world-cup.ts';
import { lineupEntries, parseFullText } from './world-cup-lineups.ts';
import type { FullTextMatch, LineupEntry, SourceLineup } from './world-cup-lineups.ts';
import { replaceMatchLineups } from './writer.ts';
import type { NewLineupRow } from './writer.ts';

/**
 * Names the full-text files spell differently from worldcup.json (and so from the name table's
 * keys); anything else goes through `nationalTeamCode` as it is.
 */
const FULL_TEXT_TEAM_NAMES: Readonly<Record<string, string>> = {
  Czechia: 'Czech Republic',
  Türkiye: 'Turkey',
  "Côte d'Ivoire": 'Ivory Coast',
  'Cabo Verde': 'Cape Verde',
  'Congo DR': 'DR Congo',
};

/** The team code of a team named in a full-text file. */
export function fullTextTeamCode(name: string): string {
  return nationalTeamCode(FULL_TEXT_TEAM_NAMES[name] ?? name);
}

export interface LineupImport {
  /** `2022`, `2026`: the World Cup season the matches were imported under. */
  season: string;
  /** The Football.TXT file (`2022_full.txt`). */
  text: string;
}

function toRows(matchId: number, side: 'home' | 'away', lineup: SourceLineup): NewLineupRow[] {
  return lineupEntries(lineup).map((e: LineupEntry) => ({
    match_id: matchId,
    side,
    ordinal: e.ordinal,
    player: e.name,
    line: e.line,
    position: e.position,
    starter: e.starter ? 1 : 0,
    captain: e.captain ? 1 : 0,
    replaced_ordinal: e.replaced,
    in_minute: e.on?.minute ?? null,
    in_minute_extra: e.on?.extra ?? null,
    out_minute: e.off?.minute ?? null,
    out_minute_extra: e.off?.extra ?? null,
    yellow_minute: e.yellow?.minute ?? null,
    yellow_minute_extra: e.yellow?.extra ?? null,
    red_minute: e.red?.minute ?? null,
    red_minute_extra: e.red?.extra ?? null,
    second_yellow: e.red?.secondYellow ? 1 : 0,
  }));
}

/**
 * Import the line-ups of one World Cup's full-text file onto the matches the World Cup importer
 * wrote (run it after `importWorldCup`, in the same dataset). A match is found by its date and its
 * two teams, whichever the file names first. Replaces every line-up of the season, so a second
 * run writes the same rows. Returns the number of matches and of line-up rows written.
 */
export async function importWorldCupLineups(
  db: Kysely<DB>,
  input: LineupImport,
): Promise<{ matches: number; players: number }> {
  const parsed = parseFullText(input.text, Number(input.season)).filter((m) => m.lineup1 || m.lineup2);
  const matches = await db
    .selectFrom('matches as m')
    .innerJoin('seasons as s', 's.id', 'm.season_id')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('teams as ht', 'ht.id', 'm.home_team_id')
    .innerJoin('teams as at', 'at.id', 'm.away_team_id')
    .select(['m.id', 'm.match_date', 'ht.code as home', 'at.code as away'])
    .where('l.code', '=', 'wc')
    .where('s.name', '=', input.season)
    .execute();
  const byKey = new Map(matches.map((m) => [`${m.match_date}|${m.home}|${m.away}`, m.id]));

  const rows: NewLineupRow[] = [];
  const linked = (m: FullTextMatch): { id: number; swapped: boolean } => {
    const [a, b] = [fullTextTeamCode(m.team1), fullTextTeamCode(m.team2)];
    const straight = byKey.get(`${m.date}|${a}|${b}`);
    if (straight !== undefined) return { id: straight, swapped: false };
    const swapped = byKey.get(`${m.date}|${b}|${a}`);
    if (swapped !== undefined) return { id: swapped, swapped: true };
    // IMPORTANT: fail the dataset rather than drop line-ups silently; the file and the JSON disagree.
    throw new Error(`World Cup ${input.season}: no imported match ${m.date} ${m.team1} v ${m.team2} for its line-ups`);
  };
  for (const m of parsed) {
    const { id, swapped } = linked(m);
    const [first, second] = swapped ? (['away', 'home'] as const) : (['home', 'away'] as const);
    if (m.lineup1) rows.push(...toRows(id, first, m.lineup1));
    if (m.lineup2) rows.push(...toRows(id, second, m.lineup2));
  }
  await replaceMatchLineups(
    db,
    matches.map((m) => m.id),
    rows,
  );
  return { matches: parsed.length, players: rows.length };
}
