import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { importClubSeason, parseFootballJson } from './club-football.ts';
import type { DatasetCounts, SeedDataset } from './dataset.ts';
import { importEsports } from './esports.ts';
import { CLUB_NAMES } from './names/club-names.ts';
import { ESPORTS_TEAMS } from './names/esports-teams.ts';
import { LEAGUES } from './names/league-names.ts';
import { NATIONAL_TEAM_ALIASES, NATIONAL_TEAM_NAMES } from './names/national-team-names.ts';
import { NBA_CODE_ALIASES, NBA_TEAM_NAMES } from './names/nba-names.ts';
import { importNba } from './nba.ts';
import { importWorldCup, parseStadiumVenues, parseWorldCupJson } from './world-cup.ts';
import { importWorldCupLineups } from './world-cup-lineups-import.ts';
import { parseSquadsJson, parseSquadsTxt } from './world-cup-squads.ts';

/**
 * Bump when the importer writes different rows from the same files: every dataset's checksum
 * changes, so the next start re-imports (in place: all writes are upserts).
 */
const IMPORTER_VERSION = 1;

/** What one dataset did on this run. */
export interface DatasetReport {
  name: string;
  status: 'imported' | 'skipped';
  counts: DatasetCounts;
  ms: number;
}

/** What `importSeedData` did. */
export interface ImportReport {
  datasets: DatasetReport[];
  imported: number;
  skipped: number;
  ms: number;
}

export interface ImportOptions {
  /** The seed folder (server/seed-data). */
  seedDir: string;
  log?: (message: string) => void;
}

const CLUB_LEAGUES_2024 = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1', 'uefa.cl'];
const CLUB_LEAGUES_2025 = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'];
const NO_COUNTS: DatasetCounts = { teams: 0, matches: 0, events: 0, players: 0 };

/** Every dataset, in import order; each reads only its own files. */
export function seedDatasets(): SeedDataset[] {
  const club = (code: string, season: string, folder: string): SeedDataset => {
    const file = `football/club/${folder}/${code}.json`;
    return {
      name: `football.club.${season}.${code}`,
      files: [file],
      run: (db, read) => importClubSeason(db, { leagueCode: code, season, data: parseFootballJson(read(file)) }),
    };
  };
  return [
    ...CLUB_LEAGUES_2024.map((code) => club(code, '2024-25', '2024-25')),
    ...CLUB_LEAGUES_2025.map((code) => club(code, '2025-26', '2025-26-snapshot')),
    {
      name: 'football.worldcup.2022',
      files: [
        'football/worldcup/2022/worldcup.json',
        'football/worldcup/2022/2022_squads.txt',
        'football/worldcup/2022/2022_full.txt',
      ],
      run: async (db, read) => {
        const counts = await importWorldCup(db, {
          season: '2022',
          data: parseWorldCupJson(read('football/worldcup/2022/worldcup.json')),
          // The 2022 file writes local Qatar time without an offset.
          localZone: 'Asia/Qatar',
          hosts: ['Qatar'],
          squads: parseSquadsTxt(read('football/worldcup/2022/2022_squads.txt')),
        });
        // Line-ups, substitutions and cards attach to the matches just written.
        await importWorldCupLineups(db, { season: '2022', text: read('football/worldcup/2022/2022_full.txt') });
        return counts;
      },
    },
    {
      name: 'football.worldcup.2026',
      files: [
        'football/worldcup/2026/worldcup.json',
        'football/worldcup/2026/worldcup.stadiums.json',
        'football/worldcup/2026/worldcup.squads.json',
        'football/worldcup/2026/2026_full.txt',
      ],
      run: async (db, read) => {
        const counts = await importWorldCup(db, {
          season: '2026',
          data: parseWorldCupJson(read('football/worldcup/2026/worldcup.json')),
          localZone: 'UTC',
          hosts: ['USA', 'Mexico', 'Canada'],
          venues: parseStadiumVenues(read('football/worldcup/2026/worldcup.stadiums.json')),
          squads: parseSquadsJson(read('football/worldcup/2026/worldcup.squads.json')),
        });
        await importWorldCupLineups(db, { season: '2026', text: read('football/worldcup/2026/2026_full.txt') });
        return counts;
      },
    },
    {
      name: 'basketball.nba.2022-23',
      files: [
        'basketball/nba/2022-23/nba_elo_latest.csv',
        'basketball/nba/teams.csv',
        'basketball/nba/2022-23/latest_RAPTOR_by_team.csv',
      ],
      run: (db, read) =>
        importNba(db, {
          games: read('basketball/nba/2022-23/nba_elo_latest.csv'),
          teams: read('basketball/nba/teams.csv'),
          players: read('basketball/nba/2022-23/latest_RAPTOR_by_team.csv'),
        }),
    },
    { name: 'esports.seed', files: [], run: (db) => importEsports(db) },
  ];
}

/**
 * The name tables are code, not files: fold them into every checksum so a corrected name
 * reaches an existing database on the next start.
 */
const NAMES_FINGERPRINT = createHash('sha256')
  .update(
    JSON.stringify([
      CLUB_NAMES,
      NATIONAL_TEAM_NAMES,
      NATIONAL_TEAM_ALIASES,
      NBA_TEAM_NAMES,
      NBA_CODE_ALIASES,
      LEAGUES,
      ESPORTS_TEAMS,
    ]),
  )
  .digest('hex');

/**
 * Import the seed data into a migrated database. Idempotent: a dataset whose checksum (its files,
 * the name tables, the importer version) is already recorded in `data_imports` is skipped, so a
 * second start costs only reading and hashing the files. A changed dataset is re-imported in
 * place (upserts on natural keys), in one transaction per dataset.
 */
export async function importSeedData(db: Kysely<DB>, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const recorded = new Map(
    (await db.selectFrom('data_imports').select(['name', 'checksum']).execute()).map((r) => [r.name, r.checksum]),
  );
  const reports: DatasetReport[] = [];

  for (const dataset of seedDatasets()) {
    const t0 = performance.now();
    const contents = new Map<string, Buffer>();
    const hash = createHash('sha256').update(`v${IMPORTER_VERSION}\n${NAMES_FINGERPRINT}\n`);
    for (const file of dataset.files) {
      const bytes = readFileSync(join(options.seedDir, file));
      contents.set(file, bytes);
      hash.update(`${file}\n${bytes.length}\n`).update(bytes);
    }
    const checksum = hash.digest('hex');
    if (recorded.get(dataset.name) === checksum) {
      reports.push({ name: dataset.name, status: 'skipped', counts: NO_COUNTS, ms: performance.now() - t0 });
      continue;
    }

    const read = (file: string): string => {
      const bytes = contents.get(file);
      if (bytes === undefined) throw new Error(`Dataset ${dataset.name} reads ${file} but does not list it in files`);
      return bytes.toString('utf8');
    };
    const counts = await db.transaction().execute(async (trx) => {
      const result = await dataset.run(trx, read);
      const importedAt = Math.floor(Date.now() / 1000);
      await trx
        .insertInto('data_imports')
        .values({ name: dataset.name, checksum, imported_at: importedAt })
        .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, imported_at: importedAt }))
        .execute();
      return result;
    });
    const ms = performance.now() - t0;
    log(
      `seed import ${dataset.name}: ${counts.teams} teams, ${counts.matches} matches, ${counts.events} events, ` +
        `${counts.players} players (${Math.round(ms)} ms)`,
    );
    reports.push({ name: dataset.name, status: 'imported', counts, ms });
  }

  const imported = reports.filter((r) => r.status === 'imported').length;
  return { datasets: reports, imported, skipped: reports.length - imported, ms: performance.now() - started };
}
