import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relative time', () => {
  const now = 1_700_000_000_000;
  const nowS = now / 1000;

  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime(nowS - 10, now, 'en')).toBe('now');
    expect(relativeTime(nowS - 125, now, 'en')).toBe('2 minutes ago');
    expect(relativeTime(nowS - 3 * 3600, now, 'en')).toBe('3 hours ago');
    expect(relativeTime(nowS - 86_400, now, 'en')).toBe('yesterday');
    expect(relativeTime(nowS - 400 * 86_400, now, 'en')).toBe('last year');
  });

  it('speaks the app language', () => {
    expect(relativeTime(nowS - 125, now, 'zh')).toBe('2分钟前');
    expect(relativeTime(nowS - 125, now, 'vi')).toMatch(/2 phút trước/);
  });
});
