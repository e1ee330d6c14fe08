import type { Kysely, Selectable } from 'kysely';
import { isOddsPayload } from '../../contracts/live-protocol.ts';
import type { LiveMatch, Sport } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';
import type { MatchResultsTable } from '../db/settlement-tables.ts';
import type { LiveMirror } from '../live/live-mirror.ts';

/** A live-feed match's final score, as `match_results` keeps it (the sport typed). */
export type FinalResult = Omit<Selectable<MatchResultsTable>, 'sport'> & { sport: Sport };

/**
 * What waits on final results (expert schemes, fun-guesses). `settle` must be idempotent: the same
 * result comes again after a restart, and every process of a cluster hands it to its settlers.
 */
export interface Settler {
  name: string;
  settle(results: FinalResult[]): Promise<void>;
}

export interface FinalResultsDeps {
  db: Kysely<DB>;
  mirror: Pick<LiveMirror, 'listen' | 'matches'>;
  /** ms. */
  now(): number;
  onError(error: unknown, context: string): void;
}

/** Results handed to the settlers at start: what finished this long ago may still wait on them. */
export const SWEEP_DAYS = 30;
const CHUNK = 500;

export function toFinalResult(match: LiveMatch, finishedAtS: number): FinalResult {
  return {
    match_id: match.id,
    sport: match.sport,
    league_id: match.league_id,
    match_time: match.match_time,
    home_team_id: match.home_team_id,
    away_team_id: match.away_team_id,
    home_score: match.home_score,
    away_score: match.away_score,
    home_half_score: match.home_half_score,
    away_half_score: match.away_half_score,
    finished_at: finishedAtS,
  };
}

function fromRow(row: Selectable<MatchResultsTable>): FinalResult {
  // Bigint columns come back as strings on PostgreSQL.
  return {
    ...row,
    match_id: Number(row.match_id),
    match_time: Number(row.match_time),
    finished_at: Number(row.finished_at),
    sport: row.sport as Sport,
  };
}

/** Final results of these matches (those recorded). */
export async function findResults(db: Kysely<DB>, matchIds: readonly number[]): Promise<FinalResult[]> {
  const out: FinalResult[] = [];
  for (let i = 0; i < matchIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('match_results')
      .selectAll()
      .where('match_id', 'in', matchIds.slice(i, i + CHUNK))
      .execute();
    out.push(...rows.map(fromRow));
  }
  return out;
}

/**
 * Records every match the feed finishes in `match_results` (the first record wins) and hands the
 * results to the settlers, one batch at a time. At start it records what the mirror already holds
 * as finished and hands the settlers every result of the last SWEEP_DAYS, so a match that ended
 * while this process was down settles too.
 */
export function createFinalResults(deps: FinalResultsDeps) {
  const settlers: Settler[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function record(matches: LiveMatch[]): Promise<FinalResult[]> {
    if (matches.length === 0) return [];
    const at = Math.floor(deps.now() / 1000);
    for (let i = 0; i < matches.length; i += CHUNK) {
      await deps.db
        .insertInto('match_results')
        .values(matches.slice(i, i + CHUNK).map((m) => toFinalResult(m, at)))
        .onConflict((oc) => oc.column('match_id').doNothing())
        .execute();
    }
    return findResults(
      deps.db,
      matches.map((m) => m.id),
    );
  }

  async function handOut(results: FinalResult[]): Promise<void> {
    if (results.length === 0) return;
    for (const settler of settlers) {
      try {
        await settler.settle(results);
      } catch (error) {
        deps.onError(error, `settle ${settler.name}`);
      }
    }
  }

  function enqueue(work: () => Promise<void>): void {
    queue = queue.then(work).catch((error: unknown) => deps.onError(error, 'final results'));
  }

  function finishedInMirror(ids?: Set<number>): LiveMatch[] {
    return deps.mirror.matches().filter((m) => m.status === 'finished' && (ids === undefined || ids.has(m.id)));
  }

  return {
    /** Adds a settler; add them all before `start`. */
    addSettler(settler: Settler): void {
      settlers.push(settler);
    },

    /** Starts following the mirror; returns the function that stops it. */
    start(): () => void {
      const stop = deps.mirror.listen({
        onFrame: ({ frame }) => {
          if (isOddsPayload(frame.data)) return;
          const ids = new Set(frame.data.list.filter((d) => d.status === 'finished').map((d) => d.id));
          if (ids.size === 0) return;
          const matches = finishedInMirror(ids);
          enqueue(async () => handOut(await record(matches)));
        },
        onReset: () => {
          const matches = finishedInMirror();
          enqueue(async () => handOut(await record(matches)));
        },
      });
      const matches = finishedInMirror();
      enqueue(async () => {
        await record(matches);
        const since = Math.floor(deps.now() / 1000) - SWEEP_DAYS * 86_400;
        const rows = await deps.db
          .selectFrom('match_results')
          .selectAll()
          .where('finished_at', '>=', since)
          .orderBy('finished_at')
          .execute();
        await handOut(rows.map(fromRow));
      });
      return stop;
    },

    /** Resolves once everything handed out so far is settled (tests, shutdown). */
    idle(): Promise<void> {
      return queue;
    },
  };
}
