import { describe, expect, it } from 'vitest';
import { createPlanCalendar } from './plan-day.ts';
import { createSeededRandom, hashSeed, poissonSample } from './seeded-random.ts';
import { createVirtualTime } from './virtual-time.ts';

describe('plan calendar', () => {
  it('cuts UTC days at UTC midnight and keys them yyyymmdd', () => {
    const calendar = createPlanCalendar();
    const day = calendar.dayAt(Date.UTC(2026, 2, 14, 23, 59, 59));
    expect(day).toEqual({ key: 20260314, start: Date.UTC(2026, 2, 14), end: Date.UTC(2026, 2, 15) });
    expect(calendar.next(day).key).toBe(20260315);
    expect(calendar.previous(day).key).toBe(20260313);
    expect(calendar.next(calendar.dayAt(Date.UTC(2026, 11, 31, 12))).key).toBe(20270101);
  });

  it('follows the local calendar of a time zone, including a 23-hour DST day', () => {
    const shanghai = createPlanCalendar('Asia/Shanghai');
    // 17:00 UTC is already the next day in Beijing (UTC+8).
    const day = shanghai.dayAt(Date.UTC(2026, 2, 14, 17));
    expect(day.key).toBe(20260315);
    expect(day.start).toBe(Date.UTC(2026, 2, 14, 16));
    expect(day.end - day.start).toBe(24 * 3_600_000);

    const london = createPlanCalendar('Europe/London');
    const springForward = london.dayAt(Date.UTC(2026, 2, 29, 12));
    expect(springForward.key).toBe(20260329);
    expect(springForward.end - springForward.start).toBe(23 * 3_600_000);
  });

  it('refuses an unknown time zone at once', () => {
    expect(() => createPlanCalendar('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('virtual time', () => {
  it('is wall-clock time at speed 1 and compresses time at speed 60', () => {
    const now = Date.UTC(2026, 4, 1, 12);
    expect(createVirtualTime(1).toVirtual(now)).toBe(now);
    const fast = createVirtualTime(60);
    expect(fast.toVirtual(now + 1000) - fast.toVirtual(now)).toBe(60_000);
    expect(fast.toReal(fast.toVirtual(now))).toBeCloseTo(now, 0);
    expect(() => createVirtualTime(0)).toThrow(RangeError);
  });
});

describe('seeded random', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const a = createSeededRandom(7);
    const b = createSeededRandom(7);
    const c = createSeededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('mixes every part of a seed, high bits of large ids included', () => {
    const id = 20260314 * 10000 + 1;
    expect(hashSeed(1, id)).not.toBe(hashSeed(1, id + 2 ** 32));
    expect(hashSeed(1, id)).not.toBe(hashSeed(2, id));
    expect(hashSeed(1, id)).toBe(hashSeed(1, id));
  });

  it('draws Poisson counts with the asked mean', () => {
    const random = createSeededRandom(3);
    let total = 0;
    for (let i = 0; i < 20_000; i++) total += poissonSample(random, 2.7);
    expect(total / 20_000).toBeGreaterThan(2.65);
    expect(total / 20_000).toBeLessThan(2.75);
  });
});
