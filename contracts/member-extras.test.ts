import { describe, expect, it } from 'vitest';
import { inviteHref, linkKind } from './member-extras.ts';

describe('operator links', () => {
  it('tells paths of this site from http(s) links', () => {
    expect(linkKind('/member?type=12')).toBe('internal');
    expect(linkKind('/')).toBe('internal');
    expect(linkKind('https://promo.example.com/cup?x=1')).toBe('external');
    expect(linkKind('http://example.com')).toBe('external');
  });

  it('refuses links that leave the site unnoticed or run script', () => {
    for (const url of ['//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(linkKind(url), url).toBeNull();
    }
    expect(linkKind('member?type=12')).toBeNull();
    expect(linkKind('https://')).toBeNull();
    expect(linkKind('/a b')).toBeNull();
  });
});

describe('invite links', () => {
  it('opens the registration page with the code', () => {
    expect(inviteHref('AB23CD45')).toBe('/login?invite=AB23CD45');
    expect(inviteHref('a&b')).toBe('/login?invite=a%26b');
  });
});
