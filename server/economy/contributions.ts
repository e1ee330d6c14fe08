import type { Kysely } from 'kysely';
import {
  CONTRIBUTION_LIMIT,
  RANK_LIMIT,
  type Contribution,
  type ContributionPeriod,
  type RankPeriod,
  type RankRow,
} from '../../contracts/room-economy.ts';
import type { DB } from '../db/schema.ts';
import { roomUsers } from '../rooms/room-repository.ts';
import { periodStart } from './economy-periods.ts';

/**
 * Contribution lists and rankings, summed from what viewers spend on an anchor: the diamond value
 * of gifts (from the wallet or the backpack alike) and guard purchases. Noble, horn and envelope
 * purchases go to no anchor and count in none of them. Ties go to whoever reached the sum first
 * (the earlier last gift or guard).
 */

/** Gifts and guard purchases as one table of spending on an anchor. */
export function anchorSpending(db: Kysely<DB>) {
  const columns = ['room_id', 'anchor_id', 'user_id', 'diamonds', 'created_at', 'id'] as const;
  return db
    .selectFrom('gift_records')
    .select(columns)
    .unionAll(db.selectFrom('guard_purchases').select(columns))
    .as('spending');
}

/** The room's top givers in the Beijing day or the week starting Monday. */
export async function contributionList(
  db: Kysely<DB>,
  roomId: number,
  period: ContributionPeriod,
  nowS: number,
): Promise<Contribution[]> {
  const rows = await db
    .selectFrom(anchorSpending(db))
    .select((eb) => [
      'user_id',
      eb.fn.sum<number>('diamonds').as('total'),
      eb.fn.max<number>('created_at').as('last_at'),
      eb.fn.max<number>('id').as('last'),
    ])
    .where('room_id', '=', roomId)
    .where('created_at', '>=', periodStart(period, nowS))
    .groupBy('user_id')
    .orderBy('total', 'desc')
    .orderBy('last_at')
    .orderBy('last')
    .limit(CONTRIBUTION_LIMIT)
    .execute();
  const users = await roomUsers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows
    .flatMap((row) => {
      const user = users.get(row.user_id);
      return user ? [{ user, diamonds: Number(row.total) }] : [];
    })
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/** `/rank`: anchors by diamonds received, or users by diamonds given. */
export async function ranking(
  db: Kysely<DB>,
  kind: 'anchor' | 'wealth',
  period: RankPeriod,
  nowS: number,
): Promise<RankRow[]> {
  const column = kind === 'anchor' ? 'anchor_id' : 'user_id';
  const rows = await db
    .selectFrom(anchorSpending(db))
    .select((eb) => [
      `${column} as who`,
      eb.fn.sum<number>('diamonds').as('total'),
      eb.fn.max<number>('created_at').as('last_at'),
      eb.fn.max<number>('id').as('last'),
    ])
    .where('created_at', '>=', periodStart(period, nowS))
    .groupBy(column)
    .orderBy('total', 'desc')
    .orderBy('last_at')
    .orderBy('last')
    .limit(RANK_LIMIT)
    .execute();
  const ids = rows.map((r) => r.who);
  const users = await roomUsers(db, ids);
  const rooms =
    kind === 'anchor' && ids.length > 0
      ? await db.selectFrom('rooms').select(['id', 'anchor_id', 'live_status']).where('anchor_id', 'in', ids).execute()
      : [];
  const roomOf = new Map(rooms.map((r) => [r.anchor_id, r]));
  return rows
    .flatMap((row) => {
      const user = users.get(row.who);
      if (!user) return [];
      const room = roomOf.get(row.who);
      return [
        {
          user,
          diamonds: Number(row.total),
          room_id: room?.id ?? null,
          live: room !== undefined && Number(room.live_status) === 1,
        },
      ];
    })
    .map((row, i) => ({ rank: i + 1, ...row }));
}
