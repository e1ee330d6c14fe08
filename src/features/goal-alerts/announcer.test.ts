import { describe, expect, it } from 'vitest';
import { createAnnouncer } from './announcer.ts';
import { manualTimers } from './manual-timers.ts';

function harness(intervalMs = 5_000) {
  const clock = manualTimers();
  const said: { at: number; text: string }[] = [];
  const announcer = createAnnouncer({ ...clock, intervalMs, announce: (text) => said.push({ at: clock.now(), text }) });
  return { announcer, said, advance: clock.advance, timers: clock.timers };
}

describe('goal announcer', () => {
  it('announces the first goal at once', () => {
    const { announcer, said } = harness();
    announcer.say('Goal A');
    expect(said).toEqual([{ at: 0, text: 'Goal A' }]);
  });

  it('makes at most one announcement per interval and reads what waited together', () => {
    const { announcer, said, advance } = harness();
    announcer.say('Goal A');
    advance(1_000);
    announcer.say('Goal B');
    advance(1_000);
    announcer.say('Goal C');
    expect(said).toHaveLength(1);
    advance(2_999);
    expect(said).toHaveLength(1);
    advance(1);
    expect(said).toEqual([
      { at: 0, text: 'Goal A' },
      { at: 5_000, text: 'Goal B Goal C' },
    ]);
    announcer.say('Goal D');
    advance(4_999);
    expect(said).toHaveLength(2);
    advance(1);
    expect(said[2]).toEqual({ at: 10_000, text: 'Goal D' });
  });

  it('reads only the newest few of a burst', () => {
    const { announcer, said, advance } = harness();
    announcer.say('first');
    for (const n of [1, 2, 3, 4, 5]) announcer.say(`goal ${n}`);
    advance(5_000);
    expect(said[1]?.text).toBe('goal 3 goal 4 goal 5');
  });

  it('says nothing more once disposed', () => {
    const { announcer, said, advance, timers } = harness();
    announcer.say('one');
    announcer.say('two');
    announcer.dispose();
    expect(timers).toHaveLength(0);
    advance(10_000);
    expect(said).toHaveLength(1);
  });
});
