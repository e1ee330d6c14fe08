import { sql } from 'kysely';
import { LIVE_STATUS, type LiveCategory, type Page, type RoomCard } from '../../contracts/room.ts';
import type { CategorySport } from '../db/room-tables.ts';
import { roomsListingMatch } from './live-list.ts';
import type { RoomContext } from './room-context.ts';
import { roomCards, type RoomRow } from './room-repository.ts';

/**
 * Room lists: `/anchor` by type, recommendations, followed anchors, categories. Online counts live
 * in the hub, not the database, so live rooms are ordered here; the rest are ordered in SQL.
 */

export type ListFilter = ({ type: 0 } | { type: 1 } | { type: 2 } | { type: 3; categoryId: number }) & {
  /** Only the rooms bound to this match or covering it in their match list. */
  matchId?: number;
};

/** More live rooms than this in one list are ordered among the first ones only. */
const LIVE_SCAN_MAX = 2000;

/** Live first, then by online, followers and the most recent start. */
export function compareCards(a: RoomCard, b: RoomCard): number {
  const live = Number(b.live_status === LIVE_STATUS.live) - Number(a.live_status === LIVE_STATUS.live);
  return (
    live || b.online - a.online || b.followers - a.followers || (b.started_at ?? 0) - (a.started_at ?? 0) || b.id - a.id
  );
}

function filtered(ctx: RoomContext, filter: ListFilter) {
  const db = ctx.accounts.db;
  let query = db.selectFrom('rooms').selectAll();
  if (filter.type === 1 || filter.type === 2) {
    const sport: CategorySport = filter.type === 1 ? 'football' : 'basketball';
    query = query.where('category_id', 'in', db.selectFrom('live_categories').select('id').where('sport', '=', sport));
  } else if (filter.type === 3) {
    query = query.where('category_id', '=', filter.categoryId);
  }
  const { matchId } = filter;
  if (matchId !== undefined) {
    query = query.where((eb) => eb.or([eb('match_id', '=', matchId), eb('id', 'in', roomsListingMatch(db, matchId))]));
  }
  return query;
}

async function liveCards(ctx: RoomContext, rows: RoomRow[]): Promise<RoomCard[]> {
  return (await roomCards(ctx, rows)).sort(compareCards);
}

export async function liveList(
  ctx: RoomContext,
  filter: ListFilter,
  page: number,
  limit: number,
): Promise<Page<RoomCard>> {
  const live = await liveCards(
    ctx,
    await filtered(ctx, filter).where('live_status', '=', LIVE_STATUS.live).limit(LIVE_SCAN_MAX).execute(),
  );
  const others = filtered(ctx, filter).where('live_status', '!=', LIVE_STATUS.live);
  const counted = await others
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const start = (page - 1) * limit;
  const list = live.slice(start, start + limit);
  if (list.length < limit) {
    const rows = await others
      .orderBy('followers', 'desc')
      .orderBy(sql`coalesce(started_at, 0)`, 'desc')
      .orderBy('id', 'desc')
      .offset(Math.max(0, start - live.length))
      .limit(limit - list.length)
      .execute();
    list.push(...(await roomCards(ctx, rows)));
  }
  return { list, total: live.length + Number(counted.n), page, limit };
}

/** Recommendations: live rooms first, never the room the viewer is in. */
export async function recommendedRooms(ctx: RoomContext, exceptRoomId: number | null, limit: number) {
  const page = await liveList(ctx, { type: 0 }, 1, limit + 1);
  return page.list.filter((card) => card.id !== exceptRoomId).slice(0, limit);
}

/** Rooms of the anchors a user follows, live first. */
export async function followedRooms(ctx: RoomContext, userId: number): Promise<RoomCard[]> {
  const db = ctx.accounts.db;
  const rows = await db
    .selectFrom('rooms')
    .selectAll()
    .where('anchor_id', 'in', db.selectFrom('follows').select('anchor_id').where('user_id', '=', userId))
    .limit(LIVE_SCAN_MAX)
    .execute();
  return liveCards(ctx, rows);
}

export async function liveCategories(ctx: RoomContext): Promise<LiveCategory[]> {
  const db = ctx.accounts.db;
  const [categories, counts] = await Promise.all([
    db.selectFrom('live_categories').selectAll().orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('rooms')
      .select(['category_id', db.fn.countAll<number>().as('n')])
      .where('live_status', '=', LIVE_STATUS.live)
      .groupBy('category_id')
      .execute(),
  ]);
  const live = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return categories.map((c) => ({
    id: c.id,
    sport: c.sport,
    name_zh: c.name_zh,
    name_en: c.name_en,
    name_vi: c.name_vi,
    live_count: live.get(c.id) ?? 0,
  }));
}
