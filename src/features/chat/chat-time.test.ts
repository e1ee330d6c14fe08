import { describe, expect, it } from 'vitest';
import { chatTime, dividerFlags } from './chat-time.ts';

const ZONE = 'Asia/Shanghai';
/** Unix seconds of a wall-clock time in Shanghai (UTC+8, no daylight saving). */
const shanghai = (day: number, hour: number, minute = 0, second = 0) =>
  Date.UTC(2026, 10, day, hour - 8, minute, second) / 1000;
/** Wednesday 25 November 2026, 12:00 in Shanghai. */
const NOW_MS = shanghai(25, 12) * 1000;
const at = (ageS: number) => NOW_MS / 1000 - ageS;

describe('chat time', () => {
  it('reads as just now under 60 s and as the clock from 60 s', () => {
    expect(chatTime(at(0), NOW_MS, 'en', ZONE)).toEqual({ kind: 'justNow' });
    expect(chatTime(at(59), NOW_MS, 'en', ZONE)).toEqual({ kind: 'justNow' });
    expect(chatTime(at(60), NOW_MS, 'en', ZONE)).toEqual({ kind: 'today', clock: '11:59' });
  });

  it('reads a time a little ahead of our clock as just now', () => {
    expect(chatTime(at(-5), NOW_MS, 'en', ZONE)).toEqual({ kind: 'justNow' });
  });

  it('cuts days at midnight in the viewer zone', () => {
    const justAfterMidnight = shanghai(25, 0, 1, 10) * 1000;
    expect(chatTime(shanghai(25, 0, 0, 0), justAfterMidnight, 'en', ZONE)).toEqual({ kind: 'today', clock: '00:00' });
    expect(chatTime(shanghai(24, 23, 59, 59), justAfterMidnight, 'en', ZONE)).toEqual({
      kind: 'yesterday',
      clock: '23:59',
    });
    expect(chatTime(shanghai(24, 0, 0, 0), justAfterMidnight, 'en', ZONE)).toEqual({
      kind: 'yesterday',
      clock: '00:00',
    });
    expect(chatTime(shanghai(23, 23, 59, 59), justAfterMidnight, 'en', ZONE)).toEqual({
      kind: 'dayBeforeYesterday',
      clock: '23:59',
    });
    expect(chatTime(shanghai(22, 23, 59, 59), justAfterMidnight, 'en', ZONE)).toMatchObject({ kind: 'weekday' });
  });

  it('follows the zone it is given, not the device', () => {
    // 23:00 on the 24th in Shanghai is 15:00 UTC the same day, seen at 01:00 Shanghai (17:00 UTC).
    const now = shanghai(25, 1) * 1000;
    expect(chatTime(shanghai(24, 23), now, 'en', ZONE)).toEqual({ kind: 'yesterday', clock: '23:00' });
    expect(chatTime(shanghai(24, 23), now, 'en', 'UTC')).toEqual({ kind: 'today', clock: '15:00' });
  });

  it('names the weekday within 168 hours and the date from 168 hours', () => {
    expect(chatTime(at(167 * 3600), NOW_MS, 'en', ZONE)).toEqual({ kind: 'weekday', weekday: 'Wed', clock: '13:00' });
    expect(chatTime(at(168 * 3600 - 1), NOW_MS, 'en', ZONE)).toEqual({
      kind: 'weekday',
      weekday: 'Wed',
      clock: '12:00',
    });
    expect(chatTime(at(168 * 3600), NOW_MS, 'en', ZONE)).toEqual({ kind: 'date', date: '18 Nov 2026' });
    expect(chatTime(shanghai(1, 8) - 400 * 86_400, NOW_MS, 'en', ZONE)).toEqual({ kind: 'date', date: '27 Sept 2025' });
  });

  it('speaks the chosen language', () => {
    expect(chatTime(at(167 * 3600), NOW_MS, 'zh', ZONE)).toEqual({ kind: 'weekday', weekday: '周三', clock: '13:00' });
    expect(chatTime(at(167 * 3600), NOW_MS, 'vi', ZONE)).toEqual({ kind: 'weekday', weekday: 'Thứ 4', clock: '13:00' });
    expect(chatTime(at(168 * 3600), NOW_MS, 'zh', ZONE)).toEqual({ kind: 'date', date: '2026年11月18日' });
    expect(chatTime(at(168 * 3600), NOW_MS, 'vi', ZONE)).toEqual({ kind: 'date', date: '18 thg 11, 2026' });
  });
});

describe('time dividers', () => {
  it('stands before the first message', () => {
    expect(dividerFlags([1000])).toEqual([true]);
    expect(dividerFlags([])).toEqual([]);
  });

  it('stands before a message 120 s or more after the one before, not 119 s', () => {
    expect(dividerFlags([1000, 1119, 1239, 1240, 5000])).toEqual([true, false, true, false, true]);
  });
});
