import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInNewTab, routeHref } from './open-in-new-tab.ts';

describe('routeHref', () => {
  it('resolves a named route and adds the query', () => {
    expect(routeHref({ name: 'football' }, { id: 42, lang: 'en' })).toBe('/football?id=42&lang=en');
  });

  it('keeps a path as given, merges its own query and drops undefined values', () => {
    expect(routeHref('/anchor?type=1', { page: 2, empty: undefined })).toBe('/anchor?type=1&page=2');
    expect(routeHref('/main')).toBe('/main');
  });

  it('encodes query values', () => {
    expect(routeHref('/search', { name: '曼联 & co' })).toBe('/search?name=%E6%9B%BC%E8%81%94+%26+co');
  });
});

describe('openInNewTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the href in a new tab without an opener', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    openInNewTab({ name: 'basketball' }, { id: 7 });
    expect(open).toHaveBeenCalledWith('/basketball?id=7', '_blank', 'noopener');
  });
});
