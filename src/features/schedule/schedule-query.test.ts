import { describe, expect, it } from 'vitest';
import { dateFromQuery, typeFromQuery } from './schedule-query.ts';

describe('schedule query', () => {
  it('follows the seed type and falls back to all', () => {
    expect(typeFromQuery('2')).toBe(2);
    expect(typeFromQuery('3')).toBe(3);
    expect(typeFromQuery(null)).toBe(0);
    expect(typeFromQuery('')).toBe(0);
    expect(typeFromQuery('9')).toBe(0);
    expect(typeFromQuery('1.5')).toBe(0);
  });

  it('opens a day of the strip and today for anything else', () => {
    expect(dateFromQuery('2026-03-09', '2026-03-14')).toBe('2026-03-09');
    expect(dateFromQuery('2026-03-21', '2026-03-14')).toBe('2026-03-21');
    expect(dateFromQuery('2026-03-22', '2026-03-14')).toBe('2026-03-14');
    expect(dateFromQuery('2026-02-30', '2026-03-14')).toBe('2026-03-14');
    expect(dateFromQuery(null, '2026-03-14')).toBe('2026-03-14');
  });
});
