/**
 * The anchor where simulated ("virtual") time and wall-clock time meet. Fixed, so the mapping is a
 * pure function of the clock and the speed: a restart at the same speed lands on the same virtual day
 * and rebuilds the same fixtures.
 */
export const VIRTUAL_ANCHOR_MS = Date.UTC(2025, 0, 1);

/**
 * Maps wall-clock time to the simulator's compressed time. At speed 1 they are the same instant;
 * at speed N one real second is N simulated seconds, so a 24-hour fixture plan plays out in 24/N
 * real hours and a 105-minute match in 105/N real minutes.
 */
export interface VirtualTime {
  readonly speed: number;
  /** Virtual instant (ms) for a real instant (ms). */
  toVirtual(realMs: number): number;
  /** Real instant (ms) for a virtual instant (ms). */
  toReal(virtualMs: number): number;
}

/** Creates the mapping for `speed` (must be a positive finite number). */
export function createVirtualTime(speed: number): VirtualTime {
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`feed speed must be positive, got ${speed}`);
  return {
    speed,
    toVirtual: (realMs) => VIRTUAL_ANCHOR_MS + (realMs - VIRTUAL_ANCHOR_MS) * speed,
    toReal: (virtualMs) => VIRTUAL_ANCHOR_MS + (virtualMs - VIRTUAL_ANCHOR_MS) / speed,
  };
}
