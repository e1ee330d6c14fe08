import type { Transaction } from 'kysely';
import { EXP_TENTHS_PER_DIAMOND } from '../../contracts/levels.ts';
import type { DB } from '../db/schema.ts';

/**
 * Wealth experience for diamonds spent (the seed: 1 diamond = 1 point, unit 0.1), written in the
 * spending's own transaction so a replayed or failed spend never counts.
 */
export async function addWealth(trx: Transaction<DB>, userId: number, diamondsSpent: number): Promise<void> {
  if (diamondsSpent <= 0) return;
  await trx
    .updateTable('users')
    .set((eb) => ({ wealth_exp: eb('wealth_exp', '+', diamondsSpent * EXP_TENTHS_PER_DIAMOND) }))
    .where('id', '=', userId)
    .execute();
}
