import { Dexie } from 'dexie';
import type { EntityTable, Table } from 'dexie';
import type { LiveMatch, Sport } from '../contracts/match.ts';
import type { FollowedMatch } from '../contracts/alert-filter.ts';
import type { Channel } from '../contracts/live-protocol.ts';
import type { OddsLine } from '../contracts/odds.ts';

/** Where a channel's stream stands: the last applied `seq` of stream `epoch`. */
export interface CursorRecord {
  channel: Channel;
  epoch: string;
  seq: number;
}

/**
 * Live rows, stored in MATCH_CHUNKS records by `id` (matchChunkOf), not one record per row: a flush
 * rewrites the chunks its changed rows fall in. IndexedDB's cost is per request far more than per
 * byte (measured at 1,000 updates a second over 500 matches: ~500 changed rows every 2 s as 500
 * puts cost the browser process and the engine ~0.7 CPU-s per 10 s, as 16 records of 32 rows ~0.2).
 */
export interface MatchChunkRecord {
  chunk: number;
  rows: LiveMatch[];
}

/** Chunks the live rows spread over: ~16 rows each for a 500-match day, ~60 for 2,000. */
export const MATCH_CHUNKS = 32;

/** The chunk row `id` is stored in. */
export function matchChunkOf(id: number): number {
  return ((id % MATCH_CHUNKS) + MATCH_CHUNKS) % MATCH_CHUNKS;
}

/** Small engine facts, e.g. `storedAt` (ms of the last commit). */
export interface MetaRecord {
  key: string;
  value: number | string;
}

/** Rows of later issues (leagues, standings, schedules, rooms): declared now so the schema is stable. */
export interface LeagueRecord {
  id: number;
  sport: Sport;
}
export interface StandingRecord {
  id: string;
  league_id: number;
}
export interface ScheduleRecord {
  id: number;
  league_id: number;
  match_time: number;
}
export interface RoomRecord {
  id: number;
}

/** The engine's IndexedDB database. */
export type EngineDb = Dexie & {
  /** The live rows (version 3; version 1 kept one record per row in `matches`). */
  matchChunks: EntityTable<MatchChunkRecord, 'chunk'>;
  odds: Table<OddsLine, [number, number]>;
  cursors: EntityTable<CursorRecord, 'channel'>;
  meta: EntityTable<MetaRecord, 'key'>;
  leagues: EntityTable<LeagueRecord, 'id'>;
  standings: EntityTable<StandingRecord, 'id'>;
  schedules: EntityTable<ScheduleRecord, 'id'>;
  rooms: EntityTable<RoomRecord, 'id'>;
  /** The matches the user follows (version 2). */
  follows: EntityTable<FollowedMatch, 'match_id'>;
};

/** Default database name; one per origin, shared by every engine generation of the same schema. */
export const ENGINE_DB_NAME = 'live-engine';

/** Meta key of the last commit time. */
export const STORED_AT_KEY = 'storedAt';

export interface EngineDbOptions {
  name?: string;
  /** Injected in tests (fake-indexeddb); the realm's own IndexedDB otherwise. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** Opens (lazily, on first use) the engine database with its schema. */
export function openEngineDb(options: EngineDbOptions = {}): EngineDb {
  const db = new Dexie(options.name ?? ENGINE_DB_NAME, {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  }) as EngineDb;
  db.version(1).stores({
    matches: 'id, sport',
    odds: '[match_id+company_id], company_id',
    cursors: 'channel',
    meta: 'key',
    leagues: 'id, sport',
    standings: 'id, league_id',
    schedules: 'id, league_id, match_time',
    rooms: 'id',
  });
  db.version(2).stores({ follows: 'match_id' });
  // Rows moved into chunks. The cursors went with the old rows: without them a restart resumes
  // from no cursor, i.e. from a snapshot, and never past rows it does not hold.
  db.version(3)
    .stores({ matches: null, matchChunks: 'chunk' })
    .upgrade((tx) => tx.table('cursors').clear());
  return db;
}

/** Every stored live row (read inside a transaction that includes `matchChunks`, or on its own). */
export async function readStoredMatches(db: EngineDb): Promise<LiveMatch[]> {
  const chunks = await db.matchChunks.toArray();
  return chunks.flatMap((chunk) => chunk.rows);
}
