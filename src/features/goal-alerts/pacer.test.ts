import { describe, expect, it } from 'vitest';
import { manualTimers } from './manual-timers.ts';
import { createPacer } from './pacer.ts';

function harness(intervalMs = 1_000) {
  const clock = manualTimers();
  const delivered: { at: number; items: number[] }[] = [];
  const pacer = createPacer<number>({
    ...clock,
    intervalMs,
    deliver: (items) => delivered.push({ at: clock.now(), items }),
  });
  return { pacer, delivered, advance: clock.advance, timers: clock.timers };
}

describe('pacer', () => {
  it('delivers the first item at once and a burst behind it together at the next slot, in order', () => {
    const { pacer, delivered, advance } = harness();
    pacer.push(1);
    for (let i = 2; i <= 40; i += 1) {
      advance(20);
      pacer.push(i);
    }
    expect(delivered).toEqual([{ at: 0, items: [1] }]);
    advance(219);
    expect(delivered).toHaveLength(1);
    advance(1);
    expect(delivered).toEqual([
      { at: 0, items: [1] },
      { at: 1_000, items: Array.from({ length: 39 }, (_, i) => i + 2) },
    ]);
    // Quiet for a whole interval: the next item goes at once again.
    advance(1_000);
    pacer.push(41);
    expect(delivered.at(-1)).toEqual({ at: 2_000, items: [41] });
  });

  it('drops what waits when disposed', () => {
    const { pacer, delivered, advance, timers } = harness();
    pacer.push(1);
    pacer.push(2);
    pacer.dispose();
    expect(timers).toHaveLength(0);
    advance(5_000);
    expect(delivered).toEqual([{ at: 0, items: [1] }]);
  });
});
