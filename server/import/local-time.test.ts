import { describe, expect, it } from 'vitest';
import { localTimeToUnix, offsetTimeToUnix, parseUtcOffset, zoneOffsetMinutes } from './local-time.ts';

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

describe('UTC offsets', () => {
  it('parses UTC-4 style offsets and converts World Cup 2026 kick-offs', () => {
    expect(parseUtcOffset('UTC-4')).toBe(-240);
    expect(parseUtcOffset('UTC+5:30')).toBe(330);
    expect(parseUtcOffset('UTC')).toBe(0);
    expect(iso(offsetTimeToUnix('2026-07-19', '15:00', 'UTC-4'))).toBe('2026-07-19T19:00:00.000Z');
    expect(() => parseUtcOffset('EST')).toThrow(/Bad UTC offset/);
  });

  it('reports the zone offset in minutes', () => {
    expect(zoneOffsetMinutes(Date.UTC(2024, 6, 1), 'Europe/Paris')).toBe(120);
    expect(zoneOffsetMinutes(Date.UTC(2024, 0, 1), 'America/New_York')).toBe(-300);
  });
});
