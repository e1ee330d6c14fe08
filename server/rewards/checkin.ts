import type { Kysely } from 'kysely';
import type { SignDay } from '../../contracts/account.ts';
import type { DB } from '../db/schema.ts';
import { SYSTEM, balanceOf, post, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { WEEK_REWARDS, rewardDay, signReward, weekDays } from './reward-days.ts';
import { recordTaskEvent } from './task-events.ts';

export interface SignOutcome {
  /** False when today was signed already (a second click, or a race lost). */
  signed: boolean;
  lz_num: number;
  balance: number;
}

/**
 * The daily check-in. The `checkins` row (primary key user + day) and the reward's ledger
 * transaction (key `sign:<user>:<day>`) are written in one transaction, so concurrent clicks
 * credit once: the losers replay the winner's transaction and report "already signed".
 */
export async function signToday(db: Kysely<DB>, userId: number, nowS: number): Promise<SignOutcome> {
  const day = rewardDay(nowS);
  const reward = signReward(nowS);
  const existing = await db
    .selectFrom('checkins')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  let signed = false;
  if (!existing) {
    const result = await post(db, {
      kind: 'checkin',
      userId,
      memo: `check-in ${day}`,
      idempotency: { key: `sign:${userId}:${day}`, fingerprint: String(reward) },
      nowS,
      postings: async (trx) =>
        transfer(await systemAccountId(trx, SYSTEM.rewards), await userAccountId(trx, userId, 'diamond'), reward),
      record: async (trx) => {
        await trx.insertInto('checkins').values({ user_id: userId, day, reward, created_at: nowS }).execute();
      },
    });
    signed = !result.replayed;
  }
  if (signed) await recordTaskEvent(db, userId, 'checkin', nowS);
  return { signed, lz_num: reward, balance: await balanceOf(db, userId, 'diamond') };
}

/** This week's seven days with the user's check-ins (none for a visitor). */
export async function loadSignWeek(db: Kysely<DB>, userId: number | null, nowS: number): Promise<SignDay[]> {
  const days = weekDays(nowS);
  const today = rewardDay(nowS);
  const signed =
    userId === null
      ? new Set<string>()
      : new Set(
          (
            await db
              .selectFrom('checkins')
              .select('day')
              .where('user_id', '=', userId)
              .where('day', 'in', days)
              .execute()
          ).map((r) => r.day),
        );
  return days.map((day, i) => ({
    day,
    is_sign: signed.has(day) ? 1 : 0,
    lz_num: WEEK_REWARDS[i] ?? 0,
    today: day === today,
  }));
}
