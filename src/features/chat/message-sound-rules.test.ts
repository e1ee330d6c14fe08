import { describe, expect, it } from 'vitest';
import { MESSAGE_SOUND_QUIET_MS, createMessageSound, storedPlayedMessages } from './message-sound-rules.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  };
}

function setup(store = memoryStore()) {
  let now = 10_000;
  let plays = 0;
  const sound = createMessageSound({
    now: () => now,
    loadedAt: 10_000,
    played: storedPlayedMessages(store),
    play: () => (plays += 1),
  });
  return {
    sound,
    store,
    plays: () => plays,
    advance: (ms: number) => (now += ms),
  };
}

const incoming = (id: string) => ({ id, flow: 'out' as const });

describe('message sound', () => {
  it('plays for an incoming message once the page was clicked and the quiet start is over', () => {
    const t = setup();
    t.sound.unlock();
    t.advance(MESSAGE_SOUND_QUIET_MS);
    expect(t.sound.onMessage(incoming('a'), true)).toBe(true);
    expect(t.plays()).toBe(1);
  });

  it('stays silent for the first 1.5 s after load, and never sounds those messages later', () => {
    const t = setup();
    t.sound.unlock();
    t.advance(MESSAGE_SOUND_QUIET_MS - 1);
    expect(t.sound.onMessage(incoming('early'), true)).toBe(false);
    t.advance(1);
    expect(t.sound.onMessage(incoming('early'), true)).toBe(false);
    expect(t.sound.onMessage(incoming('late'), true)).toBe(true);
    expect(t.plays()).toBe(1);
  });

  it('is muted until the first click', () => {
    const t = setup();
    t.advance(5_000);
    expect(t.sound.onMessage(incoming('a'), true)).toBe(false);
    t.sound.unlock();
    expect(t.sound.onMessage(incoming('b'), true)).toBe(true);
  });

  it('never plays for the user own message', () => {
    const t = setup();
    t.sound.unlock();
    t.advance(5_000);
    expect(t.sound.onMessage({ id: 'mine', flow: 'in' }, true)).toBe(false);
    expect(t.plays()).toBe(0);
  });

  it('plays once per message in the browser, whichever tab is chosen', () => {
    const store = memoryStore();
    const first = setup(store);
    const second = setup(store);
    for (const t of [first, second]) {
      t.sound.unlock();
      t.advance(5_000);
    }
    expect(first.sound.onMessage(incoming('a'), false)).toBe(false);
    expect(second.sound.onMessage(incoming('a'), true)).toBe(true);
    expect(first.sound.onMessage(incoming('a'), true)).toBe(false);
    expect(second.sound.onMessage(incoming('a'), true)).toBe(false);
    expect(first.plays() + second.plays()).toBe(1);
  });
});

describe('played messages', () => {
  it('remembers the last 200 ids and survives broken storage', () => {
    const store = memoryStore();
    const played = storedPlayedMessages(store);
    for (let i = 0; i < 201; i++) played.add(`m${i}`);
    expect(played.has('m0')).toBe(false);
    expect(played.has('m1')).toBe(true);
    expect(played.has('m200')).toBe(true);
    store.setItem('chatSoundPlayed', '{not json');
    expect(played.has('m1')).toBe(false);
    const full = storedPlayedMessages({
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(() => full.add('x')).not.toThrow();
  });
});
