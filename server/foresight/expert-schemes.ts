import type { Kysely } from 'kysely';
import type { Streak } from '../../contracts/experts.ts';
import type { ForesightScheme } from '../../contracts/foresight.ts';
import type { DB } from '../db/schema.ts';
import { schemesOnMatches } from '../experts/scheme-settlement.ts';

/** A run as foresight shows it: wins in a row positive, losses in a row negative. */
export function streakNumber(streak: Streak): number {
  if (streak.kind === 'win') return streak.n;
  if (streak.kind === 'lose') return -streak.n;
  return 0;
}

/** The experts' published schemes on these matches, as foresight lists them (no analysis). */
export function foresightSchemes(db: Kysely<DB>) {
  return async (matchIds: readonly number[]): Promise<ReadonlyMap<number, ForesightScheme[]>> => {
    const byMatch = await schemesOnMatches(db, matchIds);
    return new Map(
      [...byMatch].map(([matchId, schemes]) => [
        matchId,
        schemes.map((s): ForesightScheme => ({
          id: s.id,
          market: s.market,
          price: s.price,
          published_at: s.created_at,
          expert: {
            id: s.expert.id,
            nickname: s.expert.nickname,
            avatar: s.expert.avatar,
            settled: s.record.settled,
            hit_rate: s.record.hit_rate,
            streak: streakNumber(s.record.streak),
          },
        })),
      ]),
    );
  };
}
