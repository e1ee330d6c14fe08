import type { Kysely } from 'kysely';
import type { LiveMatch } from '../../contracts/match.ts';
import { oddsKey, type OddsLine } from '../../contracts/odds.ts';
import type { DB } from '../db/schema.ts';

/** The live state as the last run left it (a restart continues from here). */
export async function loadLiveState(db: Kysely<DB>): Promise<{ matches: LiveMatch[]; odds: OddsLine[] }> {
  const [matchRows, oddsRows] = await Promise.all([
    db.selectFrom('live_matches').select('data').execute(),
    db.selectFrom('live_odds').select('data').execute(),
  ]);
  return {
    matches: matchRows.map((r) => JSON.parse(r.data) as LiveMatch),
    odds: oddsRows.map((r) => JSON.parse(r.data) as OddsLine),
  };
}

/**
 * Writes changed live rows in batches (latest wins per row), so a feed of thousands of
 * updates a second costs one transaction per interval, not one per update.
 */
export function createLivePersister(
  db: Kysely<DB>,
  options: { intervalMs?: number; onError?: (e: unknown) => void } = {},
) {
  const pendingMatches = new Map<number, LiveMatch>();
  const pendingOdds = new Map<string, OddsLine>();
  const removed = new Set<number>();
  let flushing: Promise<void> = Promise.resolve();

  async function writeOnce(): Promise<void> {
    if (pendingMatches.size === 0 && pendingOdds.size === 0 && removed.size === 0) return;
    const matches = [...pendingMatches.values()];
    const odds = [...pendingOdds.values()];
    const gone = [...removed];
    pendingMatches.clear();
    pendingOdds.clear();
    removed.clear();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < matches.length; i += 200) {
        const rows = matches.slice(i, i + 200).map((m) => ({
          id: m.id,
          sport: m.sport,
          match_time: m.match_time,
          status: m.status,
          v: m.v,
          data: JSON.stringify(m),
          updated_at: m.updated_at,
        }));
        await trx
          .insertInto('live_matches')
          .values(rows)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              match_time: eb.ref('excluded.match_time'),
              v: eb.ref('excluded.v'),
              data: eb.ref('excluded.data'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      for (let i = 0; i < odds.length; i += 200) {
        const rows = odds.slice(i, i + 200).map((o) => ({
          match_id: o.match_id,
          company_id: o.company_id,
          v: o.v,
          data: JSON.stringify(o),
          updated_at: o.updated_at,
        }));
        await trx
          .insertInto('live_odds')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['match_id', 'company_id']).doUpdateSet((eb) => ({
              v: eb.ref('excluded.v'),
              data: eb.ref('excluded.data'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      if (gone.length > 0) {
        await trx.deleteFrom('live_odds').where('match_id', 'in', gone).execute();
        await trx.deleteFrom('live_matches').where('id', 'in', gone).execute();
      }
    });
  }

  function flush(): Promise<void> {
    flushing = flushing.then(writeOnce).catch((error: unknown) => options.onError?.(error));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  timer.unref();

  return {
    queue(matches: LiveMatch[], odds: OddsLine[]): void {
      for (const m of matches) {
        pendingMatches.set(m.id, m);
        removed.delete(m.id);
      }
      for (const o of odds) pendingOdds.set(oddsKey(o.match_id, o.company_id), o);
    },
    remove(ids: number[]): void {
      for (const id of ids) {
        removed.add(id);
        pendingMatches.delete(id);
      }
    },
    flush,
    /** Stop the timer and write what is pending (graceful shutdown). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
