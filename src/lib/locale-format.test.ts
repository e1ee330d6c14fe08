import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatUnix, localeOf, numberFormat, relativeFormat } from './locale-format.ts';

// 2026-11-25 18:30:05 UTC
const AT = Date.UTC(2026, 10, 25, 18, 30, 5) / 1000;

describe('locale format', () => {
  it('follows the chosen language, not the device', () => {
    expect(formatUnix(AT, 'en', 'dateTime', 'UTC')).toBe('25 Nov 2026, 18:30');
    expect(formatUnix(AT, 'zh', 'dateTime', 'UTC')).toBe('2026年11月25日 18:30');
    expect(formatUnix(AT, 'vi', 'clock', 'UTC')).toBe('18:30');
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('vi').format(1234567)).toBe('1.234.567');
    expect(numberFormat('zh', 'compact').format(123456)).toBe('12.3万');
    expect(relativeFormat('en').format(-1, 'day')).toBe('yesterday');
  });

  it('keeps a calendar date on its day in every zone', () => {
    expect(formatCalendarDay('2022-12-18', 'en', 'dateWithWeekday')).toBe('Sun, 18 Dec 2022');
  });

  it('reads an unknown language as English', () => {
    expect(localeOf('fr')).toBe('en-GB');
    expect(localeOf('zh')).toBe('zh-CN');
  });

  it('writes times in the zone it is given', () => {
    expect(formatUnix(AT, 'en', 'clock', 'Asia/Shanghai')).toBe('02:30');
  });
});
