import { describe, expect, it } from 'vitest';
import { BOTTOM_SLACK_PX, followsAfterScroll } from './chat-follow.ts';

const at = (scrollTop: number, scrollHeight: number) => ({ scrollTop, scrollHeight, clientHeight: 500 });

describe('followsAfterScroll', () => {
  it('keeps following when the list grew under its own scroll to the end', () => {
    // Scrolled down from 400 to 600 for a list of 1,100 px, which then measured 1,200.
    expect(followsAfterScroll(true, 400, at(600, 1_200))).toBe(true);
  });

  it('stops following when the user scrolls up away from the bottom', () => {
    expect(followsAfterScroll(true, 700, at(650, 1_200))).toBe(false);
  });

  it('follows again once the user is back at the bottom, and not before', () => {
    expect(followsAfterScroll(false, 300, at(600, 1_200))).toBe(false);
    expect(followsAfterScroll(false, 600, at(700 - BOTTOM_SLACK_PX, 1_200))).toBe(true);
  });

  it('keeps following when the oldest lines leave and the browser pulls the scroll up to the new end', () => {
    expect(followsAfterScroll(true, 700, at(672, 1_172))).toBe(true);
  });
});
