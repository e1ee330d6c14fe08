import { describe, expect, it } from 'vitest';
import { isHumanDrag } from './captcha.ts';

type Trail = [number, number][];

/** Arrow-key presses of `step` px every `everyMs` from 0 to x (the slider's keyboard steps). */
function keyTrail(x: number, step: number, everyMs: number): Trail {
  const trail: Trail = [[0, 0]];
  for (let at = step, i = 1; at < x + step; at += step, i++) trail.push([i * everyMs, Math.min(at, x)]);
  return trail;
}

describe('the captcha trail check', () => {
  it('accepts a pointer drag: many small moves over time, ending at the release', () => {
    const trail: Trail = [0, 16, 33, 50, 66, 83, 100, 116, 133].map((ms, i) => [ms, Math.round(i * 15.5)]);
    expect(isHumanDrag({ id: 'c', x: 124, trail })).toBe(true);
  });

  it('accepts a keyboard trail: arrow steps, page steps, End then back, also slow ones', () => {
    expect(isHumanDrag({ id: 'c', x: 150, trail: keyTrail(150, 2, 33) })).toBe(true);
    expect(isHumanDrag({ id: 'c', x: 150, trail: keyTrail(150, 20, 250) })).toBe(true);
    // End jumps to the far side, then the arrows come back to the gap.
    const back: Trail = [
      [0, 0],
      [400, 256],
      [700, 254],
      [900, 252],
      [1100, 250],
    ];
    expect(isHumanDrag({ id: 'c', x: 250, trail: back })).toBe(true);
    // A screen-reader user may take a minute and a half; the picture lives two minutes.
    expect(isHumanDrag({ id: 'c', x: 150, trail: keyTrail(150, 2, 1200) })).toBe(true);
  });

  it("refuses a script's straight jump, a trail that never moves on the way, or one out of time", () => {
    const jump: Trail = [
      [0, 0],
      [10, 150],
    ];
    expect(isHumanDrag({ id: 'c', x: 150, trail: jump })).toBe(false);
    // Padded with repeats of the start and the end: still one jump.
    const padded: Trail = [
      [0, 0],
      [100, 0],
      [200, 150],
      [300, 150],
    ];
    expect(isHumanDrag({ id: 'c', x: 150, trail: padded })).toBe(false);
    // One stop on the way is not yet a way.
    const once: Trail = [
      [0, 0],
      [100, 75],
      [200, 150],
      [300, 150],
    ];
    expect(isHumanDrag({ id: 'c', x: 150, trail: once })).toBe(false);
    // Too fast, ends elsewhere, time going backwards, older than the picture.
    expect(isHumanDrag({ id: 'c', x: 150, trail: keyTrail(150, 30, 10) })).toBe(false);
    expect(isHumanDrag({ id: 'c', x: 120, trail: keyTrail(150, 2, 33) })).toBe(false);
    const backwards = keyTrail(150, 30, 100).map(([ms, x], i) => [i === 3 ? 0 : ms, x] as [number, number]);
    expect(isHumanDrag({ id: 'c', x: 150, trail: backwards })).toBe(false);
    expect(isHumanDrag({ id: 'c', x: 150, trail: keyTrail(150, 2, 2000) })).toBe(false);
  });
});
