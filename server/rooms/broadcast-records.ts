import type { Selectable } from 'kysely';
import type { Broadcast, Page, RevenueDay } from '../../contracts/room.ts';
import type { BroadcastsTable } from '../db/room-tables.ts';
import { rewardDay } from '../rewards/reward-days.ts';
import type { Db } from '../wallet/ledger.ts';
import type { MediaLinks } from './room-context.ts';

/** Broadcast records, playback lists and an anchor's revenue per day. */

type BroadcastRow = Selectable<BroadcastsTable>;

export function broadcastOf(row: BroadcastRow, links: Pick<MediaLinks, 'recordingUrl'>, nowS: number): Broadcast {
  const started = Number(row.started_at);
  const ended = row.ended_at === null ? null : Number(row.ended_at);
  return {
    id: row.id,
    room_id: row.room_id,
    title: row.title,
    match_id: row.match_id,
    started_at: started,
    ended_at: ended,
    duration_s: Math.max(0, (ended ?? nowS) - started),
    peak_online: Number(row.peak_online),
    play_url: row.recording ? links.recordingUrl(row.recording) : null,
    cover: row.cover,
  };
}

/** A room's broadcasts, newest first; `playable` keeps only finished ones with a recording. */
export async function broadcastPage(
  db: Db,
  links: Pick<MediaLinks, 'recordingUrl'>,
  roomId: number,
  options: { page: number; limit: number; playable: boolean; nowS: number },
): Promise<Page<Broadcast>> {
  let query = db.selectFrom('broadcasts').where('room_id', '=', roomId);
  if (options.playable) query = query.where('recording', 'is not', null).where('ended_at', 'is not', null);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    query.select(db.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((row) => broadcastOf(row, links, options.nowS)),
    total: Number(total?.n ?? 0),
    page: options.page,
    limit: options.limit,
  };
}

const DAY_S = 86_400;

/**
 * Income of an anchor for each of the last `days` Beijing days (today first), zeros included:
 * gifts (how many, and their diamonds) and guard purchases.
 */
export async function revenueDays(db: Db, anchorId: number, days: number, nowS: number): Promise<RevenueDay[]> {
  const today = rewardDay(nowS);
  // Midnight in Beijing of the oldest day asked for.
  const todayStartS = Date.parse(`${today}T00:00:00+08:00`) / 1000;
  const sinceS = todayStartS - (days - 1) * DAY_S;
  const gifts = await db
    .selectFrom('gift_records')
    .select(['created_at', 'diamonds', 'count'])
    .where('anchor_id', '=', anchorId)
    .where('created_at', '>=', sinceS)
    .execute();
  const guards = await db
    .selectFrom('guard_purchases')
    .select(['created_at', 'diamonds'])
    .where('anchor_id', '=', anchorId)
    .where('created_at', '>=', sinceS)
    .execute();
  const byDay = new Map<string, RevenueDay>();
  for (let i = 0; i < days; i++) {
    const day = rewardDay(todayStartS - i * DAY_S);
    byDay.set(day, { day, diamonds: 0, gifts: 0, gift_diamonds: 0, guards: 0, guard_diamonds: 0 });
  }
  for (const row of gifts) {
    const entry = byDay.get(rewardDay(Number(row.created_at)));
    if (!entry) continue;
    entry.gift_diamonds += Number(row.diamonds);
    entry.gifts += Number(row.count);
  }
  for (const row of guards) {
    const entry = byDay.get(rewardDay(Number(row.created_at)));
    if (!entry) continue;
    entry.guard_diamonds += Number(row.diamonds);
    entry.guards += 1;
  }
  for (const entry of byDay.values()) entry.diamonds = entry.gift_diamonds + entry.guard_diamonds;
  return [...byDay.values()];
}
