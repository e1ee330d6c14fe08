import type { Kysely } from 'kysely';
import type { FunGuessResult } from '../../contracts/fun-guess.ts';
import type { DB } from '../db/schema.ts';
import type { FinalResult, Settler } from '../settlement/final-results.ts';
import { guessOutcome, guessPayout } from './fun-guess-rules.ts';

/** A finished match's score, or `void` (cancelled or postponed: every guess is a push). */
type Settlement =
  { match_id: number; sport: string; home_score: number; away_score: number } | { match_id: number; void: true };

/**
 * Settles the pending guesses of one match, each exactly once: the guess leaves `pending` by a
 * conditional update in the same transaction that pays the points back, so settling again (a
 * restart's sweep, another process) changes nothing. Returns how many guesses this call settled.
 */
export async function settleMatchGuesses(db: Kysely<DB>, settlement: Settlement, nowS: number): Promise<number> {
  const pending = await db
    .selectFrom('fun_guesses')
    .select(['id', 'user_id', 'pick', 'stake', 'odds_x100', 'sport'])
    .where('match_id', '=', settlement.match_id)
    .where('result', '=', 'pending')
    .execute();
  let settled = 0;
  for (const guess of pending) {
    const result: Exclude<FunGuessResult, 'pending'> =
      'void' in settlement
        ? 'push'
        : guessOutcome(guess.sport, guess.pick, settlement.home_score, settlement.away_score);
    const payout = guessPayout(result, Number(guess.stake), Number(guess.odds_x100));
    const done = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('fun_guesses')
        .set({
          result,
          payout,
          home_score: 'void' in settlement ? null : settlement.home_score,
          away_score: 'void' in settlement ? null : settlement.away_score,
          settled_at: nowS,
        })
        .where('id', '=', guess.id)
        .where('result', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (payout > 0) {
        await trx
          .updateTable('fun_guess_accounts')
          .set((eb) => ({ points: eb('points', '+', payout) }))
          .where('user_id', '=', guess.user_id)
          .execute();
      }
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}

/** The settler final-results.ts hands every finished live-feed match to. */
export function funGuessSettler(db: Kysely<DB>, nowS: () => number): Settler {
  return {
    name: 'fun-guess',
    async settle(results: FinalResult[]) {
      for (const result of results) await settleMatchGuesses(db, result, nowS());
    },
  };
}
