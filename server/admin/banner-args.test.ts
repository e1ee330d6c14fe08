import { describe, expect, it } from 'vitest';
import { isBannerLink } from '../../contracts/banners.ts';
import { AdminUsageError, parseAdminArgs } from './admin-args.ts';
import { parseTime, resolveTime } from './banner-args.ts';

describe('banner commands', () => {
  it('reads times as now, an offset or a zoned ISO time', () => {
    expect(resolveTime(parseTime('now', 'x'), 1000)).toBe(1000);
    expect(resolveTime(parseTime('+30m', 'x'), 1000)).toBe(2800);
    expect(resolveTime(parseTime('-1s', 'x'), 1000)).toBe(999);
    expect(resolveTime(parseTime('+7d', 'x'), 0)).toBe(604_800);
    expect(resolveTime(parseTime('2026-12-01T20:00:00Z', 'x'), 0)).toBe(Date.UTC(2026, 11, 1, 20) / 1000);
    expect(resolveTime(parseTime('2026-12-01T20:00+08:00', 'x'), 0)).toBe(Date.UTC(2026, 11, 1, 12) / 1000);
    // Without a zone the time would depend on the operator's machine.
    expect(() => parseTime('2026-12-01T20:00:00', '--end')).toThrow(/--end/);
    expect(() => parseTime('tomorrow', '--end')).toThrow(AdminUsageError);
  });

  it('parses banner-add with its defaults and refuses what it cannot place', () => {
    expect(parseAdminArgs(['banner-add', 'a.png', '--link', '/news'])).toEqual({
      name: 'banner-add',
      file: 'a.png',
      url: '/news',
      kind: 'banner',
      position: 'home',
      title: '',
      sort: 0,
      start: { offsetS: 0 },
      end: null,
    });
    expect(parseAdminArgs(['banner-add', 'a.png', '--link=/', '--kind', 'advert', '--end', '+2h'])).toMatchObject({
      kind: 'advert',
      end: { offsetS: 7200 },
    });
    expect(() => parseAdminArgs(['banner-add', 'a.png'])).toThrow(/--link/);
    expect(() => parseAdminArgs(['banner-add', '--link', '/'])).toThrow(/picture file/);
    expect(() => parseAdminArgs(['banner-add', 'a.png', '--link', '/', '--position', 'top'])).toThrow(/--position/);
    expect(() => parseAdminArgs(['banner-add', 'a.png', '--link', '/', '--size', '3'])).toThrow(/--size/);
    expect(parseAdminArgs(['banner-end', '4'])).toEqual({ name: 'banner-end', id: 4, at: { offsetS: 0 } });
    expect(() => parseAdminArgs(['banner-remove', 'x'])).toThrow(/banner id/);
    expect(parseAdminArgs(['banners', '--kind', 'advert'])).toEqual({ name: 'banners', kind: 'advert' });
  });

  it('lets a banner link only to the web or to this site', () => {
    expect(isBannerLink('https://example.com/x?y=1')).toBe(true);
    expect(isBannerLink('/news?category=en.1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      'https://',
      '/a b',
    ]) {
      expect(isBannerLink(bad), bad).toBe(false);
    }
  });
});
