import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv.ts';
import { splitClubName } from '../club-football.ts';
import { CLUB_NAMES } from './club-names.ts';
import { ESPORTS_TEAMS } from './esports-teams.ts';
import { LEAGUES } from './league-names.ts';
import type { TeamNames } from './name-types.ts';
import { NATIONAL_TEAM_ALIASES, NATIONAL_TEAM_NAMES } from './national-team-names.ts';
import { NBA_CODE_ALIASES, NBA_TEAM_NAMES } from './nba-names.ts';

const SEED = join(import.meta.dirname, '..', '..', 'seed-data');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(SEED, file), 'utf8'));

interface MatchFile {
  matches: Array<{ team1: string; team2: string }>;
}

function clubSourceNames(): Set<string> {
  const names = new Set<string>();
  for (const folder of ['2024-25', '2025-26-snapshot']) {
    for (const file of readdirSync(join(SEED, 'football/club', folder)).filter((f) =>
      /^[a-z.]+\.\d\.json$|^uefa\.cl\.json$/.test(f),
    )) {
      for (const m of (readJson(`football/club/${folder}/${file}`) as MatchFile).matches) {
        names.add(m.team1);
        names.add(m.team2);
      }
    }
  }
  return names;
}

function nationalSourceNames(): Set<string> {
  const names = new Set<string>();
  for (const year of ['2022', '2026']) {
    for (const m of (readJson(`football/worldcup/${year}/worldcup.json`) as MatchFile).matches) {
      names.add(m.team1);
      names.add(m.team2);
    }
  }
  return names;
}

const HAN = /\p{Script=Han}/u;
/** Names that are fine without Chinese characters: tags and codes Chinese sites print as is. */
const LATIN_ZH = /^[A-Za-z0-9.]+$/;

function missing(names: TeamNames | undefined): string[] {
  if (names === undefined) return ['zh', 'en', 'vi'];
  return (['zh', 'en', 'vi'] as const).filter((lang) => names[lang].trim() === '');
}

describe('team names', () => {
  it('has zh, en and vi names for all 146 club names in the club files (124 clubs)', () => {
    const sourceNames = clubSourceNames();
    expect(sourceNames.size).toBe(146);
    const clubs = new Set([...sourceNames].map((n) => splitClubName(n).name));
    expect(clubs.size).toBe(124);
    const gaps = [...clubs].filter((c) => missing(CLUB_NAMES[c]).length > 0);
    expect(gaps).toEqual([]);
    // No dead entries either: every row of the table names a club the data has.
    expect(Object.keys(CLUB_NAMES).filter((k) => !clubs.has(k))).toEqual([]);
  });

  it('writes club names in Chinese characters and English names without legal suffixes', () => {
    for (const [source, names] of Object.entries(CLUB_NAMES)) {
      expect(HAN.test(names.zh), `${source} zh "${names.zh}"`).toBe(true);
      // Paris FC is the club's name, not a legal suffix.
      if (source !== 'Paris FC') expect(names.en, source).not.toMatch(/\b(FC|CF|AFC|SSC|BSC)\b|\d{4}/);
    }
    expect(CLUB_NAMES['Manchester United FC']?.zh).toBe('曼联');
    expect(CLUB_NAMES['FC Bayern München']?.en).toBe('Bayern Munich');
    expect(CLUB_NAMES['FC Internazionale Milano']?.zh).toBe('国际米兰');
  });

  it('has names for all 54 national teams, with Vietnamese country names', () => {
    const teams = nationalSourceNames();
    expect(teams.size).toBe(54);
    expect([...teams].filter((t) => missing(NATIONAL_TEAM_NAMES[t]).length > 0)).toEqual([]);
    for (const names of Object.values(NATIONAL_TEAM_NAMES)) expect(HAN.test(names.zh), names.en).toBe(true);
    expect(NATIONAL_TEAM_NAMES.England?.vi).toBe('Anh');
    expect(NATIONAL_TEAM_NAMES.Germany?.vi).toBe('Đức');
    expect(NATIONAL_TEAM_NAMES.Argentina?.zh).toBe('阿根廷');
  });

  it('uses the FIFA codes of the 2026 team and squad files, and resolves their other spellings', () => {
    const teams = readJson('football/worldcup/2026/worldcup.teams.json') as Array<{ name: string; fifa_code: string }>;
    const squads = readJson('football/worldcup/2026/worldcup.squads.json') as Array<{
      name: string;
      fifa_code: string;
    }>;
    for (const t of [...teams, ...squads]) {
      const key = NATIONAL_TEAM_ALIASES[t.name] ?? t.name;
      expect(NATIONAL_TEAM_NAMES[key]?.fifaCode, t.name).toBe(t.fifa_code);
    }
    const groups2022 = readJson('football/worldcup/2022/worldcup.groups.json') as {
      groups: Array<{ teams: string[] }>;
    };
    for (const name of groups2022.groups.flatMap((g) => g.teams)) {
      expect(NATIONAL_TEAM_NAMES[NATIONAL_TEAM_ALIASES[name] ?? name], name).toBeDefined();
    }
  });

  it('has names for all 30 NBA teams of the game and roster files', () => {
    const games = parseCsv(readFileSync(join(SEED, 'basketball/nba/2022-23/nba_elo_latest.csv'), 'utf8'));
    const roster = parseCsv(readFileSync(join(SEED, 'basketball/nba/2022-23/latest_RAPTOR_by_team.csv'), 'utf8'));
    const codes = new Set([
      ...games.flatMap((g) => [g.team1 ?? '', g.team2 ?? '']),
      ...roster.map((r) => NBA_CODE_ALIASES[r.team ?? ''] ?? r.team ?? ''),
    ]);
    expect(codes.size).toBe(30);
    expect([...codes].filter((c) => missing(NBA_TEAM_NAMES[c]).length > 0)).toEqual([]);
    expect(NBA_TEAM_NAMES.LAL?.zh).toBe('洛杉矶湖人');
  });

  it('seeds eight organisations with three names for each of the four e-sports titles', () => {
    expect(Object.keys(ESPORTS_TEAMS).sort()).toEqual([
      'esports.cs2',
      'esports.dota2',
      'esports.lol',
      'esports.valorant',
    ]);
    for (const [league, teams] of Object.entries(ESPORTS_TEAMS)) {
      expect(teams, league).toHaveLength(8);
      expect(new Set(teams.map((t) => t.slug)).size, league).toBe(8);
      for (const t of teams) {
        expect(missing(t), t.slug).toEqual([]);
        expect(HAN.test(t.zh) || LATIN_ZH.test(t.zh), t.zh).toBe(true);
      }
    }
  });

  it('names every league in three languages with the short names Chinese sites use', () => {
    for (const [code, league] of Object.entries(LEAGUES)) {
      for (const field of ['zh', 'en', 'vi', 'shortZh', 'shortEn', 'shortVi'] as const)
        expect(league[field], `${code}.${field}`).not.toBe('');
      expect(() => new Intl.DateTimeFormat('en', { timeZone: league.timezone }), code).not.toThrow();
    }
    expect(['en.1', 'de.1', 'es.1', 'it.1', 'fr.1', 'uefa.cl', 'wc', 'nba'].map((c) => LEAGUES[c]?.shortZh)).toEqual([
      '英超',
      '德甲',
      '西甲',
      '意甲',
      '法甲',
      '欧冠',
      '世界杯',
      'NBA',
    ]);
    expect(LEAGUES['en.1']?.vi).toBe('Ngoại hạng Anh');
    expect(LEAGUES['uefa.cl']?.vi).toBe('Cúp C1 châu Âu');
  });
});
