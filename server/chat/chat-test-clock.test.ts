import { describe, expect, it } from 'vitest';
import { createChatClock } from './chat-test-clock.ts';

describe('the chat clock', () => {
  it('reads the real clock until pinned, and again once released', () => {
    let real = 1_000;
    const clock = createChatClock(() => real);
    expect(clock.nowS()).toBe(1_000);
    clock.pin(50);
    real = 2_000;
    expect(clock.nowS()).toBe(50);
    clock.pin(null);
    expect(clock.nowS()).toBe(2_000);
  });
});
