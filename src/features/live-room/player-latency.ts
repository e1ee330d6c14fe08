/**
 * Live latency of the player: how far playback is behind the newest buffered frame. flv.js keeps
 * receiving while the tab plays, so a stall or a background tab lets this grow; past CHASE_AFTER_S
 * the player jumps back near the live edge.
 */
export const CHASE_AFTER_S = 3;
/** Where a chase lands, behind the buffered end (s). */
export const CHASE_TARGET_S = 0.5;

/** Seconds between the current time and the end of the buffered range containing it; null if none. */
export function latencyOf(buffered: Pick<TimeRanges, 'length' | 'start' | 'end'>, currentTime: number): number | null {
  if (buffered.length === 0) return null;
  for (let i = 0; i < buffered.length; i++) {
    if (currentTime >= buffered.start(i) - 0.1 && currentTime <= buffered.end(i) + 0.1) {
      return Math.max(0, buffered.end(i) - currentTime);
    }
  }
  // Playing outside every range (after a gap): measure from the newest one.
  return Math.max(0, buffered.end(buffered.length - 1) - currentTime);
}

/** Where to seek to catch up with the live edge, or null to keep playing. */
export function chaseTarget(
  buffered: Pick<TimeRanges, 'length' | 'start' | 'end'>,
  currentTime: number,
): number | null {
  const latency = latencyOf(buffered, currentTime);
  if (latency === null || latency <= CHASE_AFTER_S) return null;
  return Math.max(0, buffered.end(buffered.length - 1) - CHASE_TARGET_S);
}

/** The readout: one decimal below 10 s, whole seconds above; a dash when unknown. */
export function formatLatency(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '–';
  return seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
}
