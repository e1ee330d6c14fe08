import { describe, expect, it } from 'vitest';
import { readArticleId, readNewsQuery } from './news-query.ts';

describe('news address', () => {
  it('reads the category and page, falling back to all and page 1', () => {
    expect(readNewsQuery(new URLSearchParams('category=en.1&page=3'))).toEqual({ category: 'en.1', page: 3 });
    expect(readNewsQuery(new URLSearchParams('category=<b>&page=-2'))).toEqual({ category: 'all', page: 1 });
    expect(readNewsQuery(new URLSearchParams(''))).toEqual({ category: 'all', page: 1 });
  });

  it('takes only report and headline ids for an article', () => {
    expect(readArticleId(new URLSearchParams('id=r42'))).toBe('r42');
    expect(readArticleId(new URLSearchParams('id=h7'))).toBe('h7');
    expect(readArticleId(new URLSearchParams('id=42'))).toBeNull();
    expect(readArticleId(new URLSearchParams('id=r0'))).toBeNull();
  });
});
