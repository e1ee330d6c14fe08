import { describe, expect, it } from 'vitest';
import { placeStack } from './stack-placement.ts';

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;
const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('alert stack placement', () => {
  it('stays bottom right where no video is marked', () => {
    expect(placeStack([], { width: 1440, height: 900 })).toEqual({});
  });

  it('narrows to the room right of a live room video, so it covers none of it (1440 x 900)', () => {
    const stage = rect(24, 150, 1052, 592);
    const style = placeStack([stage], { width: 1440, height: 900 });
    const width = Number(style.width);
    // The stack is fixed 16 px from the right edge, up to the window's height.
    const stack = rect(1440 - 16 - width, 0, width, 900);
    expect(width).toBeGreaterThanOrEqual(220);
    expect(intersects(stack, stage)).toBe(false);
  });

  it('goes below a video as wide as the window', () => {
    const style = placeStack([rect(0, 60, 480, 270)], { width: 480, height: 800 });
    expect(style).toMatchObject({ top: 346, bottom: 'auto' });
  });
});
