import { describe, expect, it } from 'vitest';
import { appendPoint, dragToImageX, finishTrail, keyStep } from './captcha-trail.ts';

describe('captcha trail', () => {
  it('turns pointer travel into picture x, scaled and clamped', () => {
    expect(dragToImageX(100, 150, 1, 256)).toBe(50);
    expect(dragToImageX(100, 150, 0.5, 256)).toBe(100);
    expect(dragToImageX(100, 50, 1, 256)).toBe(0);
    expect(dragToImageX(0, 999, 1, 256)).toBe(256);
  });

  it('records [ms, x] in time order, skipping repeats, ending at the release', () => {
    let trail = appendPoint([], 0, 0);
    trail = appendPoint(trail, 16.4, 5);
    trail = appendPoint(trail, 16.4, 5);
    trail = appendPoint(trail, 10, 9);
    expect(trail).toEqual([
      [0, 0],
      [16, 5],
      [16, 9],
    ]);
    expect(finishTrail(trail, 200, 120)).toEqual([...trail, [200, 120]]);
    expect(finishTrail([[0, 0]], 0, 0)).toEqual([[0, 0]]);
  });

  it('moves the slider by key: arrows 2 px, page keys 20 px, Home and End to the ends, inside the track', () => {
    expect(keyStep('ArrowRight', 10, 256)).toBe(12);
    expect(keyStep('ArrowUp', 10, 256)).toBe(12);
    expect(keyStep('ArrowLeft', 10, 256)).toBe(8);
    expect(keyStep('ArrowDown', 1, 256)).toBe(0);
    expect(keyStep('PageUp', 250, 256)).toBe(256);
    expect(keyStep('PageDown', 30, 256)).toBe(10);
    expect(keyStep('Home', 30, 256)).toBe(0);
    expect(keyStep('End', 30, 256)).toBe(256);
    expect(keyStep('a', 30, 256)).toBeNull();
  });
});
