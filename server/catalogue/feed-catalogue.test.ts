import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import type { CatalogueLeague, FeedCatalogue } from '../feed/feed-provider.ts';
import { parseCsv } from '../import/csv.ts';
import { importSeedData } from '../import/import-seed-data.ts';
import { loadFeedCatalogue } from './feed-catalogue.ts';

const SEED_DIR = join(import.meta.dirname, '..', 'seed-data');

function describeCatalogue(label: string, databaseUrl: string | undefined) {
  describe.skipIf(databaseUrl === undefined)(`loadFeedCatalogue on ${label}`, () => {
    let handle: AppDatabase;
    let catalogue: FeedCatalogue;
    const league = (shortEn: string): CatalogueLeague => {
      const found = catalogue.leagues.find((l) => l.short_name_en === shortEn);
      if (found === undefined) throw new Error(`no league ${shortEn}`);
      return found;
    };
    const rating = (l: CatalogueLeague, nameEn: string) => l.teams.find((t) => t.name_en === nameEn)?.rating;

    beforeAll(async () => {
      handle = await openTestDatabase(databaseUrl);
      await importSeedData(handle.db, { seedDir: SEED_DIR });
      catalogue = await loadFeedCatalogue(handle.db);
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    it('lists the five leagues, the Champions League and the NBA as tier 1 and four e-sports titles as tier 2', () => {
      expect(catalogue.leagues.map((l) => [l.short_name_zh, l.sport, l.tier, l.teams.length])).toEqual([
        ['英超', 'football', 1, 20],
        ['德甲', 'football', 1, 18],
        ['西甲', 'football', 1, 20],
        ['意甲', 'football', 1, 20],
        ['法甲', 'football', 1, 18],
        ['欧冠', 'football', 1, 36],
        ['NBA', 'basketball', 1, 30],
        ['LOL', 'esports', 2, 8],
        ['CS2', 'esports', 2, 8],
        ['DOTA2', 'esports', 2, 8],
        ['无畏契约', 'esports', 2, 8],
      ]);
    });

    it('uses the latest season: 2025-26 clubs, not the relegated 2024-25 ones', () => {
      const premier = league('EPL');
      expect(premier.teams.map((t) => t.name_en)).toContain('Sunderland');
      expect(premier.teams.map((t) => t.name_en)).not.toContain('Southampton');
      expect(premier.teams.every((t) => t.name_zh !== '' && t.name_vi !== '')).toBe(true);
    });

    it('rates football teams by an Elo run over the real results', () => {
      const bundesliga = league('Bundesliga');
      expect(bundesliga.teams[0]?.name_en).toBe('Bayern Munich');
      const premier = league('EPL');
      // 2024-25 champions and 2025-26 leaders far above the promoted sides.
      expect(rating(premier, 'Liverpool')).toBeGreaterThan((rating(premier, 'Burnley') ?? 0) + 100);
      expect(rating(premier, 'Arsenal')).toBeGreaterThan((rating(premier, 'Wolves') ?? 0) + 150);
      const all = catalogue.leagues.filter((l) => l.sport === 'football').flatMap((l) => l.teams.map((t) => t.rating));
      expect(Math.min(...all)).toBeGreaterThan(1200);
      expect(Math.max(...all)).toBeLessThan(1900);
      // The ratings are not all the default: they spread around 1500.
      expect(new Set(all).size).toBeGreaterThan(50);
    });

    it("rates NBA teams with FiveThirtyEight's final Elo", () => {
      const games = parseCsv(readFileSync(join(SEED_DIR, 'basketball/nba/2022-23/nba_elo_latest.csv'), 'utf8'));
      const lastBoston = games.filter((g) => (g.team1 === 'BOS' || g.team2 === 'BOS') && g.score1 !== '').at(-1);
      const expected = lastBoston?.team1 === 'BOS' ? Number(lastBoston.elo1_post) : Number(lastBoston?.elo2_post);
      expect(rating(league('NBA'), 'Boston Celtics')).toBe(Math.round(expected));
      expect(rating(league('NBA'), 'Denver Nuggets')).toBeGreaterThan(
        rating(league('NBA'), 'San Antonio Spurs') ?? Infinity,
      );
    });

    it('gives e-sports teams a spread of ratings around 1500', () => {
      for (const l of catalogue.leagues.filter((x) => x.sport === 'esports')) {
        const ratings = l.teams.map((t) => t.rating);
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs(mean - 1500)).toBeLessThan(50);
        expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(100);
      }
    });
  });
}

describeCatalogue('SQLite', 'sqlite::memory:');
describeCatalogue('PostgreSQL', process.env.TEST_DATABASE_URL);
