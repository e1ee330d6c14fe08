import { sql, type Kysely, type Selectable } from 'kysely';
import type { GuardList, GuardTier, NobleList, NobleTier } from '../../contracts/room-economy.ts';
import type { DB } from '../db/schema.ts';
import type { TiersTable } from '../db/room-tables.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { findRoom, roomUsers } from '../rooms/room-repository.ts';
import { balanceOf, post, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { EconomyError } from './economy-error.ts';
import { MONTH_S, monthKey } from './economy-periods.ts';

/**
 * Guards (per room, paid to the anchor's income and recorded in guard_purchases, so they count
 * in revenue and contribution lists) and nobles (site-wide, paid to the platform).
 * A purchase extends the title from max(now, current expiry) by 30-day months; a higher tier
 * replaces a lower one and keeps the time left; a lower tier while a higher one runs is refused
 * (it would pay for nothing). The title changes in one conditional upsert inside the payment's
 * ledger transaction, so concurrent purchases each add their months and none is lost.
 */

function tierOf(row: Selectable<TiersTable>): GuardTier {
  return {
    id: row.id,
    level: Number(row.level),
    name_zh: row.name_zh,
    name_en: row.name_en,
    name_vi: row.name_vi,
    price: Number(row.price),
  };
}

export async function guardList(db: Kysely<DB>, roomId: number | null, nowS: number): Promise<GuardList> {
  const tiers = await db.selectFrom('guard_tiers').selectAll().orderBy('level').execute();
  if (roomId === null) return { tiers: tiers.map(tierOf), guards: [] };
  const rows = await db
    .selectFrom('room_guards')
    .select(['user_id', 'level', 'expires_at'])
    .where('room_id', '=', roomId)
    .where('expires_at', '>', nowS)
    .orderBy('level', 'desc')
    .orderBy('expires_at', 'desc')
    .limit(500)
    .execute();
  const users = await roomUsers(
    db,
    rows.map((r) => r.user_id),
  );
  return {
    tiers: tiers.map(tierOf),
    guards: rows.flatMap((r) => {
      const user = users.get(r.user_id);
      return user ? [{ ...user, guard: Number(r.level), expires_at: Number(r.expires_at) }] : [];
    }),
  };
}

export interface BuyRequest {
  userId: number;
  tierId: number;
  months: number;
  clientId: string;
}

/** Throws EconomyError (noRoom, selfGuard, noGuard, guardLower), InsufficientFunds or IdempotencyConflict. */
export async function buyGuard(
  ctx: RoomContext,
  req: BuyRequest & { roomId: number },
): Promise<{ expires_at: number; balance: number }> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const room = await findRoom(db, req.roomId);
  if (!room) throw new EconomyError('noRoom');
  if (room.anchor_id === req.userId) throw new EconomyError('selfGuard');
  let level = 0;
  let price = 0;
  const outcome = await post<number>(db, {
    kind: 'guard',
    userId: req.userId,
    memo: `room ${req.roomId} guard ${req.tierId} x${req.months}`,
    idempotency: {
      key: `${req.userId}:guard:${req.clientId}`,
      fingerprint: `${req.roomId}:${req.tierId}:${req.months}`,
    },
    nowS,
    async postings(trx) {
      const tier = await trx.selectFrom('guard_tiers').selectAll().where('id', '=', req.tierId).executeTakeFirst();
      if (!tier) throw new EconomyError('noGuard');
      level = Number(tier.level);
      price = Number(tier.price) * req.months;
      return transfer(
        await userAccountId(trx, req.userId, 'diamond'),
        await userAccountId(trx, room.anchor_id, 'income'),
        price,
      );
    },
    async record(trx, txnId) {
      await trx
        .insertInto('guard_purchases')
        .values({
          txn_id: txnId,
          room_id: req.roomId,
          anchor_id: room.anchor_id,
          user_id: req.userId,
          level,
          months: req.months,
          diamonds: price,
          created_at: nowS,
        })
        .execute();
      const row = await trx
        .insertInto('room_guards')
        .values({ room_id: req.roomId, user_id: req.userId, level, expires_at: nowS + req.months * MONTH_S })
        .onConflict((oc) =>
          oc
            .columns(['room_id', 'user_id'])
            .doUpdateSet({
              level,
              expires_at: sql<number>`(case when room_guards.expires_at > ${nowS} then room_guards.expires_at else ${nowS} end) + ${req.months * MONTH_S}`,
            })
            .where(sql<boolean>`room_guards.level <= ${level} or room_guards.expires_at <= ${nowS}`),
        )
        .returning('expires_at')
        .executeTakeFirst();
      if (!row) throw new EconomyError('guardLower');
      return Number(row.expires_at);
    },
    async replay(replayDb) {
      const row = await replayDb
        .selectFrom('room_guards')
        .select('expires_at')
        .where('room_id', '=', req.roomId)
        .where('user_id', '=', req.userId)
        .executeTakeFirst();
      return Number(row?.expires_at ?? 0);
    },
  });
  if (!outcome.replayed) {
    const user = (await roomUsers(db, [req.userId])).get(req.userId);
    if (user) ctx.hub.toRoom(req.roomId, { kind: 'guard', user, level });
  }
  return { expires_at: outcome.result ?? 0, balance: await balanceOf(db, req.userId, 'diamond') };
}

function nobleTierOf(row: Selectable<TiersTable>): NobleTier {
  return { ...tierOf(row), horns: Number(row.horns) };
}

/** Free horns left this month: a new month starts from the tier's allowance. */
function hornsLeft(row: { horns_left: number; horns_month: string }, tierHorns: number, nowS: number): number {
  return row.horns_month === monthKey(nowS) ? Number(row.horns_left) : tierHorns;
}

export async function nobleList(db: Kysely<DB>, userId: number | null, nowS: number): Promise<NobleList> {
  const tiers = (await db.selectFrom('noble_tiers').selectAll().orderBy('level').execute()).map(nobleTierOf);
  if (userId === null) return { tiers, mine: null };
  const row = await db
    .selectFrom('user_nobles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowS)
    .executeTakeFirst();
  if (!row) return { tiers, mine: null };
  const tier = tiers.find((t) => t.id === row.noble_id);
  return {
    tiers,
    mine: {
      noble_id: row.noble_id,
      level: Number(row.level),
      expires_at: Number(row.expires_at),
      horns_left: hornsLeft(row, tier?.horns ?? 0, nowS),
    },
  };
}

/** Throws EconomyError (noNoble, nobleLower), InsufficientFunds or IdempotencyConflict. */
export async function buyNoble(
  ctx: RoomContext,
  req: BuyRequest,
): Promise<{ expires_at: number; horns_left: number; balance: number }> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const month = monthKey(nowS);
  let tier: Selectable<TiersTable> | undefined;
  const outcome = await post<{ expires_at: number; horns_left: number }>(db, {
    kind: 'noble',
    userId: req.userId,
    memo: `noble ${req.tierId} x${req.months}`,
    idempotency: { key: `${req.userId}:noble:${req.clientId}`, fingerprint: `${req.tierId}:${req.months}` },
    nowS,
    async postings(trx) {
      tier = await trx.selectFrom('noble_tiers').selectAll().where('id', '=', req.tierId).executeTakeFirst();
      if (!tier) throw new EconomyError('noNoble');
      return transfer(
        await userAccountId(trx, req.userId, 'diamond'),
        await systemAccountId(trx, SYSTEM.platform),
        Number(tier.price) * req.months,
      );
    },
    async record(trx) {
      const t = tier!;
      const level = Number(t.level);
      const row = await trx
        .insertInto('user_nobles')
        .values({
          user_id: req.userId,
          noble_id: t.id,
          level,
          expires_at: nowS + req.months * MONTH_S,
          horns_left: Number(t.horns),
          horns_month: month,
        })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({
              noble_id: t.id,
              level,
              expires_at: sql<number>`(case when user_nobles.expires_at > ${nowS} then user_nobles.expires_at else ${nowS} end) + ${req.months * MONTH_S}`,
              // An upgrade within the month keeps the horns already used; a lapsed or new month starts afresh.
              horns_left: sql<number>`case when user_nobles.expires_at > ${nowS} and user_nobles.horns_month = ${month} then user_nobles.horns_left else ${Number(t.horns)} end`,
              horns_month: month,
            })
            .where(sql<boolean>`user_nobles.level <= ${level} or user_nobles.expires_at <= ${nowS}`),
        )
        .returning(['expires_at', 'horns_left'])
        .executeTakeFirst();
      if (!row) throw new EconomyError('nobleLower');
      return { expires_at: Number(row.expires_at), horns_left: Number(row.horns_left) };
    },
    async replay(replayDb) {
      const mine = (await nobleList(replayDb, req.userId, nowS)).mine;
      return { expires_at: mine?.expires_at ?? 0, horns_left: mine?.horns_left ?? 0 };
    },
  });
  return { ...outcome.result!, balance: await balanceOf(db, req.userId, 'diamond') };
}
