import { describe, expect, it } from 'vitest';
import { idParam, matchIdParam, ROW_ID_MAX } from './room-params.ts';

describe('id parameters', () => {
  it("take a row's id up to PostgreSQL's integer range, and refuse one past it as bad input", () => {
    expect(idParam.parse('2147483647')).toBe(ROW_ID_MAX);
    expect(idParam.safeParse(ROW_ID_MAX + 1).success).toBe(false);
    expect(idParam.safeParse('3000500573').success).toBe(false);
  });

  it("take a live match's id, which the feed numbers past 32 bits", () => {
    expect(matchIdParam.parse('202612060001')).toBe(202_612_060_001);
    expect(matchIdParam.safeParse(2 ** 53).success).toBe(false);
  });
});
