import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it('shows minutes under an hour and hours beyond', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(3 * 3600 + 2 * 60 + 9)).toBe('3:02:09');
  });

  it('shows a negative length as zero', () => {
    expect(formatDuration(-3)).toBe('0:00');
  });
});
