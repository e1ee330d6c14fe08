import { describe, expect, it } from 'vitest';
import { describeZodError } from '../http/envelope.ts';
import { dayRange, isIsoDate } from '../../contracts/time-zone.ts';
import { scheduleParams, withinReach } from './schedule-params.ts';

const HOUR = 3_600_000;

function error(input: Record<string, unknown>): string {
  const parsed = scheduleParams.safeParse(input);
  return parsed.success ? 'ok' : describeZodError(parsed.error);
}

describe('schedule parameters', () => {
  it('takes the viewer’s day across daylight-saving changes: 25 hours in London, 23 in New York', () => {
    const london = dayRange('2026-10-25', 'Europe/London');
    expect(london).toEqual({ start: Date.UTC(2026, 9, 24, 23), end: Date.UTC(2026, 9, 26, 0) });
    expect(london.end - london.start).toBe(25 * HOUR);
    const newYork = dayRange('2026-03-08', 'America/New_York');
    expect(newYork).toEqual({ start: Date.UTC(2026, 2, 8, 5), end: Date.UTC(2026, 2, 9, 4) });
    expect(newYork.end - newYork.start).toBe(23 * HOUR);
    expect(dayRange('2026-03-14', 'Asia/Shanghai')).toEqual({
      start: Date.UTC(2026, 2, 13, 16),
      end: Date.UTC(2026, 2, 14, 16),
    });
    expect(dayRange('2026-03-14', 'Pacific/Kiritimati').start).toBe(Date.UTC(2026, 2, 13, 10));
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });

  it('names the field that is wrong', () => {
    expect(error({ date: '2026-03-14', tz: 'Europe/London', type: '2' })).toBe('ok');
    expect(error({ from: '1773446400', to: '1773532800' })).toBe('ok');
    expect(error({ date: '2026-13-01' })).toMatch(/^date:/);
    expect(error({ date: '2026-03-14', tz: 'Mars/Olympus' })).toMatch(/^tz:/);
    expect(error({ date: '2026-03-14', type: '4' })).toMatch(/^type:/);
    expect(error({ date: '2026-03-14', type: 'football' })).toMatch(/^type:/);
    expect(error({})).toMatch(/^date:/);
    expect(error({ from: '1773446400' })).toMatch(/^to:/);
    expect(error({ from: '1773446400', to: '1773446400' })).toMatch(/^to:/);
    expect(error({ date: '2026-03-14', from: '1773446400' })).toMatch(/^from:/);
  });

  it('reaches a month each way from today', () => {
    const now = Date.UTC(2026, 2, 14, 12);
    expect(withinReach(dayRange('2026-04-13', 'UTC'), now)).toBe(true);
    expect(withinReach(dayRange('2026-02-12', 'UTC'), now)).toBe(true);
    expect(withinReach(dayRange('2026-04-20', 'UTC'), now)).toBe(false);
  });
});
