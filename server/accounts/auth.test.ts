import { describe, expect, it } from 'vitest';
import { requestToken } from './auth.ts';

describe('requestToken', () => {
  it('takes the token header first', () => {
    expect(requestToken({ headers: { token: 'h', cookie: 'token=c' } })).toBe('h');
  });

  it('takes the cookie from our own pages, the address bar and non-browser clients', () => {
    expect(requestToken({ headers: { cookie: 'a=1; token=c%3D' } })).toBe('c=');
    expect(requestToken({ headers: { cookie: 'token=c', 'sec-fetch-site': 'same-origin' } })).toBe('c');
    expect(requestToken({ headers: { cookie: 'token=c', 'sec-fetch-site': 'none' } })).toBe('c');
  });

  it('ignores the cookie on requests another site started (a link or an image there)', () => {
    expect(requestToken({ headers: { cookie: 'token=c', 'sec-fetch-site': 'cross-site' } })).toBeNull();
    expect(requestToken({ headers: { cookie: 'token=c', 'sec-fetch-site': 'same-site' } })).toBeNull();
    expect(requestToken({ headers: { token: 'h', 'sec-fetch-site': 'cross-site' } })).toBe('h');
  });
});
