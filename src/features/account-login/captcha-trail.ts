/**
 * The slider's drag as the server checks it: x in picture pixels (the picture may be shown
 * scaled), and a trail of [ms since the drag began, x] points, in time order.
 */
export type TrailPoint = [number, number];

/** Picture x of a drag: the pointer's travel, scaled to the picture and kept inside it. */
export function dragToImageX(startClientX: number, clientX: number, scale: number, maxX: number): number {
  const x = (clientX - startClientX) / (scale > 0 ? scale : 1);
  return Math.round(Math.min(maxX, Math.max(0, x)));
}

/** Adds a point; time never goes backwards, and a repeat of the last point is skipped. */
export function appendPoint(trail: readonly TrailPoint[], elapsedMs: number, x: number): TrailPoint[] {
  const last = trail[trail.length - 1];
  const ms = Math.max(Math.round(elapsedMs), last?.[0] ?? 0);
  if (last && last[0] === ms && last[1] === x) return [...trail];
  return [...trail, [ms, x]];
}

/** The trail sent on release: it ends where the piece was let go. */
export function finishTrail(trail: readonly TrailPoint[], elapsedMs: number, x: number): TrailPoint[] {
  const done = appendPoint(trail, elapsedMs, x);
  const last = done[done.length - 1];
  if (last && last[1] !== x) done.push([last[0], x]);
  return done;
}

/** Picture px an arrow key moves the slider; Page Up/Down move ten times as far. */
export const KEY_STEP_PX = 2;

/**
 * Where a key moves the slider from `x` (0..maxX), or null when the key is not one of the
 * slider's: arrows step, Page Up/Down step further, Home and End go to the ends.
 */
export function keyStep(key: string, x: number, maxX: number): number | null {
  const clamp = (v: number) => Math.min(maxX, Math.max(0, v));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(x + KEY_STEP_PX);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(x - KEY_STEP_PX);
    case 'PageUp':
      return clamp(x + KEY_STEP_PX * 10);
    case 'PageDown':
      return clamp(x - KEY_STEP_PX * 10);
    case 'Home':
      return 0;
    case 'End':
      return maxX;
    default:
      return null;
  }
}
