import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  dayRange,
  daysAround,
  daysBetween,
  isIsoDate,
  isTimeZone,
  localTimeToUnix,
  offsetAt,
} from './time-zone.ts';

const HOUR = 3_600_000;

/** True when the instant falls inside the viewer's calendar day. */
const onDay = (ms: number, date: string, zone: string) => {
  const { start, end } = dayRange(date, zone);
  return ms >= start && ms < end;
};

describe('day range', () => {
  it('makes the London day the clocks go back 25 hours long', () => {
    const range = dayRange('2026-10-25', 'Europe/London');
    expect(range.start).toBe(Date.UTC(2026, 9, 24, 23)); // midnight BST
    expect(range.end).toBe(Date.UTC(2026, 9, 26, 0)); // midnight GMT
    expect(range.end - range.start).toBe(25 * HOUR);
  });

  it('makes the New York day the clocks go forward 23 hours long', () => {
    const range = dayRange('2026-03-08', 'America/New_York');
    expect(range.start).toBe(Date.UTC(2026, 2, 8, 5)); // midnight EST
    expect(range.end).toBe(Date.UTC(2026, 2, 9, 4)); // midnight EDT
    expect(range.end - range.start).toBe(23 * HOUR);
  });

  it('puts a 00:30 local kick-off on the right day on both sides of a change', () => {
    // 00:30 BST on 25 October, then 00:30 GMT on 26 October (one hour later in UTC than BST would be).
    const londonChange = Date.UTC(2026, 9, 24, 23, 30);
    const londonNext = Date.UTC(2026, 9, 26, 0, 30);
    expect(dateInZone(londonChange, 'Europe/London')).toBe('2026-10-25');
    expect(onDay(londonChange, '2026-10-25', 'Europe/London')).toBe(true);
    expect(onDay(londonChange, '2026-10-24', 'Europe/London')).toBe(false);
    expect(dateInZone(londonNext, 'Europe/London')).toBe('2026-10-26');
    expect(onDay(londonNext, '2026-10-25', 'Europe/London')).toBe(false);

    // 00:30 EST on 8 March is 05:30 UTC; 00:30 EDT on 9 March is 04:30 UTC.
    const newYorkChange = Date.UTC(2026, 2, 8, 5, 30);
    const newYorkNext = Date.UTC(2026, 2, 9, 4, 30);
    expect(onDay(newYorkChange, '2026-03-08', 'America/New_York')).toBe(true);
    expect(onDay(newYorkNext, '2026-03-08', 'America/New_York')).toBe(false);
    expect(onDay(newYorkNext, '2026-03-09', 'America/New_York')).toBe(true);
  });

  it('starts a day whose midnight the clocks skip at the jump', () => {
    // Santiago goes from 23:59:59 on 5 September straight to 01:00 on the 6th.
    expect(dayRange('2026-09-06', 'America/Santiago').start).toBe(Date.UTC(2026, 8, 6, 4));
    expect(dayRange('2026-09-05', 'America/Santiago').end).toBe(Date.UTC(2026, 8, 6, 4));
  });

  it('cuts days at local midnight away from the changes', () => {
    expect(dayRange('2026-03-14', 'Asia/Shanghai')).toEqual({
      start: Date.UTC(2026, 2, 13, 16),
      end: Date.UTC(2026, 2, 14, 16),
    });
    expect(dayRange('2026-03-14', 'UTC')).toEqual({ start: Date.UTC(2026, 2, 14), end: Date.UTC(2026, 2, 15) });
  });

  it('lists the days around today across months, years and clock changes', () => {
    const days = daysAround('2026-12-28', 7, 7);
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('2026-12-21');
    expect(days[7]).toBe('2026-12-28');
    expect(days[14]).toBe('2027-01-04');
    expect(daysAround('2026-10-25', 1, 1)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-07', '2026-03-14')).toBe(7);
    expect(daysBetween('2026-03-14', '2026-03-07')).toBe(-7);
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
  });
});

const iso = (unix: number) => new Date(unix * 1000).toISOString();

describe('localTimeToUnix', () => {
  it('converts London 15:00 to 14:00Z in summer time and 15:00Z after the clocks go back', () => {
    // British Summer Time ended on Sunday 27 October 2024.
    expect(iso(localTimeToUnix('2024-10-26', '15:00', 'Europe/London'))).toBe('2024-10-26T14:00:00.000Z');
    expect(iso(localTimeToUnix('2024-11-02', '15:00', 'Europe/London'))).toBe('2024-11-02T15:00:00.000Z');
  });

  it('handles the spring change in central Europe (CET +1 -> CEST +2 on 30 March 2025)', () => {
    expect(iso(localTimeToUnix('2025-03-29', '20:45', 'Europe/Madrid'))).toBe('2025-03-29T19:45:00.000Z');
    expect(iso(localTimeToUnix('2025-03-30', '20:45', 'Europe/Madrid'))).toBe('2025-03-30T18:45:00.000Z');
  });

  it('resolves a repeated fall-back hour to its first occurrence and a skipped hour forward', () => {
    // 01:30 happened twice in London on 27 Oct 2024 (BST then GMT).
    expect(iso(localTimeToUnix('2024-10-27', '01:30', 'Europe/London'))).toBe('2024-10-27T00:30:00.000Z');
    // 01:30 never happened in London on 30 Mar 2025: the clock jumped from 01:00 to 02:00.
    expect(iso(localTimeToUnix('2025-03-30', '01:30', 'Europe/London'))).toBe('2025-03-30T01:30:00.000Z');
  });

  it('uses a fixed offset for Qatar and accepts the Football.TXT dot separator', () => {
    expect(iso(localTimeToUnix('2022-12-18', '18:00', 'Asia/Qatar'))).toBe('2022-12-18T15:00:00.000Z');
    expect(iso(localTimeToUnix('2024-08-17', '12.30', 'Europe/London'))).toBe('2024-08-17T11:30:00.000Z');
  });

  it('rejects malformed input instead of producing NaN', () => {
    expect(() => localTimeToUnix('17/08/2024', '15:00', 'Europe/London')).toThrow(/Bad date/);
    expect(() => localTimeToUnix('2024-08-17', '25:00', 'Europe/London')).toThrow(/Bad time/);
  });
});

describe('zones', () => {
  it('knows the zones Intl knows', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('reports the zone offset at an instant', () => {
    expect(offsetAt(Date.UTC(2024, 6, 1), 'Europe/Paris')).toBe(120 * 60_000);
    expect(offsetAt(Date.UTC(2024, 0, 1), 'America/New_York')).toBe(-300 * 60_000);
    expect(offsetAt(Date.UTC(2024, 0, 1), 'UTC')).toBe(0);
  });
});
