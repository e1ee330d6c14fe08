import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VideoUpload } from '../../contracts/videos.ts';
import { inspectMp4, type ByteReader, type Mp4Check, type Mp4Refusal } from './mp4-boxes.ts';
import { inspectWebm, type WebmCheck, type WebmRefusal } from './webm-header.ts';

/**
 * Uploaded videos on local disk under `<dataDir>/videos`, served at `/media/videos/`. A body is
 * streamed to a dot-named temp file (never served, never held in memory), checked by its content
 * and only then renamed to `u<owner>-<hex>.mp4` (or `.webm` where WebM is taken): the name records
 * the owner, as image uploads do.
 */

export const VIDEO_URL_PREFIX = '/media/videos/';

export type VideoUploadError =
  'videos:upload.tooLarge' | 'videos:upload.type' | 'videos:upload.unplayable' | 'videos:upload.failed';

/** The containers an upload may be: the video records take MP4; community posts MP4 or WebM. */
export type VideoContainer = 'mp4' | 'webm';

export function videosDir(dataDir: string): string {
  const dir = path.join(dataDir, 'videos');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function videoFileName(userId: number, random: string, container: VideoContainer = 'mp4'): string {
  return `u${userId}-${random}.${container}`;
}

/**
 * The file name when `file` (a name or its `/media/videos/` URL) is one of this user's uploads by
 * its name; null otherwise.
 */
export function ownVideoFile(userId: number, file: string): string | null {
  const name = file.startsWith(VIDEO_URL_PREFIX) ? file.slice(VIDEO_URL_PREFIX.length) : file;
  return new RegExp(`^u${userId}-[0-9a-f]{24}\\.mp4$`).test(name) ? name : null;
}

export function videoUrl(name: string): string {
  return `${VIDEO_URL_PREFIX}${name}`;
}

/** An upload nobody posted is removed this long after it arrived. */
export const UNPOSTED_TTL_MS = 24 * 3_600_000;
/** A temp file this old was left by an upload that never finished (a crash). */
const TEMP_TTL_MS = 3_600_000;

/**
 * Files of `dir` that may go: uploads older than UNPOSTED_TTL_MS (the caller keeps the posted
 * ones) and temp files older than an hour.
 */
export async function staleFiles(dir: string, nowMs: number): Promise<{ uploads: string[]; temps: string[] }> {
  const uploads: string[] = [];
  const temps: string[] = [];
  for (const name of await readdir(dir)) {
    const isTemp = name.startsWith('.tmp-');
    if (!isTemp && !/^u\d+-[0-9a-f]{24}\.(mp4|webm)$/.test(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info) continue;
    const age = nowMs - info.mtimeMs;
    if (isTemp && age > TEMP_TTL_MS) temps.push(name);
    if (!isTemp && age > UNPOSTED_TTL_MS) uploads.push(name);
  }
  return { uploads, temps };
}

/** Removes an uploaded video; one already gone is fine. */
export async function removeVideoFile(dir: string, name: string): Promise<void> {
  await rm(path.join(dir, path.basename(name)), { force: true });
}

class TooLarge extends Error {}

const REFUSALS: Record<Mp4Refusal | WebmRefusal, VideoUploadError> = {
  notMp4: 'videos:upload.type',
  notWebm: 'videos:upload.type',
  truncated: 'videos:upload.unplayable',
  noMovie: 'videos:upload.unplayable',
  noTracks: 'videos:upload.unplayable',
};

/**
 * Streams a body to disk, at most `maxBytes`, and keeps it when it is a playable video of one of
 * `containers` (by its content); the message key of the refusal otherwise (the temp file is
 * removed either way). The source is not destroyed on a refusal, so the caller can still answer
 * on the same connection.
 */
export async function receiveVideo(
  source: Readable,
  dir: string,
  userId: number,
  maxBytes: number,
  containers: readonly VideoContainer[] = ['mp4'],
): Promise<(VideoUpload & { container: VideoContainer }) | { error: VideoUploadError }> {
  const temp = path.join(dir, `.tmp-${randomBytes(12).toString('hex')}`);
  let bytes = 0;
  const out = createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline(
      source.iterator({ destroyOnReturn: false }),
      async function* limit(chunks: AsyncIterable<Buffer | string>) {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          if (bytes > maxBytes) throw new TooLarge();
          yield chunk;
        }
      },
      out,
    );
    const container = containers.includes('webm') && (await startsAsEbml(temp)) ? 'webm' : 'mp4';
    const check = await inspectFile(temp, container);
    if (!check.ok) {
      await rm(temp, { force: true });
      return { error: REFUSALS[check.reason] };
    }
    const name = videoFileName(userId, randomBytes(12).toString('hex'), container);
    await rename(temp, path.join(dir, name));
    return { file: name, bytes, duration_s: check.durationS, container };
  } catch (error) {
    // IMPORTANT: the file opens asynchronously; a refusal before it did would otherwise remove
    // nothing, and the open would then leave an empty temp file behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(temp, { force: true });
    return { error: error instanceof TooLarge ? 'videos:upload.tooLarge' : 'videos:upload.failed' };
  }
}

/** Size and duration of a kept upload (its headers are read again); null when it is gone or unreadable. */
export async function storedVideo(dir: string, name: string): Promise<{ bytes: number; durationS: number } | null> {
  const file = path.join(dir, path.basename(name));
  try {
    const check = await inspectFile(file);
    return check.ok ? { bytes: (await stat(file)).size, durationS: check.durationS } : null;
  } catch {
    return null;
  }
}

/** Whether a file starts with the EBML magic (WebM and Matroska do). */
async function startsAsEbml(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.readUInt32BE(0) === 0x1a45dfa3;
  } finally {
    await handle.close();
  }
}

async function inspectFile(file: string, container: VideoContainer = 'mp4'): Promise<Mp4Check | WebmCheck> {
  const handle = await open(file, 'r');
  try {
    const read: ByteReader = async (offset, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    };
    const size = (await stat(file)).size;
    return container === 'webm' ? await inspectWebm(read, size) : await inspectMp4(read, size);
  } finally {
    await handle.close();
  }
}
