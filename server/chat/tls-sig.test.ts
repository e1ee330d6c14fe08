import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tencentUserSig } from './tls-sig.ts';
// Tencent's reference signer.
import { Api } from 'tls-sig-api-v2';

const SECRET = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';

describe('Tencent TLS-sig v2 userSig', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [1400000000, 'user_1', 86400, 1_700_000_000],
    [1400123456, 'tourist_AbC-d_9', 180 * 24 * 3600, 1_800_000_123],
    [20000001, 'user_987654321', 300, 1_600_000_000],
  ])('equals tls-sig-api-v2 for app %i, user %s', (sdkAppId, identifier, expireS, nowS) => {
    // The reference reads the clock itself: the same second for both.
    vi.spyOn(Date, 'now').mockReturnValue(nowS * 1000 + 456);
    const reference = new Api(sdkAppId, SECRET).genUserSig(identifier, expireS);
    expect(tencentUserSig({ sdkAppId, secret: SECRET, identifier, expireS, nowS })).toBe(reference);
  });

  it('writes the documented fields, deflated, in url-safe base64', () => {
    const sig = tencentUserSig({ sdkAppId: 1400000000, secret: SECRET, identifier: 'user_7', expireS: 60, nowS: 1 });
    expect(sig).toMatch(/^[A-Za-z0-9*_-]+$/);
    const base64 = sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
    const document = JSON.parse(inflateSync(Buffer.from(base64, 'base64')).toString()) as Record<string, unknown>;
    expect(document).toMatchObject({
      'TLS.ver': '2.0',
      'TLS.identifier': 'user_7',
      'TLS.sdkappid': 1400000000,
      'TLS.time': 1,
      'TLS.expire': 60,
    });
    expect(document['TLS.sig']).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('changes with the secret', () => {
    const input = { sdkAppId: 1400000000, identifier: 'user_1', expireS: 60, nowS: 1 };
    expect(tencentUserSig({ ...input, secret: 'a' })).not.toBe(tencentUserSig({ ...input, secret: 'b' }));
  });
});
