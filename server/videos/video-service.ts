import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VIDEO_TITLE_MAX } from '../../contracts/videos.ts';
import { ownUploadExists } from '../accounts/image-uploads.ts';
import { userError } from '../http/messages.ts';
import { rewardDay } from '../rewards/reward-days.ts';
import type { RoomRow } from '../rooms/room-repository.ts';
import { isUniqueViolation, type Db } from '../wallet/ledger.ts';
import { ownVideoFile, removeVideoFile, staleFiles, storedVideo } from './video-files.ts';
import { videoFacts } from './video-facts.ts';
import { countView, insertVideo, postedUploads, recordedBroadcast } from './video-repository.ts';

/** The rules of posting a video and counting its views. */

export interface PostVideoInput {
  title: string;
  broadcast_id?: number;
  file?: string;
  cover?: string;
}

interface PostDeps {
  db: Db;
  /** `<dataDir>/videos` and `<dataDir>/uploads`. */
  videos: string;
  uploads: string;
  nowS: number;
}

/** A title: spaces folded, trimmed, 1..VIDEO_TITLE_MAX characters. */
export function videoTitle(request: FastifyRequest, raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (title.length === 0) throw userError(request, 'videos:insert.titleEmpty');
  if ([...title].length > VIDEO_TITLE_MAX)
    throw userError(request, 'videos:insert.titleTooLong', { max: VIDEO_TITLE_MAX });
  return title;
}

/**
 * Posts one of the anchor's kept recordings (once per broadcast) or one of their uploads (once per
 * file) under a title, with an optional cover of their own; the new video's id.
 */
export async function postVideo(
  request: FastifyRequest,
  deps: PostDeps,
  author: { userId: number; room: RoomRow },
  input: PostVideoInput,
): Promise<number> {
  const { db, nowS } = deps;
  const { userId } = author;
  const title = videoTitle(request, input.title);
  const hasFile = input.file !== undefined && input.file !== '';
  if ((input.broadcast_id === undefined) === !hasFile) throw userError(request, 'videos:insert.oneSource');
  const cover = input.cover?.trim() ?? '';
  if (cover !== '' && !ownUploadExists(deps.uploads, userId, cover)) {
    throw userError(request, 'videos:insert.coverInvalid');
  }

  const values = await videoSource(request, deps, author, input);
  try {
    return await insertVideo(db, { ...values, user_id: userId, title, cover: cover || values.cover, created_at: nowS });
  } catch (error) {
    // The unique indexes on the broadcast and the file post each once, even when asked twice at once.
    if (!isUniqueViolation(error)) throw error;
    throw userError(request, values.source === 'broadcast' ? 'videos:insert.posted' : 'videos:insert.fileUsed');
  }
}

/** What the video is made of: one of the anchor's kept recordings, or one of their uploads. */
async function videoSource(
  request: FastifyRequest,
  deps: PostDeps,
  author: { userId: number; room: RoomRow },
  input: PostVideoInput,
) {
  if (input.broadcast_id !== undefined) {
    const broadcast = await recordedBroadcast(deps.db, input.broadcast_id, author.room.id);
    if (!broadcast?.recording || broadcast.ended_at === null) throw userError(request, 'videos:insert.noBroadcast');
    return {
      ...(await videoFacts(deps.db, broadcast.match_id, author.room.category_id)),
      source: 'broadcast' as const,
      broadcast_id: broadcast.id,
      format: 'flv' as const,
      file: broadcast.recording,
      cover: broadcast.cover,
      duration_s: Math.max(0, Number(broadcast.ended_at) - Number(broadcast.started_at)),
      bytes: Number(broadcast.recording_bytes),
    };
  }
  const name = ownVideoFile(author.userId, input.file ?? '');
  const stored = name ? await storedVideo(deps.videos, name) : null;
  if (!name || !stored) throw userError(request, 'videos:insert.noFile');
  return {
    ...(await videoFacts(deps.db, null, author.room.category_id)),
    source: 'upload' as const,
    broadcast_id: null,
    format: 'mp4' as const,
    file: name,
    cover: '',
    duration_s: stored.durationS,
    bytes: stored.bytes,
  };
}

/** `u<id>` for a logged-in viewer; for a visitor a keyed hash of the address (never the address). */
export function viewerKey(secret: Buffer, userId: number | null, address: string): string {
  if (userId !== null) return `u${userId}`;
  return `a${createHmac('sha256', secret).update(`video-view:${address}`).digest('hex').slice(0, 40)}`;
}

/** Counts a view once per viewer and China-time day; the views after it, null when the video is gone. */
export function addView(db: Db, videoId: number, viewer: string, nowS: number): Promise<number | null> {
  return countView(db, videoId, viewer, rewardDay(nowS));
}

/**
 * Removes uploads nobody posted within a day, and temp files an interrupted upload left; how many
 * files went.
 */
export async function sweepUnposted(db: Db, dir: string, nowMs: number): Promise<number> {
  const { uploads, temps } = await staleFiles(dir, nowMs);
  const posted = await postedUploads(db, uploads);
  const gone = [...uploads.filter((name) => !posted.has(name)), ...temps];
  for (const name of gone) await removeVideoFile(dir, name);
  return gone.length;
}
