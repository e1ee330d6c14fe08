import { describe, expect, it } from 'vitest';
import { percent, readId, readKind, roiText } from './expert-format.ts';

describe('expert page helpers', () => {
  it('reads ids and kinds from the query, refusing malformed ones', () => {
    expect(readId(new URLSearchParams('id=12'))).toBe(12);
    expect(readId(new URLSearchParams('id=0'))).toBeNull();
    expect(readId(new URLSearchParams('id=1x'))).toBeNull();
    expect(readKind(new URLSearchParams('type=1'))).toBe(1);
    expect(readKind(new URLSearchParams('type=7'))).toBe(0);
  });

  it('shows rates as percentages and returns signed', () => {
    expect(percent(0.666)).toBe('67%');
    expect(percent(null)).toBe('–');
    expect(roiText(0.125)).toBe('+12.5%');
    expect(roiText(-1)).toBe('-100%');
    expect(roiText(0)).toBe('0%');
  });
});
