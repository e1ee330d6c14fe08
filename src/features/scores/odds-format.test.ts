import { describe, expect, it } from 'vitest';
import { changeOf } from './flash-value.tsx';
import { oddsTexts } from './odds-cells.tsx';
import { testOdds } from './test-matches.ts';

const line = testOdds({ match_id: 1 });

describe('odds cells', () => {
  it('shows odds with two decimals and lines as short as they are', () => {
    expect(oddsTexts(line, 'eu')).toEqual(['2.10', '3.40', '3.25']);
    expect(oddsTexts(line, 'asia')).toEqual(['0.92', '0.75', '1.01']);
    expect(oddsTexts(line, 'ou')).toEqual(['1.90', '2.5', '1.95']);
  });

  it('leaves the draw out of a basketball money line', () => {
    expect(oddsTexts({ ...line, eu: [1.5, 0, 2.6] }, 'eu')).toEqual(['1.50', '', '2.60']);
  });
});

describe('value changes', () => {
  it('tells a rise from a drop, and any other change', () => {
    expect(changeOf(2.1, 2.2)).toBe('up');
    expect(changeOf(2.1, 2.0)).toBe('down');
    expect(changeOf('1 - 0', '2 - 0')).toBe('changed');
    expect(changeOf(3, 3)).toBeNull();
  });
});
