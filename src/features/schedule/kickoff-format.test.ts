import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatKickoff } from './kickoff-format.ts';

describe('kick-off format', () => {
  it('shows 24-hour times in the viewer’s zone', () => {
    const kickoff = Date.UTC(2026, 6, 1, 19, 45) / 1000;
    expect(formatKickoff(kickoff, 'Europe/London', 'en')).toBe('20:45');
    expect(formatKickoff(kickoff, 'Asia/Shanghai', 'zh')).toBe('03:45');
    expect(formatKickoff(kickoff, 'America/New_York', 'vi')).toBe('15:45');
  });

  it('shows a 00:30 local kick-off as 00:30 on both sides of a clock change', () => {
    expect(formatKickoff(Date.UTC(2026, 9, 24, 23, 30) / 1000, 'Europe/London', 'en')).toBe('00:30');
    expect(formatKickoff(Date.UTC(2026, 9, 26, 0, 30) / 1000, 'Europe/London', 'en')).toBe('00:30');
    expect(formatKickoff(Date.UTC(2026, 2, 9, 4, 30) / 1000, 'America/New_York', 'zh')).toBe('00:30');
  });

  it('writes a calendar date without moving it to another day', () => {
    expect(formatCalendarDate('2026-03-14', 'weekday', 'en')).toBe('Sat');
    expect(formatCalendarDate('2026-03-14', 'short', 'en')).toBe('14/03');
    expect(formatCalendarDate('2026-03-14', 'full', 'en')).toMatch(/^Saturday,? 14 March 2026$/);
  });
});
