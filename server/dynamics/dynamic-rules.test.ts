import { describe, expect, it } from 'vitest';
import { checkPostContent, parseImageList } from './dynamic-rules.ts';

describe('dynamic rules', () => {
  it('reads an image list sent as an array, a JSON string or a comma list', () => {
    expect(parseImageList(['/a.png', ' /b.png '])).toEqual({ ok: ['/a.png', '/b.png'] });
    expect(parseImageList('["/b.png","/a.png"]')).toEqual({ ok: ['/b.png', '/a.png'] });
    expect(parseImageList('/a.png, /b.png,,')).toEqual({ ok: ['/a.png', '/b.png'] });
    expect(parseImageList(undefined)).toEqual({ ok: [] });
    expect(parseImageList('')).toEqual({ ok: [] });
    expect(parseImageList('/a.png,/a.png')).toEqual({ ok: ['/a.png'] });
  });

  it('refuses an unreadable or too long image list', () => {
    expect(parseImageList('[1, 2')).toEqual({ refusal: 'dynamics:images.invalid' });
    expect(parseImageList([1])).toEqual({ refusal: 'dynamics:images.invalid' });
    const ten = Array.from({ length: 10 }, (_, i) => `/${i}.png`);
    expect(parseImageList(ten)).toMatchObject({ refusal: 'dynamics:images.tooMany', vars: { max: 9 } });
  });

  it('counts characters, not UTF-16 units, and allows empty text only with images', () => {
    expect(checkPostContent('  hi  ', 0)).toEqual({ ok: 'hi' });
    expect(checkPostContent(' ', 0)).toEqual({ refusal: 'dynamics:post.empty' });
    expect(checkPostContent(' ', 1)).toEqual({ ok: '' });
    expect(checkPostContent('⚽'.repeat(500), 0)).toEqual({ ok: '⚽'.repeat(500) });
    expect(checkPostContent('x'.repeat(501), 0)).toMatchObject({ refusal: 'dynamics:post.tooLong' });
  });
});
