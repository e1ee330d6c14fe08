import { describe, expect, it } from 'vitest';
import { STREAM_KEY_BYTES } from '../../contracts/room-rules.ts';
import { hashSecret, makeStreamKey, parsePublish, secretMatches } from './stream-keys.ts';

describe('stream keys', () => {
  it('are `<room>?key=<secret>` with enough randomness, a hash and a hint', () => {
    const made = makeStreamKey(42);
    const secret = made.key.split('?key=')[1]!;
    expect(made.key.startsWith('42?key=')).toBe(true);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(STREAM_KEY_BYTES);
    expect(made.hash).toBe(hashSecret(secret));
    expect(made.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(made.hint).toBe(secret.slice(-4));
    expect(makeStreamKey(42).key).not.toBe(made.key);
  });

  it('parse from what the encoder sent: path and query', () => {
    const { key } = makeStreamKey(7);
    const secret = key.split('?key=')[1]!;
    expect(parsePublish('/live/7', { key: secret })).toEqual({ roomId: 7, secret });
    expect(parsePublish('live/7', `key=${secret}`)).toEqual({ roomId: 7, secret });
    expect(parsePublish('7', `?key=${secret}`)).toEqual({ roomId: 7, secret });
    expect(parsePublish('/live/7', { key: [secret, 'other'] })).toEqual({ roomId: 7, secret });
  });

  it('refuse anything that is not a room stream with a well-formed secret', () => {
    const secret = 'a'.repeat(32);
    expect(parsePublish('/live/abc', { key: secret })).toBeNull();
    expect(parsePublish('/other/7', { key: secret })).toBeNull();
    expect(parsePublish('/live/0', { key: secret })).toBeNull();
    // One room, one name: `01` and `001` would be other streams of the same room (and key).
    expect(parsePublish('/live/01', { key: secret })).toBeNull();
    expect(parsePublish('001', { key: secret })).toBeNull();
    expect(parsePublish('/live/7', {})).toBeNull();
    expect(parsePublish('/live/7', undefined)).toBeNull();
    expect(parsePublish('/live/7', { key: 'short' })).toBeNull();
    expect(parsePublish('/live/7', { key: `${'a'.repeat(20)}/../x` })).toBeNull();
  });

  it('match only the secret that was hashed', () => {
    const made = makeStreamKey(3);
    const secret = made.key.split('?key=')[1]!;
    expect(secretMatches(made.hash, secret)).toBe(true);
    expect(secretMatches(made.hash, `${secret}x`)).toBe(false);
    expect(secretMatches(made.hash, secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A'))).toBe(false);
    expect(secretMatches(null, secret)).toBe(false);
    expect(secretMatches('not-a-hash', secret)).toBe(false);
  });
});
