import { describe, expect, it } from 'vitest';
import { nextHeaderHidden } from './header-visibility.ts';

describe('nextHeaderHidden', () => {
  it('stays shown while within 60 px of the top', () => {
    expect(nextHeaderHidden(false, 0, 60)).toBe(false);
    expect(nextHeaderHidden(true, 200, 40)).toBe(false);
  });

  it('hides when scrolling down past 60 px', () => {
    expect(nextHeaderHidden(false, 50, 61)).toBe(true);
    expect(nextHeaderHidden(false, 300, 500)).toBe(true);
  });

  it('shows again when scrolling up, and keeps its state when the position did not change', () => {
    expect(nextHeaderHidden(true, 500, 480)).toBe(false);
    expect(nextHeaderHidden(true, 500, 500)).toBe(true);
    expect(nextHeaderHidden(false, 500, 500)).toBe(false);
  });
});
