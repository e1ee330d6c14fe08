import { describe, expect, it } from 'vitest';
import { DANMAKU_DEFAULTS } from '../../../contracts/room-rules.ts';
import { parseDanmakuSettings } from './danmaku-settings.ts';

describe('parseDanmakuSettings', () => {
  it("starts from the seed's defaults", () => {
    expect(parseDanmakuSettings(null)).toEqual({ show: true, area: 3, size: 2, opacity: 100 });
    expect(parseDanmakuSettings('not json')).toEqual(DANMAKU_DEFAULTS);
  });

  it('keeps stored values in range and replaces the rest field by field', () => {
    expect(parseDanmakuSettings(JSON.stringify({ show: false, area: 1, size: 3, opacity: 40 }))).toEqual({
      show: false,
      area: 1,
      size: 3,
      opacity: 40,
    });
    expect(parseDanmakuSettings(JSON.stringify({ show: 'no', area: 5, size: 0, opacity: 5 }))).toEqual(
      DANMAKU_DEFAULTS,
    );
    expect(parseDanmakuSettings(JSON.stringify({ area: 2.5, opacity: 70 }))).toEqual({
      ...DANMAKU_DEFAULTS,
      opacity: 70,
    });
  });
});
