import type { Insertable, Selectable } from 'kysely';
import type { Video } from '../../contracts/videos.ts';
import type { VideosTable } from '../db/dynamics-tables.ts';
import type { MediaLinks } from '../rooms/room-context.ts';
import { roomUsers } from '../rooms/room-repository.ts';
import type { Db } from '../wallet/ledger.ts';
import { videoUrl } from './video-files.ts';
import { libraryFacts } from './video-facts.ts';

/** The SQL of video records: rows, pages, posted sources and daily views. */

export type VideoRow = Selectable<VideosTable>;

export async function findVideo(db: Db, id: number): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertVideo(db: Db, values: Insertable<VideosTable>): Promise<number> {
  const row = await db.insertInto('videos').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** True when the row was there to delete (and belonged to `userId`). */
export async function deleteOwnVideo(db: Db, id: number, userId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('videos').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** An author's videos, newest first. */
export async function authorVideos(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<{ rows: VideoRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('videos')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db.selectFrom('videos').select(db.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A finished broadcast of the room with a kept recording. */
export async function recordedBroadcast(db: Db, broadcastId: number, roomId: number) {
  return db
    .selectFrom('broadcasts')
    .selectAll()
    .where('id', '=', broadcastId)
    .where('room_id', '=', roomId)
    .where('recording', 'is not', null)
    .where('ended_at', 'is not', null)
    .executeTakeFirst();
}

/** Which of these upload files are posted as videos. */
export async function postedUploads(db: Db, files: readonly string[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const rows = await db
    .selectFrom('videos')
    .select('file')
    .where('source', '=', 'upload')
    .where('file', 'in', files)
    .execute();
  return new Set(rows.map((r) => r.file));
}

/**
 * Counts a view of `viewer` on `day` once: the first one of the day adds to the counter in the
 * same transaction. The video's views after it; null when the video is gone.
 */
export async function countView(db: Db, videoId: number, viewer: string, day: string): Promise<number | null> {
  const run = async (trx: Db) => {
    const added = await trx
      .insertInto('video_views')
      .values({ video_id: videoId, viewer, day })
      .onConflict((oc) => oc.columns(['video_id', 'viewer', 'day']).doNothing())
      .returning('video_id')
      .executeTakeFirst();
    if (added) {
      await trx
        .updateTable('videos')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', videoId)
        .execute();
    }
    const row = await trx.selectFrom('videos').select('views').where('id', '=', videoId).executeTakeFirst();
    return row ? Number(row.views) : null;
  };
  try {
    return await (db.isTransaction ? run(db) : db.transaction().execute(run));
  } catch (error) {
    // Deleted meanwhile: the view row's foreign key has nothing to point at.
    const code = (error as { code?: string }).code;
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return null;
    throw error;
  }
}

/** Rows as the app shows them: author, their room, where to play, and whether the viewer wrote it. */
export async function videosOf(
  db: Db,
  links: Pick<MediaLinks, 'recordingUrl'>,
  rows: VideoRow[],
  viewerId: number | null,
): Promise<Video[]> {
  const authorIds = [...new Set(rows.map((r) => r.user_id))];
  const [authors, rooms, facts] = await Promise.all([
    roomUsers(db, authorIds),
    authorIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('rooms').select(['id', 'anchor_id']).where('anchor_id', 'in', authorIds).execute(),
    libraryFacts(db, rows, viewerId),
  ]);
  const roomOf = new Map(rooms.map((r) => [r.anchor_id, r.id]));
  return rows.map((row) => ({
    id: row.id,
    author: authors.get(row.user_id) ?? { id: row.user_id, nickname: '', avatar: '', level: 0 },
    room_id: roomOf.get(row.user_id) ?? null,
    title: row.title,
    cover: row.cover,
    format: row.format,
    play_url: row.source === 'broadcast' ? links.recordingUrl(row.file) : videoUrl(row.file),
    duration_s: Number(row.duration_s),
    bytes: Number(row.bytes),
    views: Number(row.views),
    source: row.source,
    broadcast_id: row.broadcast_id,
    mine: viewerId === row.user_id,
    created_at: Number(row.created_at),
    sport: row.sport,
    league: row.league_id === null ? null : (facts.leagues.get(row.league_id) ?? null),
    match_id: row.match_id === null ? null : Number(row.match_id),
    goal: facts.goals.get(row.id) ?? null,
    likes: Number(row.likes),
    favorites: Number(row.favorites),
    liked: facts.liked.has(row.id),
    favorited: facts.favorited.has(row.id),
  }));
}
