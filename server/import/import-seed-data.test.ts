import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { importSeedData } from './import-seed-data.ts';
import type { ImportReport } from './import-seed-data.ts';

const SEED_DIR = join(import.meta.dirname, '..', 'seed-data');
const TABLES = [
  'leagues',
  'seasons',
  'teams',
  'season_teams',
  'matches',
  'match_events',
  'players',
  'data_imports',
] as const;

async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function seasonId(db: Kysely<DB>, league: string, season: string): Promise<number> {
  const row = await db
    .selectFrom('seasons')
    .innerJoin('leagues', 'leagues.id', 'seasons.league_id')
    .select('seasons.id')
    .where('leagues.code', '=', league)
    .where('seasons.name', '=', season)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function teamId(db: Kysely<DB>, code: string): Promise<number> {
  return (await db.selectFrom('teams').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** The league table from imported results: 3 points a win, 1 a draw; sorted by points, goal difference. */
async function finalTable(db: Kysely<DB>, league: string, season: string) {
  const rows = await db
    .selectFrom('matches')
    .select(['home_team_id', 'away_team_id', 'home_score', 'away_score'])
    .where('season_id', '=', await seasonId(db, league, season))
    .where('status', '=', 'finished')
    .execute();
  const table = new Map<number, { points: number; played: number; gd: number }>();
  const add = (team: number, scored: number, conceded: number) => {
    const t = table.get(team) ?? { points: 0, played: 0, gd: 0 };
    t.played += 1;
    t.gd += scored - conceded;
    t.points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
    table.set(team, t);
  };
  for (const r of rows) {
    add(r.home_team_id, r.home_score ?? 0, r.away_score ?? 0);
    add(r.away_team_id, r.away_score ?? 0, r.home_score ?? 0);
  }
  const names = new Map(
    (
      await db
        .selectFrom('teams')
        .select(['id', 'name_en'])
        .where('id', 'in', [...table.keys()])
        .execute()
    ).map((t) => [t.id, t.name_en]),
  );
  return [...table]
    .map(([id, t]) => ({ team: names.get(id), ...t }))
    .sort((a, b) => b.points - a.points || b.gd - a.gd);
}

function describeImport(label: string, databaseUrl: string | undefined) {
  describe.skipIf(databaseUrl === undefined)(`importSeedData on ${label}`, () => {
    let handle: AppDatabase;
    let first: ImportReport;
    let second: ImportReport;
    let countsAfterFirst: Record<string, number>;

    beforeAll(async () => {
      handle = await openTestDatabase(databaseUrl);
      first = await importSeedData(handle.db, { seedDir: SEED_DIR });
      countsAfterFirst = await rowCounts(handle.db);
      second = await importSeedData(handle.db, { seedDir: SEED_DIR });
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    it('imports every dataset once and the same data twice without duplicates', async () => {
      expect(first.imported).toBe(15);
      expect(countsAfterFirst).toEqual({
        leagues: 12,
        seasons: 18,
        // 124 clubs (Champions League names merged), 54 national teams, 30 NBA, 32 e-sports.
        teams: 240,
        season_teams: 370,
        // 3,693 club + 64 + 104 World Cup + 1,315 NBA (the 7 unplayed Finals rows dropped).
        matches: 5176,
        match_events: 480,
        // 831 (2022) + 1,248 (2026) squad players + 612 NBA player-team entries.
        players: 2691,
        data_imports: 15,
      });
      expect(second.imported).toBe(0);
      expect(second.skipped).toBe(15);
      expect(second.ms).toBeLessThan(1000);
      expect(await rowCounts(handle.db)).toEqual(countsAfterFirst);
    });

    it('re-imports a changed dataset in place, keeping ids', async () => {
      const before = await handle.db.selectFrom('matches').select(['id', 'source_key']).orderBy('id').execute();
      await handle.db
        .updateTable('data_imports')
        .set({ checksum: 'stale' })
        .where('name', '=', 'football.worldcup.2022')
        .execute();
      const report = await importSeedData(handle.db, { seedDir: SEED_DIR });
      expect(report.datasets.filter((d) => d.status === 'imported').map((d) => d.name)).toEqual([
        'football.worldcup.2022',
      ]);
      expect(await rowCounts(handle.db)).toEqual(countsAfterFirst);
      expect(await handle.db.selectFrom('matches').select(['id', 'source_key']).orderBy('id').execute()).toEqual(
        before,
      );
    });

    it('stores local kick-offs as UTC across the October 2024 clock change', async () => {
      const kickoff = async (home: string, date: string) =>
        handle.db
          .selectFrom('matches')
          .select(['match_time', 'has_time'])
          .where('home_team_id', '=', await teamId(handle.db, home))
          .where('match_date', '=', date)
          .executeTakeFirstOrThrow();
      const beforeChange = await kickoff('club:aston-villa-fc', '2024-10-26');
      const afterChange = await kickoff('club:liverpool-fc', '2024-11-02');
      expect(new Date(Number(beforeChange.match_time) * 1000).toISOString()).toBe('2024-10-26T14:00:00.000Z');
      expect(new Date(Number(afterChange.match_time) * 1000).toISOString()).toBe('2024-11-02T15:00:00.000Z');
      expect(beforeChange.has_time).toBe(1);
      // The Champions League final in Munich, 21:00 CEST.
      const final = await handle.db
        .selectFrom('matches')
        .select(['match_time', 'neutral', 'home_score', 'away_score'])
        .where('season_id', '=', await seasonId(handle.db, 'uefa.cl', '2024-25'))
        .where('round', '=', 'Final')
        .executeTakeFirstOrThrow();
      expect(new Date(Number(final.match_time) * 1000).toISOString()).toBe('2025-05-31T19:00:00.000Z');
      expect([final.home_score, final.away_score, final.neutral]).toEqual([5, 0, 1]);
    });

    it('computes the real 2024-25 champions and points from the imported results', async () => {
      const champions = await Promise.all(
        (['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'] as const).map(
          async (league) => (await finalTable(handle.db, league, '2024-25'))[0],
        ),
      );
      expect(champions.map((c) => [c?.team, c?.points])).toEqual([
        ['Liverpool', 84],
        ['Bayern Munich', 82],
        ['Barcelona', 88],
        ['Napoli', 82],
        ['Paris Saint-Germain', 84],
      ]);
      const premier = await finalTable(handle.db, 'en.1', '2024-25');
      expect(premier).toHaveLength(20);
      expect(premier.every((row) => row.played === 38)).toBe(true);
    });

    it('maps Champions League clubs onto the league teams: one club is one team', async () => {
      const liverpool = await teamId(handle.db, 'club:liverpool-fc');
      const clSeason = await seasonId(handle.db, 'uefa.cl', '2024-25');
      const inCl = await handle.db
        .selectFrom('season_teams')
        .select('team_id')
        .where('season_id', '=', clSeason)
        .execute();
      expect(inCl).toHaveLength(36);
      expect(inCl.map((r) => r.team_id)).toContain(liverpool);
      const shootout = await handle.db
        .selectFrom('matches')
        .selectAll()
        .where('season_id', '=', clSeason)
        .where('home_team_id', '=', liverpool)
        .where('round', '=', 'Round of 16')
        .executeTakeFirstOrThrow();
      expect([shootout.home_score, shootout.away_score, shootout.home_pen_score, shootout.away_pen_score]).toEqual([
        0, 1, 1, 4,
      ]);
      const young = await handle.db
        .selectFrom('teams')
        .selectAll()
        .where('code', '=', 'club:bsc-young-boys')
        .executeTakeFirstOrThrow();
      expect([young.country, young.name_zh, young.source_name]).toEqual(['SUI', '年轻人', 'BSC Young Boys']);
    });

    it('keeps the 2025-26 snapshot scheduled, postponed and time-less fixtures as they are', async () => {
      const counts = await handle.db
        .selectFrom('matches')
        .innerJoin('seasons', 'seasons.id', 'matches.season_id')
        .select(['matches.status', 'matches.has_time', (eb) => eb.fn.countAll<number>().as('n')])
        .where('seasons.name', '=', '2025-26')
        .groupBy(['matches.status', 'matches.has_time'])
        .orderBy('matches.status')
        .orderBy('matches.has_time')
        .execute();
      expect(counts.map((c) => [c.status, c.has_time, Number(c.n)])).toEqual([
        ['finished', 1, 1291],
        ['notstarted', 0, 214],
        ['notstarted', 1, 245],
        ['postponed', 0, 2],
      ]);
    });

    it('imports the 2022 World Cup final: 3-3 after extra time, 4-2 on penalties, Messi at 23 (pen) and 108', async () => {
      const final = await handle.db
        .selectFrom('matches')
        .selectAll()
        .where('season_id', '=', await seasonId(handle.db, 'wc', '2022'))
        .where('round', '=', 'Final')
        .executeTakeFirstOrThrow();
      expect(final.home_team_id).toBe(await teamId(handle.db, 'nation:ARG'));
      expect(final.away_team_id).toBe(await teamId(handle.db, 'nation:FRA'));
      expect([final.home_score, final.away_score, final.home_ft_score, final.away_ft_score]).toEqual([3, 3, 2, 2]);
      expect([final.home_et_score, final.away_et_score, final.home_pen_score, final.away_pen_score]).toEqual([
        3, 3, 4, 2,
      ]);
      expect(final.venue).toBe('Lusail Iconic Stadium, Lusail');
      // 18:00 in Qatar (UTC+3).
      expect(new Date(Number(final.match_time) * 1000).toISOString()).toBe('2022-12-18T15:00:00.000Z');
      const goals = await handle.db
        .selectFrom('match_events')
        .selectAll()
        .where('match_id', '=', final.id)
        .orderBy('seq')
        .execute();
      expect(goals.map((g) => [g.minute, g.side, g.kind, g.player])).toEqual([
        [23, 'home', 'penalty_goal', 'Lionel Messi'],
        [36, 'home', 'goal', 'Ángel Di María'],
        [80, 'away', 'penalty_goal', 'Kylian Mbappé'],
        [81, 'away', 'goal', 'Kylian Mbappé'],
        [108, 'home', 'goal', 'Lionel Messi'],
        [118, 'away', 'penalty_goal', 'Kylian Mbappé'],
      ]);
    });

    it('credits own goals to the benefiting side and parses both stoppage-time formats', async () => {
      const ownGoals = await handle.db
        .selectFrom('match_events')
        .innerJoin('matches', 'matches.id', 'match_events.match_id')
        .innerJoin('seasons', 'seasons.id', 'matches.season_id')
        .select([
          'seasons.name',
          'match_events.player',
          'match_events.side',
          'match_events.minute',
          'matches.home_team_id',
        ])
        .where('match_events.kind', '=', 'own_goal')
        .orderBy('seasons.name')
        .orderBy('match_events.id')
        .execute();
      expect(ownGoals.filter((g) => g.name === '2022')).toHaveLength(2);
      expect(ownGoals.filter((g) => g.name === '2026')).toHaveLength(14);
      // Canada 1-2 Morocco: Nayef Aguerd (Morocco) put it in his own net, credited to Canada at home.
      const aguerd = ownGoals.find((g) => g.player === 'Nayef Aguerd');
      expect([aguerd?.side, aguerd?.minute, aguerd?.home_team_id]).toEqual([
        'home',
        40,
        await teamId(handle.db, 'nation:CAN'),
      ]);
      const stoppage = await handle.db
        .selectFrom('match_events')
        .select(['minute', 'minute_extra', 'kind'])
        .where('player', 'in', ['Granit Xhaka', 'Mehdi Taremi'])
        .where('minute_extra', 'is not', null)
        .orderBy('minute_extra')
        .execute();
      expect(stoppage).toEqual([
        { minute: 90, minute_extra: 7, kind: 'penalty_goal' },
        { minute: 90, minute_extra: 13, kind: 'penalty_goal' },
      ]);
    });

    it('imports squads: 2026 with clubs, 2022 from the text file, NBA rosters with CHA as Charlotte', async () => {
      const messi = await handle.db
        .selectFrom('players')
        .selectAll()
        .where('name', '=', 'Lionel Messi')
        .where('season_id', '=', await seasonId(handle.db, 'wc', '2026'))
        .executeTakeFirst();
      expect(messi?.team_id).toBe(await teamId(handle.db, 'nation:ARG'));
      expect(messi?.number).toBe(10);
      const dieng = await handle.db
        .selectFrom('players')
        .selectAll()
        .where('name', '=', 'Seny Dieng')
        .executeTakeFirstOrThrow();
      expect([dieng.position, dieng.number, dieng.team_id]).toEqual(['GK', 1, await teamId(handle.db, 'nation:SEN')]);
      const hornets = await handle.db
        .selectFrom('players')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('team_id', '=', await teamId(handle.db, 'nba:CHO'))
        .executeTakeFirstOrThrow();
      expect(Number(hornets.n)).toBeGreaterThanOrEqual(15);
      expect(
        await handle.db.selectFrom('teams').select('id').where('code', '=', 'nba:CHA').executeTakeFirst(),
      ).toBeUndefined();
    });

    it('imports NBA 2022-23 without the unplayed Finals and with a default tip-off flagged as unknown', async () => {
      const nba = await seasonId(handle.db, 'nba', '2022-23');
      const rounds = await handle.db
        .selectFrom('matches')
        .select(['round', 'has_time', (eb) => eb.fn.countAll<number>().as('n')])
        .where('season_id', '=', nba)
        .groupBy(['round', 'has_time'])
        .orderBy('round')
        .execute();
      expect(rounds.map((r) => [r.round, r.has_time, Number(r.n)])).toEqual([
        ['Conference Finals', 0, 11],
        ['Conference Semifinals', 0, 25],
        ['First Round', 0, 43],
        ['Play-In Tournament', 0, 6],
        ['Regular Season', 0, 1230],
      ]);
      const season = await handle.db
        .selectFrom('seasons')
        .select('is_complete')
        .where('id', '=', nba)
        .executeTakeFirstOrThrow();
      expect(season.is_complete).toBe(0);
      const denver = await handle.db
        .selectFrom('teams')
        .select('base_rating')
        .where('code', '=', 'nba:DEN')
        .executeTakeFirstOrThrow();
      expect(denver.base_rating).toBeCloseTo(1650.0, 0);
    });

    it('gives every team and league a zh, en and vi name', async () => {
      const teams = await handle.db.selectFrom('teams').selectAll().execute();
      const blank = teams.filter((t) =>
        [t.name_zh, t.name_en, t.name_vi, t.short_name_zh, t.short_name_en, t.short_name_vi].some(
          (n) => n.trim() === '',
        ),
      );
      expect(blank).toEqual([]);
      const leagues = await handle.db.selectFrom('leagues').selectAll().execute();
      expect(leagues.filter((l) => [l.name_zh, l.name_en, l.name_vi].some((n) => n.trim() === ''))).toEqual([]);
      const byCode = new Map(teams.map((t) => [t.code, t]));
      expect(byCode.get('club:manchester-united-fc')?.name_zh).toBe('曼联');
      expect(byCode.get('nation:FRA')?.name_vi).toBe('Pháp');
      expect(byCode.get('nba:LAL')?.short_name_zh).toBe('湖人');
    });
  });
}

describeImport('SQLite', 'sqlite::memory:');
describeImport('PostgreSQL', process.env.TEST_DATABASE_URL);
