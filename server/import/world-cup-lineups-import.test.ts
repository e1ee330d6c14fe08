import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { importWorldCup, parseStadiumVenues, parseWorldCupJson } from './world-cup.ts';
import { fullTextTeamCode, importWorldCupLineups } from './world-cup-lineups-import.ts';

const WORLD_CUP = join(import.meta.dirname, '..', 'seed-data', 'football', 'worldcup');
const read = (file: string) => readFileSync(join(WORLD_CUP, file), 'utf8');

describe('importWorldCupLineups', () => {
  let handle: AppDatabase;
  let first2022: { matches: number; players: number };
  let first2026: { matches: number; players: number };

  beforeAll(async () => {
    handle = await openTestDatabase();
    await importWorldCup(handle.db, {
      season: '2022',
      data: parseWorldCupJson(read('2022/worldcup.json')),
      localZone: 'Asia/Qatar',
      hosts: ['Qatar'],
    });
    await importWorldCup(handle.db, {
      season: '2026',
      data: parseWorldCupJson(read('2026/worldcup.json')),
      localZone: 'UTC',
      hosts: ['USA', 'Mexico', 'Canada'],
      venues: parseStadiumVenues(read('2026/worldcup.stadiums.json')),
    });
    first2022 = await importWorldCupLineups(handle.db, { season: '2022', text: read('2022/2022_full.txt') });
    first2026 = await importWorldCupLineups(handle.db, { season: '2026', text: read('2026/2026_full.txt') });
  });
  afterAll(async () => handle?.close());

  const finalRows = async () => {
    const final = await handle.db
      .selectFrom('matches')
      .select('id')
      .where('source_key', '=', 'wc/2022/Final/Argentina/France')
      .executeTakeFirstOrThrow();
    return handle.db
      .selectFrom('match_lineups')
      .selectAll()
      .where('match_id', '=', final.id)
      .orderBy('side', 'desc')
      .orderBy('ordinal')
      .execute();
  };

  it('links every line-up of both files to an imported match, whatever the file calls the team', async () => {
    expect(first2022.matches).toBe(64);
    expect(first2026.matches).toBe(96);
    const perMatch = await handle.db
      .selectFrom('match_lineups')
      .select(['match_id', 'side', (eb) => eb.fn.countAll<number>().as('n')])
      .where('starter', '=', 1)
      .groupBy(['match_id', 'side'])
      .execute();
    expect(perMatch).toHaveLength((64 + 96) * 2);
    expect(perMatch.every((r) => Number(r.n) === 11)).toBe(true);
    expect(fullTextTeamCode('Türkiye')).toBe('nation:TUR');
    expect(fullTextTeamCode('Bosnia and Herzegovina')).toBe('nation:BIH');
  });

  it('writes the 2022 final: Martinez in goal, Messi captain, Montiel on at 91 and booked at 116', async () => {
    const rows = await finalRows();
    const home = rows.filter((r) => r.side === 'home');
    expect(home.slice(0, 11).map((r) => r.player)).toContain('Lionel MESSI');
    expect(home[0]).toMatchObject({ player: 'Emiliano MARTINEZ', position: 'GK', starter: 1, yellow_minute: 125 });
    expect(home.find((r) => r.player === 'Lionel MESSI')).toMatchObject({ captain: 1, position: 'FW', line: 3 });
    expect(home.find((r) => r.player === 'Gonzalo MONTIEL')).toMatchObject({
      starter: 0,
      in_minute: 91,
      in_minute_extra: null,
      replaced_ordinal: 5,
      yellow_minute: 116,
    });
    expect(home.find((r) => r.ordinal === 5)).toMatchObject({ player: 'Nahuel MOLINA', out_minute: 91 });
    const away = rows.filter((r) => r.side === 'away');
    expect(away.find((r) => r.player === 'Hugo LLORIS')).toMatchObject({ captain: 1, position: 'GK' });
    expect(away.filter((r) => r.starter === 0)).toHaveLength(7);
  });

  it('stores a second yellow as a red card with its flag', async () => {
    const aboubakar = await handle.db
      .selectFrom('match_lineups')
      .selectAll()
      .where('player', '=', 'Vincent ABOUBAKAR')
      .where('red_minute', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(aboubakar).toMatchObject({
      yellow_minute: 81,
      red_minute: 90,
      red_minute_extra: 3,
      second_yellow: 1,
    });
  });

  it('writes the same rows when run again', async () => {
    const before = await finalRows();
    const count = async () =>
      Number(
        (
          await handle.db
            .selectFrom('match_lineups')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    expect(total).toBe(first2022.players + first2026.players);
    await importWorldCupLineups(handle.db, { season: '2022', text: read('2022/2022_full.txt') });
    expect(await count()).toBe(total);
    expect((await finalRows()).map(({ id: _id, ...row }) => row)).toEqual(before.map(({ id: _id, ...row }) => row));
  });

  it('refuses line-ups of a match the World Cup import does not have', async () => {
    const text = read('2022/2022_full.txt').replace('Sun Dec 18 18:00', 'Sat Dec 17 18:00');
    await expect(importWorldCupLineups(handle.db, { season: '2022', text })).rejects.toThrow(
      /no imported match 2022-12-17 Argentina v France/,
    );
  });
});
