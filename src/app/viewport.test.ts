import { describe, expect, it } from 'vitest';
import { mobileSiteUrl, shouldRedirectToMobile } from './viewport.ts';

describe('mobile redirect', () => {
  it('redirects at 500 px and narrower, not wider', () => {
    expect(shouldRedirectToMobile(500)).toBe(true);
    expect(shouldRedirectToMobile(320)).toBe(true);
    expect(shouldRedirectToMobile(501)).toBe(false);
    expect(shouldRedirectToMobile(1280)).toBe(false);
  });

  it('keeps a phone on our own phone pages (the QR-login confirm page)', () => {
    expect(shouldRedirectToMobile(390, '/qr-login')).toBe(false);
    expect(shouldRedirectToMobile(390, '/QR-login/')).toBe(false);
    expect(shouldRedirectToMobile(390, '/main')).toBe(true);
  });

  it('goes to the configured mobile site, else the m. subdomain of this host', () => {
    expect(mobileSiteUrl('https://mobile.example.com', 'www.example.com')).toBe('https://mobile.example.com');
    expect(mobileSiteUrl(undefined, 'scores.example.com:8443')).toBe('https://m.scores.example.com:8443');
    expect(mobileSiteUrl('  ', 'scores.example.com')).toBe('https://m.scores.example.com');
  });

  it('has no mobile site for an IP address host unless one is configured', () => {
    expect(mobileSiteUrl(undefined, '127.0.0.1:8080')).toBeNull();
    expect(mobileSiteUrl(undefined, '[::1]:8080')).toBeNull();
    expect(mobileSiteUrl('https://m.example.com', '127.0.0.1')).toBe('https://m.example.com');
  });
});
