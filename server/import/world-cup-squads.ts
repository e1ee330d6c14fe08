import { z } from 'zod';
import type { NewPlayer } from './writer.ts';

/** A squad as the World Cup importer takes it: the source team name and its players. */
export interface ParsedSquad {
  team: string;
  players: Array<Omit<NewPlayer, 'team_id' | 'season_id'>>;
}

const squadsJsonSchema = z.array(
  z.object({
    name: z.string(),
    fifa_code: z.string(),
    players: z.array(
      z.object({
        number: z.number().int().nullable().optional(),
        pos: z.string().optional(),
        name: z.string(),
        club: z.object({ name: z.string(), country: z.string().optional() }).optional(),
        date_of_birth: z.string().optional(),
      }),
    ),
  }),
);

/** worldcup.squads.json (2026): 48 squads with number, position, club and date of birth. */
export function parseSquadsJson(text: string): ParsedSquad[] {
  return squadsJsonSchema.parse(JSON.parse(text)).map((squad) => ({
    team: squad.name,
    players: squad.players.map((p) => ({
      name: p.name,
      position: p.pos ?? null,
      number: p.number ?? null,
      extra: JSON.stringify({ date_of_birth: p.date_of_birth ?? null, club: p.club ?? null }),
    })),
  }));
}

/**
 * `Seny DIENG` -> `Seny Dieng`, `BEN ROMDHANE Ali` -> `Ben Romdhane Ali`: the squad text writes
 * family names in capitals; the match files (and every other table) use normal case.
 */
export function normalisePlayerName(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (word !== word.toUpperCase() || !/\p{Lu}\p{Lu}/u.test(word)) return word;
      return word
        .toLowerCase()
        .replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
    })
    .join(' ');
}

const TEAM_LINE = /^==\s+(.+?)\s+#/;
const PLAYER_LINE = /^\s*(\d+|-),\s*(.+?),\s+([A-Z]{2}),\s+b\.\s*(\d{4})\/(\d{2})\/(\d{2})/;

/**
 * Football.TXT squads (2022_squads.txt): `== Team # 26 Players`, then lines
 * `  16, Edouard MENDY,   GK,  b. 1992/03/01`. Coaches (`MG`, no number) are skipped.
 */
export function parseSquadsTxt(text: string): ParsedSquad[] {
  const squads: ParsedSquad[] = [];
  let current: ParsedSquad | null = null;
  for (const line of text.split(/\r?\n/)) {
    const team = TEAM_LINE.exec(line);
    if (team?.[1] !== undefined) {
      current = { team: team[1], players: [] };
      squads.push(current);
      continue;
    }
    const player = PLAYER_LINE.exec(line);
    if (!player || current === null || player[1] === '-' || player[3] === 'MG') continue;
    current.players.push({
      name: normalisePlayerName(player[2] ?? ''),
      position: player[3] ?? null,
      number: Number(player[1]),
      extra: JSON.stringify({ date_of_birth: `${player[4]}-${player[5]}-${player[6]}` }),
    });
  }
  return squads;
}
