import { describe, expect, it } from 'vitest';
import { requestCredential } from './auth.ts';

const own = (origin: string) => origin === 'http://live.test';
const token = (headers: Record<string, string>) => requestCredential({ headers }, own)?.token ?? null;

describe('requestCredential', () => {
  it('prefers the token header, which any client may send', () => {
    expect(requestCredential({ headers: { token: 'h', cookie: 'token=c' } }, own)).toEqual({
      token: 'h',
      via: 'header',
    });
    expect(token({ token: 'h', 'sec-fetch-site': 'cross-site' })).toBe('h');
  });

  it('takes the cookie for requests our own pages or the address bar made', () => {
    expect(requestCredential({ headers: { cookie: 'token=c', 'sec-fetch-site': 'same-origin' } }, own)).toEqual({
      token: 'c',
      via: 'cookie',
    });
    expect(token({ cookie: 'a=1; token=c%3D', 'sec-fetch-site': 'none' })).toBe('c=');
  });

  it("ignores the cookie on another site's request (a link or form that spends diamonds by GET)", () => {
    expect(token({ cookie: 'token=c', 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(token({ cookie: 'token=c', 'sec-fetch-site': 'same-site' })).toBeNull();
  });

  it('without fetch metadata, takes the cookie only when Origin or Referer is our own', () => {
    expect(token({ cookie: 'token=c' })).toBeNull();
    expect(token({ cookie: 'token=c', origin: 'http://evil.test' })).toBeNull();
    expect(token({ cookie: 'token=c', referer: 'http://evil.test/page' })).toBeNull();
    expect(token({ cookie: 'token=c', referer: 'not a url' })).toBeNull();
    expect(token({ cookie: 'token=c', origin: 'http://live.test' })).toBe('c');
    expect(token({ cookie: 'token=c', referer: 'http://live.test/member?type=1' })).toBe('c');
  });
});
