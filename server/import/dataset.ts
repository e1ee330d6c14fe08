import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Rows a dataset wrote (inserted or updated). */
export interface DatasetCounts {
  teams: number;
  matches: number;
  events: number;
  players: number;
}

/**
 * One unit of the seed import: the files it reads (relative to the seed folder; their bytes make
 * its checksum) and how to write them. A dataset runs in one transaction, so it is all or nothing.
 */
export interface SeedDataset {
  /** Stable name, the key in `data_imports`. */
  name: string;
  files: string[];
  run(db: Kysely<DB>, read: (file: string) => string): Promise<DatasetCounts>;
}
