import { describe, expect, it } from 'vitest';
import { offsetTimeToUnix, parseUtcOffset } from './local-time.ts';

const iso = (unix: number) => new Date(unix * 1000).toISOString();

describe('UTC offsets', () => {
  it('parses UTC-4 style offsets and converts World Cup 2026 kick-offs', () => {
    expect(parseUtcOffset('UTC-4')).toBe(-240);
    expect(parseUtcOffset('UTC+5:30')).toBe(330);
    expect(parseUtcOffset('UTC')).toBe(0);
    expect(iso(offsetTimeToUnix('2026-07-19', '15:00', 'UTC-4'))).toBe('2026-07-19T19:00:00.000Z');
    expect(() => parseUtcOffset('EST')).toThrow(/Bad UTC offset/);
  });
});
