import type { Kysely, Selectable, Transaction } from 'kysely';
import { COMBO_WINDOW_MS, type BackpackItem, type Gift, type GiftEvent } from '../../contracts/room-economy.ts';
import type { DB } from '../db/schema.ts';
import type { GiftsTable } from '../db/room-tables.ts';
import { addWealth } from '../accounts/wealth.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { findRoom, roomUsers } from '../rooms/room-repository.ts';
import { balanceOf, post, SYSTEM, systemAccountId, userAccountId, type Posting } from '../wallet/ledger.ts';
import { EconomyError } from './economy-error.ts';

/**
 * Gifts: the catalogue, the backpack of free gifts, and sending. One send is one ledger
 * transaction holding the diamonds, the gift record and the sender's wealth, keyed by the
 * sender's client id, so a retry returns the first send and moves nothing more.
 *
 * Wallet gifts move price x count diamonds from the sender's diamond wallet; backpack gifts take
 * the gifts from the backpack and the platform pays their value. Either way the anchor's income
 * gets ANCHOR_SHARE_PERCENT of the value and the platform keeps the rest: today the anchor gets
 * all of it (the platform's cut is taken when income is withdrawn), so what a viewer pays is what
 * the anchor receives.
 */

export const ANCHOR_SHARE_PERCENT = 100;

/** The anchor's and the platform's parts of a gift's value (whole diamonds, summing to it). */
export function splitGiftValue(diamonds: number): { anchor: number; platform: number } {
  const anchor = Math.floor((diamonds * ANCHOR_SHARE_PERCENT) / 100);
  return { anchor, platform: diamonds - anchor };
}

function giftOf(row: Selectable<GiftsTable>): Gift {
  return {
    id: row.id,
    name_zh: row.name_zh,
    name_en: row.name_en,
    name_vi: row.name_vi,
    price: Number(row.price),
    icon: row.icon,
    effect: row.effect,
  };
}

export async function listGifts(db: Kysely<DB>): Promise<Gift[]> {
  const rows = await db
    .selectFrom('gifts')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(giftOf);
}

/** The caller's free gifts (only those they still have). */
export async function listBackpack(db: Kysely<DB>, userId: number): Promise<BackpackItem[]> {
  const rows = await db
    .selectFrom('backpack_items as b')
    .innerJoin('gifts as g', 'g.id', 'b.gift_id')
    .selectAll('g')
    .select('b.count as held')
    .where('b.user_id', '=', userId)
    .where('b.count', '>', 0)
    .where('g.enabled', '=', 1)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({ gift: giftOf(row), count: Number(row.held) }));
}

/** Puts free gifts in a user's backpack (demo accounts, task rewards, events). */
export async function grantBackpack(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  giftId: number,
  count: number,
): Promise<void> {
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError(`backpack grants are positive, got ${count}`);
  await db
    .insertInto('backpack_items')
    .values({ user_id: userId, gift_id: giftId, count })
    .onConflict((oc) =>
      oc.columns(['user_id', 'gift_id']).doUpdateSet((eb) => ({ count: eb('backpack_items.count', '+', count) })),
    )
    .execute();
}

export interface SendGiftRequest {
  userId: number;
  roomId: number;
  giftId: number;
  count: number;
  source: 'wallet' | 'backpack';
  clientId: string;
}

interface SentRecord {
  roomId: number;
  giftId: number;
  count: number;
  diamonds: number;
  createdAtMs: number;
}

/** A replay within this time answers with the first event itself (its combo included). */
const EVENT_KEEP_MS = 10 * 60_000;

/**
 * Sends a gift. Throws EconomyError (noRoom, selfGift, noGift, backpackEmpty), InsufficientFunds
 * or IdempotencyConflict; nothing is written when it throws.
 */
export async function sendGift(
  ctx: RoomContext,
  req: SendGiftRequest,
): Promise<{ event: GiftEvent; balance: number; replayed: boolean }> {
  const db = ctx.accounts.db;
  const room = await findRoom(db, req.roomId);
  if (!room) throw new EconomyError('noRoom');
  if (room.anchor_id === req.userId) throw new EconomyError('selfGift');
  const nowMs = ctx.accounts.now();
  let diamonds = 0;
  const outcome = await post<SentRecord>(db, {
    kind: req.source === 'wallet' ? 'gift' : 'gift-backpack',
    userId: req.userId,
    memo: `room ${req.roomId} gift ${req.giftId} x${req.count}`,
    idempotency: {
      key: `${req.userId}:gift:${req.clientId}`,
      fingerprint: `${req.source}:${req.roomId}:${req.giftId}:${req.count}`,
    },
    nowS: Math.floor(nowMs / 1000),
    async postings(trx) {
      const gift = await trx
        .selectFrom('gifts')
        .select('price')
        .where('id', '=', req.giftId)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      if (!gift) throw new EconomyError('noGift');
      diamonds = Number(gift.price) * req.count;
      const { anchor, platform } = splitGiftValue(diamonds);
      const anchorIncome = await userAccountId(trx, room.anchor_id, 'income');
      const platformId = await systemAccountId(trx, SYSTEM.platform);
      const postings: Posting[] = [
        { accountId: anchorIncome, delta: anchor },
        { accountId: platformId, delta: platform },
      ];
      if (req.source === 'wallet') {
        postings.push({ accountId: await userAccountId(trx, req.userId, 'diamond'), delta: -diamonds });
      } else {
        // Conditional: concurrent sends never take the backpack below zero.
        const taken = await trx
          .updateTable('backpack_items')
          .set((eb) => ({ count: eb('count', '-', req.count) }))
          .where('user_id', '=', req.userId)
          .where('gift_id', '=', req.giftId)
          .where('count', '>=', req.count)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new EconomyError('backpackEmpty');
        postings.push({ accountId: platformId, delta: -diamonds });
      }
      return postings;
    },
    async record(trx, txnId) {
      await trx
        .insertInto('gift_records')
        .values({
          txn_id: txnId,
          room_id: req.roomId,
          anchor_id: room.anchor_id,
          user_id: req.userId,
          gift_id: req.giftId,
          count: req.count,
          diamonds,
          source: req.source,
          created_at: Math.floor(nowMs / 1000),
        })
        .execute();
      if (req.source === 'wallet') await addWealth(trx, req.userId, diamonds);
      return { roomId: req.roomId, giftId: req.giftId, count: req.count, diamonds, createdAtMs: nowMs };
    },
    async replay(replayDb, txnId) {
      const row = await replayDb
        .selectFrom('gift_records')
        .select(['room_id', 'gift_id', 'count', 'diamonds', 'created_at'])
        .where('txn_id', '=', txnId)
        .executeTakeFirstOrThrow();
      return {
        roomId: row.room_id,
        giftId: row.gift_id,
        count: Number(row.count),
        diamonds: Number(row.diamonds),
        createdAtMs: Number(row.created_at) * 1000,
      };
    },
  });
  const balance = await balanceOf(db, req.userId, 'diamond');
  const eventKey = `gift-event:${outcome.txnId}`;
  if (outcome.replayed) {
    const kept = await ctx.accounts.kv.get(eventKey);
    if (kept) return { event: JSON.parse(kept) as GiftEvent, balance, replayed: true };
  }
  const sent = outcome.result!;
  const user = (await roomUsers(db, [req.userId])).get(req.userId)!;
  const event: GiftEvent = {
    id: outcome.txnId,
    room_id: sent.roomId,
    user,
    gift_id: sent.giftId,
    count: sent.count,
    diamonds: sent.diamonds,
    combo: outcome.replayed ? 1 : await nextCombo(ctx, req),
    created_at: sent.createdAtMs,
  };
  if (!outcome.replayed) {
    await ctx.accounts.kv.set(eventKey, JSON.stringify(event), EVENT_KEEP_MS);
    ctx.hub.toRoom(req.roomId, { kind: 'gift', gift: event });
  }
  return { event, balance, replayed: outcome.replayed };
}

/**
 * Combos live in the key-value store (per process by default, shared over Redis at scale): the
 * sender's last gift in the room and its run length, expiring COMBO_WINDOW_MS after each send.
 * Only for show, so two sends racing may count the same step; money never depends on it.
 */
async function nextCombo(ctx: RoomContext, req: SendGiftRequest): Promise<number> {
  const key = `gift-combo:${req.roomId}:${req.userId}`;
  const last = await ctx.accounts.kv.get(key);
  const [giftId, run] = (last ?? '').split(':').map(Number);
  const combo = giftId === req.giftId && Number.isFinite(run) ? run! + 1 : 1;
  await ctx.accounts.kv.set(key, `${req.giftId}:${combo}`, COMBO_WINDOW_MS);
  return combo;
}
