import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../../../../contracts/match.ts';
import { ANNOUNCEMENT_MAX, TITLE_MAX } from '../../../../contracts/room-rules.ts';
import { LIVE_STATUS } from '../../../../contracts/room.ts';
import {
  addToLiveList,
  checkAnnouncement,
  checkLiveSettings,
  checkPlan,
  localDateTimeToUnix,
  moveInLiveList,
  parseUserId,
  revenueTotal,
  roomPollMs,
  liveFields,
  LIVE_POLL_MS,
  WAITING_POLL_MS,
  textLength,
} from './centre-rules.ts';
import { coverableMatches, sportOf } from './match-picker.tsx';

const settings = { title: 'Derby night', category_id: 1, match_id: null, cover: '' };

describe('checkLiveSettings', () => {
  it('accepts a title up to the limit, counting an emoji as one character', () => {
    expect(checkLiveSettings(settings)).toBeNull();
    expect(checkLiveSettings({ ...settings, title: '⚽'.repeat(TITLE_MAX) })).toBeNull();
    expect(textLength('⚽⚽')).toBe(2);
  });

  it('refuses an empty or too long title and a missing category', () => {
    expect(checkLiveSettings({ ...settings, title: '   ' })).toBe('settings.titleRequired');
    expect(checkLiveSettings({ ...settings, title: 'x'.repeat(TITLE_MAX + 1) })).toBe('settings.titleTooLong');
    expect(checkLiveSettings({ ...settings, category_id: null })).toBe('settings.categoryRequired');
  });
});

describe('checkAnnouncement', () => {
  it('allows up to ANNOUNCEMENT_MAX characters (and an empty one, which clears it)', () => {
    expect(checkAnnouncement('')).toBeNull();
    expect(checkAnnouncement('公'.repeat(ANNOUNCEMENT_MAX))).toBeNull();
    expect(checkAnnouncement('公'.repeat(ANNOUNCEMENT_MAX + 1))).toBe('announcement.tooLong');
  });
});

describe('parseUserId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseUserId(' 42 ')).toBe(42);
    expect(parseUserId('0')).toBeNull();
    expect(parseUserId('-3')).toBeNull();
    expect(parseUserId('4.5')).toBeNull();
    expect(parseUserId('abc')).toBeNull();
    expect(parseUserId('')).toBeNull();
  });
});

describe('checkPlan', () => {
  const now = Math.floor(new Date('2030-01-01T10:00').getTime() / 1000);
  it('needs a title and a start in the future', () => {
    expect(checkPlan({ title: 'Final', startsAt: '2030-01-01T12:30', match_id: null }, now)).toBeNull();
    expect(checkPlan({ title: '', startsAt: '2030-01-01T12:30', match_id: null }, now)).toBe('planned.titleRequired');
    expect(checkPlan({ title: 'Final', startsAt: '', match_id: null }, now)).toBe('planned.timeRequired');
    expect(checkPlan({ title: 'Final', startsAt: '2030-01-01T09:59', match_id: null }, now)).toBe('planned.timePast');
  });

  it('reads a datetime-local value as local time', () => {
    expect(localDateTimeToUnix('2030-01-01T12:30')).toBe(now + 2.5 * 3600);
    expect(localDateTimeToUnix('tomorrow')).toBeNull();
  });
});

describe('revenueTotal', () => {
  it('adds every day', () => {
    expect(
      revenueTotal([
        { day: '2030-01-02', diamonds: 120, gifts: 3, gift_diamonds: 20, guards: 1, guard_diamonds: 100 },
        { day: '2030-01-01', diamonds: 30, gifts: 1, gift_diamonds: 30, guards: 0, guard_diamonds: 0 },
      ]),
    ).toEqual({ diamonds: 150, gifts: 4, gift_diamonds: 50, guards: 1, guard_diamonds: 100 });
    expect(revenueTotal([])).toEqual({ diamonds: 0, gifts: 0, gift_diamonds: 0, guards: 0, guard_diamonds: 0 });
  });
});

describe('match picking', () => {
  const match = (id: number, status: LiveMatch['status'], at: number) => ({ id, status, match_time: at }) as LiveMatch;
  it('offers matches not over yet, soonest first, and keeps the current choice', () => {
    const list = [match(1, 'finished', 10), match(2, 'live', 30), match(3, 'notstarted', 20), match(4, 'cancelled', 5)];
    expect(coverableMatches(list, null).map((m) => m.id)).toEqual([3, 2]);
    expect(coverableMatches(list, 1).map((m) => m.id)).toEqual([1, 3, 2]);
  });

  it('maps categories to engine sports', () => {
    expect(sportOf({ sport: 'basketball' })).toBe('basketball');
    expect(sportOf({ sport: 'other' })).toBeNull();
    expect(sportOf(undefined)).toBeNull();
  });
});

describe('the match list', () => {
  it('adds a match once, and none past the limit', () => {
    expect(addToLiveList([3, 1], 2, 10)).toEqual([3, 1, 2]);
    expect(addToLiveList([3, 1], 3, 10)).toEqual([3, 1]);
    expect(addToLiveList([3, 1], 2, 2)).toEqual([3, 1]);
  });

  it('moves an entry up or down within the list', () => {
    expect(moveInLiveList([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveInLiveList([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveInLiveList([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveInLiveList([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('roomPollMs', () => {
  it('reads a room waiting for its push every few seconds, a live one seldom', () => {
    expect(roomPollMs({ live_status: LIVE_STATUS.notStarted })).toBe(WAITING_POLL_MS);
    expect(roomPollMs({ live_status: LIVE_STATUS.ended })).toBe(WAITING_POLL_MS);
    expect(roomPollMs(undefined)).toBe(WAITING_POLL_MS);
    expect(roomPollMs({ live_status: LIVE_STATUS.live })).toBe(LIVE_POLL_MS);
    expect(WAITING_POLL_MS).toBeLessThanOrEqual(5_000);
  });
});

describe('liveFields', () => {
  it('takes only the live state from a read of the room, nothing the anchor edits', () => {
    const info = {
      live_status: LIVE_STATUS.live,
      online: 12,
      started_at: 1_800_000_000,
      play_url: '/media/live/7.flv',
      frame: null,
      title: 'an older title',
      announcement: 'an older announcement',
      live_list: [1],
    } as unknown as Parameters<typeof liveFields>[0];
    expect(liveFields(info)).toEqual({
      live_status: LIVE_STATUS.live,
      online: 12,
      started_at: 1_800_000_000,
      play_url: '/media/live/7.flv',
      frame: null,
    });
    expect(liveFields(undefined)).toEqual({});
  });
});
