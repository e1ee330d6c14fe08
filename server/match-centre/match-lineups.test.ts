import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { importWorldCup, parseWorldCupJson } from '../import/world-cup.ts';
import { importWorldCupLineups } from '../import/world-cup-lineups-import.ts';
import { createMatchHistory } from './match-history.ts';
import { lineupEvents, matchEvents, toLineups, type LineupRow } from './match-lineups.ts';
import type { HistoricalMatchDetail } from '../../contracts/match-centre.ts';

function row(overrides: Partial<LineupRow> & Pick<LineupRow, 'side' | 'ordinal' | 'player'>): LineupRow {
  return {
    id: overrides.ordinal,
    match_id: 1,
    line: 1,
    position: 'DF',
    starter: 1,
    captain: 0,
    replaced_ordinal: null,
    in_minute: null,
    in_minute_extra: null,
    out_minute: null,
    out_minute_extra: null,
    yellow_minute: null,
    yellow_minute_extra: null,
    red_minute: null,
    red_minute_extra: null,
    second_yellow: 0,
    ...overrides,
  };
}

describe('line-ups and their timeline', () => {
  const rows = [
    row({ side: 'away', ordinal: 1, player: 'Hugo LLORIS', position: 'GK', line: 0, captain: 1 }),
    row({ side: 'home', ordinal: 2, player: 'Nahuel MOLINA', out_minute: 91 }),
    row({
      side: 'home',
      ordinal: 12,
      player: 'Gonzalo MONTIEL',
      starter: 0,
      replaced_ordinal: 2,
      in_minute: 91,
      yellow_minute: 116,
    }),
    row({
      side: 'away',
      ordinal: 2,
      player: 'Vincent ABOUBAKAR',
      yellow_minute: 81,
      red_minute: 90,
      red_minute_extra: 3,
      second_yellow: 1,
    }),
  ];

  it('is null for a match without line-up rows', () => {
    expect(toLineups([])).toBeNull();
  });

  it('splits starters from substitutes and names whom a substitute replaced', () => {
    const lineups = toLineups(rows);
    expect(lineups?.home.starters.map((p) => p.name)).toEqual(['Nahuel MOLINA']);
    expect(lineups?.home.substitutes).toEqual([
      {
        name: 'Gonzalo MONTIEL',
        line: 1,
        position: 'DF',
        captain: false,
        starter: false,
        on: { minute: 91, minute_extra: null },
        replaced: 'Nahuel MOLINA',
        off: null,
        yellow: { minute: 116, minute_extra: null },
        red: null,
      },
    ]);
    expect(lineups?.away.starters[0]).toMatchObject({ name: 'Hugo LLORIS', captain: true, position: 'GK' });
    expect(lineups?.away.starters[1]?.red).toEqual({ minute: 90, minute_extra: 3, second_yellow: true });
  });

  it('turns rows into substitutions with both names and cards, home first', () => {
    expect(lineupEvents(rows)).toEqual([
      {
        side: 'home',
        kind: 'substitution',
        minute: 91,
        minute_extra: null,
        player: 'Gonzalo MONTIEL',
        player_off: 'Nahuel MOLINA',
      },
      { side: 'home', kind: 'yellow_card', minute: 116, minute_extra: null, player: 'Gonzalo MONTIEL' },
      { side: 'away', kind: 'yellow_card', minute: 81, minute_extra: null, player: 'Vincent ABOUBAKAR' },
      { side: 'away', kind: 'second_yellow', minute: 90, minute_extra: 3, player: 'Vincent ABOUBAKAR' },
    ]);
  });

  it('orders stoppage time before the next minute and goals before cards in the same minute', () => {
    const events = matchEvents(
      [
        { side: 'home', kind: 'goal', minute: 91, minute_extra: null, player: 'G' },
        { side: 'away', kind: 'goal', minute: 90, minute_extra: 3, player: 'H' },
      ],
      lineupEvents(rows),
    );
    expect(events.map((e) => `${e.minute}${e.minute_extra ? `+${e.minute_extra}` : ''} ${e.kind}`)).toEqual([
      '81 yellow_card',
      '90+3 goal',
      '90+3 second_yellow',
      '91 goal',
      '91 substitution',
      '116 yellow_card',
    ]);
  });
});

describe('match history detail with line-ups', () => {
  let handle: AppDatabase;
  let final: HistoricalMatchDetail | null;
  const WORLD_CUP = join(import.meta.dirname, '..', 'seed-data', 'football', 'worldcup', '2022');

  beforeAll(async () => {
    handle = await openTestDatabase();
    const read = (file: string) => readFileSync(join(WORLD_CUP, file), 'utf8');
    await importWorldCup(handle.db, {
      season: '2022',
      data: parseWorldCupJson(read('worldcup.json')),
      localZone: 'Asia/Qatar',
      hosts: ['Qatar'],
    });
    await importWorldCupLineups(handle.db, { season: '2022', text: read('2022_full.txt') });
    const { id } = await handle.db
      .selectFrom('matches')
      .select('id')
      .where('source_key', '=', 'wc/2022/Final/Argentina/France')
      .executeTakeFirstOrThrow();
    final = await createMatchHistory(handle.db).detail(id);
  });
  afterAll(async () => handle?.close());

  it('answers the 2022 final with both line-ups, substitutes in the order they came on', () => {
    expect(final?.goals).toHaveLength(6);
    const argentina = final?.lineups?.home;
    expect(argentina?.starters[0]).toMatchObject({ name: 'Emiliano MARTINEZ', position: 'GK' });
    expect(argentina?.starters.find((p) => p.captain)?.name).toBe('Lionel MESSI');
    expect(argentina?.substitutes.map((p) => `${p.on?.minute}${p.on?.minute_extra ? '+1' : ''} ${p.name}`)).toEqual([
      '64 Marcos ACUNA',
      '91 Gonzalo MONTIEL',
      '102 Leandro PAREDES',
      '102 Lautaro MARTINEZ',
      '116 German PEZZELLA',
      '120+1 Paulo DYBALA',
    ]);
    expect(final?.lineups?.away.starters.find((p) => p.captain)?.name).toBe('Hugo LLORIS');
  });

  it('merges goals, cards and substitutions into one timeline in match order', () => {
    const line = (e: HistoricalMatchDetail['events'][number]) =>
      `${e.minute}${e.minute_extra === null ? '' : `+${e.minute_extra}`} ${e.side} ${e.kind} ${e.player}${
        e.player_off ? ` for ${e.player_off}` : ''
      }`;
    const events = final?.events.map(line) ?? [];
    expect(events.slice(0, 6)).toEqual([
      '23 home penalty_goal Lionel Messi',
      '36 home goal Ángel Di María',
      '41 away substitution Marcus THURAM for Olivier GIROUD',
      '41 away substitution Randal KOLO MUANI for Ousmane DEMBELE',
      '45+7 home yellow_card Enzo FERNANDEZ',
      '55 away yellow_card Adrien RABIOT',
    ]);
    expect(events).toContain('64 home substitution Marcos ACUNA for Angel DI MARIA');
    expect(events.indexOf('90+8 home yellow_card Marcos ACUNA')).toBeLessThan(
      events.indexOf('91 home substitution Gonzalo MONTIEL for Nahuel MOLINA'),
    );
    expect(events.at(-1)).toBe('125 home yellow_card Emiliano MARTINEZ');
    // 6 goals, 13 substitutions, 8 yellow cards.
    expect(events).toHaveLength(27);
  });
});
