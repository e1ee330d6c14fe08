/**
 * Where a goal's highlight clip sits in a broadcast's recording: from 20 s before the goal to
 * 10 s after it, clamped to the recording. Pure, so the rule is tested without ffmpeg.
 */

export const CLIP_BEFORE_S = 20;
export const CLIP_AFTER_S = 10;
/** A window shorter than this is not worth a clip (a goal at the very end of a short stream). */
export const CLIP_MIN_S = 2;

export interface ClipWindow {
  /** Seconds from the start of the recording. */
  start: number;
  length: number;
  /** Where the goal falls inside the clip (for its cover frame). */
  goalAt: number;
}

/**
 * The clip for a goal `goalS` seconds into a recording of `durationS` seconds (null when the
 * length is not known: the cut then ends where the recording does). Null when nothing is left.
 */
export function clipWindow(goalS: number, durationS: number | null): ClipWindow | null {
  if (!Number.isFinite(goalS)) return null;
  const end0 = durationS === null ? Number.POSITIVE_INFINITY : Math.max(0, durationS);
  const goal = Math.min(Math.max(0, goalS), end0);
  const start = Math.max(0, goal - CLIP_BEFORE_S);
  const end = Math.min(goal + CLIP_AFTER_S, end0);
  const length = end - start;
  if (length < CLIP_MIN_S) return null;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { start: round(start), length: round(length), goalAt: round(goal - start) };
}

/**
 * When a recording began, ms: the embedded media node names each file by its start
 * (`live/<room>/<ms>.flv`); other names fall back to the broadcast's start.
 */
export function recordingStartMs(file: string, fallbackMs: number): number {
  const match = /(?:^|\/)(\d{12,14})\.flv$/.exec(file);
  const ms = match ? Number(match[1]) : Number.NaN;
  // A name far from the broadcast's start is not a start time.
  return Number.isFinite(ms) && Math.abs(ms - fallbackMs) < 6 * 3_600_000 ? ms : fallbackMs;
}
