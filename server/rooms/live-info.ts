import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { LIVE_STATUS } from '../../contracts/room.ts';
import { TITLE_MAX } from '../../contracts/room-rules.ts';
import { ROW_ID_MAX } from '../../contracts/routes/room-params.ts';
import { ownUploadExists, uploadsDir } from '../accounts/image-uploads.ts';
import { userError } from '../http/messages.ts';
import type { RoomsTable } from '../db/room-tables.ts';
import type { Db } from '../wallet/ledger.ts';
import type { RoomContext } from './room-context.ts';

type RoomRow = Selectable<RoomsTable>;

/**
 * A room's live info (title, category, bound match, cover) as the anchor changes it: checked,
 * written to the room and, during a broadcast, to the broadcast's record, and told to the room's
 * sockets. `Live/setLiveInfo`, `live/setTitle`, `live/updateLive` and `Live/mobileStartRoom`
 * all change it here.
 */

/** What to change; a field left out stays. `match_id` null unbinds; `cover` '' removes it. */
export interface LiveInfoChanges {
  title?: string;
  category_id?: number;
  match_id?: number | null;
  cover?: string;
}

const length = (text: string) => [...text].length;

/** A title: spaces folded, trimmed, not empty, at most TITLE_MAX characters. */
export function checkTitle(request: FastifyRequest, raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (title.length === 0) throw userError(request, 'rooms:media.titleEmpty');
  if (length(title) > TITLE_MAX) throw userError(request, 'rooms:media.titleTooLong', { max: TITLE_MAX });
  return title;
}

/**
 * The database's own matches have 32-bit ids (PostgreSQL `integer`, which refuses a larger value
 * in a comparison); the feed's live ids are larger and live in `live_matches` (bigint).
 */
export const STORED_MATCH_ID_MAX = ROW_ID_MAX;

/** A match today's feed carries or the database holds. */
export async function matchExists(db: Db, matchId: number): Promise<boolean> {
  const live = await db.selectFrom('live_matches').select('id').where('id', '=', matchId).executeTakeFirst();
  if (live) return true;
  if (matchId > STORED_MATCH_ID_MAX) return false;
  return (await db.selectFrom('matches').select('id').where('id', '=', matchId).executeTakeFirst()) !== undefined;
}

/** A bound match from a call's parameter: an id above 0, else none. */
export function boundMatch(value: number | string | null | undefined): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

/** Checks the changes and applies them; returns the room as it is now. */
export async function applyLiveInfo(
  ctx: RoomContext,
  request: FastifyRequest,
  room: RoomRow,
  userId: number,
  changes: LiveInfoChanges,
): Promise<RoomRow> {
  const db = ctx.accounts.db;
  const next = { title: room.title, category_id: room.category_id, match_id: room.match_id, cover: room.cover };
  if (changes.title !== undefined) next.title = checkTitle(request, changes.title);
  if (changes.category_id !== undefined) {
    const category = await db
      .selectFrom('live_categories')
      .select('id')
      .where('id', '=', changes.category_id)
      .executeTakeFirst();
    if (!category) throw userError(request, 'rooms:media.noCategory');
    next.category_id = category.id;
  }
  if (changes.match_id !== undefined) {
    if (changes.match_id !== null && !(await matchExists(db, changes.match_id))) {
      throw userError(request, 'rooms:media.noMatch');
    }
    next.match_id = changes.match_id;
  }
  if (changes.cover !== undefined) {
    const cover = changes.cover.trim();
    if (cover !== '' && cover !== room.cover && !ownUploadExists(uploadsDir(ctx.dataDir), userId, cover)) {
      throw userError(request, 'rooms:media.coverInvalid');
    }
    next.cover = cover;
  }
  const nowS = ctx.accounts.nowS();
  await db
    .updateTable('rooms')
    .set({ ...next, updated_at: nowS })
    .where('id', '=', room.id)
    .execute();
  if (Number(room.live_status) === LIVE_STATUS.live && room.broadcast_id !== null) {
    // The broadcast in progress is recorded under what it is now about.
    await db
      .updateTable('broadcasts')
      .set({ title: next.title, match_id: next.match_id, cover: next.cover })
      .where('id', '=', room.broadcast_id)
      .where('ended_at', 'is', null)
      .execute();
  }
  ctx.hub.toRoom(room.id, { kind: 'info', ...next });
  return { ...room, ...next };
}
