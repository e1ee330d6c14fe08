import { describe, expect, it } from 'vitest';
import type { LineupPlayer } from '../../../contracts/match-centre.ts';
import { linesOf, minuteLabel } from './recorded-minute.ts';

const player = (name: string, line: number): LineupPlayer => ({
  name,
  line,
  position: line === 0 ? 'GK' : 'DF',
  captain: false,
  starter: true,
  on: null,
  replaced: null,
  off: null,
  yellow: null,
  red: null,
});

describe('recorded minutes and lines', () => {
  it("writes stoppage time as 90+8'", () => {
    expect(minuteLabel({ minute: 90, minute_extra: 8 })).toBe("90+8'");
    expect(minuteLabel({ minute: 64, minute_extra: null })).toBe("64'");
  });

  it('groups starters by formation line, the goalkeeper first, keeping the order written', () => {
    const lines = linesOf([player('B', 1), player('A', 0), player('C', 1), player('D', 3)]);
    expect(lines.map((l) => l.map((p) => p.name))).toEqual([['A'], ['B', 'C'], ['D']]);
  });
});
