import { describe, expect, it } from 'vitest';
import { categoryKeysOf, parseCategoryKey } from './video-library.ts';

describe('video categories', () => {
  it('reads the four kinds of key', () => {
    expect(parseCategoryKey('sport:football')).toEqual({ group: 'sport', value: 'football' });
    expect(parseCategoryKey('league:12')).toEqual({ group: 'league', value: '12' });
    expect(parseCategoryKey('anchor:7')).toEqual({ group: 'anchor', value: '7' });
    expect(parseCategoryKey('kind:highlight')).toEqual({ group: 'kind', value: 'highlight' });
  });

  it('refuses keys that name nothing', () => {
    for (const key of [
      '',
      'league',
      'league:',
      'league:0',
      'league:x1',
      'anchor:-3',
      'kind:film',
      'sport:Foot',
      'colour:red',
    ]) {
      expect(parseCategoryKey(key), key).toBeNull();
    }
  });

  it('puts a video in its kind, anchor, sport and league', () => {
    const clip = { source: 'highlight' as const, author: { id: 7 }, sport: 'football', league: { id: 12 } };
    expect(categoryKeysOf(clip)).toEqual(['kind:highlight', 'anchor:7', 'sport:football', 'league:12']);
    expect(categoryKeysOf({ source: 'upload', author: { id: 7 }, sport: null, league: null })).toEqual([
      'kind:upload',
      'anchor:7',
    ]);
    // Every key it is given is one the lists accept.
    expect(categoryKeysOf(clip).every((key) => parseCategoryKey(key) !== null)).toBe(true);
  });
});
