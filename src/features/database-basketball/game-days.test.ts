import { describe, expect, it } from 'vitest';
import { neighbourDays } from './game-days.ts';

const days = ['2022-10-18', '2022-10-19', '2022-12-23', '2022-12-25'];

describe('neighbourDays', () => {
  it('steps to the game days around a game day', () => {
    expect(neighbourDays(days, '2022-10-19')).toEqual({ previous: '2022-10-18', next: '2022-12-23' });
  });

  it('skips days without games, from a day without games too', () => {
    expect(neighbourDays(days, '2022-12-24')).toEqual({ previous: '2022-12-23', next: '2022-12-25' });
  });

  it('has nothing before the first day or after the last', () => {
    expect(neighbourDays(days, '2022-10-18').previous).toBeNull();
    expect(neighbourDays(days, '2022-12-25').next).toBeNull();
  });
});
