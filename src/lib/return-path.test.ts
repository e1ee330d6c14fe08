import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(returnPath('/live?id=3')).toBe('/live?id=3');
    expect(returnPath('/member?type=9#top')).toBe('/member?type=9#top');
  });

  it('sends anything else to the fallback', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'live',
    ]) {
      expect(returnPath(bad), String(bad)).toBe('/main');
    }
    expect(returnPath(null, '/football')).toBe('/football');
  });
});
