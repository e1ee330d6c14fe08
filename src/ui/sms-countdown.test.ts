import { describe, expect, it } from 'vitest';
import { secondsLeft } from './sms-countdown.ts';

describe('SMS countdown', () => {
  it('counts 60 s down from the send, then frees the button', () => {
    expect(secondsLeft(null, 5_000)).toBe(0);
    expect(secondsLeft(1_000, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 1_999)).toBe(60);
    expect(secondsLeft(1_000, 2_000)).toBe(59);
    expect(secondsLeft(1_000, 60_999)).toBe(1);
    expect(secondsLeft(1_000, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 999_000)).toBe(0);
    // A clock set back never shows more than the full cooldown.
    expect(secondsLeft(10_000, 0)).toBe(60);
    // The server may give another cooldown (the anchor form's code).
    expect(secondsLeft(1_000, 2_000, 30)).toBe(29);
  });
});
