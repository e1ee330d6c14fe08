import { describe, expect, it } from 'vitest';
import { OLDER_TRIGGER_PX, scrollAfterChange, wantsOlder } from './older-messages.ts';

describe('older messages', () => {
  it('asks for the older page within 30 px of the top only', () => {
    expect(wantsOlder(0, false, false)).toBe(true);
    expect(wantsOlder(OLDER_TRIGGER_PX, false, false)).toBe(true);
    expect(wantsOlder(OLDER_TRIGGER_PX + 1, false, false)).toBe(false);
  });

  it('does not ask once complete or while a page loads', () => {
    expect(wantsOlder(0, true, false)).toBe(false);
    expect(wantsOlder(0, false, true)).toBe(false);
  });
});

describe('scroll after a change', () => {
  const before = { firstID: 'm16', lastID: 'm30', scrollHeight: 1500, atBottom: false };

  it('keeps the reading position when older messages are prepended', () => {
    expect(scrollAfterChange(before, { firstID: 'm1', lastID: 'm30', scrollHeight: 3000, lastIsOwn: false })).toEqual({
      kind: 'keep',
      by: 1500,
    });
  });

  it('follows a new message when at the bottom or when it is the user own', () => {
    const after = { firstID: 'm16', lastID: 'm31', scrollHeight: 1600, lastIsOwn: false };
    expect(scrollAfterChange({ ...before, atBottom: true }, after)).toEqual({ kind: 'bottom' });
    expect(scrollAfterChange(before, after)).toEqual({ kind: 'none' });
    expect(scrollAfterChange(before, { ...after, lastIsOwn: true })).toEqual({ kind: 'bottom' });
  });

  it('starts a newly opened conversation at the bottom', () => {
    expect(
      scrollAfterChange(
        { scrollHeight: 0, atBottom: true },
        { firstID: 'm1', lastID: 'm15', scrollHeight: 900, lastIsOwn: false },
      ),
    ).toEqual({ kind: 'bottom' });
    expect(scrollAfterChange({ scrollHeight: 0, atBottom: true }, { scrollHeight: 0, lastIsOwn: false })).toEqual({
      kind: 'none',
    });
  });
});
