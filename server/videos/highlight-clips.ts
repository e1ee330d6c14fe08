import path from 'node:path';
import type { Kysely } from 'kysely';
import type { VideoNames } from '../../contracts/videos.ts';
import type { DB } from '../db/schema.ts';
import type { GoalMarkStatus } from '../db/video-library-tables.ts';
import { isUniqueViolation } from '../wallet/ledger.ts';
import { clipWindow, recordingStartMs } from './clip-window.ts';
import type { Ffmpeg } from './video-ffmpeg.ts';
import { storedVideo, videoUrl } from './video-files.ts';

/**
 * The clip maker: after a broadcast's recording is kept, each goal mark of it becomes a highlight
 * video (`clip-<mark>.mp4` with a cover frame at the goal) by the broadcast's anchor, in the
 * match's league. One job at a time; a mark is claimed before it is cut (so two processes never
 * cut the same one), a failed cut is tried again up to MAX_ATTEMPTS, and the unique file name
 * makes a second insert of the same clip impossible. Posted videos without a cover get a frame
 * of their own the same way. Nothing here throws into the server: failures are logged.
 */

const MAX_ATTEMPTS = 3;
/** A claim older than this was left by a process that stopped mid-cut: the mark is free again. */
const CLAIM_TTL_MS = 10 * 60_000;
const BATCH = 20;

export interface ClipMaker {
  /** Looks for work (a broadcast ended, a video was posted); returns when that pass is done. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export interface ClipMakerDeps {
  db: Kysely<DB>;
  /** Null: no ffmpeg here, so no clips and no covers (said once in the log). */
  ffmpeg: Ffmpeg | null;
  /** Null where recordings are kept by a separate media node: no clips here. */
  recordingsDir: string | null;
  videosDir: string;
  now: () => number;
  log(level: 'info' | 'warn', message: string): void;
}

export function createClipMaker(deps: ClipMakerDeps): ClipMaker {
  const { db, ffmpeg } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const coverTried = new Set<number>();
  if (!ffmpeg) {
    deps.log('info', 'Highlight clips and video covers: off (no ffmpeg; set FFMPEG_PATH or install ffmpeg)');
  }

  async function claimable() {
    const staleBefore = deps.now() - CLAIM_TTL_MS;
    return db
      .selectFrom('video_goal_marks as m')
      .innerJoin('broadcasts as b', 'b.id', 'm.broadcast_id')
      .innerJoin('rooms as r', 'r.id', 'b.room_id')
      .select([
        'm.id',
        'm.status',
        'm.claimed_at',
        'm.attempts',
        'm.at_ms',
        'm.match_id',
        'm.league_id',
        'm.sport',
        'm.score',
        'm.match_str',
        'm.teams',
        'b.recording',
        'b.started_at',
        'b.ended_at',
        'r.anchor_id',
      ])
      .where('b.recording', 'is not', null)
      .where('b.ended_at', 'is not', null)
      .where('m.attempts', '<', MAX_ATTEMPTS)
      .where((eb) =>
        eb.or([
          eb('m.status', '=', 'pending'),
          eb.and([eb('m.status', '=', 'working'), eb('m.claimed_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('m.id')
      .limit(BATCH)
      .execute();
  }

  type Mark = Awaited<ReturnType<typeof claimable>>[number];

  async function claim(mark: Mark): Promise<boolean> {
    const updated = await db
      .updateTable('video_goal_marks')
      .set({ status: 'working', claimed_at: deps.now(), attempts: Number(mark.attempts) + 1 })
      .where('id', '=', mark.id)
      .where('status', '=', mark.status)
      .where('attempts', '=', mark.attempts)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  const settle = (id: number, status: GoalMarkStatus, videoId: number | null = null) =>
    db.updateTable('video_goal_marks').set({ status, video_id: videoId }).where('id', '=', id).execute();

  async function cut(tool: Ffmpeg, recordingsDir: string, mark: Mark): Promise<void> {
    if (!(await claim(mark))) return;
    const startedMs = Number(mark.started_at) * 1000;
    const startMs = recordingStartMs(mark.recording!, startedMs);
    const durationS = Math.max(0, (Number(mark.ended_at) * 1000 - startMs) / 1000);
    const window = clipWindow((Number(mark.at_ms) - startMs) / 1000, durationS);
    if (!window) return void (await settle(mark.id, 'empty'));
    const file = `clip-${mark.id}.mp4`;
    const cover = `clip-${mark.id}.jpg`;
    const input = path.join(recordingsDir, mark.recording!);
    const output = path.join(deps.videosDir, file);
    if (!(await tool.cutClip(input, output, window.start, window.length))) {
      deps.log('warn', `Highlight clip of goal mark ${mark.id}: ffmpeg could not cut ${mark.recording}`);
      const last = Number(mark.attempts) + 1 >= MAX_ATTEMPTS;
      return void (await settle(mark.id, last ? 'failed' : 'pending'));
    }
    const framed =
      (await tool.grabFrame(output, path.join(deps.videosDir, cover), window.goalAt)) ||
      (await tool.grabFrame(output, path.join(deps.videosDir, cover), 0));
    const stored = await storedVideo(deps.videosDir, file);
    const teams = JSON.parse(mark.teams) as { home: VideoNames; away: VideoNames };
    const values = {
      user_id: mark.anchor_id,
      title: `${teams.home.zh} ${mark.score} ${teams.away.zh}`.slice(0, 64),
      cover: framed ? videoUrl(cover) : '',
      source: 'highlight' as const,
      broadcast_id: null,
      format: 'mp4' as const,
      file,
      duration_s: Math.round(stored?.durationS ?? window.length),
      bytes: stored?.bytes ?? 0,
      created_at: Math.floor(deps.now() / 1000),
      sport: mark.sport,
      league_id: mark.league_id,
      match_id: mark.match_id,
    };
    let videoId: number;
    try {
      videoId = (await db.insertInto('videos').values(values).returning('id').executeTakeFirstOrThrow()).id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Cut before by a run that stopped between the insert and the mark's update.
      videoId = (await db.selectFrom('videos').select('id').where('file', '=', file).executeTakeFirstOrThrow()).id;
    }
    await settle(mark.id, 'done', videoId);
  }

  /** Covers for posted broadcasts and uploads that came without one. */
  async function covers(tool: Ffmpeg): Promise<void> {
    const rows = await db
      .selectFrom('videos')
      .select(['id', 'source', 'file', 'duration_s'])
      .where('cover', '=', '')
      .where('source', 'in', deps.recordingsDir === null ? ['upload'] : ['upload', 'broadcast'])
      .where('id', 'not in', [0, ...coverTried])
      .orderBy('id', 'desc')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      if (closed) return;
      const input = path.join(row.source === 'upload' ? deps.videosDir : (deps.recordingsDir ?? ''), row.file);
      const name = `cover-${row.id}.jpg`;
      const at = Math.min(3, Number(row.duration_s) / 2);
      const ok = await tool.grabFrame(input, path.join(deps.videosDir, name), at);
      // A video with no frame to take is not tried again by this process: it shows its author's avatar.
      coverTried.add(row.id);
      if (!ok) continue;
      await db
        .updateTable('videos')
        .set({ cover: videoUrl(name) })
        .where('id', '=', row.id)
        .where('cover', '=', '')
        .execute();
    }
  }

  async function pass(): Promise<void> {
    if (!ffmpeg) return;
    const recordingsDir = deps.recordingsDir;
    for (const mark of recordingsDir === null ? [] : await claimable()) {
      if (closed) return;
      try {
        await cut(ffmpeg, recordingsDir!, mark);
      } catch (error) {
        deps.log('warn', `Highlight clip of goal mark ${mark.id} failed: ${(error as Error).message}`);
      }
    }
    await covers(ffmpeg);
  }

  function sweep(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => deps.log('warn', `Video library sweep: ${(error as Error).message}`));
      } while (again && !closed);
      running = null;
    })();
    return running;
  }

  return {
    sweep,
    async close() {
      closed = true;
      await running;
    },
  };
}
