import { describe, expect, it } from 'vitest';
import { createFlashSweep, FLASH_MS, FLASH_SLACK_MS, type Flashable } from './flash-sweep.ts';

/** A clock moved by hand and the timers due on it. */
function manualClock() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    timers: {
      now: () => now,
      setTimeout(run: () => void, ms: number) {
        timers.push({ at: now + ms, run });
      },
    },
    pending: () => timers.length,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

function element(): Flashable & { classes: Set<string> } {
  const classes = new Set<string>();
  return {
    classes,
    classList: {
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
    },
  };
}

describe('value highlights', () => {
  it('holds a highlight for FLASH_MS and takes it off after', () => {
    const clock = manualClock();
    const sweep = createFlashSweep(clock.timers);
    const score = element();
    sweep.flash(score, 'up');
    expect([...score.classes]).toEqual(['flash', 'flash-up']);
    clock.advance(FLASH_MS - 1);
    expect(score.classes.size).toBe(2);
    clock.advance(FLASH_SLACK_MS + 1);
    expect(score.classes.size).toBe(0);
    expect(sweep.size()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('takes off every highlight due within the slack in one sweep, one timer at a time', () => {
    const clock = manualClock();
    const sweep = createFlashSweep(clock.timers);
    const cells = Array.from({ length: 6 }, element);
    // Six values changing 40 ms apart: 200 ms of changes end together, not in six passes.
    for (const cell of cells) {
      sweep.flash(cell, 'changed');
      clock.advance(40);
    }
    expect(clock.pending()).toBe(1);
    clock.advance(FLASH_MS - 6 * 40 + FLASH_SLACK_MS);
    expect(cells.filter((c) => c.classes.size === 0)).toHaveLength(6);
    expect(clock.pending()).toBe(0);
  });

  it('starts a highlight again when the value moves again, with the new direction', () => {
    const clock = manualClock();
    const sweep = createFlashSweep(clock.timers);
    const odds = element();
    const other = element();
    sweep.flash(odds, 'up');
    sweep.flash(other, 'up');
    clock.advance(1_000);
    sweep.flash(odds, 'down');
    expect([...odds.classes].sort()).toEqual(['flash', 'flash-down']);
    clock.advance(FLASH_MS - 1_000 + FLASH_SLACK_MS);
    expect(other.classes.size).toBe(0);
    expect(odds.classes.size).toBe(2);
    clock.advance(1_000);
    expect(odds.classes.size).toBe(0);
  });

  it('lets go of an element that unmounts while highlighted', () => {
    const clock = manualClock();
    const sweep = createFlashSweep(clock.timers);
    const gone = element();
    sweep.flash(gone, 'changed');
    sweep.forget(gone);
    expect(sweep.size()).toBe(0);
    clock.advance(FLASH_MS + FLASH_SLACK_MS);
    expect(clock.pending()).toBe(0);
  });
});
