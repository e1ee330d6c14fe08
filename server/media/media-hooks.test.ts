import { describe, expect, it } from 'vitest';
import { HOOK_MAX_SKEW_S, doneHookBody, signHook, verifyHook } from './media-hooks.ts';

describe('media node hooks', () => {
  const secret = 'a-hook-secret-of-some-length';
  const body = JSON.stringify({ stream: '/live/12', query: 'key=abc' });
  const now = 1_800_000_000;

  it('accept a body signed with the secret at about the same time', () => {
    const signature = signHook(secret, now, body);
    expect(verifyHook(secret, String(now), signature, body, now + 10)).toBe(true);
  });

  it('refuse another body, another secret, an old signature or junk', () => {
    const signature = signHook(secret, now, body);
    expect(verifyHook(secret, String(now), signature, body.replace('12', '13'), now)).toBe(false);
    expect(verifyHook('another-secret-entirely', String(now), signature, body, now)).toBe(false);
    expect(verifyHook(secret, String(now), signature, body, now + HOOK_MAX_SKEW_S + 1)).toBe(false);
    expect(verifyHook(secret, undefined, signature, body, now)).toBe(false);
    expect(verifyHook(secret, String(now), 'zz', body, now)).toBe(false);
  });

  it('take recordings only as plain paths under the recordings folder', () => {
    expect(doneHookBody.safeParse({ stream: '/live/1', recording: 'live/1/170.flv' }).success).toBe(true);
    expect(doneHookBody.safeParse({ stream: '/live/1', recording: '../etc/passwd.flv' }).success).toBe(false);
    expect(doneHookBody.safeParse({ stream: '/live/1', recording: '/abs/1.flv' }).success).toBe(false);
  });
});
