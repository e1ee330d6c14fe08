import { describe, expect, it } from 'vitest';
import { seasonFromQuery, sectionFromQuery } from './world-cup-query.ts';

describe('world cup query', () => {
  it('opens a known section or the groups', () => {
    expect(sectionFromQuery('bracket')).toBe('bracket');
    expect(sectionFromQuery('odds')).toBe('groups');
    expect(sectionFromQuery(null)).toBe('groups');
  });

  it('opens the edition asked for when the data has it, else 2022, else the first', () => {
    expect(seasonFromQuery('2026', ['2022', '2026'])).toBe('2026');
    expect(seasonFromQuery('1930', ['2022', '2026'])).toBe('2022');
    expect(seasonFromQuery(null, ['2026'])).toBe('2026');
    expect(seasonFromQuery(null, [])).toBeNull();
  });
});
