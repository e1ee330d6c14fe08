import { sql, type Kysely } from 'kysely';
import { HORN_HISTORY, HORN_MAX_LENGTH, HORN_PRICE, type Horn } from '../../contracts/room-economy.ts';
import type { DB } from '../db/schema.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { findRoom, roomUsers } from '../rooms/room-repository.ts';
import { balanceOf, post, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { EconomyError } from './economy-error.ts';
import { monthKey } from './economy-periods.ts';
import type { BannedWords } from '../rooms/banned-words.ts';

/**
 * The global horn: a message every socket hears. A noble's free horn of the month pays for it
 * (an atomic decrement that never goes below zero), otherwise HORN_PRICE diamonds go to the
 * platform. Either way the horn is one ledger transaction keyed by the client id (with no
 * postings when a free horn paid), so a retry never sends or charges twice.
 */

/** The room's ticker: the latest HORN_HISTORY horns, oldest first. */
export async function hornList(db: Kysely<DB>): Promise<Horn[]> {
  return (await hornPage(db, { userId: null, page: 1, limit: HORN_HISTORY })).reverse();
}

/** Global horns newest first, a page at a time: everyone's, or one sender's (the member centre). */
export async function hornPage(
  db: Kysely<DB>,
  options: { userId: number | null; page: number; limit: number },
): Promise<Horn[]> {
  let query = db.selectFrom('horns').selectAll();
  if (options.userId !== null) query = query.where('user_id', '=', options.userId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset((options.page - 1) * options.limit)
    .execute();
  const users = await roomUsers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const user = users.get(r.user_id);
    return user ? [{ id: r.id, room_id: r.room_id, user, text: r.text, created_at: Number(r.created_at) }] : [];
  });
}

/** Counts characters as people do (an emoji is one), after trimming. */
export function hornLength(text: string): number {
  return [...text.trim()].length;
}

export async function sendHorn(
  ctx: RoomContext,
  req: { userId: number; roomId: number; text: string; clientId: string },
  bannedWords: BannedWords,
): Promise<{ horn: Horn; balance: number; free: boolean }> {
  const db = ctx.accounts.db;
  const length = hornLength(req.text);
  if (length === 0) throw new EconomyError('hornEmpty');
  if (length > HORN_MAX_LENGTH) throw new EconomyError('hornTooLong', { max: HORN_MAX_LENGTH });
  if (!(await findRoom(db, req.roomId))) throw new EconomyError('noRoom');
  const text = await bannedWords.mask(req.text.trim());
  const nowMs = ctx.accounts.now();
  const nowS = Math.floor(nowMs / 1000);
  const month = monthKey(nowS);
  let free = false;
  const outcome = await post<number>(db, {
    kind: 'horn',
    userId: req.userId,
    memo: `room ${req.roomId} horn`,
    idempotency: { key: `${req.userId}:horn:${req.clientId}`, fingerprint: `${req.roomId}:${req.text}` },
    nowS,
    async postings(trx) {
      const used = await trx
        .updateTable('user_nobles')
        .set({
          horns_left: sql<number>`case when horns_month = ${month} then horns_left else (select horns from noble_tiers where noble_tiers.id = user_nobles.noble_id) end - 1`,
          horns_month: month,
        })
        .where('user_id', '=', req.userId)
        .where('expires_at', '>', nowS)
        .where(
          sql<boolean>`(case when horns_month = ${month} then horns_left else (select horns from noble_tiers where noble_tiers.id = user_nobles.noble_id) end) > 0`,
        )
        .executeTakeFirst();
      free = Number(used.numUpdatedRows) === 1;
      if (free) return [];
      return transfer(
        await userAccountId(trx, req.userId, 'diamond'),
        await systemAccountId(trx, SYSTEM.platform),
        HORN_PRICE,
      );
    },
    async record(trx, txnId) {
      const row = await trx
        .insertInto('horns')
        .values({ room_id: req.roomId, user_id: req.userId, text, txn_id: txnId, created_at: nowMs })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async replay(replayDb, txnId) {
      const row = await replayDb.selectFrom('horns').select('id').where('txn_id', '=', txnId).executeTakeFirstOrThrow();
      return row.id;
    },
  });
  const row = await db.selectFrom('horns').selectAll().where('id', '=', outcome.result!).executeTakeFirstOrThrow();
  const user = (await roomUsers(db, [req.userId])).get(req.userId)!;
  const horn: Horn = { id: row.id, room_id: row.room_id, user, text: row.text, created_at: Number(row.created_at) };
  if (!outcome.replayed) ctx.hub.toAll({ type: 'horn', horn });
  return { horn, balance: await balanceOf(db, req.userId, 'diamond'), free };
}
