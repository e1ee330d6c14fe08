import { describe, expect, it } from 'vitest';
import { readSearchQuery } from './search-query.ts';

describe('readSearchQuery', () => {
  it('reads the trimmed name, the tab and the page', () => {
    expect(readSearchQuery(new URLSearchParams('name=%20曼联%20&tab=live&page=2'))).toEqual({
      name: '曼联',
      tab: 'live',
      page: 2,
    });
  });

  it('treats an empty or too long name as none and an unknown tab as all', () => {
    expect(readSearchQuery(new URLSearchParams('name=%20%20&tab=x'))).toEqual({ name: null, tab: 'all', page: 1 });
    expect(readSearchQuery(new URLSearchParams('name=12345678901')).name).toBeNull();
  });
});
