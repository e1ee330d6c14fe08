import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The first frame is taken this long after a stream goes live (the player needs a key frame). */
export const FIRST_FRAME_DELAY_MS = 3_000;
/** A live room's frame is taken again this often. */
export const FRAME_INTERVAL_MS = 60_000;
/** A grab that failed (no key frame yet, a busy machine) is tried again this soon, not a minute later. */
export const FRAME_RETRY_MS = 5_000;
/** One grab that has not finished in this time is stopped (a stalled stream). */
const GRAB_TIMEOUT_MS = 15_000;

export interface FrameGrabberOptions {
  /** The ffmpeg to run (`FFMPEG_PATH`, else `ffmpeg` on the PATH). */
  ffmpeg: string;
  /** Where `<room id>.jpg` files are written (served under `/media/frames/`). */
  dir: string;
  /** The HTTP-FLV address of a live room on this server, or null while it is not listening. */
  streamUrl(roomId: number): string | null;
  log(level: 'info' | 'warn', message: string): void;
  /** The waits, in ms (tests shorten them): FIRST_FRAME_DELAY_MS, FRAME_INTERVAL_MS, FRAME_RETRY_MS. */
  delays?: { first: number; interval: number; retry: number };
}

export interface FrameGrabber {
  /** The room's latest frame as a URL path (versioned, so caches follow), or null. */
  frameUrl(roomId: number): string | null;
  live(roomId: number): void;
  ended(roomId: number): void;
  close(): void;
}

/** Whether `ffmpeg` runs here. */
export function ffmpegRuns(ffmpeg: string): boolean {
  return spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Frames of live streams for room cards: while a room is live, ffmpeg reads one picture from its
 * HTTP-FLV stream on this server every minute and writes it as a small JPEG. Without ffmpeg the
 * cards keep the cover (or the anchor's avatar): `createFrameGrabber` then returns null.
 */
export function createFrameGrabber(options: FrameGrabberOptions): FrameGrabber | null {
  if (!ffmpegRuns(options.ffmpeg)) {
    options.log('info', 'Stream frames: off (no ffmpeg); room cards show covers');
    return null;
  }
  mkdirSync(options.dir, { recursive: true });
  const timers = new Map<number, NodeJS.Timeout>();
  const versions = new Map<number, number>();
  const running = new Map<number, ReturnType<typeof spawn>>();
  const delays = options.delays ?? { first: FIRST_FRAME_DELAY_MS, interval: FRAME_INTERVAL_MS, retry: FRAME_RETRY_MS };

  /** Takes one frame; `done` says whether it was written. */
  const grab = (roomId: number, done: (ok: boolean) => void) => {
    // A grab of an earlier schedule (the room went live again meanwhile) still runs: this schedule
    // tries again soon rather than ending (the earlier one's done no longer reschedules).
    if (running.has(roomId)) return done(false);
    const url = options.streamUrl(roomId);
    if (url === null) return done(false);
    const target = path.join(options.dir, `${roomId}.jpg`);
    const partial = path.join(options.dir, `${roomId}.part.jpg`);
    const args = ['-v', 'error', '-y', '-i', url, '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '5', partial];
    const child = spawn(options.ffmpeg, args, { stdio: 'ignore' });
    running.set(roomId, child);
    const stop = setTimeout(() => child.kill('SIGKILL'), GRAB_TIMEOUT_MS);
    let finished = false;
    const finish = (ok: boolean) => {
      // 'error' and 'exit' can both come.
      if (finished) return;
      finished = true;
      clearTimeout(stop);
      running.delete(roomId);
      if (!ok || !timers.has(roomId)) {
        rmSync(partial, { force: true });
        return done(false);
      }
      renameSync(partial, target);
      versions.set(roomId, Date.now());
      done(true);
    };
    child.once('error', () => finish(false));
    child.once('exit', (code) => finish(code === 0));
  };

  const schedule = (roomId: number, delay: number) => {
    const timer = setTimeout(() => {
      grab(roomId, (ok) => {
        // Still live on this schedule (not ended, not restarted): the next frame in a minute, or
        // soon after a failed try.
        if (timers.get(roomId) === timer) schedule(roomId, ok ? delays.interval : delays.retry);
      });
    }, delay);
    timers.set(roomId, timer);
  };

  return {
    frameUrl(roomId) {
      const version = versions.get(roomId);
      return version === undefined ? null : `/media/frames/${roomId}.jpg?v=${version}`;
    },
    live(roomId) {
      clearTimeout(timers.get(roomId));
      schedule(roomId, delays.first);
    },
    ended(roomId) {
      clearTimeout(timers.get(roomId));
      timers.delete(roomId);
      running.get(roomId)?.kill('SIGKILL');
      versions.delete(roomId);
      rmSync(path.join(options.dir, `${roomId}.jpg`), { force: true });
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const child of running.values()) child.kill('SIGKILL');
    },
  };
}
