import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { CIRCLE_VIDEO_URL_PREFIX } from '../../contracts/circles.ts';
import type { DB } from '../db/schema.ts';
import { removeVideoFile, staleFiles } from '../videos/video-files.ts';

/**
 * Post videos on local disk under `<dataDir>/circle-videos`, served at CIRCLE_VIDEO_URL_PREFIX.
 * Received like the video records' uploads (server/videos/video-files.ts: streamed, checked by
 * content) but MP4 or WebM, by any member, and kept apart: the library's sweep would remove
 * them, having no video row for them.
 */

export function circleVideosDir(dataDir: string): string {
  const dir = path.join(dataDir, 'circle-videos');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function circleVideoUrl(name: string): string {
  return `${CIRCLE_VIDEO_URL_PREFIX}${name}`;
}

export function videoFormatOf(name: string): 'mp4' | 'webm' {
  return name.endsWith('.webm') ? 'webm' : 'mp4';
}

/**
 * The file name when `file` (a name or its URL) is one of this user's uploads by its name and is
 * still on disk; null otherwise.
 */
export function ownCircleVideo(dir: string, userId: number, file: string): string | null {
  const name = file.startsWith(CIRCLE_VIDEO_URL_PREFIX) ? file.slice(CIRCLE_VIDEO_URL_PREFIX.length) : file;
  if (!new RegExp(`^u${userId}-[0-9a-f]{24}\\.(mp4|webm)$`).test(name)) return null;
  return existsSync(path.join(dir, name)) ? name : null;
}

/** Removes uploads nobody posted within a day, and temp files of uploads that never finished. */
export async function sweepCircleVideos(db: Kysely<DB>, dir: string, nowMs: number): Promise<void> {
  const { uploads, temps } = await staleFiles(dir, nowMs);
  for (const name of temps) await removeVideoFile(dir, name);
  if (uploads.length === 0) return;
  const posted = new Set(
    (await db.selectFrom('circle_posts').select('video').where('video', 'in', uploads).execute()).map((r) => r.video),
  );
  for (const name of uploads) if (!posted.has(name)) await removeVideoFile(dir, name);
}
